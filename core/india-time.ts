import type { Lang } from "./i18n";

/** India is UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 330;

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
    });
    formatters.set(lang, format);
  }
  return format;
}

/**
 * "12:09 AM", "12:00 PM", "9:30 PM": India's time on the 12-hour clock, in
 * Latin letters in every language, as the tracking pages write it. Counted
 * by hand: Intl's hour cycle differs by locale and ICU version (en-GB's is
 * h11, which writes the first hour after midnight as "0:09").
 */
export function indiaClock(at: Date): string {
  const minuteOfDay = (at.getUTCHours() * 60 + at.getUTCMinutes() + IST_OFFSET_MINUTES) % (24 * 60);
  const hour = Math.floor(minuteOfDay / 60);
  const minute = String(minuteOfDay % 60).padStart(2, "0");
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * A moment in India's time, in the page's language, with Latin digits:
 * "29 Nov 2026, 10:00 AM", "29 नवंबर 2026, 10:00 AM", "29 नोव्हेंबर 2026,
 * 10:00 AM". Written on the server, so every browser shows the same text.
 */
export function indiaDateTime(at: Date, lang: Lang): string {
  const parts = formatterOf(lang).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("day")} ${part("month")} ${part("year")}, ${indiaClock(at)}`;
}

/** The day alone, as indiaDateTime writes it: "29 Nov 2026", "29 नवंबर 2026". */
export function indiaDate(at: Date, lang: Lang): string {
  return indiaDateTime(at, lang).split(",")[0]!;
}

/** India is UTC+05:30 all year, with no summer time. */
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The year it is in India at that moment: 00:30 IST on 1 January is the new year's. */
export function indiaYear(at: Date): number {
  return new Date(at.getTime() + INDIA_OFFSET_MS).getUTCFullYear();
}
