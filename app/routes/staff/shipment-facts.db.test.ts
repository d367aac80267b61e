import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments, staffAuditLog } from "../../../tests/support/database";
import { capturedLogger, openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { action, loader } from "./shipment";

const TOKEN = "test-ops-token-0123456789";
const json = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
const PHONE = "9822012345";

/** The delivery facts through the ingestion API and the console. */
describe("a shipment's delivery facts", () => {
  let t: TestApp;
  let ops: string;
  const logs = capturedLogger();
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, logger: logs.logger });
    ops = (await makeStaff(t, await ensureAdmin(t), "ops")).token;
  }, 120_000);
  afterAll(() => t?.database.close());

  const put = (lr: string, body: unknown) =>
    t.app.request(`/api/ops/shipments/${lr}`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify(body),
    });
  const stored = async (lr: string) =>
    (await t.database.db.select().from(shipments).where(eq(shipments.lrNo, lr)))[0]!;
  const tracking = async (lr: string) =>
    (await (await t.app.request(`/api/order/web/tracking/${lr}`)).json()).orderTracking;

  it("takes the facts with the status; the tracking answer shows the date, never the phone", async () => {
    expect((await tracking("LR000000000")).expected_delivery_date).toBeNull();
    const res = await put("LR000000000", {
      order_status: "Booked",
      destination_pincode: "411001",
      consignee_phone: "+91 98220 12345",
      expected_delivery_date: "2026-12-02",
    });
    expect(res.status).toBe(200);
    expect(await stored("LR000000000")).toMatchObject({
      destinationPincode: "411001",
      consigneePhone: PHONE,
      expectedDeliveryDate: "2026-12-02",
    });
    // Shown at once: ingestion drops the cached answer.
    const answer = await tracking("LR000000000");
    expect(answer.expected_delivery_date).toBe("2026-12-02");
    expect(JSON.stringify(answer)).not.toContain("2345");
  });

  it("keeps facts left out and clears those sent as null", async () => {
    await put("LR000000000", { order_status: "Booked", expected_delivery_date: null });
    expect(await stored("LR000000000")).toMatchObject({
      destinationPincode: "411001",
      consigneePhone: PHONE,
      expectedDeliveryDate: null,
    });
  });

  it("refuses bad facts field by field without repeating them", async () => {
    const res = await put("LR000000000", {
      order_status: "Booked",
      destination_pincode: "41100",
      consignee_phone: "12345 98220",
      expected_delivery_date: "2026-02-30",
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual([
      "consignee_phone",
      "destination_pincode",
      "expected_delivery_date",
    ]);
    expect(JSON.stringify(body)).not.toContain("98220");
  });

  /** The shipment page's loader and action, as the console calls them. */
  const page = (init: RequestInit = {}) => {
    const request = staffRequest("/staff/shipments/LR000000000", ops, init);
    return { request, context: loadContext(t), params: { lrno: "LR000000000" } } as never;
  };

  it("shows the console the phone's last four digits only", async () => {
    const data = (await loader(page())) as { facts: unknown; tracking: unknown };
    expect(data.facts).toEqual({
      destinationPincode: "411001",
      phoneLast4: "•••• 2345",
      expectedDeliveryDate: null,
    });
    expect(JSON.stringify(data)).not.toContain(PHONE);
  });

  it("edits the facts from the console, audited by name, an empty phone keeping the one held", async () => {
    const answer = await action(
      page({
        method: "POST",
        body: new URLSearchParams({
          intent: "facts",
          destination_pincode: "110001",
          consignee_phone: "",
          expected_delivery_date: "2026-12-03",
        }),
      }),
    ).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(302);
    expect(await stored("LR000000000")).toMatchObject({
      destinationPincode: "110001",
      consigneePhone: PHONE,
      expectedDeliveryDate: "2026-12-03",
    });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "shipment.facts_changed"));
    expect(audit!.detail).toEqual({
      facts: ["destinationPincode", "expectedDeliveryDate"],
    });
    expect((await tracking("LR000000000")).expected_delivery_date).toBe("2026-12-03");
  });

  it("never writes the phone to the log", () => {
    expect(logs.text()).toContain("request");
    expect(logs.text()).not.toContain("98220");
  });
});
