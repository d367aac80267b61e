/**
 * The staff's ticket list (CONTRACT.md "Customer care", staff console): a
 * filter of the URL as SQL, the two promises of a ticket as kept, broken or
 * pending, and the CSV export's rows. Read by ./desk.ts.
 */
import { and, eq, gte, inArray, isNotNull, isNull, like, lt, or, type SQL } from "drizzle-orm";
import { supportTickets } from "../../../database/schema";
import type { TicketFilter } from "@core/schemas/staff-tickets";
import { phoneSearchDigits } from "@core/phone";
import { ESCALATABLE } from "@core/support";

/** Open, acknowledged or in progress: neither resolved nor closed. */
export const isOpen = inArray(supportTickets.status, [...ESCALATABLE]);

/**
 * A promise broken now: not acknowledged by its time, or neither resolved
 * nor closed by its time (the list's `overdue=1`).
 */
export const brokenPromise = (now: Date) =>
  and(
    isOpen,
    or(
      and(isNull(supportTickets.acknowledgedAt), lt(supportTickets.acknowledgeBy, now)),
      lt(supportTickets.resolveBy, now),
    ),
  )!;

/** Escalated and still open: the flag stands beside open, acknowledged or in progress only. */
export const escalatedNow = and(isNotNull(supportTickets.escalatedAt), isOpen)!;

/** Dates in the filter are India's calendar days (UTC+05:30, no daylight saving). */
const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60_000;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a filter; `viewerId` answers `assignee=me`. */
export function whereOf(filter: TicketFilter, viewerId: string, now: Date): SQL | undefined {
  const t = supportTickets;
  const conditions: (SQL | undefined)[] = [];
  if (filter.category) conditions.push(eq(t.category, filter.category));
  if (filter.status) conditions.push(eq(t.status, filter.status));
  if (filter.assignee === "none") conditions.push(isNull(t.assigneeId));
  else if (filter.assignee === "me") conditions.push(eq(t.assigneeId, viewerId));
  else if (filter.assignee) conditions.push(eq(t.assigneeId, filter.assignee));
  if (filter.overdue) conditions.push(brokenPromise(now));
  if (filter.escalated) conditions.push(escalatedNow);
  if (filter.open) conditions.push(isOpen);
  if (filter.from) conditions.push(gte(t.createdAt, startOfIndianDay(filter.from)));
  if (filter.to)
    conditions.push(lt(t.createdAt, new Date(startOfIndianDay(filter.to).getTime() + DAY_MS)));
  if (filter.q) {
    const q = filter.q.toLowerCase();
    const typed = like(t.search, `%${escapeLike(q)}%`);
    // A phone number is found by its ten digits, whatever +91, 0 or spaces it was typed with;
    // "2026-000042" is also the end of a ticket number, so the text as typed still counts.
    const phone = phoneSearchDigits(q);
    conditions.push(phone ? or(typed, like(t.search, `%${phone}%`)) : typed);
  }
  return and(...conditions);
}

type PromiseFacts = Pick<
  typeof supportTickets.$inferSelect,
  "status" | "acknowledgeBy" | "resolveBy" | "acknowledgedAt" | "resolvedAt" | "closedAt"
>;

export type PromiseState = {
  /** When it was promised by. */
  by: Date;
  /** When it was kept (acknowledged; resolved or closed), if it was. */
  at: Date | null;
  /** Kept late, or not kept and past its time. */
  broken: boolean;
};

/** The two promises of a ticket as they stand at `now`, and whether one is broken now. */
export function promisesOf(ticket: PromiseFacts, now: Date) {
  const open = ESCALATABLE.some((status) => status === ticket.status);
  const acknowledgedAt = ticket.acknowledgedAt;
  const resolvedAt = open ? null : (ticket.resolvedAt ?? ticket.closedAt);
  const acknowledgement: PromiseState = {
    by: ticket.acknowledgeBy,
    at: acknowledgedAt,
    broken: (acknowledgedAt ?? now) > ticket.acknowledgeBy,
  };
  const resolution: PromiseState = {
    by: ticket.resolveBy,
    at: resolvedAt,
    broken: (resolvedAt ?? now) > ticket.resolveBy,
  };
  const overdue =
    open && ((acknowledgedAt === null && now > ticket.acknowledgeBy) || now > ticket.resolveBy);
  return { acknowledgement, resolution, overdue };
}

export const TICKET_CSV_COLUMNS = [
  "Number",
  "Raised",
  "Category",
  "Status",
  "Escalated",
  "Name",
  "Email",
  "Phone",
  "LR number",
  "Declared value (INR)",
  "Language",
  "Acknowledge by",
  "Acknowledged",
  "Resolve by",
  "Resolved",
  "Closed",
  "Promise broken",
  "Assignee",
] as const;

type CsvTicket = PromiseFacts &
  Pick<
    typeof supportTickets.$inferSelect,
    | "number"
    | "createdAt"
    | "category"
    | "escalatedAt"
    | "name"
    | "email"
    | "phone"
    | "lrNo"
    | "declaredValue"
    | "language"
  > & { assignee: string | null };

const iso = (date: Date | null) => date?.toISOString() ?? "";

/** One row of the export per ticket, in TICKET_CSV_COLUMNS's order; times in UTC (ISO 8601). */
export function csvRow(ticket: CsvTicket, now: Date): unknown[] {
  const { acknowledgement, resolution } = promisesOf(ticket, now);
  return [
    ticket.number,
    iso(ticket.createdAt),
    ticket.category,
    ticket.status,
    iso(ticket.escalatedAt),
    ticket.name,
    ticket.email,
    ticket.phone,
    ticket.lrNo ?? "",
    ticket.declaredValue ?? "",
    ticket.language,
    iso(ticket.acknowledgeBy),
    iso(ticket.acknowledgedAt),
    iso(ticket.resolveBy),
    iso(ticket.resolvedAt),
    iso(ticket.closedAt),
    acknowledgement.broken || resolution.broken ? "yes" : "no",
    ticket.assignee ?? "",
  ];
}
