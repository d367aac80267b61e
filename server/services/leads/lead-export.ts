/**
 * The CSV export of the staff's lead list (CONTRACT.md "Staff console"):
 * UTF-8 with a byte order mark (so spreadsheet programs read Devanagari and ₹
 * right), RFC 4180 (CRLF, quoted where needed), and cells that begin with
 * = + - @, a tab or a carriage return neutralised with a leading apostrophe,
 * so a lead named "=HYPERLINK(…)" is text, not a formula.
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { staffUsers, workActivity } from "../../../database/schema";
import { leadKindLabels, leadStatusLabels, staffDate, staffName } from "@core/content/staff-work";
import { languageName } from "@core/content/staff-tickets";
import type { LeadFilter } from "@core/schemas/staff-lists";
import type { StaffActor } from "@core/staff-access";
import type { LeadInbox, LeadListRow } from "./lead-inbox";
import {
  describeLead,
  detailsByKey,
  LEAD_DETAIL_COLUMNS,
  readLeadRows,
  type LeadDetailKey,
} from "./lead-details";
import { createAuditLog } from "../staff/audit";
import { labelOf, StoredLeadKindSchema, StoredLeadStatusSchema } from "@core/schemas/stored-values";

/** The details of a lead's own row, as columns; who sent it is in the inbox's own columns. */
const INBOX_COLUMNS: LeadDetailKey[] = ["name", "email", "phone", "company"];
const DETAIL_KEYS = (Object.keys(LEAD_DETAIL_COLUMNS) as LeadDetailKey[]).filter(
  (key) => !INBOX_COLUMNS.includes(key),
);

/**
 * Every column of the export: times in India's time, as
 * the console shows them, and said so in the header; labels, not codes.
 */
export const LEAD_CSV_COLUMNS = [
  "Received (India time)",
  "Kind",
  "Status",
  "Lost reason",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Wrote in",
  ...DETAIL_KEYS.map((key) => LEAD_DETAIL_COLUMNS[key]),
  "Assignee",
  "Due (India time)",
  "Overdue",
  "Follow up on",
  "Staff notes",
  "Id",
] as const;

/** "2026-11-29 16:30": India's time, in a form spreadsheets read as a date and time. */
export function indiaCsvTime(at: Date | null): string {
  if (!at) return "";
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

/** What a row of the export holds besides the inbox's row. */
export type LeadCsvExtras = {
  details: Partial<Record<LeadDetailKey, string>>;
  assignee: string;
  notes: string;
};

/**
 * Rows as a spreadsheet-safe CSV (the rules above): shared by every staff
 * export, so the lead list's and the tickets' cannot drift apart.
 */
export function safeCsv(columns: readonly string[], rows: unknown[][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: "windows",
    escape_formulas: true,
  });
}

export function leadsCsv(
  rows: LeadListRow[],
  extrasOf: (row: LeadListRow) => LeadCsvExtras,
): string {
  return safeCsv(
    LEAD_CSV_COLUMNS,
    rows.map((row) => {
      const { details, assignee, notes } = extrasOf(row);
      return [
        indiaCsvTime(row.createdAt),
        labelOf(StoredLeadKindSchema, leadKindLabels, row.kind),
        labelOf(StoredLeadStatusSchema, leadStatusLabels, row.status),
        row.lostReason ?? "",
        row.name,
        row.company,
        row.email,
        row.phone,
        languageName(row.language),
        ...DETAIL_KEYS.map((key) => details[key] ?? ""),
        assignee,
        indiaCsvTime(row.dueAt),
        row.overdue ? "yes" : "no",
        row.followUpOn ? staffDate(row.followUpOn) : "",
        notes,
        row.id,
      ];
    }),
  );
}

/**
 * GET /staff/leads/export.csv: every lead of the list's filter as CSV, in the
 * list's order, with every field of its form, the assignee by name (their
 * e-mail address until they have one) and the staff's notes, oldest first;
 * audited with the filter and the count (never the rows: the log outlives an
 * erasure).
 */
export function createLeadExport(db: Database, inbox: LeadInbox) {
  const audit = createAuditLog(db);

  async function notesOf(ids: string[]): Promise<Map<string, string[]>> {
    const notes = new Map<string, string[]>();
    for (let at = 0; at < ids.length; at += 1_000) {
      const rows = await db
        .select({
          leadId: workActivity.subjectId,
          body: workActivity.body,
          at: workActivity.createdAt,
          author: staffUsers.name,
          authorEmail: staffUsers.email,
        })
        .from(workActivity)
        .leftJoin(staffUsers, eq(staffUsers.id, workActivity.actorId))
        .where(
          and(
            eq(workActivity.subjectType, "lead"),
            eq(workActivity.action, "note"),
            inArray(workActivity.subjectId, ids.slice(at, at + 1_000)),
          ),
        )
        .orderBy(asc(workActivity.id));
      for (const note of rows) {
        const who = note.authorEmail
          ? staffName({ name: note.author, email: note.authorEmail })
          : "a former colleague";
        const line = `${indiaCsvTime(note.at)} ${who}: ${note.body ?? ""}`;
        notes.set(note.leadId, [...(notes.get(note.leadId) ?? []), line]);
      }
    }
    return notes;
  }

  return {
    async csv(filter: LeadFilter, actor: StaffActor): Promise<string> {
      const [rows, people] = await Promise.all([
        inbox.listAll(filter, actor.id),
        db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers),
      ]);
      const ids = rows.map((row) => row.id);
      const [sources, notes] = await Promise.all([readLeadRows(db, rows), notesOf(ids)]);
      const names = new Map(people.map((p) => [p.id, staffName(p)]));
      const csv = leadsCsv(rows, (row) => {
        const source = sources.get(row.id);
        return {
          details: source ? detailsByKey(describeLead(source)) : {},
          assignee: row.assigneeId ? (names.get(row.assigneeId) ?? "former colleague") : "",
          notes: (notes.get(row.id) ?? []).join("\n"),
        };
      });
      const { page: _page, ...parameters } = filter;
      await audit.recordBy(actor, "leads.export", {
        detail: { filter: parameters, rows: rows.length },
      });
      return csv;
    },
  };
}
