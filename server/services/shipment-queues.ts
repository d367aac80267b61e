/**
 * Operations' shipment queues (core/shipment-queues.ts): which shipments are
 * in each, and how many. One statement each. Every queue is of open
 * shipments (not Delivered or Cancelled), so the newest event is looked up
 * (through the (shipment_id, id) index, by when it happened) only for those,
 * not for the years of delivered ones; the first event, for the age, only
 * for the rows a list shows. Statuses compare in their one spelling,
 * lowercased, so a legacy row in another case still counts. `now` is the
 * caller's clock.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database/client";
import { todayInIndia } from "@core/schemas/lead-fields";
import { STALE_AFTER_HOURS, type ShipmentQueue } from "@core/shipment-queues";
import { z } from "@core/zod";
import { bindContext } from "./bind-context";
import { rowsOf, SqlNumber } from "./query-rows";

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
      return sql`(coalesce(l.last_at, l.created_at) < ${before}::timestamptz)`;
    }
    case "delayed":
      return sql`(lower(trim(l.order_status)) = 'delayed')`;
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

/** Every open shipment (not Delivered or Cancelled) with its newest event. */
const latest = sql`latest as (
  select s.id, s.lr_no, s.order_status, s.created_at,
    e.tracking_status as last_status, e.location as last_location, e.occurred_at as last_at
  from shipments s
  left join lateral (
    select t.tracking_status, t.location, t.occurred_at from tracking_events t
    where t.shipment_id = s.id order by t.occurred_at desc, t.id desc limit 1
  ) e on true
  where lower(trim(s.order_status)) not in ('delivered', 'cancelled')
)`;

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

const QueueRowSchema = z.object({
  lr_no: z.string(),
  order_status: z.string(),
  last_status: z.string().nullable(),
  last_location: z.string().nullable(),
  last_at: SqlNumber.nullable(),
  since: SqlNumber,
  total: SqlNumber,
});

const CountsRowSchema = z.record(z.string(), SqlNumber);

/**
 * Runs a queue's statement without PostgreSQL's JIT: the planner's cost of
 * a lookup per open shipment passes jit_above_cost, and compiling took
 * 250 ms of a 350 ms count over 100,000 shipments that runs in 100 ms
 * without it (measured; see the commit).
 */
function run(db: Database, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
}

/** The queue's shipments, the longest without an update first; at most `limit`, with the total. */
async function list(
  db: Database,
  queue: ShipmentQueue,
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<{ rows: QueueRow[]; total: number }> {
  const order = (alias: "l" | "p") =>
    queue === "out-for-delivery"
      ? sql.raw(`${alias}.last_at asc nulls first, ${alias}.lr_no`)
      : sql.raw(`coalesce(${alias}.last_at, ${alias}.created_at) asc, ${alias}.lr_no`);
  // The first event (the age) is read for the rows shown only, after the limit.
  const result = await run(
    db,
    sql`with ${latest}
    select p.lr_no, p.order_status, p.last_status, p.last_location, p.total,
      ${ms("p.last_at")} as last_at,
      ${ms("coalesce((select min(f.occurred_at) from tracking_events f where f.shipment_id = p.id), p.created_at)")} as since
    from (
      select l.*, count(*) over () as total from latest l
      where ${conditionOf(queue, now)}
      order by ${order("l")} limit ${limit}
    ) p
    order by ${order("p")}`,
  );
  const raw = rowsOf(QueueRowSchema, result);
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
}

/** How many shipments each queue holds now. */
async function counts(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<Record<ShipmentQueue, number>> {
  const result = await run(
    db,
    sql`with ${latest}
    select
      count(*) filter (where ${conditionOf("stale", now)}) as stale,
      count(*) filter (where ${conditionOf("delayed", now)}) as delayed,
      count(*) filter (where ${conditionOf("out-for-delivery", now)}) as out_for_delivery,
      count(*) filter (where ${conditionOf("attempted", now)}) as attempted
    from latest l`,
  );
  const [row] = rowsOf(CountsRowSchema, result);
  return {
    stale: Number(row?.stale ?? 0),
    delayed: Number(row?.delayed ?? 0),
    "out-for-delivery": Number(row?.out_for_delivery ?? 0),
    attempted: Number(row?.attempted ?? 0),
  };
}

/** The queues' functions, bound to one database. */
export function createShipmentQueues(db: Database) {
  const bind = bindContext(db);
  return { list: bind(list), counts: bind(counts) };
}

export type ShipmentQueues = ReturnType<typeof createShipmentQueues>;
