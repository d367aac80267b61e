/**
 * Webhooks to the company's own systems (CONTRACT.md "Delivery options for
 * the receiver", "the company's systems"; docs/webhooks.md). An event is a
 * row of webhook_outbox written in the same transaction as what it tells,
 * so a request is never stored without its event or the other way round.
 * The sender POSTs each row's body exactly as stored, signed
 * `X-SIL-Signature: sha256=<hex HMAC-SHA256 of the body under WEBHOOK_SECRET>`,
 * with the row's `Idempotency-Key` (the same on every try), and retries
 * with backoff for a day, then marks it `failed` for operations to retry
 * (/staff/outbox). Like the e-mail outbox, each sender claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease, so several processes (or a restarted
 * one) deliver a row once; a process that dies mid-send leaves it to be
 * tried again when its lease ends, under the same key.
 */
import { createHmac } from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { deliveryRequests, shipments, webhookOutbox } from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { errorFacts } from "../http/error-facts";
import type { Logger } from "../logger";
import { createAuditLog } from "./staff/audit";
import { answerProblem, answerStart, webhookProblem } from "./webhook-problems";

export const SIGNATURE_HEADER = "X-SIL-Signature";
export const WEBHOOK_EVENTS = ["delivery_request.created", "delivery_request.decided"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Tries go on this long after the event, then it is `failed`. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long one POST may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** 30 s after the first failure, doubling to at most 2 hours: 19 tries in a day, the last at about 22 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 2 * 60 * 60_000);
}

