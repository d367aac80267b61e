/**
 * The CSV export of the staff's lead list (CONTRACT.md "Staff console"):
 * UTF-8 with a byte order mark (so spreadsheet programs read Devanagari and ₹
 * right), RFC 4180 (CRLF, quoted where needed), and cells that begin with
 * = + - @, a tab or a carriage return neutralised with a leading apostrophe,
 * so a lead named "=HYPERLINK(…)" is text, not a formula.
 */
import { stringify } from "csv-stringify/sync";
import type { LeadListRow } from "./lead-inbox";

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

export function leadsCsv(rows: LeadListRow[], assigneeName: (id: string) => string): string {
  return stringify(
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
    {
      bom: true,
      header: true,
      columns: [...LEAD_CSV_COLUMNS],
      record_delimiter: "windows",
      escape_formulas: true,
    },
  );
}
