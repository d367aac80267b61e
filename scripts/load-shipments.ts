/**
 * Loads shipments with their tracking events into PostgreSQL, for the
 * tracking benchmarks at scale: `COUNT` shipments named
 * BLK000000001… (LR numbers of the demo's shape), each with 3 to 6 events,
 * in batches of 100,000 by generate_series, so a million take minutes, not
 * hours. Existing BLK shipments are kept: the count is topped up.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench COUNT=1000000 npx tsx scripts/load-shipments.ts
 *
 * Migrates the database first. Prints the time taken and the table sizes.
 */
import pg from "pg";
import { openDatabase } from "../database/client";
import { migrateDatabase } from "../database/migrate";

export const BULK_PREFIX = "BLK";
export const bulkLr = (n: number) => `${BULK_PREFIX}${String(n).padStart(9, "0")}`;

export async function loadShipments(url: string, count: number, log = console.log) {
  const database = await openDatabase({ kind: "postgres", url });
  await migrateDatabase(database);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from shipments where lr_no like '${BULK_PREFIX}%'`,
    );
    const have = Number(rows[0]!.n);
    const started = performance.now();
    const BATCH = 100_000;
    for (let from = have + 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await client.query("begin");
      await client.query(
        `insert into shipments (lr_no, order_status, created_at, updated_at)
         select '${BULK_PREFIX}' || lpad(n::text, 9, '0'),
                (array['Manifested','In Transit','Out For Delivery','Delivered'])[1 + n % 4],
                now() - interval '3 days', now()
         from generate_series($1::int, $2::int) n
         on conflict (lr_no) do nothing`,
        [from, to],
      );
      await client.query(
        `insert into tracking_events (shipment_id, tracking_status, remarks, location, occurred_at, external_id)
         select s.id, e.status, e.remarks, e.location, now() - interval '3 days' + (k * interval '11 hours'), 'bulk-' || k
         from shipments s
         cross join lateral generate_series(1, 3 + (s.id % 4)) k
         cross join lateral (select
           (array['Manifested','In Transit','In Transit','Out For Delivery','Delivered','Delivered'])[k] as status,
           (array['Booked at the branch','Left the hub','Reached the hub','With the delivery executive','Delivered','Delivered'])[k] as remarks,
           (array['Vasai','Bhiwandi Hub','Nashik Hub','Pune','Pune','Pune'])[k] as location) e
         where s.lr_no between '${BULK_PREFIX}' || lpad($1::text, 9, '0') and '${BULK_PREFIX}' || lpad($2::text, 9, '0')
         on conflict do nothing`,
        [from, to],
      );
      await client.query("commit");
      log(
        `  ${to.toLocaleString("en-IN")} shipments (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await client.query("analyze shipments; analyze tracking_events");
    const sizes = await client.query<{ shipments: string; events: string }>(
      "select (select count(*) from shipments) as shipments, (select count(*) from tracking_events) as events",
    );
    return {
      seconds: (performance.now() - started) / 1000,
      shipments: Number(sizes.rows[0]!.shipments),
      events: Number(sizes.rows[0]!.events),
    };
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to the PostgreSQL database to fill.");
    process.exit(1);
  }
  const result = await loadShipments(url, Number(process.env.COUNT ?? 1_000_000));
  console.log(
    `${result.shipments.toLocaleString("en-IN")} shipments, ${result.events.toLocaleString("en-IN")} events (${result.seconds.toFixed(0)} s)`,
  );
}
