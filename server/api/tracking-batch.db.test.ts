import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

describe("GET /api/order/web/tracking?lr=A,B,C", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  const get = (lr: string) => t.app.request(`/api/order/web/tracking?lr=${encodeURIComponent(lr)}`);

  it("answers each number in the order asked, duplicates once, unknown ones as not found", async () => {
    const res = await get("si20254567, LR999999999\nLR123456789 SI20254567");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { results } = await res.json();
    expect(results.map((r: { lr_no: string; found: boolean }) => [r.lr_no, r.found])).toEqual([
      ["SI20254567", true],
      ["LR999999999", false],
      ["LR123456789", true],
    ]);
    expect(results[1]).toEqual({ lr_no: "LR999999999", found: false });
    const history = results[2].orderTracking.tracking_history;
    expect(history.length).toBeGreaterThanOrEqual(6);
    expect(history[0].tracking_status).toBe("Manifested");
    expect(history.at(-1).location).toBe("Jaipur Hub");
    // The same answer as a single lookup, field for field.
    const single = await (await t.app.request("/api/order/web/tracking/LR123456789")).json();
    expect(results[2].orderTracking).toEqual(single.orderTracking);
    expect(results[0].orderTracking.pod).toBe("/api/order/web/pod/SI20254567");
  });

  it("takes 25 numbers and refuses 26 with a message", async () => {
    const lrs = Array.from({ length: 26 }, (_, i) => `LR${String(100000000 + i)}`);
    expect((await get(lrs.slice(0, 25).join(","))).status).toBe(200);
    const res = await get(lrs.join(","));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.lr).toMatch(/up to 25/);
  });

  it.each([
    ["nothing", ""],
    ["a non-LR among good ones", "LR123456789,LR-1"],
    ["a path climb", "../../etc/passwd"],
  ])("answers 400, never 5xx, for %s", async (_, lr) => {
    const res = await get(lr);
    expect(res.status).toBe(400);
    expect((await res.json()).ok).toBe(false);
  });

  it("reads a whole batch in one database query, and serves it from the cache next time", async () => {
    // The embedded database's client, as Drizzle holds it: every statement goes through query().
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const query = client.query.bind(client);
    let queries = 0;
    client.query = (...args: unknown[]) => {
      queries += 1;
      return query(...args);
    };
    try {
      const batch = [
        "LR000000000",
        "LR100000001",
        "LR100000002",
        "LR100000003",
        "LR100000004",
      ].join(",");
      expect((await get(batch)).status).toBe(200);
      expect(queries).toBe(1);
      expect((await get(batch)).status).toBe(200);
      expect(queries).toBe(1);
    } finally {
      client.query = query;
    }
  });
});
