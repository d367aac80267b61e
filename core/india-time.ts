import type { Lang } from "./i18n";

/** One formatter a language, made once: making one costs far more than using it. */
const formatters = new Map<Lang, Intl.DateTimeFormat>();
function formatterOf(lang: Lang): Intl.DateTimeFormat {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "en" ? "en-IN" : `${lang}-IN-u-nu-latn`, {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: lang === "en" ? "short" : "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    formatters.set(lang, format);
  }
  return format;
}

/**
 * A moment in India's time, in the page's language, with Latin digits:
 * "29 Nov 2026, 10:00 AM", "29 नवंबर 2026, 10:00 AM", "29 नोव्हेंबर 2026,
 * 10:00 AM". Written on the server, so every browser shows the same text.
 */
export function indiaDateTime(at: Date, lang: Lang): string {
  const parts = formatterOf(lang).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  // India is UTC+05:30 all year; AM and PM in Latin letters in every language, as the tracking pages write them.
  const minuteOfDay = (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % (24 * 60);
  const period = minuteOfDay < 12 * 60 ? "AM" : "PM";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${period}`;
}

/** "10:42 AM": the time of day in India, as a history entry says it. */
export function indiaClock(at: Date): string {
  return indiaDateTime(at, "en").split(", ").at(-1)!;
}

/** India is UTC+05:30 all year, with no summer time. */
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The year it is in India at that moment: 00:30 IST on 1 January is the new year's. */
export function indiaYear(at: Date): number {
  return new Date(at.getTime() + INDIA_OFFSET_MS).getUTCFullYear();
}
