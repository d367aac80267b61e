/**
 * What a shipment's delivery view reads: one statement of its own, or
 * columns of the tracking lookup's (`createDeliveryViewPrefetch`).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { shipments } from "../../../database/schema";
import { DeliveryViewRowSchema, type DeliveryViewRow } from "@core/schemas/delivery-view";
import type { OrderTracking } from "@core/schemas/tracking";
import { TRACKING_CACHE_TTL_MS } from "../tracking";
import type { LookupCompanion } from "../tracking/statements";

/**
 * What a shipment's delivery view reads, as columns of one row of
 * "shipments": its facts, its last event and statuses, and its requests as
 * a JSON array (times as epoch milliseconds). Subqueries name their tables:
 * drizzle leaves a one-table query's columns unqualified, and "id" inside
 * them would be the event's own.
 */
const viewColumns = {
  orderStatus: shipments.orderStatus,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  createdAt: shipments.createdAt,
  // Both facts the proof asks for are on the booking; their values stay in the database.
  provable: sql<boolean>`("shipments"."destination_pincode" is not null and "shipments"."consignee_phone" is not null)`,
  lastAt: sql<
    Date | string | null
  >`(select max(e.occurred_at) from tracking_events e where e.shipment_id = "shipments"."id")`,
  statuses: sql<
    string[]
  >`array(select e.tracking_status from tracking_events e where e.shipment_id = "shipments"."id")`,
  requests: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'id', r.id, 'option', r.option, 'status', r.status, 'requestedDate', r.requested_date,
      'branch', r.branch, 'decisionReason', r.decision_reason,
      'decidedAt', floor(extract(epoch from r.decided_at) * 1000)::bigint,
      'dueAt', floor(extract(epoch from r.due_at) * 1000)::bigint,
      'createdAt', floor(extract(epoch from r.created_at) * 1000)::bigint
    ) order by r.created_at desc)
    from delivery_requests r where r.shipment_id = "shipments"."id"), '[]'::json)`,
};

/**
 * What the view reads, in ONE prepared statement (see `viewColumns`),
 * unless the tracking lookup just read it with the shipment's answer.
 */
export function prepareView(db: Database) {
  return db
    .select(viewColumns)
    .from(shipments)
    .where(eq(shipments.lrNo, sql.placeholder("lrNo")))
    .prepare("delivery_view");
}

/**
 * The delivery view read in the tracking lookup's own query (its
 * LookupCompanion): a shipment's page opened for the first time then costs
 * one database round trip, not two. Each answer keeps the view
 * read with it for `maxAgeMs`, the tracking answers' own time to live: the
 * page shows the view as fresh as its timeline. A request stored or decided
 * here drops the answer (`onChange`), so the next lookup reads both again.
 */
export function createDeliveryViewPrefetch(maxAgeMs = TRACKING_CACHE_TTL_MS) {
  const kept = new WeakMap<OrderTracking, { row: DeliveryViewRow; at: number }>();
  return {
    columns: viewColumns,
    keep(answer: OrderTracking, row: Record<string, unknown>) {
      // The lookup's row holds these columns among its own; one not as read is not kept.
      const parsed = DeliveryViewRowSchema.safeParse(row);
      if (parsed.success) kept.set(answer, { row: parsed.data, at: Date.now() });
    },
    /** The view read with this answer, while fresh. */
    take(answer: OrderTracking): DeliveryViewRow | undefined {
      const entry = kept.get(answer);
      return entry && Date.now() - entry.at <= maxAgeMs ? entry.row : undefined;
    },
  } satisfies LookupCompanion & Record<string, unknown>;
}
export type DeliveryViewPrefetch = ReturnType<typeof createDeliveryViewPrefetch>;
