import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../database/client";
import { seedDemoData } from "../database/seed";
import { openTestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { watchDatabase } from "./metrics";
import { createServices } from "./services/create-services";
import { startHangingRelay, type HangingRelay } from "../tests/support/test-hanging-tcp";

/**
 * /api/health carries the version, /api/ready tells
 * readiness apart from liveness, and /metrics speaks Prometheus' text
 * format behind METRICS_TOKEN.
 */
const TOKEN = "metrics-token-for-the-test";
const VERSION = /^\d+\.\d+\.\d+(\+[0-9a-f]{4,})?$/;

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * A strict reader of Prometheus' text exposition format 0.0.4: every line is
 * a HELP, a TYPE or a sample of a declared family; label values are quoted
 * with only \\, \" and \n escaped; values are floats, +Inf, -Inf or NaN.
 * Anything else throws, so a malformed scrape fails the test.
 */
function parsePrometheus(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
  expect(text.endsWith("\n")).toBe(true);
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === "TYPE") {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(meta[3]!))
          throw new Error(`bad TYPE: ${line}`);
        if (types.has(meta[2]!)) throw new Error(`TYPE twice: ${line}`);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    if (line.startsWith("#")) throw new Error(`bad comment: ${line}`);
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`bad sample: ${line}`);
    const [, name, , body = "", raw] = sample;
    if (!/^([-+]?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+)|[+-]Inf|NaN)$/.test(raw!))
      throw new Error(`bad value: ${line}`);
    const labels: Record<string, string> = {};
    let rest = body;
    while (rest.length) {
      const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/.exec(rest);
      if (!label || !NAME.test(label[1]!)) throw new Error(`bad labels: ${line}`);
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
      rest = rest.slice(label[0].length);
    }
    const family = name!.replace(/_(bucket|sum|count|total|created)$/, "");
    if (!types.has(name!) && !types.has(family)) throw new Error(`sample without TYPE: ${line}`);
    samples.push({ name: name!, labels, value: Number(raw!.replace("Inf", "Infinity")) });
  }
  return { types, samples };
}

