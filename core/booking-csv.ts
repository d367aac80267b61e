/**
 * The upload of many bookings (CONTRACT.md "Business accounts", "bulk"): the
 * template's columns (the API's JSON names, flattened), reading a file as
 * spreadsheets save it, and every mistake as `{row, column, message}` with
 * the row numbers a spreadsheet shows (the header is row 1). What needs the
 * database (saved addresses, pincodes served, references already booked) the
 * server adds in the same shape (server/business/bookings.ts).
 *
 * Server-side only in practice: csv-parse and csv-stringify are not sent to
 * the browser (pages get the results from their loaders).
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { encodeMessage as m } from "./messages";
import { BookingFieldsSchema, type BookingRequest } from "./schemas/booking";
import {
  BOOKING_CSV_COLUMNS,
  BOOKING_CSV_MAX_BYTES,
  BOOKING_CSV_MAX_ROWS,
  type BookingColumn,
} from "./booking-columns";

/** Columns a file may leave out: every cell of theirs would be empty. */
const OPTIONAL_COLUMNS: ReadonlySet<BookingColumn> = new Set([
  "pickup_address",
  "ewb_no",
  "cod_amount",
  "client_ref",
  "delivery_slot",
  "address_type",
  // Added after files were already in use: an older file without them books with no updates.
  "consignee_updates",
  "consignee_language",
]);

const NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  "package_count",
  "weight_kg",
  "length_cm",
  "breadth_cm",
  "height_cm",
  "declared_value",
  "cod_amount",
]);

/** A mistake: `row` as the spreadsheet numbers it (0: the file as a whole), `column` a header name or "". */
export type CsvMistake = { row: number; column: string; message: string };

/** A row as the file has it: its cells by column, and its number in the sheet. */
export type CsvRow = { row: number; cells: Record<string, string> };

export type BookingCsvRead =
  | { ok: true; rows: CsvRow[]; columns: string[] }
  | { ok: false; mistakes: CsvMistake[]; rows: CsvRow[]; columns: string[] };

/** The template offered for download: the header row, UTF-8 with a byte order mark for Excel. */
export function bookingTemplateCsv(): string {
  return `\uFEFF${BOOKING_CSV_COLUMNS.join(",")}\r\n`;
}

const fileMistake = (message: string): BookingCsvRead => ({
  ok: false,
  mistakes: [{ row: 0, column: "", message }],
  rows: [],
  columns: [],
});

/** Files that are not text at all: a workbook (zip), a PDF, a picture, or bytes with NULs. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 4));
  if (head.startsWith("PK") || head.startsWith("%PDF") || head.startsWith("\xD0\xCF\x11\xE0"))
    return true;
  const sample = bytes.subarray(0, 8_192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control > sample.length / 20;
}

/** Excel saves ";"-separated files where the comma is the decimal mark: its header tells. */
function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * A cell a spreadsheet would run as a formula when the file is opened again:
 * `=HYPERLINK(…)`, `@SUM(…)`, `+cmd|…`, `-2+3`. A phone written +91 98220 12345
 * and a number with its sign are fields, left to their own rules.
 */
export function isFormulaCell(column: string, value: string): boolean {
  if (!/^[=+\-@]/.test(value)) return false;
  if (value.startsWith("=") || value.startsWith("@")) return true;
  if (column === "consignee_phone" && /^\+[\d\s()-]+$/.test(value)) return false;
  if (NUMBER_COLUMNS.has(column) && /^[+-]\s*[\d.,]+$/.test(value)) return false;
  return true;
}

type ParseFailure = Error & { code?: string; records?: number };

/**
 * The file's rows by column, or every mistake of its shape: too large, not
 * text, not UTF-8, broken quotes, columns unknown, missing or twice, more than
 * 1,000 rows, formula cells. Rows left fully empty are skipped but counted,
 * so row numbers stay the spreadsheet's.
 */
