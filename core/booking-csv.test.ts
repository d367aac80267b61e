import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { BOOKING_CSV_COLUMNS } from "./booking-columns";
import {
  bookingTemplateCsv,
  checkBookingRows,
  isFormulaCell,
  readBookingCsv,
  wrongRowsCsv,
  type BookingCsvRead,
} from "./booking-csv";
import { englishMessage } from "./messages";

const header = BOOKING_CSV_COLUMNS.join(",");
const good = (ref: string, extra: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    pickup_address: "",
    consignee_name: "Ramesh Traders",
    consignee_phone: "+91 98220 12345",
    consignee_address: '"Shop 4, MG Road"',
    consignee_pincode: "411001",
    service: "ptl",
    package_count: "2",
    weight_kg: "12.5",
    length_cm: "40",
    breadth_cm: "30",
    height_cm: "30",
    declared_value: "12000",
    invoice_no: "INV-1",
    ewb_no: "",
    payment_mode: "paid",
    cod_amount: "",
    client_ref: ref,
    delivery_slot: "",
    address_type: "office",
    ...extra,
  };
  return BOOKING_CSV_COLUMNS.map((c) => cells[c]).join(",");
};
const bytes = (text: string) => new TextEncoder().encode(text);
const file = (...rows: string[]) => bytes([header, ...rows].join("\r\n") + "\r\n");
const mistakesOf = (read: BookingCsvRead) => (read.ok ? [] : read.mistakes);

