/**
 * `npm run bench`: the performance figures
 * in one run, each next to its goal, on the machine's PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench — its shipments are DELETED) and
 * Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379/9), driving the load
 * with wrk from Debian's packages (installed if missing). Needs a build.
 *
 * Every request comes from another visitor's address (X-Forwarded-For from
 * 10.0.0.0/8, believed from loopback as TRUST_PROXY's default), so the rate
 * limits measure the server, not the limiter.
 *
 *   DURATION=10 CONNECTIONS=50 BENCH_BIG=1 BENCH_LIGHTHOUSE=1 npm run bench
 *
 * BENCH_BIG=0 skips the million shipments (minutes of loading);
 * BENCH_LIGHTHOUSE=0 skips Lighthouse on every route (most of an hour at
 * RUNS=3: it runs scripts/lighthouse.ts on every public route in three
 * languages and the staff sign-in, against a server of its own on the
 * embedded database with the demo data; RUNS=1 by default here).
 *
 * "First time" means what it says: each request asks for a shipment page
 * this server has not rendered before (LR numbers counted up, never
 * repeated), so the figure is the cost of a first visit, not of a cache.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { bulkLr, loadShipments } from "./load-shipments";
import { ensureDatabase } from "./process-checks";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const dbUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/9";
const port = Number(process.env.BENCH_PORT ?? 3401);
const barePort = port + 1;
const big = process.env.BENCH_BIG !== "0";
const lighthouse = process.env.BENCH_LIGHTHOUSE !== "0";
const work = mkdtempSync(path.join(tmpdir(), "sil-bench-"));
const rows: { what: string; figure: string; goal: string; ok?: boolean }[] = [];

function row(what: string, figure: string, goal = "", ok?: boolean) {
  rows.push({ what, figure, goal, ok });
  console.log(
    `  ${what}: ${figure}${goal ? `   (goal ${goal}${ok === undefined ? "" : ok ? ", met" : ", MISSED"})` : ""}`,
  );
}

function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  console.log("Installing wrk from Debian's packages");
  execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit" });
}

/** The end of every wrk Lua script: one line of figures for wrk() to read. */
const WRK_DONE = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/** A wrk Lua script: the paths in turn, each request from another 10.x.y.z. */
function wrkScript(paths: string[]): string {
  const file = path.join(work, `paths-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(
    file,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}
local i = 0
request = function()
  i = i + 1
  local ip = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format("GET", paths[(i % #paths) + 1], { ["X-Forwarded-For"] = ip, ["Accept-Encoding"] = "gzip" })
end
${WRK_DONE}`,
  );
  return file;
}

