import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { shipments } from "../../database/schema";
import { seedDemoData } from "../../database/seed";
import { openTestDatabase } from "../../tests/support/test-database";
import { SHIPMENT_QUEUES, type ShipmentQueue } from "@core/shipment-queues";
import { createShipmentQueues, indiaDayOf } from "./shipment-queues";
import { createTrackingService } from "./tracking";

/**
 * Operations' queues hold the right shipments, on a clock
 * the test sets. The demo data is loaded at T0 (11:30 in India), so its
 * events are T0 less their hours (database/demo-data.ts).
 */
const T0 = new Date("2026-11-20T06:00:00Z");
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);

let database: DatabaseHandle;
let queues: ReturnType<typeof createShipmentQueues>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, T0);
  // As if the demo were loaded at T0: Booked LR000000000 has no event, only its creation.
  await database.db.update(shipments).set({ createdAt: hours(-1) });
  queues = createShipmentQueues(database.db);

  const tracking = createTrackingService(database.db);
  const add = async (lrNo: string, events: [string, string][]) => {
    await tracking.upsertShipment(lrNo, "Manifested");
    await tracking.appendEvents(
      lrNo,
      events.map(([status, at], i) => ({
        externalId: `${lrNo}-${i}`,
        status,
        location: "Pune Hub",
        remarks: "",
        occurredAt: new Date(at),
      })),
    );
  };
  // Out for delivery on the 21st in India (00:15), though the 20th in UTC.
  await add("QU100000001", [["Out for Delivery", "2026-11-20T18:45:00Z"]]);
  // Out for delivery on the 20th in India (23:30): not the 21st.
  await add("QU100000002", [["Out for Delivery", "2026-11-20T18:00:00Z"]]);
  // The newest event is an attempt.
  await add("QU100000003", [
    ["Out for Delivery", "2026-11-20T03:00:00Z"],
    ["Delivery Attempted", "2026-11-20T09:00:00Z"],
  ]);
  // Attempted, then out again: no longer waiting after an attempt.
  await add("QU100000004", [
    ["Delivery Attempted", "2026-11-19T09:00:00Z"],
    ["Out for Delivery", "2026-11-20T19:00:00Z"],
  ]);
}, 60_000);
afterAll(() => database?.close());

const lrsOf = async (queue: ShipmentQueue, now: Date) =>
  (await queues.list(queue, { now })).rows.map((r) => r.lrNo);

describe("shipment queues", () => {
  it("no update for 48 hours: open shipments only, the longest silent first", async () => {
    // 30 hours after the load: LR444444444's last event (the attempt) is 54 hours old,
    // LR555555555's (Delayed) 50.
    expect(await lrsOf("stale", hours(30))).toEqual(["LR444444444", "LR555555555"]);
    // 48 hours after: LR123456789 (last 58 h ago), the demo business's SB0000000002 (In
    // Transit, last 54 h ago), Booked LR000000000 (created 49 h ago) and Booked SB0000000003
    // (booked 50 h ago, no event: CONTRACT.md "Business accounts" demo data) too; Delivered
    // SI20254567 and SB0000000001 and Cancelled LR777777777 never.
    expect(await lrsOf("stale", hours(48))).toEqual([
      "LR444444444",
      "LR555555555",
      "LR123456789",
      "SB0000000002",
      "LR000000000",
      "SB0000000003",
    ]);
    const row = (await queues.list("stale", { now: hours(48) })).rows[1];
    expect(row).toEqual({
      lrNo: "LR555555555",
      orderStatus: "Delayed",
      lastStatus: "Delayed",
      lastLocation: "Nagpur Hub",
      lastAt: hours(-20),
      since: hours(-120),
    });
  });

  it("delayed: the shipments whose headline is Delayed", async () => {
    expect(await lrsOf("delayed", hours(1))).toEqual(["LR555555555"]);
  });

  it("out for delivery today: by India's date, not UTC's; delivered ones are not", async () => {
    const now = new Date("2026-11-20T19:30:00Z"); // 01:00 on the 21st in India
    expect(indiaDayOf(now).start).toEqual(new Date("2026-11-20T18:30:00Z"));
    expect(await lrsOf("out-for-delivery", now)).toEqual(["QU100000001", "QU100000004"]);
    // At 23:45 on the 20th in India, the 20th's are listed instead.
    expect(await lrsOf("out-for-delivery", new Date("2026-11-20T18:15:00Z"))).toEqual([
      "QU100000002",
    ]);
  });

  it("delivery attempted: the newest event is an attempt", async () => {
    expect(await lrsOf("attempted", hours(20))).toEqual(["LR444444444", "QU100000003"]);
  });

  it("counts each queue as its list does", async () => {
    const now = new Date("2026-11-22T08:00:00Z");
    const counts = await queues.counts({ now });
    for (const queue of SHIPMENT_QUEUES) {
      const { rows, total } = await queues.list(queue, { now });
      expect(counts[queue], queue).toBe(total);
      expect(rows).toHaveLength(total);
    }
    // stale: the four of the first test and the demo business's SB0000000002 and SB0000000003.
    expect(counts).toEqual({ stale: 6, delayed: 1, "out-for-delivery": 0, attempted: 2 });
  });
});
