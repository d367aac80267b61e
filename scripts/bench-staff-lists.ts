/**
 * Benchmark (not a test): the staff console's lead list with 100,000 leads
 * (budget under 100 ms each). Seeds the leads into a fresh
 * database and prints the median server time of the list, a filter, a search
 * and a deep page, through the same service the console calls, on the
 * embedded database and (when BENCH_DATABASE_URL is set) on PostgreSQL.
 *
 *   npx tsx scripts/bench-staff-lists.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx scripts/bench-staff-lists.ts
 *
 * The PostgreSQL database's public schema is dropped first.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../database/client";
import { migrateDatabase } from "../database/migrate";
import { LeadFilterSchema } from "@core/schemas/staff-lists";
import { createLeadInbox } from "../server/services/leads/lead-inbox";

const LEADS = Number(process.env.LEADS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);

async function seed(handle: DatabaseHandle) {
  const assignees = Array.from({ length: 8 }, () => randomUUID());
  // Rows made by the database itself: 100k inserts from here would measure the driver, not the list.
  await handle.db.execute(sql`
    insert into leads (id, kind, name, company, email, phone, search, status, assignee_id, due_at, created_at)
    select gen_random_uuid(),
      (array['quote','customQuote','pickup','contact','client','franchise'])[1 + i % 6],
      'Lead ' || i, case when i % 3 = 0 then 'Company ' || i else '' end,
      'lead' || i || '@example.org', '98' || lpad(i::text, 8, '0'),
      lower('lead ' || i || ' company ' || i || ' lead' || i || '@example.org 98' || lpad(i::text, 8, '0')),
      (array['new','contacted','qualified','won','lost','spam'])[1 + (i / 7) % 6],
      case when i % 4 = 0 then null else (${sql.raw(`array[${assignees.map((a) => `'${a}'`).join(",")}]::uuid[]`)})[1 + i % 8] end,
      case when (i / 7) % 6 = 0 then now() - (i || ' minutes')::interval + interval '24 hours' end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${LEADS}) as i`);
  await handle.db.execute(sql`analyze leads`);
  return assignees[1]!;
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

async function bench(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const seeded = performance.now();
  const someone = await seed(handle);
  console.log(
    `${label}: ${LEADS.toLocaleString("en-IN")} leads seeded in ${Math.round(performance.now() - seeded)} ms`,
  );
  const inbox = createLeadInbox(handle.db);
  const list = (params: Record<string, string>) => () =>
    inbox.list(LeadFilterSchema.parse(params), someone);
  const cases: [string, Record<string, string>][] = [
    ["list, newest first", {}],
    ["filter: kind + status", { type: "pickup", status: "new" }],
    ["filter: assigned to me", { assignee: "me" }],
    ["filter: overdue", { overdue: "1" }],
    ["search: phone digits", { q: "98000 12345" }],
    ["search: name", { q: "lead 99999" }],
    ["page 1,000", { page: "1000" }],
  ];
  for (const [name, params] of cases) {
    const ms = await median(list(params));
    console.log(
      `  ${name.padEnd(26)} ${ms.toFixed(1).padStart(7)} ms ${ms < 100 ? "" : " OVER BUDGET (100 ms)"}`,
    );
  }
  await handle.close();
}

await bench("embedded (PGlite, in memory)", await openDatabase({ kind: "pglite" }));

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
  );
  await client.end();
  await bench("PostgreSQL", await openDatabase({ kind: "postgres", url }));
}
