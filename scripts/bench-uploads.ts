/**
 * `npm run bench:uploads` (docs/decisions/030-customer-care.md, "Bounded
 * re-encoding"): many visitors raising customer-care requests with real
 * photos at once, against the built server on PostgreSQL with two workers
 * (UPLOADS_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/h3_bench:
 * DROPPED and created again; UPLOADS_REDIS_URL, default
 * redis://127.0.0.1:6379/10: emptied; UPLOADS_PORT, default 3162). Needs a
 * build; builds nothing itself.
 *
 * VISITORS (20) each send PHOTOS (3) JPEG photos of about 2.4 MB at once to
 * POST /api/support/tickets: photos of noise, which JPEG cannot shrink, with
 * an EXIF GPS position, so each is decoded and written again as a phone's
 * would be. Meanwhile /api/health is asked every 200 ms and the workers'
 * resident memory read from /proc every 100 ms. Prints the answers by
 * status (and whether every 503 carried Retry-After), the slowest, health's
 * p50/p99/max and the workers' peak RSS, each next to its goal.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import sharp from "sharp";
import { freshDatabase, sleep, startBuiltServer } from "./process-checks";

const databaseUrl =
  process.env.UPLOADS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/h3_bench";
const redisUrl = process.env.UPLOADS_REDIS_URL ?? "redis://127.0.0.1:6379/10";
const port = Number(process.env.UPLOADS_PORT ?? 3162);
const VISITORS = Number(process.env.VISITORS ?? 20);
const PHOTOS = Number(process.env.PHOTOS ?? 3);
const base = `http://127.0.0.1:${port}`;

/** A photo of noise (2.4 MB as JPEG at quality 94) with a GPS position in its EXIF. */
async function noisePhoto(seed: number): Promise<Uint8Array<ArrayBuffer>> {
  const width = 1900;
  const height = 1300;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761 + 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 94 })
    .withExif({
      IFD0: { Make: "BenchPhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 22/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 50/1 0/1",
      },
    })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

await freshDatabase(databaseUrl);
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
await redis.flushdb();
redis.disconnect();

const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => noisePhoto(i + 1)));
console.log(
  `bench:uploads: ${VISITORS} visitors × ${PHOTOS} photos of ${photos
    .map((p) => (p.byteLength / 1e6).toFixed(2))
    .join(", ")} MB, database ${databaseUrl}, redis ${redisUrl}, port ${port}`,
);

const server = startBuiltServer({
  WEB_CONCURRENCY: "2",
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  SMTP_URL: "",
  PORT: String(port),
  SESSION_SECRET: "",
  TRUST_PROXY: "loopback",
  // The limiter is not what is measured.
  RATE_LIMIT_ACCEPTED: "1000",
  RATE_LIMIT_REJECTED: "1000",
  RATE_LIMIT_ACKS: "1000",
});
const workers = new Set<number>();
let listening: () => void;
const ready = new Promise<void>((resolve) => (listening = resolve));
const warnings: string[] = [];
createInterface({ input: server.stdout! }).on("line", (text) => {
  try {
    const line = JSON.parse(text) as { msg?: string; pid?: number; level?: number };
    if (line.msg === "worker started" && line.pid) workers.add(line.pid);
    if (line.msg === "all workers listening") listening();
    if ((line.level ?? 0) >= 50) warnings.push(text.slice(0, 300));
  } catch {
    // not a log line
  }
});

/** The sum of the workers' resident memory now, in bytes. */
function workersRss(): number {
  let total = 0;
  for (const pid of workers) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total = Math.max(total, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // gone
    }
  }
  return total;
}

try {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ready,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("the server did not start in 150 s")), 150_000);
    }),
  ]);
  clearTimeout(timer);
  console.log(`  two workers listening: pids ${[...workers].join(", ")}`);
  // The server has its first-start work behind it before the visitors come.
  await sleep(2_000);

  let running = true;
  let rssPeak = 0;
  const rssWatch = (async () => {
    while (running) {
      rssPeak = Math.max(rssPeak, workersRss());
      await sleep(100);
    }
  })();
  const health: number[] = [];
  const healthFailures: string[] = [];
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) healthFailures.push(String(res.status));
      } catch (error) {
        healthFailures.push(String(error));
      }
      health.push(performance.now() - started);
      await sleep(200);
    }
  })();

  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      const body = new FormData();
      body.set(
        "data",
        JSON.stringify({
          category: "other",
          name: "Asha Patil",
          email: `asha.${v}@example.org`,
          phone: "9876543210",
          description: "The photos show the cartons as they arrived at our godown this morning.",
        }),
      );
      photos.forEach((photo, i) =>
        body.append("attachments", new Blob([photo], { type: "image/jpeg" }), `IMG_${i}.jpg`),
      );
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/support/tickets`, {
          method: "POST",
          body,
          headers: { "X-Forwarded-For": `10.20.${v >> 8}.${v & 255}` },
          signal: AbortSignal.timeout(180_000),
        });
        await res.arrayBuffer();
        return {
          status: String(res.status),
          retryAfter: res.headers.get("Retry-After"),
          ms: performance.now() - t0,
        };
      } catch (error) {
        return { status: `error ${String(error)}`, retryAfter: null, ms: performance.now() - t0 };
      }
    }),
  );
  const wall = performance.now() - started;
  running = false;
  await Promise.all([prober, rssWatch]);

  const byStatus = new Map<string, number>();
  for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const unavailable = outcomes.filter((o) => o.status === "503");
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  const sorted = [...health].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const fiveXX = outcomes.filter((o) => /^5/.test(o.status) && o.status !== "503").length;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`  answers: ${[...byStatus].map(([s, n]) => `${s} × ${n}`).join(", ")}`);
  console.log(
    `  503s with Retry-After: ${unavailable.filter((o) => o.retryAfter).length} of ${unavailable.length}`,
  );
  console.log(
    `  slowest request: ${(slowest / 1000).toFixed(1)} s (all in ${(wall / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  /api/health: ${health.length} probes, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ${healthFailures.length} not 200   (goal p99 under 1000 ms)`,
  );
  console.log(`  peak RSS of a worker: ${mb(rssPeak)}   (goal under 300 MB)`);
  console.log(
    `  5xx other than 503: ${fiveXX}; 503 without Retry-After: ${unavailable.filter((o) => !o.retryAfter).length}`,
  );
  // The machine may be shared: the figures mean little without its load.
  console.log(
    `  load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  for (const w of warnings.slice(0, 5)) console.log(`  server: ${w}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
}
