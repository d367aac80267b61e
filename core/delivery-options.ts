/**
 * The receiver's delivery options (CONTRACT.md "Delivery options for the
 * receiver"): what can be asked, the window of a new date, how a
 * request is proved and how long operations have to answer it. Pure rules,
 * shared by the shipment's page, the JSON door, the service and the staff
 * console (docs/decisions/031-delivery-options.md).
 */
import { company } from "./content/company";
import { addDays } from "./schemas/lead-fields";

/** reschedule a date, leave instructions, give the driver another phone, collect at a branch. */
export const DELIVERY_OPTIONS = ["reschedule", "instructions", "phone", "collect"] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export function isDeliveryOption(value: unknown): value is DeliveryOption {
  return DELIVERY_OPTIONS.some((option) => option === value);
}

/** received → accepted | declined (with a reason). */
export const DELIVERY_REQUEST_STATUSES = ["received", "accepted", "declined"] as const;
export type DeliveryRequestStatus = (typeof DELIVERY_REQUEST_STATUSES)[number];

/** The staff console's queues of requests (/staff/delivery-requests?queue=). */
export const DESK_QUEUES = ["waiting", "overdue", "decided"] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

/** What staff call each option. */
export const OPTION_LABELS: Record<DeliveryOption, string> = {
  reschedule: "New date",
  instructions: "Instructions",
  phone: "Another phone",
  collect: "Collect at a branch",
};

/** Operations answer a request within this many working hours of its arrival (core/working-hours.ts). */
export const DELIVERY_REQUEST_DUE_HOURS = 4;

/** How far past the expected date (or today, if later) a new date may be: Delhivery's "defer up to 6 days". */
export const RESCHEDULE_DAYS_AFTER = 6;

/**
 * The dates a receiver may choose (India's calendar, YYYY-MM-DD): from
 * tomorrow to 6 days after the expected date or today, whichever is later.
 */
export function rescheduleWindow(
  expectedDate: string | null,
  today: string,
): { first: string; last: string } {
  const from = expectedDate && expectedDate > today ? expectedDate : today;
  return { first: addDays(today, 1), last: addDays(from, RESCHEDULE_DAYS_AFTER) };
}

/** Whether `date` (YYYY-MM-DD) lies in the window, both ends included. */
export function inRescheduleWindow(date: string, window: { first: string; last: string }) {
  return date >= window.first && date <= window.last;
}

/**
 * The proof (the delivery PIN code and the last 4 digits of the receiver's
 * phone, as booked): 5 wrong tries from one address for one shipment within
 * an hour lock that address out of that shipment for an hour, and 10 from
 * one address over all shipments lock it out of all. Once a shipment has
 * had 5 wrong tries in the hour from anywhere, its form also asks the
 * arithmetic captcha: others' tries never lock the receiver out.
 */
export const DELIVERY_PROOF_LIMITS = {
  wrongTries: 5,
  addressWrongTries: 10,
  captchaAfter: 5,
  windowSeconds: 3_600,
  lockSeconds: 3_600,
} as const;

/** A shipment with no event for this long (and not Delivered or Cancelled) has gone silent. */
export const SILENCE_HOURS = 48;

/** The last 4 digits of a phone number as shown and compared: "•••• 4321". */
export function maskedPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : null;
}

/** A branch the receiver may collect from (core/content/company.ts `branches`). */
export type Branch = (typeof company.branches)[number];
export type BranchKey = Branch["key"];
export const BRANCH_KEYS = company.branches.map((b) => b.key) as [BranchKey, ...BranchKey[]];

export function findBranch(key: string | null | undefined): Branch | undefined {
  return company.branches.find((b) => b.key === key);
}

/** "09:30" as the site writes a time: "9:30 AM" (Latin AM and PM in every language). */
export function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * A branch's hours in words: "Monday to Saturday, 9:30 AM to 6:30 PM". The
 * days and the joining words come from the caller's language (`days` by the
 * branch's `hours.days` key, `template` with {days}, {opens}, {closes}).
 */
export function branchHours(
  branch: Branch,
  days: Readonly<Record<Branch["hours"]["days"], string>>,
  template = "{days}, {opens} to {closes}",
): string {
  return template
    .replace("{days}", days[branch.hours.days])
    .replace("{opens}", clockTime(branch.hours.opens))
    .replace("{closes}", clockTime(branch.hours.closes));
}
