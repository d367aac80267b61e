/**
 * The staff's work on leads (CONTRACT.md "Staff console"): one
 * inbox over the six kinds, filtered by the URL parameters of the contract,
 * each lead's fields as sent, its status, assignee, notes and history. The
 * public forms write an inbox row in the lead's own transaction
 * (`recordLead`); staff change a lead through leadWork (lead-work.ts).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "../../../database/client";
import { leads, workActivity } from "../../../database/schema";
import {
  PAGE_SIZE,
  type LeadFilter,
  type LeadKind,
  type LeadSort,
} from "@core/schemas/staff-lists";
import { leadFields } from "./lead-sources";
import type { Transaction } from "../../../database/client";
import type { Lang } from "@core/i18n";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "../staff/audit";
import { nationalDigits, phoneSearchDigits } from "@core/phone";
import { StoredLeadKindSchema } from "@core/schemas/stored-values";

/** A lead is due this long after it arrived, until its first status change (the site's promise). */
export const LEAD_DUE_MS = 24 * 60 * 60_000;

/** What the inbox keeps of a lead to list, filter and search it. */
export type InboxEntry = {
  kind: LeadKind;
  name: string;
  company?: string;
  email: string;
  phone?: string;
  /** Free text the visitor wrote, searched only for the LR numbers it mentions. */
  text?: string;
  /** Where: cities, routes and PIN codes the form gave (search covers them). */
  places?: (string | undefined)[];
};

/** LR-like tokens in free text: letters then at least four digits (LR123456789, SI20254567). */
const LR_IN_TEXT = /\b[A-Za-z]{1,6}\d{4,18}\b/g;

export function searchTextOf(entry: InboxEntry): string {
  const lrNumbers = entry.text?.match(LR_IN_TEXT) ?? [];
  const places = (entry.places ?? []).filter((p): p is string => Boolean(p));
  return [
    entry.name,
    entry.company ?? "",
    entry.email,
    nationalDigits(entry.phone ?? ""),
    ...lrNumbers,
    ...places,
  ]
    .join(" ")
    .toLowerCase();
}

/** Called by the lead service inside the lead's transaction. */
export async function recordLead(
  tx: Transaction,
  id: string,
  entry: InboxEntry,
  { createdAt = new Date(), language = "en" }: { createdAt?: Date; language?: Lang } = {},
) {
  await tx.insert(leads).values({
    id,
    language,
    kind: entry.kind,
    name: entry.name,
    company: entry.company ?? "",
    email: entry.email,
    phone: entry.phone ?? "",
    search: searchTextOf(entry),
    dueAt: new Date(createdAt.getTime() + LEAD_DUE_MS),
    createdAt,
  });
}

/** Dates in the filter are India's calendar days (UTC+05:30, no daylight saving). */
const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

export function endOfIndianToday(now: Date): Date {
  const indian = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(startOfIndianDay(indian).getTime() + 24 * 60 * 60_000);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a filter; `viewerId` answers `assignee=me`. */
function whereOf(filter: LeadFilter, viewerId: string | null, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.type) conditions.push(eq(leads.kind, filter.type));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.assignee === "none") conditions.push(isNull(leads.assigneeId));
  else if (filter.assignee === "me")
    conditions.push(viewerId ? eq(leads.assigneeId, viewerId) : sql`false`);
  else if (filter.assignee) conditions.push(eq(leads.assigneeId, filter.assignee));
  if (filter.overdue) conditions.push(lt(leads.dueAt, now));
  if (filter.from) conditions.push(gte(leads.createdAt, startOfIndianDay(filter.from)));
  if (filter.to)
    conditions.push(
      lt(leads.createdAt, new Date(startOfIndianDay(filter.to).getTime() + 24 * 60 * 60_000)),
    );
  if (filter.q) {
    const q = filter.q.toLowerCase();
    // A phone number is searched by its ten digits, whatever +91, 0 or spaces it was typed with.
    conditions.push(like(leads.search, `%${escapeLike(phoneSearchDigits(q) ?? q)}%`));
  }
  return and(...conditions);
}

/**
 * The order of a list (LEAD_SORTS): by due time, overdue (the earliest due)
 * first and leads without one after, newest first; or by arrival.
 */
