/**
 * Customer care's pages (CONTRACT.md "Customer care"): raising a
 * request at /support/request and following it at /support/ticket. The
 * e-mails are ./support-emails.ts; the grievance officer's page
 * ./grievance.ts. "{name}" places are filled where the text is used.
 */
import { defineTexts } from "../texts";
import { page } from "./page-info";

export const supportPages = {
  request: page(
    "/support/request",
    "Raise a Request",
    "Raise a request",
    "A late, damaged or lost parcel, a missed pickup or a billing question? Raise a request and get a ticket number, answered within 48 hours.",
    "Tell us what went wrong. You get a ticket number at once, an answer within 48 hours and a resolution within 30 days.",
    false,
  ),
  ticket: page(
    "/support/ticket",
    "Your Request",
    "Follow your request",
    "See where your customer-care request stands, reply to us, or escalate it.",
    "Enter your ticket number and the e-mail address or mobile number you gave us.",
    false,
  ),
};

export const texts = defineTexts("support", {
  /** The categories, in the order the form lists them, with a line of help each. */
  categories: {
    delay: {
      label: "Late, or no update",
      hint: "The shipment is late or its tracking has not moved.",
    },
    attempt: {
      label: "Delivery attempt that did not happen",
      hint: "The tracking says we tried to deliver, but nobody came.",
    },
    damage: {
      label: "Damaged or short",
      hint: "It arrived damaged, opened or with items missing.",
    },
    lost: { label: "Lost", hint: "The shipment has not arrived and cannot be found." },
    pod: { label: "Wrong proof of delivery", hint: "It shows as delivered, but not to you." },
    pickup: { label: "Pickup missed", hint: "We did not come to pick up on the booked day." },
    billing: { label: "Charges or invoice", hint: "A charge, a refund or an invoice is wrong." },
    other: { label: "Something else", hint: "Anything else we should know about." },
  },
  form: {
    category: "What is your request about?",
    lrNo: "LR number",
    lrNoHint:
      "On your receipt, like LR123456789. Needed for a late, damaged, lost or wrongly delivered shipment.",
    name: "Your name",
    email: "E-mail address",
    emailSmsHint: "Not needed if you ask for updates by SMS below.",
    phone: "Mobile number",
    /** The raise form's box, kept word for word with the consent it gives. */
    smsUpdates:
      "Send me updates about this request by SMS on this number. I can stop them at any time.",
    smsUpdatesHint:
      "We send a 6-digit code to confirm the number. With SMS updates, an e-mail address is not needed.",
    description: "What happened?",
    descriptionHint: "20 to 2,000 characters. Dates, places and what you expected help us most.",
    declaredValue: "Value of the goods (₹)",
    declaredValueHint: "Only for damaged or lost goods: the value you declared when booking.",
    attachments: "Photos or documents (optional)",
    attachmentsHint:
      "Up to 3 files: JPG, PNG or PDF, 5 MB each. We remove the location from photos.",
    filesAgain: "Your files were not kept: please choose them again.",
    submit: "Raise my request",
    submitting: "Sending…",
    required: "Required",
    invalidTitle: "Please check your request",
    correctOne: "1 field needs your attention.",
    correctMany: "{count} fields need your attention.",
    failedTitle: "Your request was not sent",
    failedText: "Please try again in a moment, or call us.",
  },
  raised: {
    heading: "Your request is raised",
    numberLabel: "Your ticket number",
    text: "We have e-mailed you this number and a link to follow your request. Keep it: you will need it if you call us.",
    textNoEmail: "Keep this number: you will need it to follow your request and if you call us.",
    codeHeading: "Confirm your SMS updates",
    acknowledge: "We will acknowledge it within 48 hours",
    resolve: "and resolve it within 30 days.",
    copy: "Copy number",
    copied: "Copied",
    print: "Print",
    follow: "Follow your request",
    another: "Raise another request",
  },
  lookup: {
    number: "Ticket number",
    numberHint: "Like SIL-2026-000042, in your e-mail or SMS.",
    contact: "E-mail address or mobile number",
    contactHint: "The one you gave when you raised the request.",
    submit: "Show my request",
    submitting: "Looking…",
    noNumber: "Lost your ticket number? It is in the e-mail we sent. Or raise a new request.",
    raise: "Raise a request",
  },
  ticket: {
    heading: "Request {number}",
    expired:
      "This link has expired or is not right. Enter your ticket number and the e-mail address or mobile number you gave us.",
    statusLabel: "Status",
    statuses: {
      open: "Received",
      acknowledged: "Acknowledged",
      in_progress: "Being worked on",
      resolved: "Resolved",
      closed: "Closed",
    },
    escalated: "With our grievance officer",
    categoryLabel: "About",
    lrLabel: "LR number",
    raisedLabel: "Raised",
    promisesHeading: "Our promises",
    acknowledgeBy: "Acknowledged by {date}",
    resolveBy: "Resolved by {date}",
    kept: "kept",
    broken: "late: passed to our grievance officer",
    conversationHeading: "Conversation",
    you: "You",
    us: "Customer care",
    system: "Update",
    yourRequest: "Your request",
    statusChanged: "Status changed to {status}.",
    escalatedBy: {
      visitor: "You escalated this request to our grievance officer.",
      acknowledgement: "Not acknowledged within 48 hours: passed to our grievance officer.",
      resolution: "Not resolved within 7 days: passed to our grievance officer.",
    },
    rated: "You rated our help {rating} out of 5.",
    files: "Files",
    replyHeading: "Reply",
    replyLabel: "Your reply",
    replyHint: "We will answer by e-mail and here.",
    replyFiles: "Add photos or documents (optional)",
    replySubmit: "Send reply",
    replySent: "Your reply is sent.",
    reopenNote: "Not solved? Reply within 7 days and we will look at it again.",
    closedNote: "This request is closed. If you still need help, raise a new request.",
    escalateHeading: "Not happy with our answer?",
    escalateText: "Pass your request to our grievance officer. They will see that it is answered.",
    escalateFrom: "You can escalate from {date}, 48 hours after you raised it.",
    escalateSubmit: "Escalate to the grievance officer",
    escalatedDone: "Your request is now with our grievance officer.",
    grievance: "Who is our grievance officer?",
    rateHeading: "How did we do?",
    rateLabel: "Your rating",
    rateOptions: ["1 – Very poor", "2 – Poor", "3 – OK", "4 – Good", "5 – Very good"],
    rateComment: "Anything to add? (optional)",
    rateSubmit: "Send rating",
    ratedDone: "Thank you for your rating.",
    another: "Look up another request",
  },
  /** "Report a problem" on a shipment's page, and the other links here. */
  reportProblem: "Report a problem",
  raiseRequest: "Raise a request",
  helpText:
    "Something went wrong with a shipment? Raise a request: you get a ticket number and an answer within 48 hours.",
});
