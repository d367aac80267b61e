/**
 * A business's monthly statement of charges on A4 (CONTRACT.md "Business
 * accounts", "charges"; docs/decisions/043-statements.md): the company and
 * the business billed, the month, one line per shipment booked in it, the
 * totals at the end, page numbers. Documents stay in English.
 *
 * Lines are written one text run per cell without pdfkit's line wrapper
 * (every cell is one short line), and a cell of plain ASCII (dates, LR
 * numbers, PIN codes, amounts: nearly all of them) in Helvetica, a font
 * every PDF reader has, laid out from its metrics without shaping; a cell
 * with any other character (a reference typed in Devanagari) in the
 * documents' font, shaped. Shaping every figure through fontkit made a
 * month of 20,000 shipments (some 400 pages) take 20 s; this takes well
 * under 2 s (scripts/bench-business-statement.ts).
 */
import { company } from "@core/content/company";
import { INK, MUTED, rule, write } from "./layout";
import { A4, finish, indiaDay, kilograms, newDocument, type Doc } from "./pdf-kit";

export type StatementLine = {
  bookedAt: Date;
  lrNo: string;
  clientRef: string | null;
  destinationPincode: string | null;
  service: string | null;
  chargeableWeightGrams: number;
  freightPaise: number;
  gstPaise: number;
};

export type StatementTotals = {
  shipments: number;
  chargeableWeightGrams: number;
  freightPaise: number;
  gstPaise: number;
  totalPaise: number;
};

export type Statement = {
  /** YYYY-MM, a calendar month in India's time. */
  month: string;
  business: { legalName: string; gstin: string | null; billingAddress: string };
  lines: StatementLine[];
  totals: StatementTotals;
};

const M = 36;
const W = A4.width - 2 * M;
const ROW = 13;
const SIZE = 7.5;
const FOOTER_Y = A4.height - M - 10;
/** Where lines start on the first page (under the parties) and on the others (under a short head). */
const FIRST_TOP = M + 150;
const NEXT_TOP = M + 44;
const TOTALS_HEIGHT = 96;
const LINES_BOTTOM = FOOTER_Y - 12;

type Column = { title: string; width: number; right?: boolean };
const COLUMNS: Column[] = [
  { title: "Booked", width: 58 },
  { title: "LR number", width: 66 },
  { title: "Your reference", width: 82 },
  { title: "To PIN", width: 36 },
  { title: "Service", width: 40 },
  { title: "Chargeable wt", width: 66, right: true },
  { title: "Freight", width: 58, right: true },
  { title: "GST", width: 50, right: true },
  { title: "Total", width: 67, right: true },
];

const SERVICE_SHORT: Record<string, string> = {
  ptl: "PTL",
  ltl: "LTL",
  ftl: "FTL",
  cl: "CL",
  express: "Express",
};

const MONTH_NAME = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const DAY = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const GROUPED = new Intl.NumberFormat("en-IN");
const PLAIN = /^[\x20-\x7e]*$/;
const PLAIN_FONT = { regular: "Helvetica", semibold: "Helvetica-Bold" } as const;

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
}

/** "1,23,456" in Indian grouping (the last three digits, then pairs), by hand: Intl is slower per call. */
function grouped(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  let head = digits.slice(0, -3);
  let out = digits.slice(-3);
  while (head.length > 2) {
    out = `${head.slice(-2)},${out}`;
    head = head.slice(0, -2);
  }
  return `${head},${out}`;
}

/**
 * "1,23,456.78" from whole paise, worked on integers so no float ever
 * touches a figure the CSV must match to the paisa.
 */
export function amount(paise: number): string {
  const abs = Math.abs(paise);
  const cents = abs % 100;
  return `${paise < 0 ? "-" : ""}${grouped((abs - cents) / 100)}.${cents < 10 ? "0" : ""}${cents}`;
}

/** "12.5 kg" from grams, as the other documents write a weight. */
function weight(grams: number): string {
  const tens = Math.round(grams / 10);
  const kg = Math.floor(tens / 100);
  const rest = tens % 100;
  const fraction =
    rest === 0 ? "" : rest % 10 === 0 ? `.${rest / 10}` : `.${rest < 10 ? "0" : ""}${rest}`;
  return `${grouped(kg)}${fraction} kg`;
}

/** How many pages the lines take: the first page holds fewer, the last must hold the totals. */
function pagePlan(lineCount: number): number[] {
  const perFirst = Math.floor((LINES_BOTTOM - FIRST_TOP - ROW) / ROW);
  const perNext = Math.floor((LINES_BOTTOM - NEXT_TOP - ROW) / ROW);
  const plan: number[] = [];
  let left = lineCount;
  do {
    const room = plan.length === 0 ? perFirst : perNext;
    const take = Math.min(room, left);
    plan.push(take);
    left -= take;
  } while (left > 0);
  // The totals go under the last lines, or on a page of their own when they do not fit.
  const lastTop = plan.length === 1 ? FIRST_TOP : NEXT_TOP;
  if (lastTop + ROW + plan.at(-1)! * ROW + TOTALS_HEIGHT > LINES_BOTTOM) plan.push(0);
  return plan;
}

