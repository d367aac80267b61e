/**
 * The e-mails of the outbox as operations see them: what is waiting or has
 * failed, a retry and "Send now" (server/outbox/desk.ts holds the rules for
 * every channel). The body is never listed: it may hold a visitor's
 * message, and the list needs only who, what and why it failed.
 */
import type { Database } from "../../database/client";
import type { OutboxListStatus } from "@core/schemas/outbox";
import type { StaffActor } from "@core/staff-access";
import { emailOf } from "../outbox/channels/email";
import { listItems, makeDue, outboxTotals, retryFailed } from "../outbox/desk";

export { OUTBOX_PAGE_SIZE } from "../outbox/desk";
export { OUTBOX_LIST_STATUSES, type OutboxListStatus } from "@core/schemas/outbox";

export type QueuedEmail = {
  id: string;
  to: string;
  subject: string;
  status: OutboxListStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
};

export function createOutboxQueue(
  db: Database,
  now: () => Date = () => new Date(),
  /** Wakes the e-mail sender in whichever process runs it (server/outbox/wake.ts). */
  kickSender: () => void = () => {},
) {
  return {
    /** How many e-mails are failed and how many wait. */
    totals: async () => (await outboxTotals(db)).email,
    /** Failed first (the newest first), then pending in the order they will go. */
    async list({ status, page }: { status?: OutboxListStatus; page?: number } = {}) {
      const listed = await listItems(db, { channel: "email", status, page });
      const rows = listed.rows.map((row): QueuedEmail => {
        const { to, subject } = emailOf(row);
        const { id, attempts, lastError, nextAttemptAt, createdAt } = row;
        return {
          id,
          to,
          subject,
          status: row.status,
          attempts,
          lastError,
          nextAttemptAt,
          createdAt,
        };
      });
      return { rows, totals: listed.totals, page: listed.page, pages: listed.pages };
    },
    /** Failed e-mails back in the queue, due now, their tries kept: one by id, or all. */
    async retryFailed(id?: string, actor?: StaffActor): Promise<number> {
      const moved = await retryFailed(db, { channel: "email", id, actor, at: now() });
      if (moved > 0) kickSender();
      return moved;
    },
    /** "Send now": a waiting e-mail made due at once and the sender woken. */
    async sendNow(id: string, actor?: StaffActor): Promise<boolean> {
      const moved = await makeDue(db, { channel: "email", id, actor, at: now() });
      if (moved) kickSender();
      return moved;
    },
  };
}

export type OutboxQueue = ReturnType<typeof createOutboxQueue>;
