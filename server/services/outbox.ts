/**
 * The e-mail outbox (DESIGN.md "Data"). A lead puts
 * its e-mails into outbox_emails in its own transaction; the sender delivers
 * them over SMTP_URL, retrying with exponential backoff, and gives up after
 * OUTBOX_MAX_ATTEMPTS. Without SMTP_URL nothing sends and they wait.
 *
 * Several processes may run a sender: each claims a batch with FOR UPDATE
 * SKIP LOCKED and a lease (next_attempt_at moved ahead), so a message is sent
 * by one of them; a process that dies mid-send leaves it to be retried.
 */
import { and, asc, eq, inArray, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createTransport } from "nodemailer";
import type { Database } from "../../database/client";
import { outboxEmails } from "../../database/schema";
import { errorFacts } from "../http/error-facts";
import type { Logger } from "../logger";

export type OutgoingEmail = {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  /** The lead or application it is about (erased with it). */
  aboutId?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

type Writer = Pick<Database, "insert">;

/**
 * Due from the database's clock to the millisecond: the column's default,
 * now(), has microseconds, and a sender asking right after with a JavaScript
 * Date (milliseconds) in the same millisecond found the e-mail not yet due.
 */
const dueNow = sql`date_trunc('milliseconds', now())`;

/** Queues e-mails; call it with the lead's transaction. */
export async function enqueueEmails(tx: Writer, emails: OutgoingEmail[]) {
  if (emails.length === 0) return;
  await tx.insert(outboxEmails).values(
    emails.map((e) => ({
      nextAttemptAt: dueNow,
      toAddress: e.to,
      replyTo: e.replyTo ?? null,
      subject: e.subject,
      body: e.body,
      aboutId: e.aboutId ?? null,
      headers: e.headers ?? null,
    })),
  );
}

export const OUTBOX_MAX_ATTEMPTS = 8;

/** 30 s after the first failure, doubling to at most an hour: about 2 h 10 min in all. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

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

export function createOutboxSender(options: OutboxSenderOptions) {
  const {
    db,
    logger,
    intervalMs = 5_000,
    batchSize = 10,
    leaseMs = 2 * 60_000,
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    now = () => new Date(),
  } = options;
  const transport = createTransport(
    {
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: options.from },
  );

  /**
   * A batch of due e-mails, leased, in the order they were queued. An e-mail
   * waits while an earlier one to the same address about the same record is
   * still pending (waiting to be retried, or being sent by another process):
   * a ticket's reply and then its resolution reach the visitor in that order.
   */
  async function claimDue() {
    const earlier = alias(outboxEmails, "earlier");
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, now()),
          notExists(
            db
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.status, "pending"),
                  eq(earlier.aboutId, outboxEmails.aboutId),
                  eq(earlier.toAddress, outboxEmails.toAddress),
                  sql`(${earlier.createdAt}, ${earlier.id}) < (${outboxEmails.createdAt}, ${outboxEmails.id})`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
      .where(inArray(outboxEmails.id, due))
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function deliver(email: Awaited<ReturnType<typeof claimDue>>[number]) {
    const attempts = email.attempts + 1;
    try {
      await transport.sendMail({
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.body,
        headers: email.headers ?? undefined,
      });
      await db
        .update(outboxEmails)
        .set({ status: "sent", attempts, sentAt: now(), lastError: null })
        .where(eq(outboxEmails.id, email.id));
      return true;
    } catch (error) {
      const gaveUp = attempts >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      logger[gaveUp ? "error" : "warn"](
        { error: errorFacts(error), emailId: email.id, attempts },
        gaveUp ? "e-mail given up" : "e-mail not sent; will retry",
      );
      await db
        .update(outboxEmails)
        .set({
          status: gaveUp ? "failed" : "pending",
          attempts,
          lastError: message.slice(0, 1_000),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outboxEmails.id, email.id));
      return false;
    }
  }

  /** Sends what is due now, one batch; returns how many were sent and how many failed. */
  async function deliverDue() {
    const batch = await claimDue();
    let sent = 0;
    for (const email of batch) if (await deliver(email)) sent += 1;
    return { sent, failed: batch.length - sent };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;
  /** A run is under way; `again` asks for another straight after it. */
  let busy = false;
  let again = false;

  /**
   * Batch after batch while any is sent, so a burst of leads is not sent 10
   * per interval, and an e-mail that waited for the one before it to the
   * same person goes straight after it; a failure waits for the next interval.
   */
  async function drain() {
    for (;;) {
      const { sent } = await deliverDue();
      if (stopped || sent === 0) return;
    }
  }

  function tick() {
    busy = true;
    running = drain()
      .catch((error: unknown) => logger.error({ error: errorFacts(error) }, "outbox run failed"))
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
    /**
     * Runs now rather than at the next interval (an operator's "Send now"):
     * at once when idle, straight after the run under way otherwise.
     */
    kick() {
      if (!started || stopped) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    /** Stops after the e-mail being sent, if any, and closes the SMTP connection. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
