/**
 * Customer care, the staff's side (CONTRACT.md "Customer care", staff
 * console): the ticket list with the lists' URL filters,
 * a ticket with everything the customer sent and its whole history, and the
 * changes staff make (status, assignee, public reply, internal note). Every
 * view, download, export and change is audited here, in the change's
 * transaction; e-mails to the customer are queued in it too. The visitor's
 * side is ./tickets.ts, the promises' job ./promises.ts.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
import {
  staffUsers,
  supportAttachments,
  supportMessages,
  supportTickets,
} from "../../../database/schema";
import { PAGE_SIZE } from "@core/schemas/staff-lists";
import type { TicketFilter } from "@core/schemas/staff-tickets";
import type { StaffActor } from "@core/staff-access";
import { parseTicketNumber, type TicketCategory, type TicketStatus } from "@core/support";
import { enqueueEmails } from "../outbox";
import { safeCsv } from "../leads/lead-export";
import { FORMER_COLLEAGUE, staffDisplayName } from "../staff/accounts";
import { createAuditLog } from "../staff/audit";
import {
  brokenPromise,
  csvRow,
  escalatedNow,
  isOpen,
  promisesOf,
  TICKET_CSV_COLUMNS,
  whereOf,
} from "./desk-list";
import { resolvedEmail, staffReplyEmail } from "./ticket-emails";
import { addMessage, mailFacts, type TicketRow } from "./ticket-store";
import { createTicketPeople, UUID } from "./ticket-people";

/** Lists count at most this many matching tickets, as the lead list does. */
export const COUNT_CAP = 10_000;

export type StatusOutcome = "changed" | "unchanged" | "no-such-ticket" | "not-back-to-open";
export type AssignOutcome = "assigned" | "no-such-ticket" | "not-a-colleague";

/** A file name as a header may carry it: printable ASCII, no quotes or backslashes. */
const headerFileName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "_");

