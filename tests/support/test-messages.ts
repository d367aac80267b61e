/**
 * Setting up SMS and WhatsApp tests: both channels on (pointing nowhere:
 * these tests read the queue, not a provider), and an active phone
 * subscription written as the consent's door leaves one — its token
 * derived from its id under the services' secret (server/messages/alerts-token.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { phoneSubscriptions } from "../../database/schema";
import { MESSAGE_EVENTS } from "@core/messages/events";
import { alertsTokenHash, alertsTokenOf } from "../../server/messages/alerts-token";
import type { MessageSettings } from "../../server/messages/settings";

export const MESSAGES_ON: MessageSettings = {
  sms: {
    provider: "msg91",
    apiKey: "k",
    sender: "SILOGS",
    dltEntityId: "1201160000000000001",
    baseUrl: "http://127.0.0.1:1",
    callbackSecret: "s",
  },
  whatsapp: {
    token: "t",
    phoneNumberId: "1",
    appSecret: "a",
    verifyToken: "v",
    baseUrl: "http://127.0.0.1:1",
  },
};

/** Every event a shipment's subscription may choose. */
export const SHIPMENT_EVENTS = MESSAGE_EVENTS.filter(
  (e) => e !== "sms_code" && e !== "whatsapp_opt_in",
);

let serial = 0;

/** A subscription of a shipment or a ticket (test setup); its id and the /alerts token its messages carry. */
export async function insertPhoneSubscription(
  db: Database,
  secret: string,
  /** A shipment's LR number, or a ticket's id as `{ ticketId }`. */
  subject: string | { ticketId: string },
  s: {
    phone: string;
    channel?: "sms" | "whatsapp";
    language?: string;
    events?: readonly string[];
    state?: string;
  },
) {
  const ticketId = typeof subject === "string" ? null : subject.ticketId;
  const lrNo = typeof subject === "string" ? subject : null;
  const [row] = await db
    .insert(phoneSubscriptions)
    .values({
      phone: s.phone,
      channel: s.channel ?? "sms",
      language: s.language ?? "en",
      lrNo,
      ticketId,
      events: [...(s.events ?? (ticketId ? ["ticket_raised", "ticket_reply"] : SHIPMENT_EVENTS))],
      state: s.state ?? "active",
      source: ticketId ? "ticket_form" : "shipment_page",
      tokenHash: `pending-${process.pid}-${++serial}`,
    })
    .returning();
  const token = alertsTokenOf(secret, row!.id);
  await db
    .update(phoneSubscriptions)
    .set({ tokenHash: alertsTokenHash(token) })
    .where(eq(phoneSubscriptions.id, row!.id));
  return { id: row!.id, token };
}
