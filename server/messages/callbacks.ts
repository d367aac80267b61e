/**
 * What the providers' callbacks do (server/api/message-status.ts), over the
 * database: a delivery report moves its message forward; a reply is acted on.
 */
import type { Database } from "../../database/client";
import { recordReport } from "./delivery-state";
import type { MessageChannel, MessageQueueContext } from "./enqueue";
import type { DeliveryEvent, InboundMessage } from "./provider";
import { handleReply } from "./replies";

export function createMessageCallbacks(db: Database, queue: MessageQueueContext) {
  const now = () => queue.now?.() ?? new Date();
  return {
    settings: queue.settings,
    /** Whether the report changed its message. */
    report: (channel: MessageChannel, event: DeliveryEvent) =>
      recordReport(db, queue, channel, event, now()),
    reply: (channel: MessageChannel, reply: InboundMessage) =>
      handleReply(db, { channel, ...reply, at: now() }),
  };
}

export type MessageCallbacks = ReturnType<typeof createMessageCallbacks>;
