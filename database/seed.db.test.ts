import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { jobs, podFiles, shipments, trackingEvents } from "./schema";
import { seedDemoData } from "./seed";
import { openTestDatabase } from "../tests/support/test-database";

describe("demo data (CONTRACT.md)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    expect(await seedDemoData(handle.db)).toBe(true);
  });
  afterAll(() => handle?.close());

  async function history(lrNo: string) {
    const [shipment] = await handle.db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
    expect(shipment, lrNo).toBeDefined();
    const events = await handle.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipment!.id))
      .orderBy(asc(trackingEvents.id));
    return { shipment: shipment!, events };
  }

  it("has LR123456789 in transit with the legacy spellings, oldest first", async () => {
    const { shipment, events } = await history("LR123456789");
    expect(shipment.orderStatus).toBe("In Transit");
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(events[0]!.trackingStatus).toBe("Manifested");
    const inTransitHubs = new Set(
      events.filter((e) => e.trackingStatus === "In Transit").map((e) => e.location),
    );
    expect(inTransitHubs.size).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.trackingStatus === "Panding")).toHaveLength(1);
    expect(events.filter((e) => e.trackingStatus === "shipped")).toHaveLength(1);
    const times = events.map((e) => e.occurredAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("has SI20254567 delivered with a real PDF proof of delivery", async () => {
    const { shipment, events } = await history("SI20254567");
    expect(shipment.orderStatus).toBe("Delivered");
    expect(events.map((e) => e.trackingStatus)).toEqual([
      "Manifested",
      "In Transit",
      "Out for Delivery",
      "Delivered",
    ]);
    const [pod] = await handle.db
      .select()
      .from(podFiles)
      .where(eq(podFiles.shipmentId, shipment.id));
    const text = Buffer.from(pod!.content).toString("latin1");
    expect(pod!.contentType).toBe("application/pdf");
    expect(pod!.size).toBe(pod!.content.byteLength);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain("/Count 1");
    expect(text).toContain("(LR No: SI20254567)");
  });

  it("has the booked, delayed and cancelled shipments", async () => {
    expect((await history("LR000000000")).events).toHaveLength(0);
    expect((await history("LR000000000")).shipment.orderStatus).toBe("Booked");
    expect((await history("LR555555555")).events.at(-1)!.trackingStatus).toBe("Delayed");
    expect((await history("LR777777777")).events.at(-1)!.trackingStatus).toBe("Cancelled");
  });

  it("has at least three active job openings and one closed", async () => {
    const all = await handle.db.select().from(jobs);
    expect(all.filter((j) => j.active).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((j) => !j.active).length).toBeGreaterThanOrEqual(1);
  });

  it("loads only once", async () => {
    expect(await seedDemoData(handle.db)).toBe(false);
    // The six of the public demo and the demo business's three.
    expect(await handle.db.$count(shipments)).toBe(9);
  });
});

describe("embedded database on disk", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "sil-pglite-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps its data across a restart and does not load the demo data again", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await migrateDatabase(first);
    expect(await seedDemoData(first.db)).toBe(true);
    await first.db
      .update(shipments)
      .set({ orderStatus: "Out for Delivery" })
      .where(eq(shipments.lrNo, "LR123456789"));
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    await migrateDatabase(second);
    expect(await seedDemoData(second.db)).toBe(false);
    const [row] = await second.db.select().from(shipments).where(eq(shipments.lrNo, "LR123456789"));
    expect(row!.orderStatus).toBe("Out for Delivery");
    expect(await second.db.$count(shipments)).toBe(9);
    await second.close();
  });
});
