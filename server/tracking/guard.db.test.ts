import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/client";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { LANGS } from "@core/i18n";
import { createServices } from "../services/create-services";
import { DEFAULT_BUDGETS } from "../services/rate-limit";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

/** Tracking counted per address, never cached, 503 in an outage. */
describe("tracking limits and caching", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({
      services: {
        rateLimit: {
          budgets: {
            tracking: { points: 3, durationSeconds: 60 },
            pod: { points: 2, durationSeconds: 3600 },
          },
        },
      },
    });
  });
  afterAll(() => t?.database.close());

  const get = (path: string, ip: string) =>
    t.app.request(path, { headers: { "X-Forwarded-For": ip } });

  it("refuses the lookup over the limit per address, on the API and the pages, with Retry-After", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < 3; i++) {
      expect((await get("/api/order/web/tracking/LR123456789", ip)).status).toBe(200);
    }
    const api = await get("/api/order/web/tracking/LR123456789", ip);
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await api.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/try again/),
    });

    for (const page of ["/track-shipment-v2/LR123456789", "/track-shipment-v2/SI20254567.data"]) {
      const res = await get(page, ip);
      expect(res.status).toBe(429);
      expect(res.headers.get("Retry-After")).toBeTruthy();
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("Too many requests");
    }
    // Another visitor is not held back.
    expect((await get("/api/order/web/tracking/LR123456789", "198.51.100.11")).status).toBe(200);
  });

  it("counts an IPv6 visitor by their /64, so changing the last half of the address does not help", async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await get("/api/order/web/tracking/LR123456789", `2001:db8:5:6::${i}`)).status).toBe(
        200,
      );
    }
    expect((await get("/api/order/web/tracking/LR123456789", "2001:db8:5:6:ffff::9")).status).toBe(
      429,
    );
    expect((await get("/api/order/web/tracking/LR123456789", "2001:db8:5:7::1")).status).toBe(200);
  });

  it("limits POD downloads more tightly, and never lets them be cached", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 2; i++) {
      const pod = await get("/api/order/web/pod/SI20254567", ip);
      expect(pod.status).toBe(200);
      expect(pod.headers.get("Cache-Control")).toBe("no-store");
    }
    const refused = await get("/api/order/web/pod/SI20254567", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
  });

  it("sends Cache-Control: no-store with every tracking answer", async () => {
    const found = await get("/api/order/web/tracking/SI20254567", "198.51.100.30");
    expect(found.headers.get("Cache-Control")).toBe("no-store");
    const missing = await get("/api/order/web/tracking/LR999999999", "198.51.100.30");
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

/**
 * Every door to a shipment counts against the one budget,
 * in every language and as .data, and a batch counts each number it asks for.
 * At the default budget (60 a minute): one address got 65 answers before.
 */
describe("every door to a shipment counts", () => {
  const budget = DEFAULT_BUDGETS.tracking.points;
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await openTestApp({
      services: { rateLimit: { budgets: { tracking: DEFAULT_BUDGETS.tracking } } },
    });
  });
  afterAll(() => t?.database.close());

  const nextAddress = () => `203.0.113.${++address}`;
  const get = (path: string, ip: string) =>
    t.app.request(path, { headers: { "X-Forwarded-For": ip } });
  /** 25 LR numbers, as a visitor pastes them. */
  const batch = Array.from({ length: 25 }, (_, i) => `LR${String(700000000 + i)}`).join(",");
  const prefixes = LANGS.map((lang) => (lang === "en" ? "" : `/${lang}`));

  const singleDoors = [
    ...prefixes.flatMap((prefix) => [
      `${prefix}/track-shipment-v2/LR123456789`,
      `${prefix}/track-shipment-v2/LR123456789.data`,
      `${prefix}/track-shipment?lr=LR123456789`,
    ]),
    // React Router matches its routes whatever the case, and Hono reads %74 as t.
    "/HI/Track-Shipment-V2/LR123456789",
    "/%74rack-shipment-v2/LR123456789",
    "/api/order/web/tracking/LR123456789",
    "/api/order/web/tracking?lr=LR123456789",
  ];

  it.each(singleDoors)("%s: the budget's worth, then 429 with Retry-After", async (door) => {
    const ip = nextAddress();
    for (let i = 0; i < budget; i++) expect((await get(door, ip)).status).not.toBe(429);
    const refused = await get(door, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });

  const batchDoors = prefixes.flatMap((prefix) => [
    `${prefix}/track-shipment?lr=${batch}`,
    `${prefix}/track-shipment.data?lr=${batch}`,
  ]);
  batchDoors.push(`/api/order/web/tracking?lr=${batch}`);

  it.each(batchDoors.map((door) => [door.replace(batch, "<25 numbers>"), door]))(
    "%s uses 25 of the budget",
    async (_, door) => {
      const ip = nextAddress();
      // 25 + 25 + 10 single lookups: 60.
      for (let i = 0; i < 2; i++) expect((await get(door, ip)).status).not.toBe(429);
      for (let i = 0; i < budget - 50; i++)
        expect((await get("/api/order/web/tracking/LR123456789", ip)).status).toBe(200);
      expect((await get("/api/order/web/tracking/LR123456789", ip)).status).toBe(429);
      expect((await get(door, nextAddress())).status).not.toBe(429);
    },
  );

  it("shares one count between the languages, the pages and the API", async () => {
    const ip = nextAddress();
    const spend = [
      `/track-shipment?lr=${batch}`,
      `/hi/track-shipment.data?lr=${batch}`,
      ...Array.from({ length: budget - 50 }, (_, i) => singleDoors[i % singleDoors.length]!),
    ];
    for (const door of spend) expect((await get(door, ip)).status, door).not.toBe(429);
    for (const door of singleDoors) expect((await get(door, ip)).status, door).toBe(429);
  });

  it("leaves the search page and the rest of the site alone", async () => {
    const ip = nextAddress();
    for (let i = 0; i < budget; i++) await get("/api/order/web/tracking/LR123456789", ip);
    for (const path of [
      "/track-shipment",
      "/hi/track-shipment",
      "/track-shipment?lrno=LR123456789",
      "/api/health",
      "/hi/about-us",
    ])
      expect((await get(path, ip)).status, path).not.toBe(429);
  });
});

describe("the JSON API during a database outage", () => {
  it.each([
    "/api/order/web/tracking/LR123456789",
    "/api/order/web/pod/SI20254567",
    "/api/jobs/active",
    "/api/jobs/single/1",
  ])("%s answers 503 with Retry-After, not 500", async (path) => {
    const lost = await openDatabase({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:1/none",
    });
    const app = createApp({
      services: createServices(lost),
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
    });
    try {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ ok: false, message: "Please try again later." });
    } finally {
      await lost.close();
    }
  });
});