describe("health, readiness and metrics", () => {
  let database: DatabaseHandle;
  let services: ReturnType<typeof createServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    services = createServices(database, {
      logger: createLogger("silent"),
      sendingMail: true,
      deliveryWebhooks: true,
      // Two lookups a minute, so the third is a refusal the metrics must count.
      rateLimit: { budgets: { tracking: { points: 2, durationSeconds: 60 } } },
    });
    watchDatabase(database);
    app = createApp({
      services,
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
      metricsToken: TOKEN,
    });
  });
  afterAll(async () => {
    services?.close();
    await database?.close();
  });

  it("/api/health carries the version", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, version: expect.stringMatching(VERSION) });
  });

  it("/api/ready is 200 with each check, and 503 while the outbox is stuck", async () => {
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ok: true,
      version: expect.stringMatching(VERSION),
      checks: {
        database: "ok",
        migrations: "ok",
        redis: "not set",
        outbox: "ok",
        webhooks: "ok",
        businessWebhooks: "ok",
        sms: "not set",
        whatsapp: "not set",
      },
    });

    // An e-mail due an hour ago with SMTP_URL set: no sender runs.
    await database.db.execute(sql`
      insert into outbox (channel, payload, next_attempt_at)
      values ('email', '{"to": "ops@example.com", "subject": "stuck", "body": "body"}',
        now() - interval '1 hour')`);
    const stuck = await app.request("/api/ready");
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toMatchObject({
      ok: false,
      checks: { outbox: expect.stringMatching(/^stuck: 1 e-mails due, the oldest for 60 min/) },
    });
    await database.db.execute(
      sql`update outbox set status = 'sent' where channel = 'email' and payload->>'subject' = 'stuck'`,
    );
    expect((await app.request("/api/ready")).status).toBe(200);

    // A webhook due 20 minutes ago with DELIVERY_WEBHOOK_URL set: no webhook sender runs.
    await database.db.execute(sql`
      insert into outbox (channel, payload, key, next_attempt_at)
      values ('webhook', '{"event": "delivery_request.created", "body": "{}"}', 'ready-test',
        now() - interval '20 minutes')`);
    const stuckHooks = await app.request("/api/ready");
    expect(stuckHooks.status).toBe(503);
    expect(await stuckHooks.json()).toMatchObject({
      ok: false,
      checks: { outbox: "ok", webhooks: "stuck: 1 webhooks due, the oldest for 20 min" },
    });
    await database.db.execute(
      sql`delete from outbox where channel = 'webhook' and key = 'ready-test'`,
    );
    expect((await app.request("/api/ready")).status).toBe(200);

    // A post to a business's webhook due 20 minutes ago: its sender always runs, so none does.
    const post = {
      businessId: "5b0d9a2e-0000-4000-8000-000000000004",
      url: "https://erp.example.com/hooks/sil",
      event: "shipment.event",
      lrNo: "LR000000001",
      status: "In Transit",
      body: "{}",
    };
    await database.db.execute(sql`
      insert into outbox (channel, payload, key, next_attempt_at)
      values ('business_webhook', ${JSON.stringify(post)}::jsonb, 'ready-test-business',
        now() - interval '20 minutes')`);
    const stuckBusiness = await app.request("/api/ready");
    expect(stuckBusiness.status).toBe(503);
    expect(await stuckBusiness.json()).toMatchObject({
      ok: false,
      checks: {
        outbox: "ok",
        webhooks: "ok",
        businessWebhooks: "stuck: 1 business webhook posts due, the oldest for 20 min",
      },
    });
    // Due but not yet overdue enough (a sender that is merely busy) is ready.
    await database.db.execute(sql`
      update outbox set next_attempt_at = now() - interval '5 minutes'
      where channel = 'business_webhook' and key = 'ready-test-business'`);
    expect(await (await app.request("/api/ready")).json()).toMatchObject({
      ok: true,
      checks: { businessWebhooks: "ok" },
    });
    await database.db.execute(
      sql`delete from outbox where channel = 'business_webhook' and key = 'ready-test-business'`,
    );
    expect((await app.request("/api/ready")).status).toBe(200);
  });

  it("/api/ready is 503 while migrations this build needs are missing", async () => {
    await database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`);
    const res = await app.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      checks: {
        migrations: expect.stringMatching(/^1 of \d+ not applied \(npm run db:migrate\)$/),
      },
    });
  });

  it("/metrics refuses without the token or with another, and is off without METRICS_TOKEN", async () => {
    const none = await app.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    const wrong = await app.request("/metrics", {
      headers: { Authorization: "Bearer not-the-metrics-token" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("sil_");

    const off = createApp({ services, logger: createLogger("silent"), siteUrl: "http://x" });
    const res = await off.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("/metrics parses as Prometheus text and carries the named series, by route pattern", async () => {
    for (let i = 0; i < 3; i += 1) await app.request("/api/order/web/tracking/LR123456789");
    await app.request("/api/no-such-thing/LR123456789");
    const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const { types, samples } = parsePrometheus(text);

    // Never a raw URL: the LR number is in no label.
    expect(text).not.toContain("LR123456789");
    const series = (name: string, labels: Record<string, string> = {}) =>
      samples.filter(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
    const tracking = { method: "GET", route: "/api/order/web/tracking/:lrno" };
    expect(
      series("sil_http_request_duration_seconds_count", { ...tracking, status_class: "2xx" })[0]
        ?.value,
    ).toBe(2);
    expect(
      series("sil_http_request_duration_seconds_count", { ...tracking, status_class: "4xx" })[0]
        ?.value,
    ).toBe(1);
    expect(
      series("sil_http_request_duration_seconds_bucket", {
        ...tracking,
        status_class: "2xx",
        le: "+Inf",
      })[0]?.value,
    ).toBe(2);
    expect(
      series("sil_http_request_duration_seconds_count", { route: "/api/*", status_class: "4xx" }),
    ).toHaveLength(1);
    expect(types.get("sil_http_request_duration_seconds")).toBe("histogram");

    expect(series("sil_rate_limit_refusals_total", { budget: "tracking" })[0]?.value).toBe(1);
    expect(series("sil_outbox_emails", { status: "pending" })[0]?.value).toBeGreaterThanOrEqual(0);
    expect(series("sil_outbox_emails", { status: "failed" })).toHaveLength(1);
    expect(series("sil_outbox_oldest_due_seconds")).toHaveLength(1);
    expect(types.get("sil_db_pool_connections")).toBe("gauge");
    if (database.kind === "postgres")
      expect(series("sil_db_pool_connections", { state: "total" })[0]?.value).toBeGreaterThan(0);
    expect(series("nodejs_eventloop_lag_p99_seconds")).toHaveLength(1);
    expect(series("process_cpu_seconds_total")).toHaveLength(1);
    expect(series("process_resident_memory_bytes")).toHaveLength(1);
    expect(series("sil_build_info")[0]?.labels.version).toMatch(VERSION);
  });
});

/** Needs a PostgreSQL server: PGlite runs in-process and has no connection to lose. */
const url = process.env.TEST_DATABASE_URL;
const RELAY_PORT = Number(process.env.TEST_READY_RELAY_PORT ?? 3305);

describe.skipIf(!url)("/api/ready while the database is unreachable", () => {
  let direct: DatabaseHandle;
  let relay: HangingRelay;
  let viaRelay: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const target = url ? new URL(url) : undefined;
  const startRelay = () =>
    startHangingRelay(RELAY_PORT, { host: target!.hostname, port: Number(target!.port || 5432) });

  beforeAll(async () => {
    direct = await openTestDatabase();
    relay = await startRelay();
    const relayed = new URL(url!);
    relayed.host = `127.0.0.1:${RELAY_PORT}`;
    viaRelay = await openDatabase({
      kind: "postgres",
      url: relayed.href,
      queryTimeoutMs: 1_000,
      closeTimeoutMs: 500,
    });
    app = createApp({
      services: createServices(viaRelay),
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
    });
  });
  afterAll(async () => {
    await viaRelay?.close();
    await relay?.close();
    await direct?.close();
  });

  it("answers 503 while nothing answers at the database's address, and 200 once it does again", async () => {
    expect((await app.request("/api/ready")).status).toBe(200);

    // The server goes away: open connections cut, new ones refused.
    await relay.close();
    const down = await app.request("/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      ok: false,
      checks: { database: "unreachable", migrations: "not checked" },
    });

    relay = await startRelay();
    const back = await app.request("/api/ready");
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ ok: true, checks: { database: "ok" } });
  });
});
