import { texts as dateTexts } from "./content/dates";

/** One formatter a time zone, made once: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date written in Hindi or Marathi: "26 जून 2025", Latin digits, the month
 * from the dates texts (core/content/dates.ts), the day as in India.
 */
export function localDate(
  date: Date,
  months: readonly string[],
  timeZone = "Asia/Kolkata",
): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      timeZone,
      day: "numeric",
      month: "numeric",
      year: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part("day")} ${months[part("month") - 1]} ${part("year")}`;
}

/** English month names, as the dates texts write them. */
const MONTHS: readonly string[] = dateTexts.en.months;

/** "June 26, 2025" (how company.ts writes dates) as that day; null when it is not written so. */
export function parseWrittenDate(text: string): Date | null {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  return new Date(Date.UTC(Number(match[3]), month, Number(match[2])));
}
