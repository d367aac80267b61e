/**
 * When a receiver's delivery request will be answered, as the shipment's
 * page says it (CONTRACT.md "Delivery options for the receiver", "after"):
 * "by 1:00 PM today", "by 10:00 AM tomorrow", "by 11:00 AM on Monday", a
 * date when more than 6 days away. Days are India's calendar days, counted
 * from India's date of `now`, so 00:30 and 23:30 IST read alike everywhere;
 * the time is India's 12-hour clock (indiaClock).
 */
import { INDIA_OFFSET_MS, indiaClock } from "./india-time";
import { fill } from "./texts";

/** A language's words for it (core/content/delivery-options.ts `answerBy`). */
export type AnswerByWords = {
  readonly today: string;
  readonly tomorrow: string;
  /** {day}: a name from `weekdays`, Sunday first. */
  readonly weekday: string;
  /** {date}: the day of the month and a name from the months given. */
  readonly later: string;
  /** The promised time has passed and the request still waits. */
  readonly soon: string;
  readonly weekdays: readonly string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** India's wall clock as a UTC date, read with the UTC getters. */
const indiaWall = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS);

/** India's calendar day of a moment, as days since 1 January 1970. */
const indiaDay = (at: Date) => Math.floor(indiaWall(at).getTime() / DAY_MS);

/** `months`: the language's month names, January first (the page's date names). */
export function answerBy(
  due: Date,
  now: Date,
  words: AnswerByWords,
  months: readonly string[],
): string {
  if (due.getTime() < now.getTime()) return words.soon;
  const days = indiaDay(due) - indiaDay(now);
  const time = indiaClock(due);
  const wall = indiaWall(due);
  if (days === 0) return fill(words.today, { time });
  if (days === 1) return fill(words.tomorrow, { time });
  if (days <= 6) return fill(words.weekday, { time, day: words.weekdays[wall.getUTCDay()]! });
  const date = `${wall.getUTCDate()} ${months[wall.getUTCMonth()]}`;
  return fill(words.later, { time, date });
}
