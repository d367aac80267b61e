/** The words of /staff/messages and its one message (docs/decisions/047-messages.md). */
import { indiaDateTime } from "@core/india-time";
import type { MessageEvent } from "@core/messages/events";

export const MESSAGE_STATES = ["queued", "sent", "delivered", "failed"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const STATE_WORDS: Record<MessageState, string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
};
export const CHANNEL_WORDS: Record<"sms" | "whatsapp", string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
};
export const EVENT_WORDS: Record<MessageEvent, string> = {
  sms_code: "Consent code",
  whatsapp_opt_in: "WhatsApp opt-in",
  booked: "Shipment booked",
  out_for_delivery: "Out for delivery",
  delivery_attempted: "Delivery attempted",
  delivered: "Delivered",
  no_news_48h: "48 hours without news",
  ticket_raised: "Ticket raised",
  ticket_reply: "Reply to a ticket",
  delivery_request_answer: "Answer to a delivery request",
};

/** " · sent 3 Dec 2026, 10:00 AM · delivered …": the times a message moved, India time. */
export function stateTimes(m: {
  sentAt: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
}): string {
  const at = (iso: string) => indiaDateTime(new Date(iso), "en");
  return [
    m.sentAt ? ` · sent ${at(m.sentAt)}` : "",
    m.deliveredAt ? ` · delivered ${at(m.deliveredAt)}` : "",
    m.failedAt ? ` · failed ${at(m.failedAt)}` : "",
  ].join("");
}
