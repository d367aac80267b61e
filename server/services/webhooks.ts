/**
 * Webhooks to the company's own systems (docs/webhooks.md), as the rest of
 * the server calls them: the delivery options queue an event with
 * `enqueueWebhook` in their transaction, and `createWebhookSender` POSTs
 * them to DELIVERY_WEBHOOK_URL. Both are the outbox's webhook channel run
 * by its one loop (server/outbox/; docs/decisions/036-one-outbox.md).
 */
import type { Database } from "../../database/client";
import type { OutboxListStatus } from "@core/schemas/outbox";
import type { StaffActor } from "@core/staff-access";
import type { Logger } from "../logger";
import {
  createWebhookSender as createWebhookChannel,
  webhookAnswerOf,
  webhookOf,
  webhookRequests,
} from "../outbox/channels/webhook";
import { listItems, makeDue, outboxTotals, retryFailed } from "../outbox/desk";
import { createOutboxLoop } from "../outbox/queue";

export {
  enqueueWebhook,
  signWebhook,
  SIGNATURE_HEADER,
  WEBHOOK_EVENTS,
  WEBHOOK_GIVE_UP_AFTER_MS,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelayMs,
  type WebhookEvent,
} from "../outbox/channels/webhook";
export { OUTBOX_PAGE_SIZE as WEBHOOK_PAGE_SIZE } from "../outbox/desk";
export {
  OUTBOX_LIST_STATUSES as WEBHOOK_LIST_STATUSES,
  type OutboxListStatus as WebhookListStatus,
} from "@core/schemas/outbox";

export type WebhookSenderOptions = {
  db: Database;
  url: string;
  secret: string;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  timeoutMs?: number;
  now?: () => Date;
};

/**
 * POSTs due webhooks, signed, retrying with backoff for a day. Like the
 * e-mails', each sender claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease, so several processes (or a restarted one) deliver a row once.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { url, secret, timeoutMs, ...loop } = options;
  return createOutboxLoop({ ...loop, sender: createWebhookChannel({ url, secret, timeoutMs }) });
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

/**
 * The webhooks of the outbox as operations see them: what waits or failed,
 * with the shipment and request each tells of, and a retry.
 */
export function createWebhookQueue(
  db: Database,
  now: () => Date = () => new Date(),
  /** Wakes the webhook senders, so a "Try now" goes at once rather than at their next round. */
  wakeSender: () => void = () => {},
) {
  return {
    totals: async () => (await outboxTotals(db)).webhook,
    /** Failed first (newest first), then pending in the order they will go. */
    async list({ status, page }: { status?: OutboxListStatus; page?: number } = {}) {
      const listed = await listItems(db, { channel: "webhook", status, page });
      const requests = await webhookRequests(db, listed.rows);
      const rows = listed.rows.map((row) => {
        const request = row.aboutId ? requests.get(row.aboutId) : undefined;
        const answer = webhookAnswerOf(row);
        return {
          id: row.id,
          event: webhookOf(row).event,
          idempotencyKey: row.key ?? row.id,
          status: row.status,
          attempts: row.attempts,
          lastStatus: answer.status ?? null,
          lastAnswer: answer.answer ?? null,
          lastError: row.lastError,
          nextAttemptAt: row.nextAttemptAt,
          createdAt: row.createdAt,
          requestId: request?.requestId ?? null,
          option: request?.option ?? null,
          requestStatus: request?.requestStatus ?? null,
          lrNo: request?.lrNo ?? null,
        };
      });
      return { rows, totals: listed.totals, page: listed.page, pages: listed.pages };
    },
    /**
     * Puts failed webhooks back in the queue, due now, with a fresh day of
     * tries: one by id, or every failed one. Audited when a staff member moved any.
     */
    async retryFailed(id?: string, actor?: StaffActor): Promise<number> {
      const moved = await retryFailed(db, { channel: "webhook", id, actor, at: now() });
      if (moved > 0) wakeSender();
      return moved;
    },
    /**
     * "Try now": a waiting webhook made due at once (its tries kept), or a
     * failed one put back with a fresh day of tries, and the senders woken.
     */
    async tryNow(id: string, actor?: StaffActor): Promise<boolean> {
      const moved = await makeDue(db, { channel: "webhook", id, actor, at: now() });
      if (moved) wakeSender();
      return moved;
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
