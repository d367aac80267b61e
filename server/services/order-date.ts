/** The date format the spec gives the tracking answers' orderdate. */

const IST = "Asia/Kolkata";

/** Made once: a formatter costs far more to make than to use (every event of every lookup). */
const ORDER_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** '12th Nov 2025 - 10:30 AM' in India time, the spec's orderdate format. */
export function formatOrderDate(at: Date): string {
  const parts = Object.fromEntries(ORDER_DATE.formatToParts(at).map((p) => [p.type, p.value]));
  const day = Number(parts.day);
  const suffix =
    day % 10 === 1 && day !== 11
      ? "st"
      : day % 10 === 2 && day !== 12
        ? "nd"
        : day % 10 === 3 && day !== 13
          ? "rd"
          : "th";
  return `${day}${suffix} ${parts.month} ${parts.year} - ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}
