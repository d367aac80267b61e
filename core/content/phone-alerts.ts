/**
 * "Get updates on your mobile" on a shipment's and a ticket's page, and the
 * /alerts/<token> page its messages link to (CONTRACT.md "Messages by SMS
 * and WhatsApp", "consent"; docs/decisions/047-messages.md). The consent
 * sentences are data: the page shows them and the consent record keeps the
 * very words shown (server/messages/consent.ts).
 */
import { defineTexts } from "../texts";
import { company } from "./company";
import { page } from "./page-info";

export const phoneAlertTexts = {
  heading: "Get updates on your mobile",
  intro: "We send a message at each new step, in the language of this page.",
  phoneLabel: "Your mobile number",
  phoneHint: "10 digits, like 98220 12345.",
  channelLegend: "Send updates by",
  sms: "SMS",
  whatsapp: "WhatsApp",
  /** The consent sentence shown above the button, and kept word for word with the consent. */
  consent: `I agree that ${company.name} may send me updates about this by SMS or WhatsApp on this number. I can stop them at any time.`,
  submit: "Send me updates",
  codeLabel: "The 6-digit code we sent by SMS",
  codeIntro: "We sent a code by SMS to {phone}. It is valid for 10 minutes.",
  busy: "Sending...",
  manage: "Change or stop these updates",
  confirm: "Confirm",
  resend: "Send a new code",
  codeResent: "We sent a new code by SMS to {phone}. It is valid for 10 minutes.",
  confirmed: "Done: we will send updates to {phone}.",
  whatsappSent:
    "We sent a WhatsApp message to {phone}. Reply YES to it, or tap its link, to start the updates.",
  wrongCode: "This code is not right. You can try {left} more times.",
  codeUsedUp: "This code has expired or was tried too many times. Ask for a new code.",
  tooManyCodes: "We sent 3 codes to this number in the last hour. Please try again later.",
  channelOff: "Updates by this channel are not available now.",
  notFound: "There is no shipment with this LR number.",
  noRequest: "Ask for updates first: there is no code waiting for this number.",
  noCodeWaiting: "No code is waiting for this number now: ask for a new one below.",
  codeFormat: "Enter the 6 digits of the code.",
  channelChoice: "Choose SMS or WhatsApp.",
  unavailable: "Please try again later.",
  /** /alerts/<token> */
  pageHeading: "Your updates on your mobile",
  shipment: "Shipment {lrNo}",
  ticket: "Request {ticketNo}",
  number: "Number",
  channel: "Channel",
  language: "Language",
  eventsLegend: "Send me a message when",
  events: {
    booked: "the shipment is booked",
    out_for_delivery: "it is out for delivery",
    delivery_attempted: "a delivery was attempted",
    delivered: "it is delivered",
    no_news_48h: "there is no news for 48 hours",
    delivery_request_answer: "my delivery request is answered",
    ticket_raised: "my request is received",
    ticket_reply: "there is a new reply to my request",
  },
  state: "State",
  states: { pending: "Waiting for your confirmation", active: "On", withdrawn: "Stopped" },
  save: "Save",
  saved: "Saved.",
  stopAll: "Stop all messages",
  stopped: "Stopped: we will send no more messages about this to this number.",
  confirmWhatsApp: "Confirm",
  confirmWhatsAppIntro: "Confirm that you want these updates on WhatsApp.",
  noEvents: "Choose at least one update, or stop all messages.",
  unknownHeading: "This link does not work",
  unknownIntro:
    "We could not find updates for this link. It may have been mistyped. You can ask for updates again on the shipment's page.",
};

export const texts = defineTexts("phone-alerts", phoneAlertTexts);

/**
 * Why the service refuses a subscription or a code, as a key of these texts:
 * the page says it in its language, the API in English
 * (server/messages/consent.ts).
 */
export type PhoneAlertRefusal =
  | "phoneLabel"
  | "notFound"
  | "channelOff"
  | "tooManyCodes"
  | "channelChoice"
  | "codeFormat"
  | "noRequest"
  | "noCodeWaiting"
  | "codeUsedUp"
  | "unavailable";

export const languageNames = { en: "English", hi: "हिन्दी", mr: "मराठी" } as const;

/** /alerts/<token>: never prerendered, never indexed. */
export const phoneAlertsPage = page(
  "/alerts",
  "Your updates on your mobile",
  "Your updates on your mobile",
  "Change or stop the SMS and WhatsApp updates about a shipment or a request.",
  "",
  false,
);
