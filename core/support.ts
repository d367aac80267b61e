/**
 * Customer care's rules (CONTRACT.md "Customer care"), shared by
 * the pages, the service, the job and the staff console: the categories,
 * the statuses, the ticket number and the promises with their clocks.
 */

/** The page form's id (Conform's, and the stored request's form). */
export const TICKET_FORM_ID = "support-ticket";

export const TICKET_CATEGORIES = [
  "delay",
  "attempt",
  "damage",
  "lost",
  "pod",
  "pickup",
  "billing",
  "other",
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** These need an LR number of a known shipment. */
export const SHIPMENT_CATEGORIES: readonly TicketCategory[] = [
  "delay",
  "attempt",
  "damage",
  "lost",
  "pod",
];
/** Only these take a declared value (rupees). */
export const VALUE_CATEGORIES: readonly TicketCategory[] = ["damage", "lost"];

export const needsShipment = (category: TicketCategory) => SHIPMENT_CATEGORIES.includes(category);
export const takesValue = (category: TicketCategory) => VALUE_CATEGORIES.includes(category);

export const TICKET_STATUSES = [
  "open",
  "acknowledged",
  "in_progress",
  "resolved",
  "closed",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** `escalated` is a flag beside one of these; a resolved or closed ticket is not escalated again. */
export const ESCALATABLE: readonly TicketStatus[] = ["open", "acknowledged", "in_progress"];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The promises a ticket carries, and the clocks the server keeps. */
export const PROMISES = {
  /** Acknowledged within this many hours of being raised. */
  acknowledgeHours: 48,
  /** Resolved within this many days of being raised. */
  resolveDays: 30,
  /** Not resolved this many days after being raised: escalated to the grievance officer. */
  escalateUnresolvedDays: 7,
  /** The visitor may escalate once this many hours have passed. */
  visitorEscalateHours: 48,
  /** A resolved ticket closes this many days later, or when rated; a reply before then reopens it. */
  closeAfterResolvedDays: 7,
  /** The link in every e-mail opens the ticket for this long. */
  tokenDays: 90,
} as const;

/** The two promised dates of a ticket raised at `raisedAt`. */
export function promiseDates(raisedAt: Date) {
  return {
    acknowledgeBy: new Date(raisedAt.getTime() + PROMISES.acknowledgeHours * HOUR_MS),
    resolveBy: new Date(raisedAt.getTime() + PROMISES.resolveDays * DAY_MS),
  };
}

/** When the visitor may escalate the ticket themselves. */
export const visitorMayEscalateFrom = (raisedAt: Date) =>
  new Date(raisedAt.getTime() + PROMISES.visitorEscalateHours * HOUR_MS);

/** When an unresolved ticket escalates by itself. */
export const escalatesUnresolvedAt = (raisedAt: Date) =>
  new Date(raisedAt.getTime() + PROMISES.escalateUnresolvedDays * DAY_MS);

/** When a resolved ticket closes by itself (and until when a reply reopens it). */
export const closesAt = (resolvedAt: Date) =>
  new Date(resolvedAt.getTime() + PROMISES.closeAfterResolvedDays * DAY_MS);

/** `SIL-2026-000042`: the year it was raised and its place in that year. */
export const TICKET_NUMBER = /^SIL-(\d{4})-(\d{6})$/;
export const formatTicketNumber = (year: number, seq: number) =>
  `SIL-${year}-${String(seq).padStart(6, "0")}`;
/** A typed number as stored: trimmed, upper case; null when it is not one. */
export function parseTicketNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const number = value.trim().toUpperCase();
  return TICKET_NUMBER.test(number) ? number : null;
}

/** Attachments: how many, how big, which kinds (checked by their bytes). */
export const ATTACHMENTS = {
  max: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "application/pdf"] as const,
  accept: ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf",
};

/** The claim limits of the terms (core/content/legal.ts "Claims", "Our liability"). */
export const CLAIMS = { withinDaysOfDelivery: 7, liabilityRupees: 5000 } as const;
