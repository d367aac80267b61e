import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database/client";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { createServices } from "./services/create-services";
import { openTestApp, type TestApp } from "./test-app";

/** Issue 12 items 5, 10 and 17: tracking counted per address, never cached, 503 in an outage. */
describe("tracking limits and caching", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { rateLimit: { budgets: { tracking: { points: 3, durationSeconds: 60 }, pod: { points: 2, durationSeconds: 3600 } } } } });
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
