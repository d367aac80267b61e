/**
 * The outbox's WhatsApp channel (CONTRACT.md "Messages by SMS and WhatsApp";
 * docs/decisions/047-messages.md "Sending"): each item's message sent as its
 * approved template through Meta's Cloud API (server/messages/whatsapp-cloud.ts);
 * one that ends failed falls back once to SMS.
 */
import type { WhatsAppEvent } from "@core/messages/events";
import type { Database } from "../../../database/client";
import type { MessageQueueContext } from "../../messages/enqueue";
import type { WhatsAppSettings } from "../../messages/settings";
import { createWhatsAppProvider } from "../../messages/whatsapp-cloud";
import type { ChannelSender } from "../queue";
import { createMessageSender } from "./message-sender";

export type WhatsAppChannelOptions = {
  db: Database;
  settings: WhatsAppSettings;
  queue: MessageQueueContext;
  timeoutMs?: number;
  now?: () => Date;
};

export function createWhatsAppSender(options: WhatsAppChannelOptions): ChannelSender {
  const provider = createWhatsAppProvider({
    settings: options.settings,
    timeoutMs: options.timeoutMs,
  });
  return createMessageSender({
    db: options.db,
    channel: "whatsapp",
    queue: options.queue,
    now: options.now,
    send: (m) => provider.send({ ...m, event: m.event as WhatsAppEvent }),
  });
}