export function readBookingCsv(input: Uint8Array): BookingCsvRead {
  if (input.byteLength === 0) return fileMistake(m("csvEmpty"));
  if (input.byteLength > BOOKING_CSV_MAX_BYTES)
    return fileMistake(
      m("csvTooLarge", { max: 2, rows: BOOKING_CSV_MAX_ROWS.toLocaleString("en-IN") }),
    );
  if (looksBinary(input)) return fileMistake(m("csvNotText"));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    return fileMistake(m("csvNotUtf8"));
  }
  if (text.trim() === "") return fileMistake(m("csvEmpty"));
  const delimiter = delimiterOf(text);

  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const failure = error as ParseFailure;
    if (!failure.code?.startsWith("CSV_")) throw error;
    return fileMistake(m("csvBroken", { row: (failure.records ?? 0) + 1 }));
  }

  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const mistakes: CsvMistake[] = [];
  const known = new Set<string>(BOOKING_CSV_COLUMNS);
  const seen = new Set<string>();
  header.forEach((name, i) => {
    if (name === "" && records.slice(1).every((r) => (r[i] ?? "").trim() === "")) return;
    // The wrong rows' download adds it: a fixed file comes back with it.
    if (name === "error") return;
    if (!known.has(name))
      mistakes.push({
        row: 1,
        column: name,
        message: m("csvUnknownColumn", { column: name || `#${i + 1}` }),
      });
    else if (seen.has(name))
      mistakes.push({ row: 1, column: name, message: m("csvRepeatedColumn", { column: name }) });
    seen.add(name);
  });
  for (const column of BOOKING_CSV_COLUMNS)
    if (!seen.has(column) && !OPTIONAL_COLUMNS.has(column))
      mistakes.push({ row: 1, column, message: m("csvMissingColumn", { column }) });
  const columns = BOOKING_CSV_COLUMNS.filter((c) => seen.has(c));

  const rows: CsvRow[] = [];
  for (let i = 1; i < records.length; i++) {
    const record = records[i]!;
    if (record.every((cell) => cell.trim() === "")) continue;
    const cells: Record<string, string> = {};
    header.forEach((name, c) => {
      // The wrong rows' download marks formula-like cells with an apostrophe: read back, it goes.
      if (known.has(name) && !(name in cells))
        cells[name] = (record[c] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
    });
    rows.push({ row: i + 1, cells });
  }
  if (rows.length > BOOKING_CSV_MAX_ROWS)
    return fileMistake(
      m("csvTooManyRows", {
        count: rows.length.toLocaleString("en-IN"),
        max: BOOKING_CSV_MAX_ROWS.toLocaleString("en-IN"),
      }),
    );
  if (mistakes.length > 0) return { ok: false, mistakes, rows, columns };
  if (rows.length === 0) return fileMistake(m("csvNoRows"));

  const width = header.length;
  for (let i = 1; i < records.length; i++) {
    const record = records[i]!;
    const extra = record.slice(width).some((cell) => cell.trim() !== "");
    if (extra)
      mistakes.push({
        row: i + 1,
        column: "",
        message: m("csvRowCells", { count: record.length, expected: width }),
      });
  }
  for (const { row, cells } of rows)
    for (const [column, value] of Object.entries(cells)) {
      if (isFormulaCell(column, value)) mistakes.push({ row, column, message: m("csvFormula") });
      else if (delimiter === ";" && NUMBER_COLUMNS.has(column) && /^\d+,\d+$/.test(value))
        cells[column] = value.replace(",", ".");
    }
  return mistakes.length > 0 ? { ok: false, mistakes, rows, columns } : { ok: true, rows, columns };
}

export type CheckedRow = { row: number; request: BookingRequest };

/**
 * Each row through the booking's own schema (the form's rules), and a
 * `client_ref` repeated inside the file refused on its later rows. Rows with
 * a formula cell were refused already and are skipped here.
 */
export function checkBookingRows(
  rows: CsvRow[],
  skip: ReadonlySet<number> = new Set(),
): { checked: CheckedRow[]; mistakes: CsvMistake[] } {
  const checked: CheckedRow[] = [];
  const mistakes: CsvMistake[] = [];
  const refs = new Map<string, number>();
  for (const { row, cells } of rows) {
    if (skip.has(row)) continue;
    const ref = cells.client_ref?.trim();
    if (ref) {
      const first = refs.get(ref.toUpperCase());
      if (first !== undefined)
        mistakes.push({
          row,
          column: "client_ref",
          message: m("clientRefInFile", { ref, row: first }),
        });
      else refs.set(ref.toUpperCase(), row);
    }
    const result = BookingFieldsSchema.safeParse(cells);
    if (result.success) checked.push({ row, request: result.data });
    else {
      const byColumn = new Set<string>();
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? "");
        if (byColumn.has(column)) continue;
        byColumn.add(column);
        mistakes.push({ row, column, message: issue.message });
      }
    }
  }
  return { checked, mistakes: sortMistakes(mistakes) };
}

/** By row, then in the template's order of columns: as a reader goes through the sheet. */
export function sortMistakes(mistakes: CsvMistake[]): CsvMistake[] {
  return mistakes.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
}

const columnOrder = (column: string) => {
  const i = (BOOKING_CSV_COLUMNS as readonly string[]).indexOf(column);
  return i < 0 ? -1 : i;
};

/**
 * The wrong rows to fix and upload again: the file's columns and an `error`
 * column with each mistake as "column: message" in the reader's words. Cells
 * that would start a formula get a leading apostrophe, as the staff exports do.
 */
export function wrongRowsCsv(
  rows: CsvRow[],
  columns: readonly string[],
  mistakes: CsvMistake[],
  say: (message: string) => string,
): string {
  const byRow = new Map<number, string[]>();
  for (const mistake of mistakes) {
    if (mistake.row < 2) continue;
    const text = mistake.column
      ? `${mistake.column}: ${say(mistake.message)}`
      : say(mistake.message);
    byRow.set(mistake.row, [...(byRow.get(mistake.row) ?? []), text]);
  }
  const wrong = rows.filter((r) => byRow.has(r.row));
  return (
    "\uFEFF" +
    stringify(
      wrong.map((r) => [...columns.map((c) => r.cells[c] ?? ""), byRow.get(r.row)!.join("; ")]),
      {
        header: true,
        columns: [...columns, "error"],
        record_delimiter: "windows",
        escape_formulas: true,
      },
    )
  );
}
