/**
 * The call and e-mail block at the foot of the help centre, careers, tracking
 * and testimonials pages (components/ui/help-contacts.tsx). Pages may give it
 * a title and text of their own.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("help-contacts", {
  title: "Need help now?",
  text: "Our support team answers 24/7. Keep your LR number ready if you are asking about a shipment.",
  /** The call button: "{phone}" is the company's phone number. */
  call: "Call {phone}",
  /** Customer care's form, on the help centre and tracking pages. */
  raise: "Raise a request",
  problem:
    "A problem with a shipment? Raise a request to get a ticket number and an answer within 48 hours.",
});
