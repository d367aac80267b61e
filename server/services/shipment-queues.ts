/**
 * Operations' shipment queues (core/shipment-queues.ts): which shipments are
 * in each, and how many. One statement each; the newest event of every
 * shipment is found through the (shipment_id, id) index's table, by when it
 * happened. Statuses compare in their one spelling, lowercased, so a legacy
 * row in another case still counts. `now` is the caller's clock.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { todayInIndia } from "@core/schemas/lead-fields";
import { STALE_AFTER_HOURS, type ShipmentQueue } from "@core/shipment-queues";

export type QueueRow = {
  lrNo: string;
  orderStatus: string;
  lastStatus: string | null;
  lastLocation: string | null;
  /** When the newest event happened; null when there is none. */
  lastAt: Date | null;
  /** When the journey began: the first event, or the shipment's creation. */
  since: Date;
};

const HOUR_MS = 60 * 60_000;

/** The India calendar day holding `now`, as an instant range [start, end). */
export function indiaDayOf(now: Date): { start: Date; end: Date } {
  const start = new Date(`${todayInIndia(now)}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + 24 * HOUR_MS) };
}

const norm = (column: SQL) => sql`lower(regexp_replace(${column}, '[[:space:]_-]+', ' ', 'g'))`;

/** Each queue's condition over the `latest` rows below. */
function conditionOf(queue: ShipmentQueue, now: Date): SQL {
  const status = norm(sql`l.order_status`);
  switch (queue) {
    case "stale": {
      const before = new Date(now.getTime() - STALE_AFTER_HOURS * HOUR_MS).toISOString();
      return sql`(${status} not in ('delivered', 'cancelled')
        and coalesce(l.last_at, l.created_at) < ${before}::timestamptz)`;
    }
    case "delayed":
      return sql`(${status} = 'delayed')`;
    case "out-for-delivery": {
      const { start, end } = indiaDayOf(now);
      return sql`(${status} = 'out for delivery' and exists (
        select 1 from tracking_events o where o.shipment_id = l.id
          and ${norm(sql`o.tracking_status`)} = 'out for delivery'
          and o.occurred_at >= ${start.toISOString()}::timestamptz
          and o.occurred_at < ${end.toISOString()}::timestamptz))`;
    }
    case "attempted":
      return sql`(${norm(sql`l.last_status`)} = 'delivery attempted')`;
  }
}

/** Every shipment with its newest event and when its journey began. */
const latest = sql`latest as (
  select s.id, s.lr_no, s.order_status, s.created_at,
    e.tracking_status as last_status, e.location as last_location, e.occurred_at as last_at,
    (select min(f.occurred_at) from tracking_events f where f.shipment_id = s.id) as first_at
  from shipments s
  left join lateral (
    select t.tracking_status, t.location, t.occurred_at from tracking_events t
    where t.shipment_id = s.id order by t.occurred_at desc, t.id desc limit 1
  ) e on true
)`;

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

type RawRow = {
  lr_no: string;
  order_status: string;
  last_status: string | null;
  last_location: string | null;
  last_at: number | string | null;
  since: number | string;
  total: number | string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createShipmentQueues(db: Database) {
  return {
    /** The queue's shipments, the longest without an update first; at most `limit`, with the total. */
    async list(
      queue: ShipmentQueue,
      { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
    ): Promise<{ rows: QueueRow[]; total: number }> {
      const order =
        queue === "out-for-delivery"
          ? sql`l.last_at asc nulls first`
          : sql`coalesce(l.last_at, l.created_at) asc`;
      const result = await db.execute(sql`with ${latest}
        select l.lr_no, l.order_status, l.last_status, l.last_location,
          ${ms("l.last_at")} as last_at, ${ms("coalesce(l.first_at, l.created_at)")} as since,
          count(*) over () as total
        from latest l where ${conditionOf(queue, now)}
        order by ${order}, l.lr_no limit ${limit}`);
      const raw = rowsOf<RawRow>(result);
      return {
        total: Number(raw[0]?.total ?? 0),
        rows: raw.map((r) => ({
          lrNo: r.lr_no,
          orderStatus: r.order_status,
          lastStatus: r.last_status,
          lastLocation: r.last_location,
          lastAt: r.last_at === null ? null : new Date(Number(r.last_at)),
          since: new Date(Number(r.since)),
        })),
      };
    },

    /** How many shipments each queue holds now. */
    async counts({ now = new Date() }: { now?: Date } = {}): Promise<
      Record<ShipmentQueue, number>
    > {
      const result = await db.execute(sql`with ${latest}
        select
          count(*) filter (where ${conditionOf("stale", now)}) as stale,
          count(*) filter (where ${conditionOf("delayed", now)}) as delayed,
          count(*) filter (where ${conditionOf("out-for-delivery", now)}) as out_for_delivery,
          count(*) filter (where ${conditionOf("attempted", now)}) as attempted
        from latest l`);
      const [row] = rowsOf<Record<string, number | string>>(result);
      return {
        stale: Number(row?.stale ?? 0),
        delayed: Number(row?.delayed ?? 0),
        "out-for-delivery": Number(row?.out_for_delivery ?? 0),
        attempted: Number(row?.attempted ?? 0),
      };
    },
  };
}

export type ShipmentQueues = ReturnType<typeof createShipmentQueues>;
