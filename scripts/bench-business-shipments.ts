/**
 * Benchmark (not a test): a business's shipments list with 100,000
 * shipments of that business (and 20,000 of another) on PostgreSQL, budget
 * under 100 ms a page (CONTRACT.md "Business accounts", "shipments"). Prints
 * the median time of the first page, a deep page, a `q` search and a
 * filtered page, through the same function the page calls.
 *
 *   npx tsx scripts/bench-business-shipments.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/other npx tsx scripts/bench-business-shipments.ts
 *
 * The database (default h_list_bench) is made when missing; its public schema is dropped first.
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../database/client";
import { createDatabase } from "../database/create-database";
import { migrateDatabase } from "../database/migrate";
import { businesses } from "../database/schema";
import { BusinessShipmentFilterSchema } from "@core/schemas/business-lists";
import { listBusinessShipments } from "../server/business/shipments";

const SHIPMENTS = Number(process.env.SHIPMENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/h_list_bench";

/** Rows made by the database itself: 100k inserts from here would measure the driver. */
async function seed(handle: DatabaseHandle, businessId: string, count: number, offset: number) {
  await handle.db.execute(sql`
    insert into shipments (lr_no, order_status, business_id, consignee_name, consignee_phone,
      destination_pincode, service, payment_mode, declared_value_paise, freight_paise, gst_paise,
      client_ref, created_at)
    select 'SB' || lpad((${offset} + i)::text, 10, '0'),
      (array['Booked','Manifested','In Transit','Out for Delivery','Delivered','Delivered','Delivered','Delayed'])[1 + i % 8],
      ${businessId}::uuid, 'Consignee ' || i, '98' || lpad(i::text, 8, '0'),
      (array['411001','110001','400001','560001','600001'])[1 + i % 5],
      'ptl', (array['paid','to_pay','cod'])[1 + i % 3], 1200000, 45000, 8100,
      'ORD-' || i, now() - ((${count} - i) || ' minutes')::interval
    from generate_series(1, ${count}) as i`);
}

async function median(run: () => Promise<unknown>) {
  await run(); // warm the cache and the plan
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

await createDatabase(url).catch(() => undefined);
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(
  "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
);
await client.end();

const handle = await openDatabase({ kind: "postgres", url });
await migrateDatabase(handle);
const [mine, other] = await handle.db
  .insert(businesses)
  .values([{ legalName: "Bench Traders" }, { legalName: "Other Exports" }])
  .returning({ id: businesses.id });
const seeded = performance.now();
await seed(handle, mine!.id, SHIPMENTS, 0);
await seed(handle, other!.id, 20_000, SHIPMENTS);
await handle.db.execute(sql`vacuum analyze shipments`);
console.log(
  `PostgreSQL: ${SHIPMENTS.toLocaleString("en-IN")} shipments of one business seeded in ${Math.round(performance.now() - seeded)} ms`,
);

const cases: [string, Record<string, string>][] = [
  ["first page", {}],
  ["page 1,000 (deep)", { page: "1000" }],
  ["page 200 (deep, within count)", { page: "200" }],
  ["q: consignee name", { q: "consignee 54321" }],
  ["q: part of a name", { q: "nee 5432" }],
  ["q: phone digits", { q: "98000 54321" }],
  ["q: LR number", { q: "SB0000054321" }],
  ["filter: status + payment", { status: "delayed", payment: "cod" }],
  ["filter: PIN code + dates", { pincode: "110001", from: "2020-01-01" }],
  ["filter: delivered, page 50", { status: "delivered", page: "50" }],
];
for (const [name, params] of cases) {
  const filter = BusinessShipmentFilterSchema.parse(params);
  const ms = await median(() => listBusinessShipments(handle.db, mine!.id, filter));
  console.log(
    `  ${name.padEnd(32)} ${ms.toFixed(1).padStart(7)} ms ${ms < 100 ? "" : " OVER BUDGET (100 ms)"}`,
  );
}
await handle.close();