/** A wrk Lua script: each request a shipment page not asked for before, BLK numbers counted up from `from`. */
function firstTimeScript(prefix: string, from: number): string {
  const file = path.join(work, `first-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(
    file,
    `local k = 0
local thread_id = 0
id = 0
setup = function(thread)
  thread:set("id", thread_id)
  thread_id = thread_id + 1
end
request = function()
  k = k + 1
  local lr = string.format("BLK%09d", ${from} + (k - 1) * 2 + id)
  local ip = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format("GET", "${prefix}/track-shipment-v2/" .. lr, { ["X-Forwarded-For"] = ip, ["Accept-Encoding"] = "gzip" })
end
${WRK_DONE}`,
  );
  return file;
}

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

function wrk(base: string, paths: string[] | { script: string }, seconds = DURATION): Load {
  const script = Array.isArray(paths) ? wrkScript(paths) : paths.script;
  const out = execFileSync(
    "wrk",
    ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, base],
    { encoding: "utf8" },
  );
  const m = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out);
  if (!m) throw new Error(`wrk said:\n${out}`);
  const [requests, durationUs, p50, p99, errors, non2xx] = m.slice(1).map(Number) as number[];
  return {
    rps: requests! / (durationUs! / 1e6),
    p50: p50! / 1000,
    p99: p99! / 1000,
    errors: errors!,
    non2xx: non2xx!,
  };
}

const fmt = (l: Load) =>
  `${Math.round(l.rps)} req/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms` +
  (l.errors || l.non2xx ? `, ${l.errors} errors, ${l.non2xx} not 2xx` : "");

async function waitFor(url: string, child?: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function startServer(extra: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/host/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: "info", // as in production: the log line is part of the cost
      ...extra,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

/** Starts from no shipments (the pincode directory and the rest stay: loading them takes a while). */
async function emptyShipments() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows: found } = await client.query("select to_regclass('public.shipments') as t");
  if (found[0].t)
    await client.query("truncate shipments, tracking_events, pod_files restart identity cascade");
  await client.end();
}

async function queryPlan(lrNo: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows: plan } = await client.query<{ "QUERY PLAN": string }>(
    `explain (analyze, buffers, costs off, timing on)
     select s.lr_no, s.order_status,
       exists (select 1 from pod_files p where p.shipment_id = s.id),
       coalesce((select json_agg(json_build_object('id', e.id, 'status', e.tracking_status) order by e.occurred_at, e.id)
                 from tracking_events e where e.shipment_id = s.id), '[]'::json)
     from shipments s where s.lr_no in ($1)`,
    [lrNo],
  );
  await client.end();
  return plan.map((r) => r["QUERY PLAN"]).join("\n");
}

/** Opens each path once, four at a time, from addresses of their own. */
async function warm(paths: readonly string[]) {
  let next = 0;
  const open = async (p: string, from: string) => {
    const response = await fetch(base + p, { headers: { "X-Forwarded-For": from } });
    await response.arrayBuffer();
  };
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++]!;
      const from = `10.9.${next % 250}.${(next % 200) + 1}`;
      // A kept-alive connection the server has meanwhile closed fails once: open again.
      await open(p, from).catch(() => open(p, from));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** A spread of n LR numbers over the first `count` bulk shipments. */
const spread = (n: number, count: number) =>
  Array.from({ length: n }, (_, i) => bulkLr(1 + Math.floor(((i * 7919) % n) * (count / n))));

ensureWrk();
const base = `http://127.0.0.1:${port}`;
console.log(
  `Benchmark: ${CONNECTIONS} connections, ${DURATION} s a measurement, wrk on the same machine (${
    (await import("node:os")).cpus().length
  } cores)\n`,
);

console.log("Filling PostgreSQL with 10,000 shipments");
await ensureDatabase(dbUrl); // on a fresh machine; loadShipments() migrates it
await emptyShipments();
await loadShipments(dbUrl, 10_000, () => {});
let server = await startServer();

const hot = bulkLr(1);
const apiPath = `/api/order/web/tracking/${hot}`;
const json = await (await fetch(base + apiPath)).text();
// In a process of its own: wrk runs synchronously here, and would starve a server in this one.
const bareCode = `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }); s.end(process.env.BODY); }).listen(${barePort}, "127.0.0.1", () => console.log("up"));`;
const bare = spawn(process.execPath, ["-e", bareCode], {
  env: { ...process.env, BODY: json },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => bare.stdout!.once("data", resolve));

console.log("\n1. Tracking API next to a bare node:http server answering the same JSON");
const bareLoad = wrk(`http://127.0.0.1:${barePort}`, ["/"]);
row("bare node:http", fmt(bareLoad));
wrk(base, [apiPath], 3); // a warm-up, as the bare server needs none: the JIT, the caches, Redis's connection
const apiLoad = wrk(base, [apiPath]);
row("GET /api/order/web/tracking/{lr}", fmt(apiLoad));
const ratio = apiLoad.rps / bareLoad.rps;
row("API / bare", ratio.toFixed(2), "≥ 0.60", ratio >= 0.6);
bare.kill();

console.log("\n2. Tracking at 10,000 shipments");
const apiMixSmall = wrk(
  base,
  spread(1000, 10_000).map((lr) => `/api/order/web/tracking/${lr}`),
);
row("API, 1,000 LR numbers, 10,000 shipments", fmt(apiMixSmall));

console.log(
  "\n3. The shipment page (its frame rendered once per language, its own part per shipment)",
);
const pageHot = wrk(base, [`/track-shipment-v2/${hot}`]);
row(
  "one LR number (hot)",
  fmt(pageHot),
  "≥ 800 req/s, p99 ≤ 250 ms",
  pageHot.rps >= 800 && pageHot.p99 <= 250,
);
const mix = spread(1000, 10_000);
const mixPaths = mix.map((lr) => `/track-shipment-v2/${lr}`);
// A sale's crowd opens pages already opened: each page once, so every one is kept.
await warm(mixPaths);
const pageMix = wrk(base, mixPaths);
row("1,000 LR numbers, each page opened before", fmt(pageMix), "p99 ≤ 150 ms", pageMix.p99 <= 150);

// Pages nobody opened: shipments 10,001 on, a range of its own for each language.
console.log("\n  Topping up to 100,000 shipments for pages opened for the first time");
await loadShipments(dbUrl, 100_000, () => {});
const FIRST_TIME_FROM = { en: 10_001, hi: 40_001, mr: 70_001 } as const;
const firstTimeGoal = (l: Load) => l.rps >= 1000 && l.p99 <= 250 && !l.errors && !l.non2xx;
const firstTime: Partial<Record<keyof typeof FIRST_TIME_FROM, Load>> = {};
for (const lang of ["en", "hi", "mr"] as const) {
  const load = wrk(base, {
    script: firstTimeScript(lang === "en" ? "" : `/${lang}`, FIRST_TIME_FROM[lang]),
  });
  firstTime[lang] = load;
  row(
    `${{ en: "English", hi: "Hindi", mr: "Marathi" }[lang]}, every request a page opened for the first time`,
    fmt(load),
    "≥ 1,000 req/s, p99 ≤ 250 ms",
    firstTimeGoal(load),
  );
}

if (big) {
  await stop(server);
  console.log("\nFilling PostgreSQL to 1,000,000 shipments");
  const loaded = await loadShipments(dbUrl, 1_000_000, (l) => process.stdout.write(`\r${l}   `));
  console.log(
    `\r  ${loaded.shipments.toLocaleString("en-IN")} shipments, ${loaded.events.toLocaleString("en-IN")} events in ${loaded.seconds.toFixed(0)} s`,
  );
  server = await startServer();
  const apiMixBig = wrk(
    base,
    spread(1000, 1_000_000).map((lr) => `/api/order/web/tracking/${lr}`),
  );
  row("API, 1,000 LR numbers, 1,000,000 shipments", fmt(apiMixBig));
  const growth = apiMixBig.p99 / apiMixSmall.p99;
  row("p99 at 1,000,000 / at 10,000", growth.toFixed(2), "≤ 1.20", growth <= 1.2);
  console.log("\n  Query plan of one lookup at 1,000,000 shipments:\n");
  console.log((await queryPlan(bulkLr(987_654))).replace(/^/gm, "    "));
}

console.log("\n4. Two workers (WEB_CONCURRENCY=2) on one port, against the one above");
await stop(server);
try {
  server = await startServer({ WEB_CONCURRENCY: "2" });
  // Each worker keeps its own parts. A kept-alive connection stays with one
  // worker, so warm() would show each worker the same half: wrk's own 50
  // connections, cycling through every page, show both workers all of them.
  await warm(mixPaths);
  wrk(base, mixPaths, 5);
  const twoMix = wrk(base, mixPaths);
  row("shipment page, 1,000 LR numbers opened before, 2 workers", fmt(twoMix));
  const scale = twoMix.rps / pageMix.rps;
  row("2 workers / 1, pages opened before", scale.toFixed(2), "≥ 1.6", scale >= 1.6);
  const twoFirst = wrk(base, { script: firstTimeScript("", FIRST_TIME_FROM.en) });
  row("shipment page, first time, 2 workers", fmt(twoFirst));
  const firstScale = twoFirst.rps / firstTime.en!.rps;
  row("2 workers / 1, first time", firstScale.toFixed(2), "≥ 1.6", firstScale >= 1.6);
  const twoApi = wrk(base, [apiPath]);
  row("API, 2 workers", fmt(twoApi));
} catch (error) {
  row("2 workers", `not measured: ${(error as Error).message}`);
}
await stop(server);

if (lighthouse) {
  console.log(
    "\n5. Lighthouse (mobile): every public route in English, Hindi and Marathi, and the staff sign-in",
  );
  // A server of its own on the embedded database, whose demo data has the
  // shipment with delivery options the script opens.
  const demo = spawn(process.execPath, ["build/host/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      REDIS_URL: "",
      WEB_CONCURRENCY: "1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sil-bench-demo-")),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, demo);
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/lighthouse.ts"], {
    env: { ...process.env, BASE_URL: base, RUNS: process.env.RUNS ?? "1" },
    stdio: "inherit",
  });
  row(
    "Lighthouse",
    result.status === 0 ? "every route within budget" : "some routes missed (table above)",
    "Performance ≥ 98 on public routes, Accessibility 100 everywhere, CLS ≤ 0.02",
    result.status === 0,
  );
  await stop(demo);
}

console.log("\nSummary");
for (const r of rows.filter((r) => r.goal))
  console.log(`  ${r.ok ? "met   " : "MISSED"}  ${r.what}: ${r.figure} (goal ${r.goal})`);
process.exit(0);