/** `sha256=<hex HMAC-SHA256 of the exact body under the secret>`. */
export function signWebhook(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

type Writer = Pick<Database, "insert">;

/**
 * Queues one event in the caller's transaction. `key` names the event once
 * (a retried decision writes nothing twice: the key is unique).
 */
export async function enqueueWebhook(
  tx: Writer,
  event: { event: WebhookEvent; key: string; aboutId: string; at: Date; data: unknown },
) {
  const body = JSON.stringify({
    event: event.event,
    id: event.key,
    occurred_at: event.at.toISOString(),
    data: event.data,
  });
  await tx
    .insert(webhookOutbox)
    .values({
      event: event.event,
      idempotencyKey: event.key,
      body,
      aboutId: event.aboutId,
      nextAttemptAt: event.at,
      createdAt: event.at,
    })
    .onConflictDoNothing({ target: webhookOutbox.idempotencyKey });
}

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

export function createWebhookSender(options: WebhookSenderOptions) {
  const {
    db,
    url,
    secret,
    logger,
    intervalMs = 5_000,
    batchSize = 10,
    leaseMs = 2 * 60_000,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    now = () => new Date(),
  } = options;

  /** Due rows, each moved a lease ahead so no other sender takes it meanwhile. */
  async function claimDue() {
    const due = db
      .select({ id: webhookOutbox.id })
      .from(webhookOutbox)
      .where(and(eq(webhookOutbox.status, "pending"), lte(webhookOutbox.nextAttemptAt, now())))
      .orderBy(asc(webhookOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(webhookOutbox)
      .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
      .where(and(inArray(webhookOutbox.id, due), eq(webhookOutbox.status, "pending")))
      .returning();
  }

  async function post(row: { body: string; idempotencyKey: string; event: string }) {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": row.idempotencyKey,
        [SIGNATURE_HEADER]: signWebhook(row.body, secret),
        "X-SIL-Event": row.event,
        "User-Agent": "SIL-Webhooks/1",
      },
      body: row.body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Its first bytes are kept for operations; the rest is not read.
    return { status: response.status, answer: await answerStart(response) };
  }

  async function deliver(row: Awaited<ReturnType<typeof claimDue>>[number]): Promise<boolean> {
    const attempts = row.attempts + 1;
    let status: number | null = null;
    let answer: string | null = null;
    let problem: string;
    try {
      ({ status, answer } = await post(row));
      if (status >= 200 && status < 300) {
        await db
          .update(webhookOutbox)
          .set({
            status: "sent",
            attempts,
            lastStatus: status,
            lastAnswer: answer,
            lastError: null,
            deliveredAt: now(),
          })
          .where(eq(webhookOutbox.id, row.id));
        return true;
      }
      problem = answerProblem(status);
    } catch (error) {
      problem = webhookProblem(error, url, timeoutMs);
    }
    const at = now().getTime();
    const next = at + webhookRetryDelayMs(attempts);
    const gaveUp = next - row.createdAt.getTime() > WEBHOOK_GIVE_UP_AFTER_MS;
    logger[gaveUp ? "error" : "warn"](
      { webhookId: row.id, event: row.event, attempts, status, problem: problem.slice(0, 200) },
      gaveUp ? "webhook given up" : "webhook not delivered; will retry",
    );
    await db
      .update(webhookOutbox)
      .set({
        status: gaveUp ? "failed" : "pending",
        attempts,
        lastStatus: status,
        lastAnswer: answer,
        lastError: problem.slice(0, 1_000),
        nextAttemptAt: new Date(next),
      })
      .where(eq(webhookOutbox.id, row.id));
    return false;
  }

  /** Posts what is due now, one batch; how many were delivered and how many failed. */
  async function deliverDue() {
    const batch = await claimDue();
    let sent = 0;
    for (const row of batch) if (await deliver(row)) sent += 1;
    return { sent, failed: batch.length - sent };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;
  let busy = false;
  let again = false;

  async function drain() {
    for (;;) {
      const { sent } = await deliverDue();
      if (stopped || sent < batchSize) return;
    }
  }

  function tick() {
    busy = true;
    running = drain()
      .catch((error: unknown) => logger.error({ error: errorFacts(error) }, "webhook run failed"))
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
    deliverDue,
    start() {
      started = true;
      stopped = false;
      tick();
    },
    /** Runs now rather than at the next interval ("Try now"), or straight after the run under way. */
    kick() {
      if (!started || stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

export const WEBHOOK_LIST_STATUSES = ["failed", "pending"] as const;
export type WebhookListStatus = (typeof WEBHOOK_LIST_STATUSES)[number];
export const WEBHOOK_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The webhook outbox as operations see it (/staff/outbox, "Webhooks"): what
 * waits or failed, and a retry. Bodies are not listed (they hold the
 * receiver's instructions or alternate phone).
 */
export function createWebhookQueue(
  db: Database,
  now: () => Date = () => new Date(),
  /** Wakes the webhook senders, so a "Try now" goes at once rather than at their next round. */
  wakeSender: () => void = () => {},
) {
  const audit = createAuditLog(db);

  async function totals() {
    const counts = await db
      .select({ status: webhookOutbox.status, n: count() })
      .from(webhookOutbox)
      .where(inArray(webhookOutbox.status, [...WEBHOOK_LIST_STATUSES]))
      .groupBy(webhookOutbox.status);
    const result = { failed: 0, pending: 0 };
    for (const c of counts) result[c.status as WebhookListStatus] = c.n;
    return result;
  }

  return {
    totals,
    /** Failed first (newest first), then pending in the order they will go. */
    async list({ status, page = 1 }: { status?: WebhookListStatus; page?: number } = {}) {
      const where = status
        ? eq(webhookOutbox.status, status)
        : inArray(webhookOutbox.status, [...WEBHOOK_LIST_STATUSES]);
      const current = Math.max(1, page);
      const [rows, sums] = await Promise.all([
        db
          .select({
            id: webhookOutbox.id,
            event: webhookOutbox.event,
            idempotencyKey: webhookOutbox.idempotencyKey,
            status: webhookOutbox.status,
            attempts: webhookOutbox.attempts,
            lastStatus: webhookOutbox.lastStatus,
            lastAnswer: webhookOutbox.lastAnswer,
            lastError: webhookOutbox.lastError,
            nextAttemptAt: webhookOutbox.nextAttemptAt,
            createdAt: webhookOutbox.createdAt,
            // What it tells, for operations to find: the shipment and the request.
            requestId: deliveryRequests.id,
            option: deliveryRequests.option,
            requestStatus: deliveryRequests.status,
            lrNo: shipments.lrNo,
          })
          .from(webhookOutbox)
          .leftJoin(deliveryRequests, eq(deliveryRequests.id, webhookOutbox.aboutId))
          .leftJoin(shipments, eq(shipments.id, deliveryRequests.shipmentId))
          .where(where)
          .orderBy(
            sql`case when ${webhookOutbox.status} = 'failed' then 0 else 1 end`,
            sql`case when ${webhookOutbox.status} = 'failed' then ${webhookOutbox.nextAttemptAt} end desc`,
            asc(webhookOutbox.nextAttemptAt),
            desc(webhookOutbox.createdAt),
          )
          .limit(WEBHOOK_PAGE_SIZE)
          .offset((current - 1) * WEBHOOK_PAGE_SIZE),
        totals(),
      ]);
      const total = status ? sums[status] : sums.failed + sums.pending;
      return {
        rows: rows as (Omit<(typeof rows)[number], "status"> & { status: WebhookListStatus })[],
        totals: sums,
        page: current,
        pages: Math.max(1, Math.ceil(total / WEBHOOK_PAGE_SIZE)),
      };
    },

    /**
     * Puts failed webhooks back in the queue, due now, with a fresh day of
     * tries (their first try's time moves to now): one by id, or every
     * failed one. Audited when a staff member moved any.
     */
    async retryFailed(id?: string, actor?: StaffActor): Promise<number> {
      if (id !== undefined && !UUID.test(id)) return 0;
      const failed = eq(webhookOutbox.status, "failed");
      const at = now();
      const moved = await db
        .update(webhookOutbox)
        .set({ status: "pending", nextAttemptAt: at, createdAt: at, attempts: 0 })
        .where(id === undefined ? failed : and(failed, eq(webhookOutbox.id, id)))
        .returning({ id: webhookOutbox.id });
      if (actor && moved.length > 0)
        await audit.recordBy(
          actor,
          "webhook.retried",
          id === undefined
            ? { target: { type: "webhook", id: "all-failed" }, detail: { count: moved.length } }
            : { target: { type: "webhook", id } },
        );
      return moved.length;
    },

    /**
     * "Try now": a waiting webhook made due at once (its tries kept), or a
     * failed one put back with a fresh day of tries, and the senders woken.
     * Returns whether there was one to try; a staff member's is audited.
     */
    async tryNow(id: string, actor?: StaffActor): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const at = now();
      const failed = and(eq(webhookOutbox.id, id), eq(webhookOutbox.status, "failed"));
      const waiting = and(eq(webhookOutbox.id, id), eq(webhookOutbox.status, "pending"));
      const moved = [
        ...(await db
          .update(webhookOutbox)
          .set({ status: "pending", nextAttemptAt: at, createdAt: at, attempts: 0 })
          .where(failed)
          .returning({ id: webhookOutbox.id })),
        ...(await db
          .update(webhookOutbox)
          .set({ nextAttemptAt: at })
          .where(waiting)
          .returning({ id: webhookOutbox.id })),
      ];
      if (moved.length === 0) return false;
      if (actor)
        await audit.recordBy(actor, "webhook.tried_now", { target: { type: "webhook", id } });
      wakeSender();
      return true;
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