function orderOf(sort: LeadSort = "due"): SQL[] {
  if (sort === "oldest") return [asc(leads.createdAt), asc(leads.id)];
  const newest = [desc(leads.createdAt), desc(leads.id)];
  if (sort === "newest") return newest;
  return [sql`${leads.dueAt} asc nulls last`, ...newest];
}

/** Lists count at most this many matching leads. */
export const COUNT_CAP = 10_000;

export type LeadListRow = typeof leads.$inferSelect & { overdue: boolean };

export function createLeadInbox(db: Database) {
  const audit = createAuditLog(db);
  const onLead = (id: string) => ({ type: "lead", id });

  const withOverdue = (row: typeof leads.$inferSelect, now: Date): LeadListRow => ({
    ...row,
    overdue: row.dueAt !== null && row.dueAt < now,
  });

  return {
    /** One page of the filtered inbox in the filter's order (due first by default), and how many match. */
    async list(filter: LeadFilter, viewerId: string | null, now = new Date()) {
      const where = whereOf(filter, viewerId, now);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(where)
          .orderBy(...orderOf(filter.sort))
          .limit(PAGE_SIZE)
          .offset((filter.page - 1) * PAGE_SIZE),
        // Counting stops past COUNT_CAP: "10,000+" is as useful as an exact figure and stays fast.
        db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(leads)
            .where(where)
            .limit(COUNT_CAP + 1)
            .as("m"),
        ),
      ]);
      const matching = total?.n ?? 0;
      return {
        rows: rows.map((row) => withOverdue(row, now)),
        total: Math.min(matching, COUNT_CAP),
        more: matching > COUNT_CAP,
        page: filter.page,
        pages: Math.max(1, Math.ceil(Math.min(matching, COUNT_CAP) / PAGE_SIZE)),
      };
    },

    /** Every lead of the filter, in the list's order, for the CSV export. */
    async listAll(filter: LeadFilter, viewerId: string | null, now = new Date()) {
      const rows = await db
        .select()
        .from(leads)
        .where(whereOf(filter, viewerId, now))
        .orderBy(...orderOf(filter.sort));
      return rows.map((row) => withOverdue(row, now));
    },

    /**
     * A lead with every field as it was sent, and its history; null when there
     * is none. A staff member's view of it is audited.
     */
    async find(id: string, viewer?: StaffActor, now = new Date()) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      if (!row) return null;
      const [fields, activity] = await Promise.all([
        leadFields(db, StoredLeadKindSchema.parse(row.kind), id),
        db
          .select()
          .from(workActivity)
          .where(and(eq(workActivity.subjectType, "lead"), eq(workActivity.subjectId, id)))
          .orderBy(desc(workActivity.id)),
      ]);
      if (viewer) await audit.recordBy(viewer, "lead.view", { target: onLead(id) });
      return { lead: withOverdue(row, now), fields, activity };
    },

    /** A lead's kind, or null when there is none: what a page checks before it opens one. */
    async kindOf(id: string): Promise<LeadKind | null> {
      const [row] = await db.select({ kind: leads.kind }).from(leads).where(eq(leads.id, id));
      return row ? StoredLeadKindSchema.parse(row.kind) : null;
    },

    /** What needs doing now, by kind: new, overdue, and due before the end of India's today. */
    async counts(now = new Date()) {
      const rows = await db
        .select({
          kind: leads.kind,
          fresh: sql<number>`count(*) filter (where ${leads.status} = 'new')`.mapWith(Number),
          overdue: sql<number>`count(*) filter (where ${leads.dueAt} < ${now})`.mapWith(Number),
          dueToday:
            sql<number>`count(*) filter (where ${leads.dueAt} >= ${now} and ${leads.dueAt} < ${endOfIndianToday(now)})`.mapWith(
              Number,
            ),
        })
        .from(leads)
        .where(or(eq(leads.status, "new"), lte(leads.dueAt, endOfIndianToday(now))))
        .groupBy(leads.kind);
      return rows.map((row) => ({ ...row, kind: StoredLeadKindSchema.parse(row.kind) }));
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
