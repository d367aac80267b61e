/**
 * When a business may ask for a pickup (CONTRACT.md "Business accounts",
 * "pickups"), one rule for the form, the service and the page's hint:
 * - a date from today to 7 days ahead, India's calendar;
 * - not a Sunday: the vans run on the company's working days, Monday to
 *   Saturday (company.ts `workingHours`);
 * - today only for a slot that has not begun, and not at all from 14:00 IST:
 *   operations plan the afternoon's vans by then, so a later request is for
 *   tomorrow or after.
 */
import { INDIA_OFFSET_MS } from "./india-time";

export const PICKUP_SLOTS = ["09-14", "14-17", "17-20"] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];

export const PICKUP_STATES = ["requested", "scheduled", "picked_up", "cancelled"] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** Operations move a pickup forward, or cancel it while the van has not come. */
export const PICKUP_NEXT_STATES: Readonly<Record<PickupState, readonly PickupState[]>> = {
  requested: ["scheduled", "cancelled"],
  scheduled: ["picked_up", "cancelled"],
  picked_up: [],
  cancelled: [],
};

export const PICKUP_DAYS_AHEAD = 7;
/** From this hour of India's clock, today is too late. */
export const PICKUP_TODAY_UNTIL_HOUR = 14;
/** One pickup carries at most this many shipments. */
export const PICKUP_MAX_SHIPMENTS = 500;

const slotStartHour = (slot: PickupSlot) => Number(slot.slice(0, 2));

/** India's calendar date and hour at `now`. */
function indiaNow(now: Date): { today: string; hour: number } {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  return { today: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

export type PickupDateProblem = "pickupPast" | "pickupFar" | "pickupSunday" | "pickupTodayLate";

/** What is wrong with a date (an existing YYYY-MM-DD) and slot at `now`, or null. */
export function pickupDateProblem(
  date: string,
  slot: PickupSlot | undefined,
  now: Date,
): PickupDateProblem | null {
  const { today, hour } = indiaNow(now);
  if (date < today) return "pickupPast";
  if (date > addDays(today, PICKUP_DAYS_AHEAD)) return "pickupFar";
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) return "pickupSunday";
  if (date === today) {
    if (hour >= PICKUP_TODAY_UNTIL_HOUR) return "pickupTodayLate";
    if (slot && slotStartHour(slot) <= hour) return "pickupTodayLate";
  }
  return null;
}

/** The days a pickup may be asked for at `now`, for the form's choice: today (if any slot is left) to 7 days ahead, no Sunday. */
export function pickupDays(now: Date): string[] {
  const { today } = indiaNow(now);
  const days: string[] = [];
  for (let ahead = 0; ahead <= PICKUP_DAYS_AHEAD; ahead += 1) {
    const day = addDays(today, ahead);
    const open = PICKUP_SLOTS.some((slot) => pickupDateProblem(day, slot, now) === null);
    if (open) days.push(day);
  }
  return days;
}