export function renderStatement(statement: Statement): Uint8Array {
  const doc = newDocument({
    size: "A4",
    title: `Statement ${statement.month}, ${statement.business.legalName}`,
  });
  const plan = pagePlan(statement.lines.length);
  const days = new Map<string, string>();
  const dayOf = (at: Date) => {
    const day = indiaDay(at);
    let text = days.get(day);
    if (!text) days.set(day, (text = DAY.format(new Date(`${day}T00:00:00Z`))));
    return text;
  };
  let next = 0;
  plan.forEach((count, page) => {
    doc.addPage({ size: "A4", margin: 0 });
    const top = page === 0 ? drawFirstHead(doc, statement) : drawNextHead(doc, statement);
    let y = top;
    if (count > 0 || page === 0) y = drawColumnHeads(doc, y);
    for (let i = 0; i < count; i++, next++) {
      const line = statement.lines[next]!;
      drawLine(doc, y, "regular", [
        dayOf(line.bookedAt),
        line.lrNo,
        line.clientRef ?? "",
        line.destinationPincode ?? "",
        SERVICE_SHORT[line.service ?? ""] ?? line.service ?? "",
        weight(line.chargeableWeightGrams),
        amount(line.freightPaise),
        amount(line.gstPaise),
        amount(line.freightPaise + line.gstPaise),
      ]);
      y += ROW;
    }
    if (page === plan.length - 1) drawTotals(doc, statement, y + 6);
    drawFooter(doc, statement, page + 1, plan.length);
  });
  return finish(doc);
}

function drawFirstHead(doc: Doc, s: Statement): number {
  write(doc, company.name, M, M, { size: 15, weight: "bold", width: 300 });
  write(doc, company.address.lines.join(", "), M, M + 21, { size: 8, color: MUTED, width: 320 });
  write(doc, `${company.phone.display}  ·  ${company.email.support}`, M, M + 32, {
    size: 8,
    color: MUTED,
    width: 320,
  });
  if (company.gstin)
    write(doc, `GSTIN ${company.gstin}`, M, M + 43, { size: 8, color: MUTED, width: 320 });
  const rightX = M + W - 210;
  write(doc, "STATEMENT OF CHARGES", rightX, M, {
    size: 9,
    weight: "bold",
    color: MUTED,
    width: 210,
    align: "right",
  });
  write(doc, monthName(s.month), rightX, M + 12, {
    size: 18,
    weight: "bold",
    width: 210,
    align: "right",
  });
  write(doc, `Shipments booked in ${s.month}, India time (IST)`, rightX, M + 38, {
    size: 8,
    width: 210,
    align: "right",
  });
  rule(doc, M, M + 62, W, INK, 1.2);

  let y = M + 72;
  write(doc, "BILLED TO", M, y, { size: 8, weight: "bold", color: MUTED, width: 300 });
  y += 12;
  y += write(doc, s.business.legalName, M, y, { size: 12, weight: "bold", width: 320, lines: 2 });
  y += write(doc, `GSTIN ${s.business.gstin ?? "not given"}`, M, y + 2, { size: 9, width: 320 });
  if (s.business.billingAddress)
    write(doc, s.business.billingAddress, M, y + 4, {
      size: 9,
      color: MUTED,
      width: 320,
      lines: 3,
    });
  const rightBox = M + W - 170;
  write(doc, "SHIPMENTS", rightBox, M + 72, {
    size: 8,
    weight: "bold",
    color: MUTED,
    width: 170,
    align: "right",
  });
  write(doc, GROUPED.format(s.totals.shipments), rightBox, M + 84, {
    size: 12,
    weight: "bold",
    width: 170,
    align: "right",
  });
  write(doc, "Amounts in rupees; GST worked out per shipment.", rightBox, M + 104, {
    size: 7.5,
    color: MUTED,
    width: 170,
    align: "right",
    lines: 2,
  });
  return FIRST_TOP;
}

function drawNextHead(doc: Doc, s: Statement): number {
  write(doc, `${company.name} · Statement of charges · ${monthName(s.month)}`, M, M, {
    size: 9,
    weight: "semibold",
    width: W,
  });
  write(doc, s.business.legalName, M, M + 13, { size: 8, color: MUTED, width: W });
  rule(doc, M, M + 30, W);
  return NEXT_TOP;
}

