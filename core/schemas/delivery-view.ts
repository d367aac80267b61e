/**
 * A shipment's delivery view as the database gives it to the server
 * (server/services/delivery-options/view.ts): the shipment's row, and its
 * requests as a JSON array (json_build_object, times as epoch
 * milliseconds), and a stored request's option and state (the staff
 * console's queues too). Parsed where it crosses from the database, so the
 * data has the types it claims.
 */
import { z } from "../zod";
import { DELIVERY_OPTIONS, DELIVERY_REQUEST_STATUSES } from "../delivery-options";

/** Epoch milliseconds: a JSON number, or a string where a driver keeps bigint exact. */
const EpochMs = z.union([z.number(), z.string()]);

/** A stored request's option and state: text columns, written only from these lists. */
export const StoredDeliveryRequestSchema = z.object({
  option: z.enum(DELIVERY_OPTIONS),
  status: z.enum(DELIVERY_REQUEST_STATUSES),
});

export const DeliveryViewRequestSchema = StoredDeliveryRequestSchema.extend({
  id: z.string(),
  requestedDate: z.string().nullable(),
  /** A branch's key as stored: one since removed from the content stays what it was. */
  branch: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: EpochMs.nullable(),
  dueAt: EpochMs,
  createdAt: EpochMs,
});

/** The requests column: the JSON array, or its text (drivers that leave json unparsed). */
export const DeliveryViewRequestsSchema = z.preprocess(
  (value) => (typeof value === "string" ? JSON.parse(value) : value),
  z.array(DeliveryViewRequestSchema),
);

/** One row of the view's query, the shipment's columns with its requests. */
export const DeliveryViewRowSchema = z.object({
  orderStatus: z.string(),
  expectedDeliveryDate: z.string().nullable(),
  createdAt: z.date(),
  provable: z.boolean(),
  lastAt: z.union([z.date(), z.string()]).nullable(),
  statuses: z.array(z.string()),
  requests: z.unknown(),
});
export type DeliveryViewRow = z.output<typeof DeliveryViewRowSchema>;