export function createTicketDesk(
  db: Database,
  { siteUrl, now = () => new Date() }: { siteUrl: string; now?: () => Date },
) {
  const audit = createAuditLog(db);
  const { colleague, ...people } = createTicketPeople(db, now);
  const onTicket = (id: string) => ({ type: "ticket", id });

  const listColumns = {
    ticket: supportTickets,
    assignee: { name: staffUsers.name, email: staffUsers.email },
  };
  type Person = { name: string; email: string } | null;
  const nameOf = (person: Person) => (person ? staffDisplayName(person) : FORMER_COLLEAGUE);

  const withState = (row: { ticket: TicketRow; assignee: Person }, at: Date) => ({
    ...row.ticket,
    category: row.ticket.category as TicketCategory,
    status: row.ticket.status as TicketStatus,
    assignee: row.ticket.assigneeId ? nameOf(row.assignee) : null,
    ...promisesOf(row.ticket, at),
  });

  /** Every ticket of a filter, newest first (the export). */
  async function listAll(filter: TicketFilter, actor: StaffActor, at: Date) {
    const rows = await db
      .select(listColumns)
      .from(supportTickets)
      .leftJoin(staffUsers, eq(staffUsers.id, supportTickets.assigneeId))
      .where(whereOf(filter, actor.id, at))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
    return rows.map((row) => withState(row, at));
  }

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

  return {
    /** One page of the filtered list, newest first, and how many match. */
    async list(filter: TicketFilter, actor: StaffActor) {
      const at = now();
      const where = whereOf(filter, actor.id, at);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(supportTickets)
          .leftJoin(staffUsers, eq(staffUsers.id, supportTickets.assigneeId))
          .where(where)
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(PAGE_SIZE)
          .offset((filter.page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(supportTickets)
            .where(where)
            .limit(COUNT_CAP + 1)
            .as("m"),
        ),
      ]);
      const matching = Math.min(total?.n ?? 0, COUNT_CAP);
      return {
        rows: rows.map((row) => withState(row, at)),
        total: matching,
        more: (total?.n ?? 0) > COUNT_CAP,
        page: filter.page,
        pages: Math.max(1, Math.ceil(matching / PAGE_SIZE)),
      };
    },

    /**
     * A ticket with every field, its whole history (internal notes too) and
     * its files' metadata; null when there is none. The view is audited.
     */
    async get(numberInput: string, actor: StaffActor) {
      const number = parseTicketNumber(numberInput);
      if (!number) return null;
      const [row] = await db
        .select(listColumns)
        .from(supportTickets)
        .leftJoin(staffUsers, eq(staffUsers.id, supportTickets.assigneeId))
        .where(eq(supportTickets.number, number));
      if (!row) return null;
      const id = row.ticket.id;
      const [messages, attachments] = await Promise.all([
        db
          .select({
            message: supportMessages,
            staff: { name: staffUsers.name, email: staffUsers.email },
          })
          .from(supportMessages)
          .leftJoin(staffUsers, eq(staffUsers.id, supportMessages.staffId))
          .where(eq(supportMessages.ticketId, id))
          .orderBy(asc(supportMessages.id)),
        db
          .select({
            id: supportAttachments.id,
            messageId: supportAttachments.messageId,
            fileName: supportAttachments.fileName,
            contentType: supportAttachments.contentType,
            size: supportAttachments.size,
            createdAt: supportAttachments.createdAt,
          })
          .from(supportAttachments)
          .where(eq(supportAttachments.ticketId, id))
          .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id)),
      ]);
      await audit.recordBy(actor, "ticket.view", { target: onTicket(id) });
      return {
        ticket: withState(row, now()),
        messages: messages.map(({ message, staff }) => ({
          ...message,
          staff: message.staffId ? nameOf(staff) : null,
        })),
        attachments,
      };
    },

    /**
     * Moves a ticket to a status, with a line in its history the customer
     * sees. Leaving `open` acknowledges it; `resolved` e-mails the customer
     * (with the rating link); going back to `open` is refused.
     */
    async setStatus(
      numberInput: string,
      status: TicketStatus,
      actor: StaffActor,
    ): Promise<StatusOutcome> {
      return db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, numberInput);
        if (!ticket) return "no-such-ticket";
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
        await addMessage(tx, {
          ticketId: ticket.id,
          author: "staff",
          staffId: actor.id,
          kind: "status",
          public: true,
          fromValue: ticket.status,
          toValue: status,
          at,
        });
        if (status === "resolved")
          await enqueueEmails(tx, [resolvedEmail(await mailFacts(tx, ticket, siteUrl, at))]);
        await audit.recordBy(
          actor,
          "ticket.status",
          { target: onTicket(ticket.id), detail: { from: ticket.status, to: status } },
          tx,
        );
        return "changed";
      });
    },

    /** Gives a ticket to an active admin or customer-care colleague, or to nobody. */
    async assign(
      numberInput: string,
      assigneeId: string | null,
      actor: StaffActor,
    ): Promise<AssignOutcome> {
      return db.transaction(async (tx) => {
        if (assigneeId && !(await colleague(tx, assigneeId))) return "not-a-colleague";
        const ticket = await lockTicket(tx, numberInput);
        if (!ticket) return "no-such-ticket";
        if (ticket.assigneeId !== assigneeId) {
          const at = now();
          await tx
            .update(supportTickets)
            .set({ assigneeId, updatedAt: at })
            .where(eq(supportTickets.id, ticket.id));
          await addMessage(tx, {
            ticketId: ticket.id,
            author: "staff",
            staffId: actor.id,
            kind: "assign",
            public: false,
            fromValue: ticket.assigneeId,
            toValue: assigneeId,
            at,
          });
        }
        await audit.recordBy(
          actor,
          "ticket.assign",
          { target: onTicket(ticket.id), detail: { to: assigneeId } },
          tx,
        );
        return "assigned";
      });
    },

    /**
     * A public reply: on the customer's status page, and an e-mail in the
     * ticket's language with its text and the link. A reply to an open
     * ticket acknowledges it.
     */
    async reply(numberInput: string, body: string, actor: StaffActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, numberInput);
        if (!ticket) return false;
        const at = now();
        await addMessage(tx, {
          ticketId: ticket.id,
          author: "staff",
          staffId: actor.id,
          kind: "reply",
          public: true,
          body,
          at,
        });
        if (ticket.status === "open") {
          await addMessage(tx, {
            ticketId: ticket.id,
            author: "staff",
            staffId: actor.id,
            kind: "status",
            public: true,
            fromValue: "open",
            toValue: "acknowledged",
            at,
          });
        }
        await tx
          .update(supportTickets)
          .set(
            ticket.status === "open"
              ? { status: "acknowledged", acknowledgedAt: at, updatedAt: at }
              : { updatedAt: at },
          )
          .where(eq(supportTickets.id, ticket.id));
        await enqueueEmails(tx, [staffReplyEmail(await mailFacts(tx, ticket, siteUrl, at), body)]);
        await audit.recordBy(actor, "ticket.reply", { target: onTicket(ticket.id) }, tx);
        return true;
      });
    },

    /** An internal note: for colleagues only, never e-mailed or shown to the customer. */
    async note(numberInput: string, body: string, actor: StaffActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, numberInput);
        if (!ticket) return false;
        await addMessage(tx, {
          ticketId: ticket.id,
          author: "staff",
          staffId: actor.id,
          kind: "note",
          public: false,
          body,
          at: now(),
        });
        await audit.recordBy(actor, "ticket.note", { target: onTicket(ticket.id) }, tx);
        return true;
      });
    },

    /**
     * A file of the ticket as a download: always an attachment, never sniffed
     * or rendered in the console's origin, never cached; audited.
     */
    async attachment(numberInput: string, id: string, actor: StaffActor) {
      const number = parseTicketNumber(numberInput);
      if (!number || !UUID.test(id)) return null;
      const [file] = await db
        .select({ file: supportAttachments })
        .from(supportAttachments)
        .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
        .where(and(eq(supportAttachments.id, id), eq(supportTickets.number, number)));
      if (!file) return null;
      const { ticketId, content, contentType, size, fileName } = file.file;
      await audit.recordBy(actor, "ticket.attachment", {
        // Joined to its ticket: a staged file (no ticket yet) never gets here.
        target: onTicket(ticketId!),
        detail: { attachment: id },
      });
      return {
        body: content,
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(size),
          "Content-Disposition": `attachment; filename="${headerFileName(fileName)}"`,
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "no-store",
        },
      };
    },

    /**
     * Every ticket of the list's filter as CSV (the lead export's safety
     * rules), audited with the filter and the count, never the rows nor what
     * was searched for (the log outlives an erasure).
     */
    async exportCsv(filter: TicketFilter, actor: StaffActor): Promise<string> {
      const at = now();
      const rows = await listAll(filter, actor, at);
      const csv = safeCsv(
        TICKET_CSV_COLUMNS,
        rows.map((row) => csvRow(row, at)),
      );
      const { page: _page, q, ...parameters } = filter;
      await audit.recordBy(actor, "tickets.export", {
        detail: { filter: parameters, searched: Boolean(q), rows: rows.length },
      });
      return csv;
    },

    /** What needs doing, per category: open tickets, those with a broken promise, and escalated. */
    async counts() {
      const rows = await db
        .select({
          category: supportTickets.category,
          open: count(),
          overdue: sql<number>`count(*) filter (where ${brokenPromise(now())})`.mapWith(Number),
          escalated: sql<number>`count(*) filter (where ${escalatedNow})`.mapWith(Number),
        })
        .from(supportTickets)
        .where(isOpen)
        .groupBy(supportTickets.category);
      return rows as {
        category: TicketCategory;
        open: number;
        overdue: number;
        escalated: number;
      }[];
    },

    /** Who a ticket can be given to; the grievance officer's mark. */
    ...people,
  };
}

export type TicketDesk = ReturnType<typeof createTicketDesk>;
