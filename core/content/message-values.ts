/**
 * The words an SMS or WhatsApp message carries as a value, in the
 * receiver's language (core/messages/events.ts MESSAGE_VARIABLES): the
 * answer to a delivery request. Each filled value is at most 30 characters
 * (the DLT limit); server/messages/shipment-messages.test.ts renders the
 * longest. Never sent with a page.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("message-values", {
  answer: {
    accepted: "accepted",
    /** {day}: "30 September" (core/messages/values.ts messageDate). */
    acceptedOn: "accepted for {day}",
    declined: "not accepted",
  },
});
