/**
 * The CSV export of the staff's lead list (CONTRACT.md "Staff console"):
 * UTF-8 with a byte order mark (so spreadsheet programs read Devanagari and ₹
 * right), RFC 4180 (CRLF, quoted where needed), and cells that begin with
 * = + - @, a tab or a carriage return neutralised with a leading apostrophe,
 * so a lead named "=HYPERLINK(…)" is text, not a formula.
 */
import { stringify } from "csv-stringify/sync";
import type { Database } from "../../../database/client";
import { staffUsers } from "../../../database/schema";
import type { LeadFilter } from "@core/schemas/staff-lists";
import type { StaffActor } from "@core/staff-access";
import type { LeadInbox, LeadListRow } from "./lead-inbox";
import { createAuditLog } from "../staff/audit";

export const LEAD_CSV_COLUMNS = [
  "Received",
  "Kind",
  "Status",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Assignee",
  "Due",
  "Overdue",
  "Lost reason",
  "Id",
] as const;

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

export function leadsCsv(rows: LeadListRow[], assigneeName: (id: string) => string): string {
  return safeCsv(
    LEAD_CSV_COLUMNS,
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.kind,
      row.status,
      row.name,
      row.company,
      row.email,
      row.phone,
      row.assigneeId ? assigneeName(row.assigneeId) : "",
      row.dueAt?.toISOString() ?? "",
      row.overdue ? "yes" : "no",
      row.lostReason ?? "",
      row.id,
    ]),
  );
}

/**
 * GET /staff/leads/export.csv: every lead of the list's filter as CSV, the
 * assignees by e-mail address, audited with the filter and the count (never
 * the rows: the log outlives an erasure).
 */
export function createLeadExport(db: Database, inbox: LeadInbox) {
  const audit = createAuditLog(db);
  return {
    async csv(filter: LeadFilter, actor: StaffActor): Promise<string> {
      const [rows, people] = await Promise.all([
        inbox.listAll(filter, actor.id),
        db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers),
      ]);
      const names = new Map(people.map((p) => [p.id, p.email]));
      const csv = leadsCsv(rows, (id) => names.get(id) ?? "former colleague");
      const { page: _page, ...parameters } = filter;
      await audit.recordBy(actor, "leads.export", {
        detail: { filter: parameters, rows: rows.length },
      });
      return csv;
    },
  };
}
