/**
 * The outbox's SMS channel (CONTRACT.md "Messages by SMS and WhatsApp";
 * docs/decisions/047-messages.md "Sending"): each item's message sent
 * through MSG91 (server/messages/msg91.ts).
 */
import type { SmsEvent } from "@core/messages/events";
import type { Database } from "../../../database/client";
import type { MessageQueueContext } from "../../messages/enqueue";
import { createMsg91Provider } from "../../messages/msg91";
import type { SmsSettings } from "../../messages/settings";
import type { ChannelSender } from "../queue";
import { createMessageSender } from "./message-sender";

export type SmsChannelOptions = {
  db: Database;
  settings: SmsSettings;
  queue: MessageQueueContext;
  timeoutMs?: number;
  now?: () => Date;
};

export function createSmsSender(options: SmsChannelOptions): ChannelSender {
  const provider = createMsg91Provider({
    settings: options.settings,
    site: options.queue.siteUrl,
    timeoutMs: options.timeoutMs,
  });
  return createMessageSender({
    db: options.db,
    channel: "sms",
    queue: options.queue,
    now: options.now,
    send: (m) => provider.send({ ...m, event: m.event as SmsEvent }),
  });
}