function drawColumnHeads(doc: Doc, y: number): number {
  drawLine(
    doc,
    y,
    "semibold",
    COLUMNS.map((c) => c.title),
  );
  rule(doc, M, y + ROW - 3, W);
  return y + ROW;
}

type PdfFont = { id: string; ascender: number; ref: () => unknown };
type Internals = {
  _font: PdfFont;
  page: { fonts: Record<string, unknown>; height: number };
};

/** Per font and size: each ASCII character's advance, for widths without shaping or kerning. */
const advances = new Map<string, number[]>();
function advancesOf(doc: Doc, font: string): number[] {
  const key = `${font}/${SIZE}`;
  let table = advances.get(key);
  if (!table) {
    doc.font(font).fontSize(SIZE);
    table = Array.from({ length: 128 }, (_, c) =>
      c < 0x20 ? 0 : doc.widthOfString(String.fromCharCode(c)),
    );
    advances.set(key, table);
  }
  return table;
}
const widthIn = (table: number[], text: string) => {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += table[text.charCodeAt(i)]!;
  return width;
};
const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const RGB = (hex: string) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(" ");

/**
 * One row of cells, left or right in their columns, cut to fit. Plain
 * cells go into one text object written straight into the page's content
 * (the operators pdfkit itself writes for text, without its per-call
 * measuring); a cell with other characters through pdfkit, shaped.
 */
function drawLine(doc: Doc, y: number, weight: "regular" | "semibold", cells: string[]) {
  const plainFont = PLAIN_FONT[weight];
  const table = advancesOf(doc, plainFont);
  doc.font(plainFont).fontSize(SIZE);
  const inner = doc as unknown as Internals;
  const font = inner._font;
  inner.page.fonts[font.id] ??= font.ref();
  const baseline = inner.page.height - y - (font.ascender / 1000) * SIZE;
  let ops = `q 1 0 0 -1 0 ${inner.page.height} cm ${RGB(weight === "regular" ? INK : MUTED)} rg BT /${font.id} ${SIZE} Tf`;
  const shaped: [string, number, Column][] = [];
  let x = M;
  cells.forEach((text, i) => {
    const column = COLUMNS[i]!;
    if (!PLAIN.test(text)) shaped.push([text, x, column]);
    else if (text) {
      const room = column.width - 4;
      let shown = text;
      let width = widthIn(table, shown);
      if (width > room) {
        const dots = widthIn(table, "...");
        while (shown.length > 1 && widthIn(table, shown) + dots > room) shown = shown.slice(0, -1);
        shown = `${shown}...`;
        width = widthIn(table, shown);
      }
      const at = column.right ? x + column.width - 2 - width : x;
      ops += ` 1 0 0 1 ${at.toFixed(2)} ${baseline.toFixed(2)} Tm (${literal(shown)}) Tj`;
    }
    x += column.width;
  });
  doc.addContent(`${ops} ET Q`);
  for (const [text, at, column] of shaped)
    write(doc, text, at, y, {
      size: SIZE,
      weight,
      color: weight === "regular" ? INK : MUTED,
      width: column.width - 2,
      align: column.right ? "right" : "left",
    });
}

function drawTotals(doc: Doc, s: Statement, y: number) {
  rule(doc, M, y, W, INK, 1);
  const labelX = M + W - 300;
  const rows: [string, string][] = [
    ["Shipments", GROUPED.format(s.totals.shipments)],
    ["Chargeable weight", kilograms(s.totals.chargeableWeightGrams)],
    ["Total freight", `₹${amount(s.totals.freightPaise)}`],
    ["Total GST", `₹${amount(s.totals.gstPaise)}`],
    ["Total charges", `₹${amount(s.totals.totalPaise)}`],
  ];
  let at = y + 6;
  rows.forEach(([label, value], i) => {
    const weight = i === rows.length - 1 ? "bold" : "regular";
    const size = i === rows.length - 1 ? 10 : 8.5;
    write(doc, label, labelX, at, { size, weight, width: 150 });
    write(doc, value, labelX + 150, at, { size, weight, width: 150, align: "right" });
    at += i === rows.length - 2 ? 15 : 12;
  });
  write(
    doc,
    "GST is charged on each shipment's freight at the rate of its booking, rounded to the paisa; totals are the sums of the lines.",
    M,
    at + 4,
    { size: 7, color: MUTED, width: W },
  );
}

function drawFooter(doc: Doc, s: Statement, page: number, pages: number) {
  write(doc, `Statement ${s.month} · ${s.business.legalName}`, M, FOOTER_Y, {
    size: 7,
    color: MUTED,
    width: W - 100,
  });
  write(doc, `Page ${page} of ${pages}`, M + W - 100, FOOTER_Y, {
    size: 7,
    color: MUTED,
    width: 100,
    align: "right",
  });
}
