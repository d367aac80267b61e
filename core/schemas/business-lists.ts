/**
 * The business portal's lists by URL search parameters (CONTRACT.md
 * "Business accounts", "shipments"): a filtered list is a link, and a value
 * that does not parse is dropped, as on the staff lists (listParamsSchema),
 * so a mistyped link still shows the list and never a 5xx.
 */
import { z } from "../zod";
import { SHIPMENT_STATUSES } from "../shipment-status";
import { choiceParam, dateParam, listParamsSchema, searchParam } from "./staff-lists";

/** A page of the shipments list. */
export const BUSINESS_PAGE_SIZE = 50;

/** What a list counts at most: past it the page says "more than 10,000". */
export const BUSINESS_COUNT_CAP = 10_000;

/** What one CSV export holds at most, newest first: narrower dates for more. */
export const BUSINESS_EXPORT_CAP = 10_000;

/**
 * The statuses a business filters by: "Booked" (what a booking starts as),
 * then the milestones of core/shipment-status.ts, as URL slugs.
 */
export const BUSINESS_STATUS_FILTERS = {
  booked: ["Booked"],
  manifested: ["Manifested"],
  // The legacy spellings the company's older systems still send are In Transit too.
  "in-transit": ["In Transit", "Panding", "shipped"],
  "out-for-delivery": ["Out for Delivery"],
  attempted: ["Delivery Attempted"],
  delivered: ["Delivered"],
  delayed: ["Delayed"],
  cancelled: ["Cancelled"],
} as const satisfies Record<string, readonly string[]>;
export type BusinessStatusFilter = keyof typeof BUSINESS_STATUS_FILTERS;
export const BUSINESS_STATUS_KEYS = Object.keys(BUSINESS_STATUS_FILTERS) as [
  BusinessStatusFilter,
  ...BusinessStatusFilter[],
];

// Every milestone of the one status list has its filter.
SHIPMENT_STATUSES satisfies readonly (typeof BUSINESS_STATUS_FILTERS)[BusinessStatusFilter][number][];

export const PAYMENT_MODES = ["paid", "to_pay", "cod"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const SHIPMENT_SORTS = ["newest", "oldest"] as const;

const pincodeParam = () =>
  z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .catch(undefined);

export const BusinessShipmentFilterSchema = listParamsSchema({
  status: choiceParam(BUSINESS_STATUS_KEYS),
  from: dateParam(),
  to: dateParam(),
  pincode: pincodeParam(),
  payment: choiceParam(PAYMENT_MODES),
  q: searchParam(),
  sort: choiceParam(SHIPMENT_SORTS),
});
export type BusinessShipmentFilter = z.infer<typeof BusinessShipmentFilterSchema>;
