/**
 * Benchmark (not a test): requests/s and latency of the tracking API at 50
 * connections, next to a bare node:http server answering the same JSON, the
 * server-rendered tracking page, and a batch of 25 LR numbers through the
 * batch API and the list page (within 3x a single lookup). Needs a
 * build (`npm run build`).
 *
 *   npx tsx scripts/bench-tracking.ts        DURATION=10 CONNECTIONS=50 BENCH_PORT=3301
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const duration = Number(process.env.DURATION ?? 10) * 1000;
const connections = Number(process.env.CONNECTIONS ?? 50);
const LR = "LR123456789";

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Keeps `connections` requests in flight on kept-alive sockets for `ms`. */
async function load(url: string, ms: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + ms;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      http
        .get(url, { agent, headers: { "Accept-Encoding": "identity" } }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) latencies.push(performance.now() - t0);
            else errors++;
            resolve();
          });
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

const appPort = Number(process.env.BENCH_PORT ?? 3301);
const barePort = appPort + 1;
const OPS_TOKEN = "bench-ops-token-0123456789";
const server = start(["--import", "tsx", "server/main.ts"], {
  PORT: String(appPort),
  HOST: "127.0.0.1",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "sil-bench-")),
  LOG_LEVEL: "warn",
  OPS_API_TOKEN: OPS_TOKEN,
});

/** 24 more shipments with five events each through the ingestion API, so a batch is 25 real answers. */
async function addShipments(): Promise<string[]> {
  const lrNos = [LR];
  const headers = { Authorization: `Bearer ${OPS_TOKEN}`, "Content-Type": "application/json" };
  for (let i = 1; i < 25; i++) {
    const lrNo = `BENCH${String(i).padStart(6, "0")}`;
    const api = `http://127.0.0.1:${appPort}/api/ops/shipments/${lrNo}`;
    await fetch(api, {
      method: "PUT",
      headers,
      body: JSON.stringify({ order_status: "In Transit" }),
    });
    const events = ["Manifested", "In Transit", "In Transit", "In Transit", "Out for Delivery"].map(
      (status, n) => ({
        id: `${lrNo}-${n}`,
        status,
        location: `Hub ${n}`,
        remarks: "Scanned",
        occurred_at: new Date(Date.now() - (5 - n) * 3_600_000).toISOString(),
      }),
    );
    await fetch(`${api}/events`, { method: "POST", headers, body: JSON.stringify({ events }) });
    lrNos.push(lrNo);
  }
  return lrNos;
}
const children = [server];
try {
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  const batch = (await addShipments()).join(",");
  const apiUrl = `http://127.0.0.1:${appPort}/api/order/web/tracking/${LR}`;
  const body = await (await fetch(apiUrl)).text();
  const bare = start(
    [
      "-e",
      `const b=Buffer.from(process.env.BODY);require("node:http").createServer((q,s)=>{s.writeHead(200,{"Content-Type":"application/json","Content-Length":b.length});s.end(b)}).listen(${barePort},"127.0.0.1")`,
    ],
    { BODY: body },
  );
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/`);

  const targets = [
    ["bare node:http, same JSON", `http://127.0.0.1:${barePort}/`],
    ["tracking API (Hono + database)", apiUrl],
    ["tracking page (SSR)", `http://127.0.0.1:${appPort}/track-shipment-v2/${LR}`],
    ["batch API, 25 LR numbers", `http://127.0.0.1:${appPort}/api/order/web/tracking?lr=${batch}`],
    ["list page (SSR), 25 LR numbers", `http://127.0.0.1:${appPort}/track-shipment?lr=${batch}`],
  ] as const;
  const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const [name, url] of targets) {
    await load(url, 1500); // warm-up
    results[name] = await load(url, duration);
  }
  console.log(
    `\n${connections} connections, ${duration / 1000} s each, ${body.length} B of JSON\n`,
  );
  console.log(
    "target".padEnd(34),
    "req/s".padStart(9),
    "p50 ms".padStart(9),
    "p99 ms".padStart(9),
    "errors".padStart(7),
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      name.padEnd(34),
      r.rps.toFixed(0).padStart(9),
      r.p50.toFixed(2).padStart(9),
      r.p99.toFixed(2).padStart(9),
      String(r.errors).padStart(7),
    );
  }
  const ratio = results[targets[1][0]]!.rps / results[targets[0][0]]!.rps;
  console.log(`\ntracking API / bare node:http = ${ratio.toFixed(2)} (goal >= 0.6)`);
  const single = results[targets[1][0]]!;
  const many = results[targets[3][0]]!;
  console.log(
    `batch of 25 / single lookup: p50 ${(many.p50 / single.p50).toFixed(2)}x, p99 ${(many.p99 / single.p99).toFixed(2)}x, ` +
      `req/s ${(single.rps / many.rps).toFixed(2)}x fewer (goal: within 3x)`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
