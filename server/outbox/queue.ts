/**
 * The outbox's one loop (docs/decisions/036-one-outbox.md): whatever the
 * channel, an item is written in the transaction of the event it tells
 * (`enqueueItems`), claimed by one sender with FOR UPDATE SKIP LOCKED and
 * a lease (next_attempt_at moved ahead, so a sender that dies mid-send
 * leaves it to be tried again), tried with the channel's backoff, and
 * marked failed when the channel gives up. A channel (./channels/) only
 * sends one item and says when to try again.
 *
 * Each configured channel runs a loop of its own, so a slow SMTP server
 * never holds a webhook back.
 */
import { and, asc, eq, inArray, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import { outbox } from "../../database/schema";
import type { OutboxChannel } from "@core/schemas/outbox";
import { errorFacts } from "../http/error-facts";
import type { Logger } from "../logger";

export type OutboxItem = typeof outbox.$inferSelect;

/** One try: delivered, or why not; `answer` is what the receiver said (kept as `last_answer`). */
export type Attempt =
  | { delivered: true; answer?: unknown }
  | { delivered: false; problem: string; answer?: unknown; log: Record<string, unknown> };

/** What a channel gives the loop: how to send one item, and its rules for trying again. */
export type ChannelSender = {
  channel: OutboxChannel;
  send(item: OutboxItem): Promise<Attempt>;
  /** The pause after the `attempts`-th failed try. */
  retryDelayMs(attempts: number): number;
  /** A failed try is the last: the item is marked failed for operations to retry. */
  givesUp(item: OutboxItem, attempts: number, nextTry: Date): boolean;
  /** The log's words: "e-mail given up", "e-mail not sent; will retry", "outbox run failed". */
  words: { gaveUp: string; retrying: string; runFailed: string };
  /** Closes what the channel holds open (an SMTP connection). */
  close?(): void;
};

/** A new item: its channel's payload, and what it is about. */
export type NewItem = {
  channel: OutboxChannel;
  payload: unknown;
  aboutId?: string | null;
  /** Names the item once: a second enqueue of the same key writes nothing. */
  key?: string | null;
  /** Items with the same order key go one at a time, in the order queued. */
  orderKey?: string | null;
  /** When it is first due, and its queued time; the database's now by default. */
  at?: Date;
};

type Writer = Pick<Database, "insert">;

/**
 * Due from the database's clock to the millisecond: the column's default,
 * now(), has microseconds, and a sender asking right after with a JavaScript
 * Date (milliseconds) in the same millisecond found the item not yet due.
 */
const dueNow = sql`date_trunc('milliseconds', now())`;

/** Queues items; call it with the transaction of the event they tell. */
export async function enqueueItems(tx: Writer, items: NewItem[]) {
  if (items.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      items.map((item) => ({
        channel: item.channel,
        payload: item.payload,
        aboutId: item.aboutId ?? null,
        key: item.key ?? null,
        orderKey: item.orderKey ?? null,
        nextAttemptAt: item.at ?? dueNow,
        ...(item.at ? { createdAt: item.at } : {}),
      })),
    )
    .onConflictDoNothing({ target: outbox.key });
}

export type OutboxLoopOptions = {
  db: Database;
  sender: ChannelSender;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  now?: () => Date;
};

type LoopSettings = Required<OutboxLoopOptions>;

/**
 * A batch of the channel's due items, leased, in the order they were queued.
 * An item waits while an earlier one with its order key is still pending
 * (waiting to be retried, or being sent by another process).
 */
async function claimDue({ db, sender, batchSize, leaseMs, now }: LoopSettings) {
  const earlier = alias(outbox, "earlier");
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, sender.channel),
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, now()),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.status, "pending"),
                eq(earlier.orderKey, outbox.orderKey),
                sql`(${earlier.createdAt}, ${earlier.id}) < (${outbox.createdAt}, ${outbox.id})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
    .where(and(inArray(outbox.id, due), eq(outbox.status, "pending")))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** One try of one item, and its outcome written back: sent, pending again later, or failed. */
async function deliver(settings: LoopSettings, item: OutboxItem): Promise<boolean> {
  const { db, sender, logger, now } = settings;
  const attempts = item.attempts + 1;
  let attempt: Attempt;
  try {
    attempt = await sender.send(item);
  } catch (error) {
    // A channel words what it expects; anything else is logged as it came.
    const problem = error instanceof Error ? error.message : String(error);
    attempt = { delivered: false, problem, log: { error: errorFacts(error), itemId: item.id } };
  }
  if (attempt.delivered) {
    await db
      .update(outbox)
      .set({ status: "sent", attempts, sentAt: now(), lastError: null, lastAnswer: attempt.answer })
      .where(eq(outbox.id, item.id));
    return true;
  }
  const next = new Date(now().getTime() + sender.retryDelayMs(attempts));
  const gaveUp = sender.givesUp(item, attempts, next);
  logger[gaveUp ? "error" : "warn"](
    { ...attempt.log, attempts },
    gaveUp ? sender.words.gaveUp : sender.words.retrying,
  );
  await db
    .update(outbox)
    .set({
      status: gaveUp ? "failed" : "pending",
      attempts,
      lastError: attempt.problem.slice(0, 1_000),
      lastAnswer: attempt.answer,
      nextAttemptAt: next,
    })
    .where(eq(outbox.id, item.id));
  return false;
}

/** Sends what is due now, one batch; how many were sent and how many failed. */
async function deliverDue(settings: LoopSettings) {
  const batch = await claimDue(settings);
  let sent = 0;
  for (const item of batch) if (await deliver(settings, item)) sent += 1;
  return { sent, failed: batch.length - sent };
}

/**
 * The loop of one channel: a round every `intervalMs`, batch after batch
 * while any is sent (a burst of leads is not sent 10 per interval, and an
 * item that waited for the one before it goes straight after it); a
 * failure waits for the next round. `kick` runs a round now ("Send now").
 */
export function createOutboxLoop(options: OutboxLoopOptions) {
  const settings: LoopSettings = {
    db: options.db,
    sender: options.sender,
    logger: options.logger,
    intervalMs: options.intervalMs ?? 5_000,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 2 * 60_000,
    now: options.now ?? (() => new Date()),
  };
  const { logger, sender, intervalMs } = settings;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;
  /** A run is under way; `again` asks for another straight after it. */
  let busy = false;
  let again = false;

  async function drain() {
    for (;;) {
      const { sent } = await deliverDue(settings);
      if (stopped || sent === 0) return;
    }
  }

  function tick() {
    busy = true;
    running = drain()
      .catch((error: unknown) => logger.error({ error: errorFacts(error) }, sender.words.runFailed))
      .finally(() => {
        busy = false;
        if (stopped) return;
        if (again) {
          again = false;
          tick();
        } else timer = setTimeout(tick, intervalMs);
      });
  }

  return {
    deliverDue: () => deliverDue(settings),
    start() {
      started = true;
      stopped = false;
      tick();
    },
    /** Runs now rather than at the next interval: at once when idle, straight after the run under way otherwise. */
    kick() {
      if (!started || stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    /** Stops after the item being sent, if any, and closes what the channel holds open. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close?.();
    },
  };
}

export type OutboxLoop = ReturnType<typeof createOutboxLoop>;
