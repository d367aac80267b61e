/**
 * What a shipment's page says about its delivery (CONTRACT.md
 * "Delivery options for the receiver"): the expected date, a shipment that
 * has gone quiet, a missed delivery, and "Change delivery" with its four
 * options, the two facts that prove it is the receiver, and the requests
 * already made. "{name}" places are filled where the text is used.
 */
import { defineTexts } from "../texts";

export const deliveryOptionTexts = {
  /** In the Tracking History panel, beside the status. */
  expected: "Expected delivery",
  /** No new event for 48 hours or more, not Delivered or Cancelled; its link is the tracking texts' "Report a problem". */
  silence: {
    title: "No update for over {days} days",
    text: "This shipment has had no new update for more than {days} days. That is longer than it should be. Tell us, and we will find out where it is.",
  },
  /** The latest event is Delivery Attempted. */
  attempted: {
    title: "We tried to deliver",
    text: "We could not deliver this shipment on {when}.",
    textUndated: "We could not deliver this shipment.",
    /** When the options are offered. */
    choose: "Choose below what suits you, and we will try again.",
    notHappened: "Nobody came to your door?",
    report: "This attempt did not happen",
  },
  heading: "Change delivery",
  intro:
    "Not at home that day, or want it another way? Tell us here. Our team answers within 4 working hours.",
  /** The folded form's summary, and after a refused request the same. */
  open: "Choose an option",
  /** The options' legend. */
  choose: "What would you like?",
  options: {
    reschedule: {
      label: "Deliver on another day",
      hint: "Pick a day from {first} to {last}.",
      field: "New delivery date",
    },
    instructions: {
      label: "Add delivery instructions",
      hint: "A landmark, the gate to use, or who may take it.",
      field: "Instructions for the driver",
      fieldHint: "5 to 200 characters.",
    },
    phone: {
      label: "Give the driver another number",
      hint: "Someone the driver can call on the day.",
      field: "Mobile number",
      fieldHint: "10 digits. You may add +91.",
    },
    collect: {
      label: "Collect it from our branch",
      hint: "Pick it up yourself from a branch near you.",
      field: "Branch",
      /** A branch's opening hours: "Open Monday to Saturday, 9:30 AM to 6:30 PM". */
      hours: "Open {days}, {opens} to {closes}",
      /** By the branch's `hours.days` (core/content/company.ts `branches`). */
      days: { "mon-sat": "Monday to Saturday" },
    },
  },
  proof: {
    legend: "Confirm it is your shipment",
    text: "Give two details from the booking. We change nothing until they match.",
    pincode: "Delivery PIN code",
    pincodeHint: "The PIN code of the delivery address: 6 digits.",
    phoneLast4: "Last 4 digits of the receiver's phone",
    phoneLast4Hint: "Of the mobile number given when the shipment was booked.",
    /** With SMS on: a code sent to the booked mobile number proves it in place of its last 4 digits. */
    code: {
      offer:
        "Or, in place of the last 4 digits, get a code by SMS on the mobile number given at booking.",
      send: "Send a code to the booked phone",
      sent: "We sent a 6-digit code by SMS to the mobile number given at booking. Enter it here with the delivery PIN code; leave the last 4 digits empty.",
      label: "Code from the SMS",
      hint: "6 digits, valid for 10 minutes.",
    },
    /** Asked once the shipment has had 5 wrong tries in an hour, from anyone. */
    captcha: {
      label: "Security question",
      why: "Someone has tried wrong details for this shipment several times, so we also ask this question.",
      /** The server's question, "What is 3 + 7?", as the page shows it. */
      question: "What is {a} + {b}?",
      hint: "Add the two numbers.",
    },
  },
  email: "Your e-mail address (optional)",
  emailHint: "We e-mail you our answer. We use the address for nothing else.",
  submit: "Send request",
  busy: "Sending...",
  /** The refused request's summary above the form. */
  invalidTitle: "Please check the fields marked below.",
  /**
   * Refusals that are the page's own. Wrong facts, the lock, a request
   * already waiting and a shipment that has ended are the validation
   * catalogue's (deliveryWrongFacts…), in the same words as the JSON API.
   */
  refused: {
    notFound: "There is no shipment with this LR number.",
    unavailable: "We could not send your request just now. Please try again in a minute.",
    notSent: "The form was not sent properly. Please try again.",
  },
  /** The requests made for this shipment, for anyone with the LR number. */
  requests: {
    title: "Delivery requests",
    /** What was asked, without personal details. */
    reschedule: "Deliver on {date}",
    instructions: "Delivery instructions",
    phone: "Another number for the driver",
    collect: "Collect from {branch}",
    collectAnyBranch: "Collect from a branch",
    asked: "Asked on {when}",
    status: {
      received: "Received",
      accepted: "Accepted",
      declined: "Declined",
    },
    reason: "Reason: {reason}",
  },
  /** A request waits: no second one until it is answered. {by}: one of `answerBy`. */
  waitingNote:
    "We will answer {by}, here and by e-mail if you gave us your address. You can ask for another change after that.",
  /**
   * When a waiting request will be answered (core/answer-by.ts), in
   * waitingNote and the validation catalogue's deliveryReceived. {time}:
   * "1:00 PM"; {date}: "12 Dec".
   */
  answerBy: {
    today: "by {time} today",
    tomorrow: "by {time} tomorrow",
    weekday: "by {time} on {day}",
    later: "by {time} on {date}",
    soon: "soon",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
};

export const texts = defineTexts("delivery-options", deliveryOptionTexts);

/** The refusals the page explains in its own words, by key. */
export type DeliveryRefusal = keyof typeof deliveryOptionTexts.refused;

export function isPageRefusal(key: string): key is DeliveryRefusal {
  return Object.hasOwn(deliveryOptionTexts.refused, key);
}
