import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments, staffAuditLog } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import type { StaffActor } from "@core/staff-access";

const ops: StaffActor = {
  id: "00000000-0000-4000-8000-0000000000c4",
  email: "ops@example.com",
  role: "ops",
  ipHash: "test-address",
};
const TOKEN = "test-ops-token-0123456789";

/**
 * The headline status follows the newest event, so adding
 * an "In Transit" event no longer leaves it at "Delayed"; an operator who
 * sets it by hand pins it until they let it follow again.
 */
describe("the headline status", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
  });
  afterAll(() => t?.database.close());

  const event = (externalId: string, status: string, at: string) => ({
    externalId,
    status,
    location: "Nagpur Hub",
    remarks: "",
    occurredAt: new Date(at),
  });
  /** What a visitor is shown: the tracking API, through its cache. */
  const headline = async (lrNo: string) =>
    (await (await t.app.request(`/api/order/web/tracking/${lrNo}`)).json()).orderTracking
      .order_status as string;
  const pinned = async (lrNo: string) =>
    (await t.database.db.select().from(shipments).where(eq(shipments.lrNo, lrNo)))[0]!.statusPinned;

  it("follows an event added in the console: Delayed becomes In Transit", async () => {
    // The demo's LR555555555: headline Delayed, its newest event Delayed.
    expect(await headline("LR555555555")).toBe("Delayed");
    const added = await t.services.tracking.appendEvents(
      "LR555555555",
      [event("staff-1", "In Transit", new Date().toISOString())],
      ops,
    );
    expect(added).toEqual({ added: 1, skipped: 0, order_status: "In Transit" });
    expect(await headline("LR555555555")).toBe("In Transit");
  });

  it("follows the newest event of an API batch, not an older one sent late", async () => {
    const post = (events: unknown[]) =>
      t.app.request("/api/ops/shipments/LR123456789/events", {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ events }),
      });
    expect(await headline("LR123456789")).toBe("In Transit");
    const now = Date.now();
    const res = await post([
      { id: "a-2", status: "Delivery Attempted", occurred_at: new Date(now).toISOString() },
      { id: "a-1", status: "Out for Delivery", occurred_at: new Date(now - 3e6).toISOString() },
    ]);
    expect(await res.json()).toMatchObject({ added: 2, order_status: "Delivery Attempted" });
    expect(await headline("LR123456789")).toBe("Delivery Attempted");
    // A scan from yesterday, sent late, is history: the headline stays with the newest.
    await post([
      { id: "late", status: "In Transit", occurred_at: new Date(now - 864e5).toISOString() },
    ]);
    expect(await headline("LR123456789")).toBe("Delivery Attempted");
  });

  it("stays where an operator pinned it, until they let it follow again", async () => {
    const { tracking } = t.services;
    await tracking.upsertShipment("LR777777777", "Delayed", ops, { pin: true });
    expect(await pinned("LR777777777")).toBe(true);
    await tracking.appendEvents(
      "LR777777777",
      [event("staff-2", "In Transit", new Date().toISOString())],
      ops,
    );
    expect(await headline("LR777777777")).toBe("Delayed");
    expect(await tracking.findHeadline("LR777777777")).toEqual({
      orderStatus: "Delayed",
      pinned: true,
      newestEvent: "In Transit",
    });

    // The ingestion API's own status call does not release an operator's pin.
    await tracking.upsertShipment("LR777777777", "Delayed");
    expect(await pinned("LR777777777")).toBe(true);

    expect(await tracking.followNewestEvent("LR777777777", ops)).toBe("In Transit");
    expect(await pinned("LR777777777")).toBe(false);
    expect(await headline("LR777777777")).toBe("In Transit");
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, "LR777777777"))
      .orderBy(asc(staffAuditLog.id));
    expect(audit.map((r) => [r.action, r.detail])).toEqual([
      ["shipment.status_changed", { order_status: "Delayed", pinned: true }],
      ["shipment.event_added", { status: "In Transit" }],
      ["shipment.headline_released", { order_status: "In Transit" }],
    ]);
  });

  it("a shipment with no events keeps its headline when released", async () => {
    expect(await t.services.tracking.followNewestEvent("LR000000000", ops)).toBe("Booked");
    expect(await t.services.tracking.followNewestEvent("LR000000404", ops)).toBeNull();
  });
});
