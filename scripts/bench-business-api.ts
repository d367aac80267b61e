/**
 * POST /api/business/v1/shipments under load (docs/decisions/041-business-api.md):
 * the built server (needs a build) with two workers on PostgreSQL, CONCURRENCY
 * requests in flight (16: 300 a second at 50 ms each, by Little's law) for DURATION seconds (15), each a booking with its own
 * client_ref and Idempotency-Key; prints bookings a second and p50/p99 latency
 * beside the goal (>= 300/s, p99 < 200 ms).
 *
 *   npm run bench:business-api
 *
 * BENCH_DATABASE_URL (default …/h_api_bench) is dropped and created again;
 * REDIS_URL for the rate limits is BENCH_REDIS_URL (default redis db 7, emptied;
 * `none` counts them in PostgreSQL instead); BENCH_PORT 3142.
 */
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import pg from "pg";
import { apiKeyHash, apiKeyHmacKey, newApiKey, prefixOf } from "../server/business/api-keys";
import { freshDatabase, sleep, startBuiltServer } from "./process-checks";

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/h_api_bench";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/7";
const port = Number(process.env.BENCH_PORT ?? 3142);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const DURATION = Number(process.env.DURATION ?? 15);
const SECRET = "bench-business-api-session-secret";

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

await freshDatabase(databaseUrl);
if (redisUrl !== "none") {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
}
console.log(
  `bench:business-api: ${CONCURRENCY} in flight for ${DURATION} s, database ${databaseUrl}, rate limits in ${redisUrl === "none" ? "PostgreSQL" : redisUrl}, port ${port}`,
);

const server = startBuiltServer({
  WEB_CONCURRENCY: "2",
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl === "none" ? "" : redisUrl,
  SMTP_URL: "",
  PORT: String(port),
  SESSION_SECRET: SECRET,
  TRUST_PROXY: "loopback",
  LOG_LEVEL: "warn",
  // The per-key budget is not what is measured.
  BUSINESS_API_PER_MINUTE: "10000000",
});
let listening: () => void;
const ready = new Promise<void>((resolve) => (listening = resolve));
createInterface({ input: server.stdout! }).on("line", (text) => {
  try {
    const line = JSON.parse(text) as { msg?: string };
    if (line.msg === "all workers listening") listening();
  } catch {
    // not a log line
  }
});

async function waitForHealth() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(500);
  }
  throw new Error("the server did not answer /api/health in 180 s");
}

try {
  await Promise.race([ready, waitForHealth()]);
  await waitForHealth();

  // A business with a saved address and a key, written as the services would.
  const key = newApiKey();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const business = await client.query<{ id: string }>(
    "insert into businesses (legal_name) values ('Bench Traders') returning id",
  );
  const businessId = business.rows[0]!.id;
  await client.query(
    `insert into business_addresses (business_id, label, contact_name, phone, address, pincode, city, state)
     values ($1, 'Bhiwandi', 'Store', '9822000001', 'Gala 7', '421302', 'Bhiwandi', 'Maharashtra')`,
    [businessId],
  );
  await client.query(
    "insert into business_api_keys (business_id, name, prefix, key_hash) values ($1, 'Bench', $2, $3)",
    [businessId, prefixOf(key), apiKeyHash(apiKeyHmacKey(SECRET), key)],
  );

  const destinations = ["411001", "110001", "560001", "400001", "600001", "700001", "380001"];
  let n = 0;
  const book = async () => {
    const i = n++;
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/business/v1/shipments`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        "Idempotency-Key": `bench-${i}`,
      },
      body: JSON.stringify({
        consignee: {
          name: `Ramesh Traders ${i}`,
          phone: "9822012345",
          address: `Shop ${i}, MG Road`,
          pincode: destinations[i % destinations.length],
        },
        service: i % 3 ? "ptl" : "express",
        packages: [
          { count: 1 + (i % 3), weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 },
        ],
        declared_value: 1_000 + i,
        invoice_no: `INV-${i}`,
        payment_mode: i % 2 ? "paid" : "cod",
        cod_amount: i % 2 ? null : 1_000 + i,
        client_ref: `BENCH-${i}`,
      }),
    });
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started };
  };

  // A short warm-up: the workers' first bookings compile their paths and fill caches.
  for (let i = 0; i < 50; i++) await book();

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const start = performance.now();
  const end = start + DURATION * 1_000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const { status, ms } = await book();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) latencies.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1_000;
  const sorted = latencies.sort((x, y) => x - y);
  const rate = sorted.length / seconds;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const stored = await client.query<{ n: string }>(
    "select count(*)::text as n from shipments where business_id = $1",
    [businessId],
  );
  await client.end();
  console.log(`  answers by status: ${[...statuses].map(([s, c]) => `${s} x ${c}`).join(", ")}`);
  console.log(`  shipments stored: ${stored.rows[0]!.n} (50 of them in the warm-up)`);
  console.log(`  bookings/s: ${rate.toFixed(0)} (goal >= 300) ${rate >= 300 ? "met" : "MISSED"}`);
  console.log(
    `  latency p50: ${p50.toFixed(1)} ms, p99: ${p99.toFixed(1)} ms (goal p99 < 200) ${p99 < 200 ? "met" : "MISSED"}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}
