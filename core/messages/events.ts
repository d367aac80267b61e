/**
 * The events a receiver may get by SMS and WhatsApp (CONTRACT.md "Messages
 * by SMS and WhatsApp"), and the values each message carries.
 */

export const MESSAGE_EVENTS = [
  "sms_code",
  "whatsapp_opt_in",
  "booked",
  "out_for_delivery",
  "delivery_attempted",
  "delivered",
  "no_news_48h",
  "ticket_raised",
  "ticket_reply",
  "delivery_request_answer",
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The 6-digit consent code goes by SMS only; WhatsApp's opt-in is its own template. */
export type SmsEvent = Exclude<MessageEvent, "whatsapp_opt_in">;
export type WhatsAppEvent = Exclude<MessageEvent, "sms_code">;

export const SMS_EVENTS = MESSAGE_EVENTS.filter((e): e is SmsEvent => e !== "whatsapp_opt_in");
export const WHATSAPP_EVENTS = MESSAGE_EVENTS.filter((e): e is WhatsAppEvent => e !== "sms_code");

/**
 * Each value a template may hold: what it is, its longest (the DLT limit
 * is 30 characters; some are shorter by nature) and a value of that length
 * the test renders every template with.
 */
export const MESSAGE_VARIABLES = {
  code: { label: "the 6-digit code", max: 6, longest: "987654" },
  lrNo: { label: "LR number", max: 20, longest: "LR123456789012345678" },
  day: {
    label: "expected day, in the message's language",
    max: 30,
    longest: "Wednesday 30 September, by 6pm",
  },
  alertsToken: {
    label: "the receiver's alerts token (/alerts/<token>)",
    max: 30,
    longest: "AbCdEfGhIjKlMnOpQrStUvWxYz0123",
  },
  ratingToken: {
    label: "the delivery's rating token (/rate/<token>)",
    max: 30,
    longest: "ZyXwVuTsRqPoNmLkJiHgFeDcBa9876",
  },
  ticketNo: { label: "ticket number", max: 15, longest: "SIL-2026-123456" },
  answer: {
    label: "the answer, in the message's language (accepted, not possible…)",
    max: 30,
    longest: "accepted: Thursday, 1 October.",
  },
} as const;
export type MessageVariable = keyof typeof MESSAGE_VARIABLES;
