import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { staffAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import type { StaffActor } from "@core/staff-access";
import { createTrackingService } from "./tracking";

const ops: StaffActor = {
  id: "00000000-0000-4000-8000-0000000000c3",
  email: "ops@example.com",
  role: "ops",
  ipHash: "test-address",
};

/** The shipment pages of the console audit through the tracking service. */
describe("tracking service, a staff member's changes", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const rows = (lrNo: string) =>
    database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, lrNo))
      .orderBy(asc(staffAuditLog.id));
  const event = (externalId: string) => ({
    externalId,
    status: "In Transit",
    location: "Bhiwandi",
    remarks: "",
    occurredAt: new Date("2026-11-20T10:00:00Z"),
  });

  it("audits creating, a status, an event and a POD; the ingestion API's calls are not", async () => {
    const tracking = createTrackingService(database.db);
    const lrNo = "LR900000001";
    expect(await tracking.upsertShipment(lrNo, "Booked", ops)).toEqual({ created: true });
    expect(await tracking.upsertShipment(lrNo, "In Transit", ops)).toEqual({ created: false });
    expect(await tracking.appendEvents(lrNo, [event("staff-1")], ops)).toEqual({
      added: 1,
      skipped: 0,
      order_status: "In Transit",
    });
    // A repeated event adds nothing, and nothing is audited for it.
    await tracking.appendEvents(lrNo, [event("staff-1")], ops);
    expect(await tracking.putPod(lrNo, new Uint8Array([37, 80, 68, 70]), "POD.pdf", ops)).toBe(
      true,
    );
    expect(await tracking.putPod("LR900000404", new Uint8Array([1]), "POD.pdf", ops)).toBe(false);
    // The ingestion API: no staff member, no audit row.
    await tracking.upsertShipment(lrNo, "Delivered");
    await tracking.appendEvents(lrNo, [event("api-1")]);

    const written = await rows(lrNo);
    expect(written.map((r) => [r.action, r.targetType, r.detail])).toEqual([
      ["shipment.created", "shipment", { order_status: "Booked" }],
      ["shipment.status_changed", "shipment", { order_status: "In Transit" }],
      ["shipment.event_added", "shipment", { status: "In Transit" }],
      ["shipment.pod_uploaded", "shipment", { size: 4 }],
    ]);
    for (const row of written)
      expect(row).toMatchObject({ actorId: ops.id, actorEmail: ops.email, ipHash: ops.ipHash });
    expect(await rows("LR900000404")).toEqual([]);
  });
});
