/**
 * Timeline dates (spec section 5). The server sends orderdate as
 * '12th Nov 2025 - 10:30 AM' in India time. Dates are parsed and formatted by
 * hand, not by Intl or the Date parser, so the server and every browser print
 * the same text whatever their time zone or ICU version (no hydration drift).
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** en-GB short month names ('Sept' is en-GB's own). */
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/** India has one offset all year: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

export const INVALID_DATE = "Invalid Date";

/** A calendar day as a UTC midnight, or null when the day does not exist. */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day
    ? date
    : null;
}

function monthIndex(word: string): number {
  const w = word.toLowerCase();
  if (w.length < 3) return -1;
  return MONTH_NAMES.findIndex((name) => name.startsWith(w));
}

/** '12 Nov 2025', '1 January 2026', '2025-11-12'. */
function parseDate(text: string): Date | null {
  const dmy = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), monthIndex(dmy[2] ?? ""), Number(dmy[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  return null;
}

/** The instant shifted to India time, read with the UTC getters. */
function indiaTime(timestamp: string | undefined): Date | null {
  if (!timestamp) return null;
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? null : new Date(ms + IST_OFFSET_MS);
}

/**
 * The names a date is written with. English by default; Hindi and Marathi
 * send theirs with the page (core/content/shipment-statuses.ts): the short
 * names of hi-IN-u-nu-latn and mr-IN-u-nu-latn, written out so that the
 * server and every browser print the same text, always in Latin digits.
 */
export type DateNames = {
  readonly weekdays: readonly string[];
  readonly months: readonly string[];
  /** What a date that cannot be read shows (spec: 'Invalid Date'). */
  readonly invalid: string;
};

const ENGLISH: DateNames = { weekdays: WEEKDAYS, months: MONTHS, invalid: INVALID_DATE };

function formatDay(date: Date, names: DateNames): string {
  const year = String(date.getUTCFullYear() % 100).padStart(2, "0");
  return `${names.weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${names.months[date.getUTCMonth()]} ${year}`;
}

/**
 * 'Wed, 12 Nov 25' from '12th Nov 2025 - 10:30 AM': the text before ' - ',
 * without its ordinal suffix. An empty orderdate falls back to the ISO
 * timestamp (spec section 3), read in India time.
 */
export function formatTrackingDate(
  orderdate: string,
  timestamp?: string,
  names: DateNames = ENGLISH,
): string {
  if (!orderdate.trim()) {
    const date = indiaTime(timestamp);
    return date ? formatDay(date, names) : names.invalid;
  }
  const datePart = (orderdate.split(" - ")[0] ?? "")
    .trim()
    .replace(/^(\d{1,2})(st|nd|rd|th)\b/i, "$1");
  const date = parseDate(datePart);
  return date ? formatDay(date, names) : names.invalid;
}

/** '10:30 AM': the text after ' - ', the timestamp's India time when orderdate is empty, else ''. */
export function trackingTime(orderdate: string, timestamp?: string): string {
  if (!orderdate.trim()) {
    const date = indiaTime(timestamp);
    if (!date) return "";
    const hours = date.getUTCHours();
    const minutes = String(date.getUTCMinutes()).padStart(2, "0");
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  }
  const at = orderdate.indexOf(" - ");
  return at === -1 ? "" : orderdate.slice(at + 3).trim();
}
