/**
 * The values a shipment's message carries, written in the receiver's
 * language and within the DLT limit of 30 characters a place
 * (core/messages/events.ts MESSAGE_VARIABLES): the expected day, and the
 * answer to a delivery request. Days are India's calendar days
 * (YYYY-MM-DD), written with Latin digits in every language as the pages
 * write them.
 */
import { texts as valueTexts } from "../content/message-values";
import hiValues from "../content/hi/message-values";
import mrValues from "../content/mr/message-values";
import type { Lang } from "../i18n";
import { fill, type TranslationOf } from "../texts";

const words: Record<Lang, TranslationOf<typeof valueTexts>> = {
  en: valueTexts.en,
  hi: hiValues,
  mr: mrValues,
};

const localeOf = (lang: Lang) => (lang === "en" ? "en-IN" : `${lang}-IN-u-nu-latn`);

/** Noon UTC of the day: the same calendar day in India and in UTC. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

function parts(day: string, lang: Lang, weekday: boolean) {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: "UTC",
    ...(weekday ? { weekday: "long" as const } : {}),
    day: "numeric",
    month: "long",
  }).formatToParts(noonOf(day));
  const part = (type: Intl.DateTimeFormatPartTypes) => format.find((p) => p.type === type)?.value;
  return { weekday: part("weekday"), day: part("day"), month: part("month") };
}

/** "30 September", "30 सितंबर", "30 सप्टेंबर". */
export function messageDate(day: string, lang: Lang): string {
  const p = parts(day, lang, false);
  return `${p.day} ${p.month}`;
}

/** "Wednesday 30 September", "बुधवार 30 सितंबर": the out-for-delivery message's day. */
export function messageDay(day: string, lang: Lang): string {
  const p = parts(day, lang, true);
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** A delivery request's answer as the message says it: "accepted for 30 September", "not accepted". */
export function answerValue(
  lang: Lang,
  answer: { status: "accepted" | "declined"; newDate?: string | null },
): string {
  const t = words[lang].answer;
  if (answer.status === "declined") return t.declined;
  return answer.newDate
    ? fill(t.acceptedOn, { day: messageDate(answer.newDate, lang) })
    : t.accepted;
}
