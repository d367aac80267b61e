/**
 * Statement months (CONTRACT.md "Business accounts", "charges";
 * docs/decisions/043-statements.md): calendar months in India's time,
 * written `YYYY-MM`. India is UTC+05:30 all year, so a month starts at
 * 00:00 IST on its 1st, which is 18:30 UTC on the day before.
 */

import type { Lang } from "./i18n";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Nothing was booked before 2000: an older month is a mistyped one. */
const FIRST_YEAR = 2000;

/** `2026-11` as it was asked, or null for anything else (`2026-1`, `2026-13`, `abc`). */
export function parseStatementMonth(value: string | null | undefined): string | null {
  const found = MONTH.exec(value ?? "");
  if (!found) return null;
  return Number(found[1]) >= FIRST_YEAR ? found[0] : null;
}

/** The first moment of the month and of the next, in India's time, as UTC instants. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return {
    start: new Date(`${month}-01T00:00:00+05:30`),
    end: new Date(`${next}-01T00:00:00+05:30`),
  };
}

/** The month in India when `at` happened: 00:30 IST on the 1st is the new month's. */
export function indiaMonth(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** A statement file's name as a route reads it: `2026-11.pdf`, `2026-11.csv`; null otherwise. */
export function parseStatementFile(
  value: string | undefined,
): { month: string; format: "pdf" | "csv" } | null {
  const found = /^(.+)\.(pdf|csv)$/.exec(value ?? "");
  const month = parseStatementMonth(found?.[1]);
  return month && found ? { month, format: found[2] as "pdf" | "csv" } : null;
}

const monthFormats = new Map<Lang, Intl.DateTimeFormat>();

/** "November 2026", "नवंबर 2026", "नोव्हेंबर 2026": a month in the page's language, Latin digits. */
export function monthLabel(month: string, lang: Lang): string {
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "en" ? "en-IN" : `${lang}-IN-u-nu-latn`, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    monthFormats.set(lang, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

const RUPEES = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,23,456.78" from whole paise, Indian grouping, in every language. */
export function statementRupees(paise: number): string {
  return `₹${RUPEES.format(paise / 100)}`;
}
