/**
 * The outbox as operations see it (/staff/outbox): what is waiting or has
 * failed, and a retry. The body is never listed: it may hold a visitor's
 * message, and the list needs only who, what and why it failed.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { outboxEmails } from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "./staff/audit";

export const OUTBOX_PAGE_SIZE = 50;
export const OUTBOX_LIST_STATUSES = ["failed", "pending"] as const;
export type OutboxListStatus = (typeof OUTBOX_LIST_STATUSES)[number];

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOutboxQueue(
  db: Database,
  now: () => Date = () => new Date(),
  /** Wakes this process's sender, if it runs one (server/main.ts); others find the e-mail due within seconds. */
  kickSender: () => void = () => {},
) {
  const audit = createAuditLog(db);
  /** How many e-mails are failed and how many wait. */
  async function totalsOf() {
    const counts = await db
      .select({ status: outboxEmails.status, n: count() })
      .from(outboxEmails)
      .where(inArray(outboxEmails.status, [...OUTBOX_LIST_STATUSES]))
      .groupBy(outboxEmails.status);
    const totals = { failed: 0, pending: 0 };
    for (const c of counts) totals[c.status as OutboxListStatus] = c.n;
    return totals;
  }

  return {
    totals: totalsOf,
    /** Failed first (the newest first), then pending in the order they will go. */
    async list({ status, page = 1 }: { status?: OutboxListStatus; page?: number } = {}) {
      const where = status
        ? eq(outboxEmails.status, status)
        : inArray(outboxEmails.status, [...OUTBOX_LIST_STATUSES]);
      const current = Math.max(1, page);
      const [rows, counts] = await Promise.all([
        db
          .select({
            id: outboxEmails.id,
            to: outboxEmails.toAddress,
            subject: outboxEmails.subject,
            status: outboxEmails.status,
            attempts: outboxEmails.attempts,
            lastError: outboxEmails.lastError,
            nextAttemptAt: outboxEmails.nextAttemptAt,
            createdAt: outboxEmails.createdAt,
          })
          .from(outboxEmails)
          .where(where)
          .orderBy(
            sql`case when ${outboxEmails.status} = 'failed' then 0 else 1 end`,
            sql`case when ${outboxEmails.status} = 'failed' then ${outboxEmails.nextAttemptAt} end desc`,
            asc(outboxEmails.nextAttemptAt),
            desc(outboxEmails.id),
          )
          .limit(OUTBOX_PAGE_SIZE)
          .offset((current - 1) * OUTBOX_PAGE_SIZE),
        totalsOf(),
      ]);
      const totals = counts;
      const total = status ? totals[status] : totals.failed + totals.pending;
      return {
        rows: rows as QueuedEmail[],
        totals,
        page: current,
        pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
      };
    },

    /**
     * Puts failed e-mails back in the queue, due now: one by id, or every
     * failed one. Attempts are kept, so a retry that fails again is given
     * up at once rather than retried for hours. Returns how many were moved.
     * A staff member's retry that moved any is audited.
     */
    async retryFailed(id?: string, actor?: StaffActor): Promise<number> {
      if (id !== undefined && !UUID.test(id)) return 0;
      const failed = eq(outboxEmails.status, "failed");
      const moved = await db
        .update(outboxEmails)
        .set({ status: "pending", nextAttemptAt: now() })
        .where(id === undefined ? failed : and(failed, eq(outboxEmails.id, id)))
        .returning({ id: outboxEmails.id });
      if (actor && moved.length > 0)
        await audit.recordBy(
          actor,
          "outbox.retried",
          id === undefined
            ? {
                target: { type: "outbox_email", id: "all-failed" },
                detail: { count: moved.length },
              }
            : { target: { type: "outbox_email", id } },
        );
      return moved.length;
    },

    /**
     * "Send now": a waiting e-mail made due at once and the
     * sender woken, instead of its next try minutes away. Attempts are kept.
     * Returns whether it was waiting; a staff member's is audited.
     */
    async sendNow(id: string, actor?: StaffActor): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const moved = await db
        .update(outboxEmails)
        .set({ nextAttemptAt: now() })
        .where(and(eq(outboxEmails.status, "pending"), eq(outboxEmails.id, id)))
        .returning({ id: outboxEmails.id });
      if (moved.length === 0) return false;
      if (actor)
        await audit.recordBy(actor, "outbox.sent_now", { target: { type: "outbox_email", id } });
      kickSender();
      return true;
    },
  };
}

export type OutboxQueue = ReturnType<typeof createOutboxQueue>;
