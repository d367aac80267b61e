/**
 * The e-mail outbox (DESIGN.md "Data"), as the rest of the server calls it:
 * a lead, ticket, application or alert queues its e-mails with
 * `enqueueEmails` in its own transaction, and `createOutboxSender` sends
 * them over SMTP_URL. Both are the outbox's e-mail channel run by its one
 * loop (server/outbox/; docs/decisions/036-one-outbox.md).
 */
import type { Database } from "../../database/client";
import type { Logger } from "../logger";
import { createEmailSender, OUTBOX_MAX_ATTEMPTS } from "../outbox/channels/email";
import { createOutboxLoop } from "../outbox/queue";

export {
  enqueueEmails,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
  type OutgoingEmail,
} from "../outbox/channels/email";

export type OutboxSenderOptions = {
  db: Database;
  smtpUrl: string;
  from: string;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** OUTBOX_MAX_ATTEMPTS: tries before an e-mail is marked failed. */
  maxAttempts?: number;
  now?: () => Date;
};

/**
 * Sends due e-mails, retrying with exponential backoff, and gives up after
 * OUTBOX_MAX_ATTEMPTS. Several processes may run one: each claims a batch
 * with FOR UPDATE SKIP LOCKED and a lease, so a message is sent by one of them.
 */
export function createOutboxSender(options: OutboxSenderOptions) {
  const { smtpUrl, from, maxAttempts = OUTBOX_MAX_ATTEMPTS, ...loop } = options;
  return createOutboxLoop({ ...loop, sender: createEmailSender({ smtpUrl, from, maxAttempts }) });
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
