/**
 * The promises' job (CONTRACT.md "Customer care"): every
 * few minutes, tickets not acknowledged within 48 hours, or not resolved
 * within 7 days, are escalated to the grievance officer (an e-mail to the
 * officer's account and one to the visitor), and resolved tickets close 7
 * days after they were resolved. A promise due within the hour and not yet
 * kept is told to the ticket's assignee (the support inbox while none), once
 * per promise (the ticket's reminded marks). Like retention, one process at a time does
 * the work: the others find the advisory lock taken and skip the round.
 */
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import { supportTickets } from "../../../database/schema";
import { PROMISES } from "@core/support";
import type { Logger } from "../../logger";
import { DEFAULT_INBOXES } from "../mail-addresses";
import { enqueueEmails } from "../outbox";
import { promiseReminderEmail, ticketTeamAddress } from "../team-emails";
import { addMessage, escalateTicket } from "./ticket-store";

const DAY_MS = 24 * 60 * 60 * 1000;
const PROMISES_LOCK = 4_150_152;
/** How often the job runs. */
export const PROMISES_EVERY_MS = 10 * 60 * 1000;

export type PromisesRound = { escalated: number; closed: number; reminded: number };

const HOUR_MS = 60 * 60 * 1000;

/** Each promise: the ticket's due column, its reminded mark, and the statuses that have not kept it. */
const REMINDERS = [
  {
    promise: "acknowledge",
    due: supportTickets.acknowledgeBy,
    mark: "acknowledgeRemindedAt",
    unkept: ["open"],
  },
  {
    promise: "resolve",
    due: supportTickets.resolveBy,
    mark: "resolveRemindedAt",
    unkept: ["open", "acknowledged", "in_progress"],
  },
] as const;

export function createPromiseKeeper(
  db: Database,
  {
    siteUrl,
    inbox = DEFAULT_INBOXES.support,
    now = () => new Date(),
  }: { siteUrl: string; inbox?: string; now?: () => Date },
) {
  /** Marks and e-mails the tickets whose promise falls due within the hour; how many. */
  async function remind(tx: Transaction, at: Date) {
    let reminded = 0;
    const within = new Date(at.getTime() + HOUR_MS);
    for (const { promise, due, mark, unkept } of REMINDERS) {
      const column = supportTickets[mark];
      const dueSoon = await tx
        .update(supportTickets)
        .set({ [mark]: at })
        .where(
          and(
            isNull(column),
            inArray(supportTickets.status, [...unkept]),
            gt(due, at),
            lte(due, within),
          ),
        )
        .returning();
      for (const ticket of dueSoon) {
        const to = await ticketTeamAddress(tx, ticket.assigneeId, inbox);
        const dueAt = promise === "acknowledge" ? ticket.acknowledgeBy : ticket.resolveBy;
        await enqueueEmails(tx, [promiseReminderEmail(to, siteUrl, ticket, promise, dueAt)]);
      }
      reminded += dueSoon.length;
    }
    return reminded;
  }

  /** One round; null when another process holds the lock. */
  async function run(): Promise<PromisesRound | null> {
    const at = now();
    return db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${PROMISES_LOCK}) as ok`,
      );
      const row = (locked as unknown as { rows: { ok: boolean }[] }).rows[0];
      if (!row?.ok) return null;

      const unresolvedSince = new Date(at.getTime() - PROMISES.escalateUnresolvedDays * DAY_MS);
      const late = await tx
        .select()
        .from(supportTickets)
        .where(
          and(
            isNull(supportTickets.escalatedAt),
            or(
              and(eq(supportTickets.status, "open"), lt(supportTickets.acknowledgeBy, at)),
              and(
                inArray(supportTickets.status, ["open", "acknowledged", "in_progress"]),
                lt(supportTickets.createdAt, unresolvedSince),
              ),
            ),
          ),
        );
      let escalated = 0;
      for (const ticket of late) {
        const because =
          ticket.status === "open" && ticket.acknowledgeBy < at ? "acknowledgement" : "resolution";
        if (await escalateTicket(tx, ticket, because, { siteUrl, inbox, now: at })) escalated++;
      }

      const resolvedBefore = new Date(at.getTime() - PROMISES.closeAfterResolvedDays * DAY_MS);
      const closing = await tx
        .update(supportTickets)
        .set({ status: "closed", closedAt: at, updatedAt: at })
        .where(
          and(eq(supportTickets.status, "resolved"), lt(supportTickets.resolvedAt, resolvedBefore)),
        )
        .returning({ id: supportTickets.id });
      for (const { id } of closing)
        await addMessage(tx, {
          ticketId: id,
          author: "system",
          kind: "status",
          public: true,
          fromValue: "resolved",
          toValue: "closed",
          at,
        });
      return { escalated, closed: closing.length, reminded: await remind(tx, at) };
    });
  }
  return { run };
}

export type PromiseKeeper = ReturnType<typeof createPromiseKeeper>;

/** Runs the job a minute after start and then every 10 minutes. */
export function schedulePromises(keeper: PromiseKeeper, logger: Logger) {
  const round = async () => {
    try {
      const done = await keeper.run();
      if (done && (done.escalated || done.closed || done.reminded))
        logger.info(done, "customer care: tickets escalated, closed or reminded by their promises");
    } catch (error) {
      logger.error({ err: error }, "customer care's promises job failed");
    }
  };
  const first = setTimeout(() => void round(), 60_000);
  const every = setInterval(() => void round(), PROMISES_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
