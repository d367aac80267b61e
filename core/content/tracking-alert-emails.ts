/**
 * The e-mails of tracking alerts, written in the language of the
 * page where the visitor subscribed (server/services/tracking-alert-emails.ts).
 * Plain text; "{name}" places are filled by the server. Never sent with a page.
 */
import { defineTexts } from "../texts";
import { company } from "./company";

export const texts = defineTexts("tracking-alert-emails", {
  confirmSubject: "Confirm e-mail updates for shipment {lrNo}",
  /** One line each; "" is an empty line. */
  confirmBody: [
    "Someone, we hope you, asked for e-mail updates about shipment {lrNo} on our website.",
    "",
    "To receive them, confirm here (the link works for 7 days):",
    "{confirmUrl}",
    "",
    "If it was not you, ignore this e-mail: nothing more will be sent.",
    "",
    "Track the shipment now: {pageUrl}",
  ],
  alertSubject: "Shipment {lrNo}: {status}",
  alertIntro: "New update for shipment {lrNo}:",
  /** The event: its status, place and time ('In Transit at Indore Hub, 12th Nov 2025 - 10:30 AM'). */
  event: "{status} at {location}, {when}",
  eventNowhere: "{status}, {when}",
  journey: "Every step of the journey: {pageUrl}",
  final: "This is the last update we send about this shipment.",
  more: "We will write again at the next update, until the shipment is delivered.",
  stop: "Stop these e-mails: {unsubscribeUrl}",
  signature: company.name,
});
