/**
 * The words of a shipment's state wherever it is shown: the tracking pages,
 * the chat assistant's answers and the alert e-mails. Sent with every Hindi
 * and Marathi page (the chat is on every page), so it stays small.
 */
import { defineTexts, type TranslationOf } from "../texts";

export const texts = defineTexts("shipment-statuses", {
  /** Spec section 4 "Shipment statuses", by milestone. */
  labels: {
    manifested: "Manifested",
    "in-transit": "In Transit",
    "out-for-delivery": "Out for Delivery",
    attempted: "Delivery Attempted",
    delivered: "Delivered",
    delayed: "Delayed",
    cancelled: "Cancelled",
  },
  /**
   * Other statuses the server sends, by their lowercased name: the legacy
   * spellings (named as the spec names them: "Panding" is Pending) and
   * statuses without a milestone, in every language.
   */
  names: {
    shipped: "Shipped",
    panding: "Pending",
    booked: "Booked",
    unknown: "Unknown",
  },
  /** The answer at the top of a tracking result, by status ('other' adds the status itself). */
  summaries: {
    manifested: "Your shipment is booked. It will leave our hub soon.",
    "in-transit": "Your shipment is on its way.",
    "out-for-delivery": "Your shipment is out for delivery. It should reach you within 8 hours.",
    attempted:
      "We tried to deliver your shipment, but the delivery could not be made. We will try again soon.",
    delivered: "Your shipment has been delivered.",
    delayed: "Your shipment is delayed. Our team is working to move it as soon as possible.",
    cancelled: "This shipment has been cancelled.",
    other: "Current status:",
  },
  noUpdatesYet: "There are no tracking updates yet.",
  /** Timeline dates: 'Wed, 12 Nov 25' (core/tracking-dates.ts). en-GB short names ('Sept' is en-GB's own). */
  dates: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    invalid: "Invalid Date",
  },
});

/** The texts in any language (what the functions of app/lib take). */
export type StatusTexts = TranslationOf<typeof texts>;
