import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

describe("GET /api/order/web/tracking/{lrno}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("answers the contract's shape, history oldest first", async () => {
    const res = await t.app.request("/api/order/web/tracking/LR123456789");
    expect(res.status).toBe(200);
    const { orderTracking } = await res.json();
    expect(orderTracking).toMatchObject({
      lr_no: "LR123456789",
      order_status: "In Transit",
      pod: null,
    });
    const history = orderTracking.tracking_history;
    expect(history.length).toBeGreaterThanOrEqual(6);
    for (const entry of history) {
      expect(Object.keys(entry).sort()).toEqual(
        ["location", "orderdate", "remarks", "timestamp", "tracking_id", "tracking_status"].sort(),
      );
      expect(entry.orderdate).toMatch(
        /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4} - \d{1,2}:\d{2} (AM|PM)$/,
      );
      expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    }
    const times = history.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history[0].tracking_status).toBe("Manifested");
  });

  it("compares LR numbers case-insensitively and trims them", async () => {
    const res = await t.app.request("/api/order/web/tracking/%20si20254567%20");
    expect(res.status).toBe(200);
    const { orderTracking } = await res.json();
    expect(orderTracking.lr_no).toBe("SI20254567");
    expect(orderTracking.pod).toBe("/api/order/web/pod/SI20254567");
  });

  it("answers an empty history for a booked shipment", async () => {
    const res = await t.app.request("/api/order/web/tracking/LR000000000");
    expect(res.status).toBe(200);
    expect((await res.json()).orderTracking.tracking_history).toEqual([]);
  });

  it("answers 404 with the contract's message for an unknown LR", async () => {
    const res = await t.app.request("/api/order/web/tracking/LR999999999");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      ok: false,
      message: "No shipment found for this LR number.",
    });
  });

  it.each([
    ["spaces inside", "LR%20123%20456"],
    ["a path climb", "..%2F..%2Fetc%2Fpasswd"],
    ["a NUL byte", "LR123%00456"],
    ["500 characters", "A".repeat(500)],
    ["too short", "LR12"],
    ["punctuation", "LR-123456"],
    ["broken escape", "%E0%A4%A"],
  ])("answers 400, never 5xx, for %s", async (_, raw) => {
    const res = await t.app.request(`/api/order/web/tracking/${raw}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/6 to 20 letters and digits/);
  });
});

describe("GET /api/order/web/pod/{lrno}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("serves the POD as a PDF download", async () => {
    const res = await t.app.request("/api/order/web/pod/si20254567");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="POD-SI20254567.pdf"',
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers 404 when the shipment has no POD, or does not exist", async () => {
    expect((await t.app.request("/api/order/web/pod/LR123456789")).status).toBe(404);
    expect((await t.app.request("/api/order/web/pod/LR999999999")).status).toBe(404);
  });
});