describe("the booking template and upload", () => {
  it("offers the API's names flattened as the template's header, with a BOM", () => {
    const template = bookingTemplateCsv();
    expect(template.startsWith("\uFEFF")).toBe(true);
    expect(template.trim().slice(1).split(",")).toContain("consignee_name");
    const read = readBookingCsv(bytes(template + good("A-1") + "\r\n"));
    expect(read.ok && read.rows.length).toBe(1);
  });

  it("ends the template's header with the consignee's updates and their language", () => {
    const names = bookingTemplateCsv().trim().slice(1).split(",");
    expect(names.slice(-3)).toEqual(["address_type", "consignee_updates", "consignee_language"]);
  });

  it("reads an older file without the updates' columns as no updates, in English", () => {
    const columns = BOOKING_CSV_COLUMNS.filter(
      (c) => c !== "consignee_updates" && c !== "consignee_language",
    );
    const row = good("OLD-1")
      .split(",")
      .slice(0, columns.length + 1)
      .join(",");
    const read = readBookingCsv(bytes(`${columns.join(",")}\r\n${row}\r\n`));
    expect(mistakesOf(read)).toEqual([]);
    if (!read.ok) return;
    const { checked, mistakes } = checkBookingRows(read.rows);
    expect(mistakes).toEqual([]);
    expect(checked[0]!.request).toMatchObject({
      consignee_updates: null,
      consignee_language: "en",
    });
  });

  it("reads the updates' channel and language as people type them, and names a wrong one", () => {
    const read = readBookingCsv(
      file(
        good("U-1", { consignee_updates: "SMS", consignee_language: "hi" }),
        good("U-2", { consignee_updates: "whatsapp", consignee_language: "" }),
        good("U-3", { consignee_updates: "email", consignee_language: "gu" }),
      ),
    );
    if (!read.ok) throw new Error("the file should read");
    const { checked, mistakes } = checkBookingRows(read.rows);
    expect(checked.map((c) => [c.request.consignee_updates, c.request.consignee_language])).toEqual(
      [
        ["sms", "hi"],
        ["whatsapp", "en"],
      ],
    );
    expect(mistakes).toEqual([
      { row: 4, column: "consignee_updates", message: "consigneeUpdates" },
      { row: 4, column: "consignee_language", message: "consigneeLanguage" },
    ]);
  });

  it("reads rows with the spreadsheet's row numbers, skipping empty lines", () => {
    const read = readBookingCsv(file(good("A-1"), "", ",,,,", good("A-2")));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows.map((r) => r.row)).toEqual([2, 5]);
    expect(read.rows[0]!.cells.consignee_address).toBe("Shop 4, MG Road");
    const { checked, mistakes } = checkBookingRows(read.rows);
    expect(mistakes).toEqual([]);
    expect(checked[0]!.request.consignee.phone).toBe("9822012345");
  });

  it("strips a byte order mark and keeps Devanagari", () => {
    const read = readBookingCsv(
      bytes(`\uFEFF${header}\r\n${good("A-1", { consignee_name: "रमेश ट्रेडर्स" })}\r\n`),
    );
    expect(read.ok && read.rows[0]!.cells.consignee_name).toBe("रमेश ट्रेडर्स");
  });

  it("reads a semicolon-separated file as Excel saves it, with decimal commas", () => {
    const text = [
      BOOKING_CSV_COLUMNS.join(";"),
      good("A-1", { weight_kg: "12_5", consignee_address: "MG Road" })
        .replaceAll(",", ";")
        .replace("12_5", "12,5"),
    ].join("\r\n");
    const read = readBookingCsv(bytes(text));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(checkBookingRows(read.rows).checked[0]!.request.packages[0]!.weight_kg).toBe(12.5);
  });

  it("names unknown, missing and repeated columns on row 1", () => {
    const columns = BOOKING_CSV_COLUMNS.filter((c) => c !== "weight_kg" && c !== "client_ref");
    const text = [...columns, "colour", "service"].join(",") + "\r\n";
    expect(mistakesOf(readBookingCsv(bytes(text + "x\r\n")))).toEqual([
      { row: 1, column: "colour", message: "csvUnknownColumn?column=colour" },
      { row: 1, column: "service", message: "csvRepeatedColumn?column=service" },
      { row: 1, column: "weight_kg", message: "csvMissingColumn?column=weight_kg" },
    ]);
  });

  it("refuses formula cells but not a +91 phone or a signed number", () => {
    expect(isFormulaCell("consignee_phone", "+91 98220 12345")).toBe(false);
    expect(isFormulaCell("weight_kg", "-5")).toBe(false);
    expect(isFormulaCell("consignee_name", '=HYPERLINK("http://x")')).toBe(true);
    expect(isFormulaCell("consignee_phone", "+cmd|' /C calc'!A0")).toBe(true);
    expect(isFormulaCell("invoice_no", "@SUM(1)")).toBe(true);
    expect(isFormulaCell("consignee_address", "-2+3")).toBe(true);
    const read = readBookingCsv(
      file(good("A-1", { consignee_name: '"=HYPERLINK(""http://evil"",""x"")"' })),
    );
    expect(mistakesOf(read)).toEqual([{ row: 2, column: "consignee_name", message: "csvFormula" }]);
  });

  it("refuses a negative number by the field's own rule", () => {
    const read = readBookingCsv(file(good("A-1", { weight_kg: "-5" })));
    expect(read.ok).toBe(true);
    if (read.ok)
      expect(checkBookingRows(read.rows).mistakes).toEqual([
        { row: 2, column: "weight_kg", message: "weight" },
      ]);
  });

  it("lists every wrong field by row and column, and a reference repeated in the file", () => {
    const read = readBookingCsv(
      file(good("A-1"), good("A-2", { consignee_pincode: "12", payment_mode: "cod" }), good("a-1")),
    );
    if (!read.ok) throw new Error("read");
    const { checked, mistakes } = checkBookingRows(read.rows);
    expect(checked.map((c) => c.row)).toEqual([2, 4]);
    expect(mistakes).toEqual([
      { row: 3, column: "consignee_pincode", message: "pincode" },
      { row: 3, column: "cod_amount", message: "codAmount" },
      { row: 4, column: "client_ref", message: "clientRefInFile?ref=a-1&row=2" },
    ]);
    const csv = wrongRowsCsv(read.rows, read.columns, mistakes, englishMessage);
    const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.client_ref)).toEqual(["A-2", "a-1"]);
    expect(records[0]!.error).toBe(
      "consignee_pincode: Enter the 6-digit PIN code, like 401208.; cod_amount: Enter the amount to collect on delivery, in rupees, like 12000.",
    );
    // The phone's + is neutralised for spreadsheets, and read back as the phone it was.
    expect(records[0]!.consignee_phone).toBe("'+91 98220 12345");
    const again = readBookingCsv(bytes(csv));
    expect(again.ok && again.rows[0]!.cells.consignee_phone).toBe("+91 98220 12345");
  });

  it("refuses more than 1,000 rows: a 5,000-row file", () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => good(`R-${i}`));
    const read = readBookingCsv(file(...rows));
    expect(mistakesOf(read)).toEqual([
      { row: 0, column: "", message: "csvTooManyRows?count=5%2C000&max=1%2C000" },
    ]);
    const thousand = readBookingCsv(file(...rows.slice(0, 1_000)));
    expect(thousand.ok && thousand.rows.length).toBe(1_000);
  });

  it("refuses a file over 2 MB: a 3 MB file", () => {
    const big = bytes(header + "\r\n" + good("x", { consignee_address: "a".repeat(3_000_000) }));
    expect(mistakesOf(readBookingCsv(big))).toEqual([
      { row: 0, column: "", message: "csvTooLarge?max=2&rows=1%2C000" },
    ]);
  });

  it("refuses binary files, other encodings, empty files and broken quotes plainly", () => {
    const message = (data: Uint8Array) => mistakesOf(readBookingCsv(data))[0]?.message;
    expect(message(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1, 2]))).toBe("csvNotText");
    expect(message(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))).toBe("csvNotText");
    expect(message(new Uint8Array([...bytes(header + "\r\nR"), 0xe9, 0x2c]))).toBe("csvNotUtf8");
    expect(message(new Uint8Array())).toBe("csvEmpty");
    expect(message(bytes("\r\n  \r\n"))).toBe("csvEmpty");
    expect(message(bytes(header + "\r\n"))).toBe("csvNoRows");
    expect(message(file(good("A-1"), 'x,"broken'))).toBe("csvBroken?row=3");
  });

  it("names a row with more cells than the header", () => {
    expect(mistakesOf(readBookingCsv(file(good("A-1") + ",extra")))).toEqual([
      {
        row: 2,
        column: "",
        message: `csvRowCells?count=${BOOKING_CSV_COLUMNS.length + 1}&expected=${BOOKING_CSV_COLUMNS.length}`,
      },
    ]);
  });
});
