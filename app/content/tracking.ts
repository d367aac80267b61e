/**
 * Words of the tracking pages (spec section 2, Track & Trace and Tracking v2).
 * Short sentences in plain English: many visitors read it as a second language.
 */
import type { StatusKey } from "~/lib/shipment-status";

/** The answer at the top of a tracking result, by status ('other' adds the status itself). */
export const statusSummaries: Record<StatusKey, string> = {
  manifested: "Your shipment is booked. It will leave our hub soon.",
  "in-transit": "Your shipment is on its way.",
  "out-for-delivery": "Your shipment is out for delivery. It should reach you within 8 hours.",
  delivered: "Your shipment has been delivered.",
  delayed: "Your shipment is delayed. Our team is working to move it as soon as possible.",
  cancelled: "This shipment has been cancelled.",
  other: "Current status:",
};

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
  { status: "Delivered", meaning: "The receiver has taken it." },
  { status: "Delayed", meaning: "It is held up. Our team is working on it." },
];

/** Calm answers when there is no result (spec section 8 and issue 3, "Errors a person understands"). */
export const trackingNotices = {
  format: "An LR number has 6 to 20 letters and digits, for example LR123456789.",
  checks: [
    "Compare the number with your consignment note or booking receipt. Look for typing mistakes, such as the letter O and the number 0.",
    "Was the shipment booked today? New bookings appear here within a few hours.",
  ],
  fetchFailed: "Failed to fetch tracking data.",
  fetchFailedText:
    "This is a problem with our website or your connection, not with your shipment. Please try again in a minute.",
  noHistory: "No tracking history found for this number.",
  noUpdatesYet: "There are no tracking updates yet.",
  noHistoryText:
    "Updates appear here once your shipment is scanned at our first hub. Please check again in a few hours.",
} as const;

/** Under every tracking search box: it takes several numbers (CONTRACT.md "Tracking several shipments"). */
export const trackingSearchHint = "One, or up to 25 separated by commas or spaces.";

/** The list of several shipments on /track-shipment?lr=… */
export const batchTracking = {
  heading: (count: number) => `${count} shipments`,
  summary: (found: number, missing: number) =>
    missing === 0 ? `All ${found} found.` : `${found} found, ${missing} not found.`,
  notFound: "Not found",
  notFoundHint: "Check the number, or ask our support team.",
  noUpdates: "No updates yet",
  pod: "Download POD",
  details: "Details",
  failed: "We could not load the tracking details just now. Please try again.",
  searchLabel: "LR numbers",
};
