/**
 * What the tracking lookups read of a shipment, and the prepared statement
 * of the one-shipment lookup (with a companion's columns).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../database/client";
import { shipments } from "../../../database/schema";
import type { OrderTracking } from "@core/schemas/tracking";

/**
 * More columns for the one-shipment lookup, and who keeps them: another
 * service's view of the same shipment read in the same round trip (the
 * delivery view of a shipment's page). `keep` gets each answer
 * with its whole row; the columns may name only "shipments".
 */
export type LookupCompanion = {
  columns: Record<string, SQL | AnyPgColumn>;
  keep(answer: OrderTracking, row: Record<string, unknown>): void;
};

export type EventRow = {
  id: number;
  status: string;
  remarks: string;
  location: string;
  at: number | string;
};

/**
 * Every asked shipment with its events and whether it has a POD, in ONE
 * database round trip (the events as a JSON array per shipment), so a
 * batch of 25 costs about what one lookup does. Times travel as epoch
 * milliseconds, whatever the session's time zone. What a lookup reads of
 * each shipment: the select list of prepareOneTracking below and of
 * loadTrackings' batch (./lookup.ts).
 */
export const trackingColumns = {
  lrNo: shipments.lrNo,
  orderStatus: shipments.orderStatus,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  // Written out with table names: Drizzle renders a column of a one-table select unqualified,
  // and an unqualified "id" inside the subquery would be the event's own.
  hasPod: sql<boolean>`exists (select 1 from pod_files p where p.shipment_id = shipments.id)`,
  events: sql<EventRow[]>`coalesce((
      select json_agg(json_build_object(
        'id', e.id, 'status', e.tracking_status, 'remarks', e.remarks, 'location', e.location,
        'at', floor(extract(epoch from e.occurred_at) * 1000)::bigint
      ) order by e.occurred_at, e.id)
      from tracking_events e where e.shipment_id = shipments.id), '[]'::json)`,
};

/**
 * One shipment, the lookup of every page opened for the first time: a
 * prepared statement, so the server plans it once a connection (planning
 * it cost as much as running it).
 */
export function prepareOneTracking(db: Database, companion?: LookupCompanion) {
  return db
    .select({ ...companion?.columns, ...trackingColumns })
    .from(shipments)
    .where(eq(shipments.lrNo, sql.placeholder("lrNo")))
    .prepare("tracking_one");
}
