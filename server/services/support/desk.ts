/**
 * Customer care, the staff's side (CONTRACT.md "Customer care", staff
 * console): the ticket list with the lists' URL filters (./desk-list.ts),
 * a ticket with everything the customer sent and its whole history, its
 * files, the export, and the changes staff make (./desk-changes.ts). Every
 * view, download, export and change is audited, a change in its own
 * transaction; e-mails to the customer are queued in it too. The visitor's
 * side is ./tickets.ts, the promises' job ./promises.ts.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import {
  staffUsers,
  supportAttachments,
  supportMessages,
  supportTickets,
} from "../../../database/schema";
import { PAGE_SIZE } from "@core/schemas/staff-lists";
import type { TicketFilter } from "@core/schemas/staff-tickets";
import { StoredTicketCategorySchema, StoredTicketStatusSchema } from "@core/schemas/stored-values";
import type { StaffActor } from "@core/staff-access";
import { parseTicketNumber, type TicketStatus } from "@core/support";
import { safeCsv } from "../leads/lead-export";
import { FORMER_COLLEAGUE, staffDisplayName } from "../staff/accounts";
import { createAuditLog } from "../staff/audit";
import {
  addTicketNote,
  assignTicket,
  onTicket,
  replyAsStaff,
  setTicketStatus,
} from "./desk-changes";
import {
  brokenPromise,
  csvRow,
  escalatedNow,
  isOpen,
  promisesOf,
  TICKET_CSV_COLUMNS,
  whereOf,
} from "./desk-list";
import type { DeskContext } from "./ticket-context";
import type { MessageQueueContext } from "../../messages/enqueue";
import { createTicketPeople, UUID } from "./ticket-people";
import type { TicketRow } from "./ticket-store";

/** Lists count at most this many matching tickets, as the lead list does. */
export const COUNT_CAP = 10_000;

/** A file name as a header may carry it: printable ASCII, no quotes or backslashes. */
const headerFileName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, "_");

export function createTicketDesk(
  db: Database,
  {
    siteUrl,
    now = () => new Date(),
    messageQueue,
  }: { siteUrl: string; now?: () => Date; messageQueue?: MessageQueueContext },
) {
  const context: DeskContext = { db, audit: createAuditLog(db), siteUrl, now, messageQueue };
  return {
    list: (filter: TicketFilter, actor: StaffActor) => listTickets(context, filter, actor),
    get: (numberInput: string, actor: StaffActor) => getTicket(context, numberInput, actor),
    setStatus: (numberInput: string, status: TicketStatus, actor: StaffActor) =>
      setTicketStatus(context, numberInput, status, actor),
    assign: (numberInput: string, assigneeId: string | null, actor: StaffActor) =>
      assignTicket(context, numberInput, assigneeId, actor),
    reply: (numberInput: string, body: string, actor: StaffActor) =>
      replyAsStaff(context, numberInput, body, actor),
    note: (numberInput: string, body: string, actor: StaffActor) =>
      addTicketNote(context, numberInput, body, actor),
    attachment: (numberInput: string, id: string, actor: StaffActor) =>
      downloadAttachment(context, numberInput, id, actor),
    exportCsv: (filter: TicketFilter, actor: StaffActor) => exportTickets(context, filter, actor),
    counts: () => countTickets(context),
    /** Who a ticket can be given to; the grievance officer's mark. */
    ...createTicketPeople(db, now),
  };
}

export type TicketDesk = ReturnType<typeof createTicketDesk>;

const listColumns = {
  ticket: supportTickets,
  assignee: { name: staffUsers.name, email: staffUsers.email },
};

type Person = { name: string; email: string } | null;
const nameOf = (person: Person) => (person ? staffDisplayName(person) : FORMER_COLLEAGUE);

/** A listed ticket: its category and status typed, its assignee's name, its promises at `at`. */
function withState(row: { ticket: TicketRow; assignee: Person }, at: Date) {
  return {
    ...row.ticket,
    category: StoredTicketCategorySchema.parse(row.ticket.category),
    status: StoredTicketStatusSchema.parse(row.ticket.status),
    assignee: row.ticket.assigneeId ? nameOf(row.assignee) : null,
    ...promisesOf(row.ticket, at),
  };
}

/** One page of the filtered list, newest first, and how many match. */
export async function listTickets(
  { db, now }: DeskContext,
  filter: TicketFilter,
  actor: StaffActor,
) {
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
}

/**
 * A ticket with every field, its whole history (internal notes too) and
 * its files' metadata; null when there is none. The view is audited.
 */
export async function getTicket(
  { db, audit, now }: DeskContext,
  numberInput: string,
  actor: StaffActor,
) {
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
}

/**
 * A file of the ticket as a download: always an attachment, never sniffed
 * or rendered in the console's origin, never cached; audited.
 */
export async function downloadAttachment(
  { db, audit }: DeskContext,
  numberInput: string,
  id: string,
  actor: StaffActor,
) {
  const number = parseTicketNumber(numberInput);
  if (!number || !UUID.test(id)) return null;
  const [file] = await db
    .select({ file: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
    .where(and(eq(supportAttachments.id, id), eq(supportTickets.number, number)));
  // Joined to its ticket: a staged file (no ticket yet) never gets here.
  if (!file?.file.ticketId) return null;
  const { ticketId, content, contentType, size, fileName } = file.file;
  await audit.recordBy(actor, "ticket.attachment", {
    target: onTicket(ticketId),
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
}

/**
 * Every ticket of the list's filter as CSV (the lead export's safety
 * rules), audited with the filter and the count, never the rows nor what
 * was searched for (the log outlives an erasure).
 */
export async function exportTickets(
  { db, audit, now }: DeskContext,
  filter: TicketFilter,
  actor: StaffActor,
): Promise<string> {
  const at = now();
  const rows = (
    await db
      .select(listColumns)
      .from(supportTickets)
      .leftJoin(staffUsers, eq(staffUsers.id, supportTickets.assigneeId))
      .where(whereOf(filter, actor.id, at))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
  ).map((row) => withState(row, at));
  const csv = safeCsv(
    TICKET_CSV_COLUMNS,
    rows.map((row) => csvRow(row, at)),
  );
  const { page: _page, q, ...parameters } = filter;
  await audit.recordBy(actor, "tickets.export", {
    detail: { filter: parameters, searched: Boolean(q), rows: rows.length },
  });
  return csv;
}

/** What needs doing, per category: open tickets, those with a broken promise, and escalated. */
export async function countTickets({ db, now }: DeskContext) {
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
  return rows.map((row) => ({ ...row, category: StoredTicketCategorySchema.parse(row.category) }));
}
