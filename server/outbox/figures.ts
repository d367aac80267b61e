/**
 * The outbox's figures for watching it (/api/ready, /metrics): per channel,
 * how many items are due and how long the oldest has been, and how many
 * wait or failed. Read from the one database, the same for every process.
 */
import { and, count, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { outbox } from "../../database/schema";
import type { OutboxChannel } from "@core/schemas/outbox";

/** Seconds since the oldest of the matched items fell due; 0 when none. */
const oldestDueSeconds = sql<number>`coalesce(extract(epoch from now() - min(${outbox.nextAttemptAt})), 0)::float`;

/** How many pending items of a channel are due, and the oldest's minutes overdue. */
export async function overdueOf(db: Database, channel: OutboxChannel) {
  const [row] = await db
    .select({ due: count(), oldest: oldestDueSeconds.mapWith(Number) })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, channel),
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, sql`now()`),
      ),
    );
  return { due: row?.due ?? 0, minutes: Math.floor((row?.oldest ?? 0) / 60) };
}

/** A channel's backlog (pending), what was given up (failed), and how long the oldest due item has waited. */
export async function backlogOf(db: Database, channel: OutboxChannel) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${outbox.nextAttemptAt})
        filter (where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now())), 0)::float`.mapWith(
        Number,
      ),
    })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), sql`${outbox.status} <> 'sent'`));
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestDueSeconds: Math.max(0, row?.oldest ?? 0),
  };
}
