import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codCollections, shipments, trackingEvents } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { addShipments, makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import { ensureAdmin, actorOf } from "../../tests/support/test-staff";

/**
 * cod_collected on the ingestion API (decision 044): a cod shipment's
 * Delivered event or status stores what was collected, in paise; a bad
 * figure, a figure on another status or on a shipment that is not cod is a
 * 400 that stores nothing, not even the event.
 */
const TOKEN = "test-ops-token-cod-0123456789";
const json = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };

let t: TestApp;
let business: TestBusiness;

beforeAll(async () => {
  t = await openTestApp({ opsApiToken: TOKEN });
  business = await makeBusiness(t.database.db, "Cod Test Traders");
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

const send = (method: string, path: string, body: unknown) =>
  t.app.request(path, { method, headers: json, body: JSON.stringify(body) });
const delivered = (lr: string, extra: Record<string, unknown>, id = "ev-delivered") =>
  send("POST", `/api/ops/shipments/${lr}/events`, {
    events: [
      { id: "ev-transit", status: "In Transit", occurred_at: "2026-11-20T08:00:00+05:30" },
      { id, status: "Delivered", occurred_at: "2026-11-21T10:30:00+05:30", ...extra },
    ],
  });

async function stored(lr: string) {
  const [row] = await t.database.db
    .select({ id: shipments.id, status: shipments.orderStatus })
    .from(shipments)
    .where(eq(shipments.lrNo, lr));
  const [collection] = await t.database.db
    .select()
    .from(codCollections)
    .where(eq(codCollections.shipmentId, row!.id));
  const events = await t.database.db.$count(trackingEvents, eq(trackingEvents.shipmentId, row!.id));
  return { status: row!.status, collection, events };
}

const newCod = async () =>
  (await addShipments(t.database.db, business, [{ paymentMode: "cod" }]))[0]!;

describe("cod_collected on a Delivered event", () => {
  it("stores the rupees as paise with the event's time, and the events", async () => {
    const lr = await newCod();
    const res = await delivered(lr, { cod_collected: 12000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, added: 2, order_status: "Delivered" });
    const { collection, events } = await stored(lr);
    expect(events).toBe(2);
    expect(collection).toMatchObject({
      businessId: business.id,
      collectedPaise: 1_200_000,
      eventId: "ev-delivered",
    });
    expect(collection!.collectedAt.toISOString()).toBe("2026-11-21T05:00:00.000Z");
  });

  it("keeps a figure that differs from the COD due, with paise", async () => {
    const lr = await newCod();
    expect((await delivered(lr, { cod_collected: 11500.5 })).status).toBe(200);
    expect((await stored(lr)).collection!.collectedPaise).toBe(1_150_050);
    // A retry of the same event with a corrected figure, before any remittance, corrects it.
    expect((await delivered(lr, { cod_collected: 11500 })).status).toBe(200);
    const after = await stored(lr);
    expect(after.collection!.collectedPaise).toBe(1_150_000);
    expect(after.events).toBe(2);
  });

  it.each([
    ["a string", "12000", "cod_collected in rupees as a number"],
    ["a negative figure", -5, "cannot be negative"],
    ["three decimals", 12.345, "at most 2 decimals"],
    ["null", null, "cod_collected in rupees as a number"],
    ["a crore and more", 1_00_00_001, "more than Rs 1,00,00,000"],
  ])("refuses %s with 400 and stores nothing", async (_, value, words) => {
    const lr = await newCod();
    const res = await delivered(lr, { cod_collected: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors["events.1.cod_collected"]).toContain(words);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    const { collection, events, status } = await stored(lr);
    expect([collection, events, status]).toEqual([undefined, 0, "Booked"]);
  });

  it("refuses cod_collected on another status", async () => {
    const lr = await newCod();
    const res = await send("POST", `/api/ops/shipments/${lr}/events`, {
      events: [
        {
          id: "e1",
          status: "Out for Delivery",
          occurred_at: "2026-11-21T09:00:00+05:30",
          cod_collected: 100,
        },
      ],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors["events.0.cod_collected"]).toBe(
      "Send cod_collected only with the Delivered status.",
    );
    expect((await stored(lr)).events).toBe(0);
  });

  it("refuses it on a shipment that is not cod, and adds no event", async () => {
    const [lr] = await addShipments(t.database.db, business, [{ paymentMode: "paid" }]);
    const res = await delivered(lr!, { cod_collected: 500 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(
      "This shipment is not a cod shipment, so there is no COD to collect.",
    );
    expect(body.errors).toHaveProperty(["events.1.cod_collected"]);
    expect(await stored(lr!)).toMatchObject({ collection: undefined, events: 0, status: "Booked" });
  });

  it("records nothing for a Delivered event without it: staff see it missing", async () => {
    const lr = await newCod();
    expect((await delivered(lr, {})).status).toBe(200);
    expect((await stored(lr)).collection).toBeUndefined();
    const actor = await actorOf(t, await ensureAdmin(t));
    const cod = await t.services.codRemittances.businessCod(actor, business.id);
    expect(cod!.missing.map((row) => row.lrNo)).toContain(lr);
    expect(cod!.open.map((row) => row.lrNo)).not.toContain(lr);
  });

  it("answers 404 for an unknown LR, as before", async () => {
    expect((await delivered("SB9999999999", { cod_collected: 10 })).status).toBe(404);
  });
});

describe("cod_collected on the status update", () => {
  it("stores it with Delivered on a cod shipment", async () => {
    const lr = await newCod();
    const res = await send("PUT", `/api/ops/shipments/${lr}`, {
      order_status: "Delivered",
      cod_collected: 12000,
    });
    expect(res.status).toBe(200);
    expect(await stored(lr)).toMatchObject({
      status: "Delivered",
      collection: { collectedPaise: 1_200_000, eventId: null },
    });
  });

  it("refuses it with another status, on a shipment that is not cod, or one that is new", async () => {
    const lr = await newCod();
    const other = await send("PUT", `/api/ops/shipments/${lr}`, {
      order_status: "In Transit",
      cod_collected: 1,
    });
    expect(other.status).toBe(400);
    expect((await stored(lr)).status).toBe("Booked");
    const fresh = await send("PUT", "/api/ops/shipments/NB555000111", {
      order_status: "Delivered",
      cod_collected: 1,
    });
    expect(fresh.status).toBe(400);
    expect(await t.database.db.$count(shipments, eq(shipments.lrNo, "NB555000111"))).toBe(0);
  });
});

describe("after the remittance", () => {
  it("refuses a changed figure, and takes the same one again", async () => {
    const lr = await newCod();
    expect((await delivered(lr, { cod_collected: 12000 })).status).toBe(200);
    const actor = await actorOf(t, await ensureAdmin(t));
    const remitted = await t.services.codRemittances.recordRemittance(actor, business.id, {
      amount: "12000",
      bank_ref: "UTR0001",
      remitted_on: "2026-11-25",
      lr: [lr],
    });
    expect(remitted).toMatchObject({ ok: true });
    const changed = await delivered(lr, { cod_collected: 11000 });
    expect(changed.status).toBe(400);
    expect((await changed.json()).message).toContain(
      "already remitted to the business as Rs 12,000.00",
    );
    expect((await stored(lr)).collection!.collectedPaise).toBe(1_200_000);
    expect((await delivered(lr, { cod_collected: 12000 })).status).toBe(200);
  });
});
