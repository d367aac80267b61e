/** The date format the spec gives the tracking answers' orderdate. */
import { indiaClock } from "@core/india-time";

/** Made once: a formatter costs far more to make than to use (every event of every lookup). */
const ORDER_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** '12th Nov 2025 - 10:30 AM' in India time, the spec's orderdate format. */
export function formatOrderDate(at: Date): string {
  const parts = Object.fromEntries(ORDER_DAY.formatToParts(at).map((p) => [p.type, p.value]));
  const day = Number(parts.day);
  const suffix =
    day % 10 === 1 && day !== 11
      ? "st"
      : day % 10 === 2 && day !== 12
        ? "nd"
        : day % 10 === 3 && day !== 13
          ? "rd"
          : "th";
  return `${day}${suffix} ${parts.month} ${parts.year} - ${indiaClock(at)}`;
}
