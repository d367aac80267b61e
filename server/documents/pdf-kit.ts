/**
 * What every document shares: pdfkit (DESIGN.md "PDF documents"), one font
 * with Devanagari and Latin (Noto Sans Devanagari, OFL, from its npm
 * package) so a name typed in Hindi or Marathi prints shaped, page sizes, and
 * the words and figures documents print. Documents stay in English.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { INDIA_OFFSET_MS } from "@core/india-time";

/** Points: A4, and a 4 × 6 inch label. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const LABEL = { width: 288, height: 432 } as const;

const FONT_FILES = {
  regular: "400Regular/NotoSansDevanagari_400Regular.ttf",
  semibold: "600SemiBold/NotoSansDevanagari_600SemiBold.ttf",
  bold: "700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;
export type FontWeight = keyof typeof FONT_FILES;

let fonts: Record<FontWeight, Buffer> | undefined;

/** The font files, read once per process; each document embeds only the glyphs it uses. */
function fontBytes(): Record<FontWeight, Buffer> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`));
    fonts = {
      regular: read(FONT_FILES.regular),
      semibold: read(FONT_FILES.semibold),
      bold: read(FONT_FILES.bold),
    };
  }
  return fonts;
}

export type Doc = PDFKit.PDFDocument;

/** A new document with the fonts registered by weight ("regular", "semibold", "bold"). */
export function newDocument(options: PDFKit.PDFDocumentOptions & { title: string }): Doc {
  const { title, ...rest } = options;
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: "Sahyadri Interlink Logistics", Creator: "SIL documents" },
    ...rest,
  });
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
  return doc;
}

/**
 * The bytes of `doc` once it is ended. pdfkit writes synchronously (its
 * streams compress with deflateSync) and, read by no one, its stream keeps
 * every chunk it pushed: all of them are there to read when end() returns.
 */
export function finish(doc: Doc): Uint8Array {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null)
    chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(-7).toString("latin1").includes("%%EOF"))
    throw new Error("The PDF writer did not finish synchronously.");
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// Formatters made once: making one costs far more than using it (500 labels made 3,000 of them).
const WHOLE = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const FRACTION = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WEIGHT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** ₹12,345.50 from paise, Indian grouping. */
export function rupees(paise: number): string {
  return `₹${(paise % 100 === 0 ? WHOLE : FRACTION).format(paise / 100)}`;
}

/** 12.5 kg from grams. */
export function kilograms(grams: number): string {
  return `${WEIGHT.format(grams / 1000)} kg`;
}

/** Words for the codes a booking stores. */
export const SERVICE_NAMES: Record<string, string> = {
  ptl: "Part truck load (PTL)",
  ltl: "Less than truck load (LTL)",
  ftl: "Full truck load (FTL)",
  cl: "Container load (CL)",
  express: "Express",
};
export const PAYMENT_NAMES: Record<string, string> = {
  paid: "Paid (freight paid by the sender)",
  to_pay: "To pay (freight paid by the receiver)",
  cod: "Cash on delivery (COD)",
};
export const SLOT_NAMES: Record<string, string> = {
  "09-14": "9 am – 2 pm",
  "14-17": "2 pm – 5 pm",
  "17-20": "5 pm – 8 pm",
};

/** "2 Dec 2026" for a YYYY-MM-DD day. */
export function dayText(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** The day in India when `at` happened, as YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
