/**
 * Working hours (CONTRACT.md "Delivery options for the receiver", "after"):
 * a promise of "within 4 hours" counts only the company's working hours,
 * Monday to Saturday 09:00–19:00 India time by default (`company.ts`
 * `workingHours`). A request at 04:17 IST is due at 13:00 the same day, one
 * at 18:00 on Saturday at 12:00 on Monday.
 */
import { company } from "./content/company";
import { INDIA_OFFSET_MS } from "./india-time";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Hours = { days: "mon-sat"; opens: string; closes: string };

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return h! * 60 + m!;
};

/** The moment `hours` working hours after `from`. */
export function addWorkingHours(
  from: Date,
  hours: number,
  working: Hours = company.workingHours,
): Date {
  const opens = minutesOf(working.opens);
  const closes = minutesOf(working.closes);
  let left = hours * 60;
  // India's wall clock as a UTC date, so days and weekdays read plainly.
  let local = new Date(from.getTime() + INDIA_OFFSET_MS);
  for (;;) {
    const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const minute = (local.getTime() - dayStart) / MINUTE_MS;
    const open = local.getUTCDay() !== 0 && minute < closes;
    if (open) {
      const start = Math.max(minute, opens);
      if (start + left <= closes)
        return new Date(dayStart + (start + left) * MINUTE_MS - INDIA_OFFSET_MS);
      left -= closes - start;
    }
    local = new Date(dayStart + DAY_MS);
  }
}
