/**
 * The roles inside one business and what each may do in the portal
 * (CONTRACT.md "Business accounts", "users"): the guard of every portal page
 * (app/lib/business-guard.server.ts) and the portal's nav read it.
 */
export const BUSINESS_ROLES = ["owner", "booker", "viewer"] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export function isBusinessRole(value: unknown): value is BusinessRole {
  return BUSINESS_ROLES.some((role) => role === value);
}

/** What a portal page is for. */
export const BUSINESS_WORK = [
  "people",
  "profile",
  "addresses",
  "book",
  "pickups",
  "documents",
  "shipments",
  // Statements and disputes of charges (docs/decisions/043-statements.md): not for viewers.
  "charges",
  // The business webhook (docs/decisions/042-business-webhooks.md): owners only.
  "webhook",
  /** API keys (owner only; CONTRACT.md "API"). */
  "api",
] as const;
export type BusinessWork = (typeof BUSINESS_WORK)[number];

const MAY: Record<BusinessRole, readonly BusinessWork[]> = {
  owner: BUSINESS_WORK,
  booker: ["book", "pickups", "documents", "shipments", "charges"],
  viewer: ["shipments", "documents"],
};

export function businessMay(role: BusinessRole, what: BusinessWork): boolean {
  return MAY[role].includes(what);
}

/** What a role may do, in the order the portal names it (the 403 page). */
export function workOf(role: BusinessRole): readonly BusinessWork[] {
  return MAY[role];
}

/** How a booking is paid: by the shipper, by the consignee, or cash on delivery. */
export const PAYMENT_MODES = ["paid", "to_pay", "cod"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export function isPaymentMode(value: unknown): value is PaymentMode {
  return PAYMENT_MODES.some((mode) => mode === value);
}
