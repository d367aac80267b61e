/**
 * Words of the tracking pages (spec section 2, Track & Trace and Tracking v2).
 * Short sentences in plain English: many visitors read it as a second language.
 */
import { defineTexts } from "../texts";
import { shareWords } from "../tracking-links";
import { company } from "./company";
import { texts as statusTexts } from "./shipment-statuses";
import { texts as searchTexts } from "./track-search";

/** The answer at the top of a tracking result, by status ('other' adds the status itself). */
export const statusSummaries = statusTexts.en.summaries;

/** 'Where is my LR number?' on /track-shipment. */
export const lrNumberHelp = {
  title: "Where is my LR number?",
  paragraphs: [
    "The LR (Lorry Receipt) number is printed on the consignment note or the booking receipt you got when the shipment was booked.",
    "It has 6 to 20 letters and digits, like SI20254567 or LR123456789.",
    "Are you the receiver? Ask the sender to share the LR number with you.",
  ],
} as const;

/** What each status on the tracking page means, in the order a shipment meets them. */
export const statusMeanings: readonly { status: string; meaning: string }[] = [
  { status: "Manifested", meaning: "We have booked your shipment. It is ready to move." },
  { status: "In Transit", meaning: "It is on the way between our hubs." },
  { status: "Out for Delivery", meaning: "It is with the delivery partner in your area." },
  {
    status: "Delivery Attempted",
    meaning: "We tried to deliver it, but the delivery could not be made. We will try again soon.",
  },
  { status: "Delivered", meaning: "The receiver has taken it." },
  { status: "Delayed", meaning: "It is held up. Our team is working on it." },
  { status: "Cancelled", meaning: "The booking was cancelled. It will not be delivered." },
];

const notices = {
  format: "An LR number has 6 to 20 letters and digits, for example LR123456789.",
  checks: [
    "Compare the number with your consignment note or booking receipt. Look for typing mistakes, such as the letter O and the number 0.",
    "Was the shipment booked today? New bookings appear here within a few hours.",
  ],
  fetchFailed: "Failed to fetch tracking data.",
  fetchFailedText:
    "This is a problem with our website or your connection, not with your shipment. Please try again in a minute.",
  noHistory: "No tracking history found for this number.",
  noHistoryText:
    "Updates appear here once your shipment is scanned at our first hub. Please check again in a few hours.",
} as const;

/** Calm answers when there is no result (spec section 8: errors a person understands). */
export const trackingNotices = {
  ...notices,
  noUpdatesYet: statusTexts.en.noUpdatesYet,
} as const;

/** Under every tracking search box: it takes several numbers (CONTRACT.md "Tracking several shipments"). */
export const trackingSearchHint = searchTexts.en.hint;

/** The list of several shipments on /track-shipment?lr=… */
export const batchTracking = {
  heading: "{count} shipments",
  allFound: "All {found} found.",
  someFound: "{found} found, {missing} not found.",
  notFound: "Not found",
  notFoundHint: "Check the number, or ask our support team.",
  noUpdates: "No updates yet",
  pod: "Download POD",
  /** Read after 'Download POD' by screen readers. */
  podOf: " for {lrNo}",
  details: "Details",
  detailsOf: " of {lrNo}",
  failed: "We could not load the tracking details just now. Please try again.",
  searchLabel: "LR numbers",
  columns: {
    lrNo: "LR number",
    status: "Status",
    latest: "Latest update",
    pod: "Proof of delivery",
  },
};

/** Typed as any strings: a translation writes its own. */
const meanings: readonly string[] = statusMeanings.map(({ meaning }) => meaning);

export const texts = defineTexts("tracking", {
  lrNumberHelp,
  statusMeaningsTitle: "What the statuses mean",
  /** By milestone, in the order of statusMeanings; the status itself is named from shipment-statuses. */
  statusMeanings: meanings,
  notices,
  notice: {
    notFound: "We could not find a shipment with LR number {lrNo}",
    invalid: "“{input}” does not look like an LR number",
    invalidEmpty: "That does not look like an LR number",
    tryAgain: "Try again",
    pleaseCheck: "Please check:",
    stillNeedHelp: "Still need help? Our support team answers 24/7.",
    call: "Call {phone}",
    email: "E-mail {email}",
  },
  batch: batchTracking,
  /** Tracking v2: the result for one LR number. */
  result: {
    heading: "Shipment {lrNo}",
    /** A box under the result: customer care with this LR number filled in. */
    problemText: "Late, damaged or not delivered? Tell us and get a ticket number.",
    reportProblem: "Report a problem",
    invalidHeading: "Check your LR number",
    loadFailed: "We could not load the tracking details just now.",
    notFoundIntro: "We could not find this shipment. Please check the LR number.",
    /** After the status summary at the top of the page. */
    latest: "Latest update: {where}.",
    trackAnother: "Track another LR number",
    /** The page's title: 'Tracking LR123456789: In Transit | Sahyadri Interlink Logistics'. */
    metaTitle: `Tracking {lrNo}: {state} | ${company.name}`,
    metaNotFound: "Not found",
    metaInvalid: "Not an LR number",
    metaFailed: "Please try again",
  },
  history: {
    title: "Tracking History",
    lrNo: "LR No",
    status: "Status",
    pod: "Download POD",
    podHint: "(proof of delivery, PDF)",
  },
  journey: {
    title: "Shipment journey",
    newestFirst: "Newest update first.",
    latestUpdate: "Latest update",
    completed: "(completed)",
    moreInfo: "More Info",
    hideDetails: "Hide Details",
    earlier: "({count} earlier)",
    pending: "Pending",
    /** The remarks the site writes itself (core/site-remarks.ts), in the page's language. */
    remarks: {
      rescheduled: "Delivery rescheduled to {date} at the receiver's request.",
    },
  },
  share: {
    button: "Share",
    title: "Share tracking",
    text: "Send the link to LR {lrNo} to someone who is waiting for it.",
    close: "Close",
    email: "E-mail",
    newTab: "(opens in a new tab)",
    pageLink: "Page link",
    copy: "Copy link",
    copied: "Copied!",
    /** The message the link is shared with, and the e-mail's subject. */
    ...shareWords,
  },
  faq: {
    eyebrow: "Help with tracking",
    title: "Frequently Asked Questions",
    moreHelp: "More help",
    questionTitle: "Still have a question?",
    questionText: "Write to us and our team will reply soon.",
    questionLink: "Need More Help?",
    /** Beside "Need More Help?": customer care's form (CONTRACT.md "Customer care"). */
    raiseLink: "Raise a request",
    businessTitle: "Shipping for a business?",
    businessText: "Book and manage bulk shipments on our business site.",
    businessLink: "For Businesses",
    newTab: "(opens in a new tab)",
    contactsTitle: "Worried about your shipment?",
    contactsText:
      "Call or e-mail our support team. We answer 24/7. Please keep your LR number ready.",
  },
});
