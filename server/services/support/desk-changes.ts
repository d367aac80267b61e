/**
 * The changes staff make to a ticket (CONTRACT.md "Customer care", staff
 * console): its status, its assignee, a public reply, an internal note.
 * Each is one transaction with its line in the history, its e-mail to the
 * customer when there is one, and its audit row. Bound by ./desk.ts.
 */
import { eq } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { supportTickets } from "../../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { parseTicketNumber, type TicketStatus } from "@core/support";
import { enqueueEmails } from "../outbox";
import type { DeskContext } from "./ticket-context";
import { queueTicketEvent } from "../../messages/consent";
import { resolvedEmail, staffReplyEmail } from "./ticket-emails";
import { ticketColleague } from "./ticket-people";
import { addMessage, visitorEmail, type NewMessage } from "./ticket-store";

export type StatusOutcome = "changed" | "unchanged" | "no-such-ticket" | "not-back-to-open";
export type AssignOutcome = "assigned" | "no-such-ticket" | "not-a-colleague";

/** An audit row's target: the ticket. */
export const onTicket = (id: string) => ({ type: "ticket", id });

/** The ticket by its number, locked for the change of the transaction. */
async function lockTicket(tx: Transaction, numberInput: string) {
  const number = parseTicketNumber(numberInput);
  if (!number) return null;
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.number, number))
    .for("update");
  return row ?? null;
}

type Ticket = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

/** One transaction on the ticket of `numberInput`, locked; `missing` when there is no such ticket. */
function changeTicket<T>(
  db: DeskContext["db"],
  numberInput: string,
  missing: T,
  change: (tx: Transaction, ticket: Ticket) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, numberInput);
    return ticket ? change(tx, ticket) : missing;
  });
}

/** A line in the history telling of a change of the ticket's status or assignee. */
const changeLine = (
  kind: "status" | "assign",
  shown: boolean,
  fromValue: string | null,
  toValue: string | null,
  at: Date,
) => ({ kind, public: shown, fromValue, toValue, at });

/** A line in the ticket's history written by the staff member `actor`. */
const staffLine = (
  tx: Transaction,
  ticket: Ticket,
  actor: StaffActor,
  line: Omit<NewMessage, "ticketId" | "author" | "staffId">,
) => addMessage(tx, { ticketId: ticket.id, author: "staff", staffId: actor.id, ...line });

/**
 * Moves a ticket to a status, with a line in its history the customer
 * sees. Leaving `open` acknowledges it; `resolved` e-mails the customer
 * (with the rating link); going back to `open` is refused.
 */
export async function setTicketStatus(
  { db, audit, siteUrl, now }: DeskContext,
  numberInput: string,
  status: TicketStatus,
  actor: StaffActor,
): Promise<StatusOutcome> {
  return changeTicket<StatusOutcome>(db, numberInput, "no-such-ticket", async (tx, ticket) => {
    if (ticket.status === status) return "unchanged";
    if (status === "open") return "not-back-to-open";
    const at = now();
    await tx
      .update(supportTickets)
      .set({
        status,
        acknowledgedAt: ticket.acknowledgedAt ?? at,
        // Resolved or closed again later, its clocks start again.
        resolvedAt: status === "resolved" ? at : status === "closed" ? ticket.resolvedAt : null,
        closedAt: status === "closed" ? at : null,
        updatedAt: at,
      })
      .where(eq(supportTickets.id, ticket.id));
    await staffLine(tx, ticket, actor, changeLine("status", true, ticket.status, status, at));
    if (status === "resolved")
      await enqueueEmails(tx, await visitorEmail(tx, ticket, siteUrl, at, resolvedEmail));
    await audit.recordBy(
      actor,
      "ticket.status",
      { target: onTicket(ticket.id), detail: { from: ticket.status, to: status } },
      tx,
    );
    return "changed";
  });
}

/** Gives a ticket to an active admin or customer-care colleague, or to nobody. */
export async function assignTicket(
  { db, audit, now }: DeskContext,
  numberInput: string,
  assigneeId: string | null,
  actor: StaffActor,
): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    if (assigneeId && !(await ticketColleague(tx, assigneeId))) return "not-a-colleague";
    const ticket = await lockTicket(tx, numberInput);
    if (!ticket) return "no-such-ticket";
    if (ticket.assigneeId !== assigneeId) {
      const at = now();
      await tx
        .update(supportTickets)
        .set({ assigneeId, updatedAt: at })
        .where(eq(supportTickets.id, ticket.id));
      const line = changeLine("assign", false, ticket.assigneeId, assigneeId, at);
      await staffLine(tx, ticket, actor, line);
    }
    await audit.recordBy(
      actor,
      "ticket.assign",
      { target: onTicket(ticket.id), detail: { to: assigneeId } },
      tx,
    );
    return "assigned";
  });
}

/**
 * A public reply: on the customer's status page, and an e-mail in the
 * ticket's language with its text and the link. A reply to an open
 * ticket acknowledges it.
 */
export async function replyAsStaff(
  { db, audit, siteUrl, now, messageQueue }: DeskContext,
  numberInput: string,
  body: string,
  actor: StaffActor,
): Promise<boolean> {
  return changeTicket(db, numberInput, false, async (tx, ticket) => {
    const at = now();
    await staffLine(tx, ticket, actor, { kind: "reply", public: true, body, at });
    if (ticket.status === "open") {
      await staffLine(tx, ticket, actor, changeLine("status", true, "open", "acknowledged", at));
    }
    await tx
      .update(supportTickets)
      .set(
        ticket.status === "open"
          ? { status: "acknowledged", acknowledgedAt: at, updatedAt: at }
          : { updatedAt: at },
      )
      .where(eq(supportTickets.id, ticket.id));
    await enqueueEmails(
      tx,
      await visitorEmail(tx, ticket, siteUrl, at, (facts) => staffReplyEmail(facts, body)),
    );
    if (messageQueue) await queueTicketEvent(tx, messageQueue, ticket, "ticket_reply");
    await audit.recordBy(actor, "ticket.reply", { target: onTicket(ticket.id) }, tx);
    return true;
  });
}

/** An internal note: for colleagues only, never e-mailed or shown to the customer. */
export async function addTicketNote(
  { db, audit, now }: DeskContext,
  numberInput: string,
  body: string,
  actor: StaffActor,
): Promise<boolean> {
  return changeTicket(db, numberInput, false, async (tx, ticket) => {
    await staffLine(tx, ticket, actor, { kind: "note", public: false, body, at: now() });
    await audit.recordBy(actor, "ticket.note", { target: onTicket(ticket.id) }, tx);
    return true;
  });
}
