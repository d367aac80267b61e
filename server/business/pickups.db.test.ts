import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { businessAuditLog, staffAuditLog, staffUsers } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import { addShipments, makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import type { StaffActor } from "@core/staff-access";
import {
  businessPickupsOnDate,
  findBusinessPickup,
  listBusinessPickups,
  pickupFormChoices,
  requestBusinessPickup,
  setBusinessPickupState,
} from "./pickups";

/**
 * A business asks for a pickup of its own booked shipments at its own
 * address, on a day the rules allow; operations see it and move it; the
 * business sees the state. Clock: Wednesday 2 December 2026, 11:00 IST.
 */
const NOW = new Date("2026-12-02T05:30:00Z");
const LATE = new Date("2026-12-02T08:30:00Z"); // 14:00 IST
let database: DatabaseHandle;
let a: TestBusiness;
let b: TestBusiness;
let booked: string[];
let inTransit: string;
let otherLr: string;
let ops: StaffActor;
const actorOf = (business: TestBusiness) => ({ id: business.userId, email: business.email });

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  a = await makeBusiness(db, "Alpha Traders");
  b = await makeBusiness(db, "Beta Exports");
  booked = await addShipments(db, a, [{}, {}, {}]);
  inTransit = (await addShipments(db, a, [{ status: "In Transit" }]))[0]!;
  otherLr = (await addShipments(db, b, [{}]))[0]!;
  const [staff] = await db
    .insert(staffUsers)
    .values({ email: "ops@sil.example", name: "Om Ops", role: "ops" })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  ops = { id: staff!.id, email: staff!.email, role: "ops", ipHash: "h" } as StaffActor;
});
afterAll(async () => {
  await database.close();
});

const ask = (business: TestBusiness, input: Record<string, unknown>, now = NOW) =>
  requestBusinessPickup(database.db, business.id, actorOf(business), input, now);
const valid = () => ({ address: a.addressId, date: "2026-12-03", slot: "09-14", lrs: [booked[0]] });

describe("asking for a pickup", () => {
  it("says what is wrong beside each field and stores nothing", async () => {
    expect(await ask(a, {})).toEqual({
      ok: false,
      errors: { address: "address", date: "date", slot: "slot", lrs: "shipments" },
    });
    const dated = async (date: string, slot = "17-20", now = NOW) =>
      ask(a, { ...valid(), date, slot }, now);
    expect(await dated("2026-12-01")).toMatchObject({ errors: { date: "pickupPast" } });
    expect(await dated("2026-12-10")).toMatchObject({ errors: { date: "pickupFar" } });
    expect(await dated("2026-12-06")).toMatchObject({ errors: { date: "pickupSunday" } });
    // Today: a slot that has not begun, before 14:00 IST.
    expect(await dated("2026-12-02", "09-14")).toMatchObject({
      errors: { date: "pickupTodayLate" },
    });
    expect(await dated("2026-12-02", "17-20", LATE)).toMatchObject({
      errors: { date: "pickupTodayLate" },
    });
    expect(await ask(a, { ...valid(), lrs: [inTransit] })).toEqual({
      ok: false,
      errors: { lrs: "taken" },
      taken: [inTransit],
    });
    expect(await listBusinessPickups(database.db, a.id)).toEqual([]);
  });

  it("refuses another business's address or shipment as not found", async () => {
    expect(await ask(b, { ...valid(), lrs: [otherLr] })).toEqual({ ok: false, notFound: true });
    expect(await ask(a, { ...valid(), lrs: [booked[0], otherLr] })).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await listBusinessPickups(database.db, b.id)).toEqual([]);
  });

  it("stores one, offers the rest, and takes a shipment once", async () => {
    const before = await pickupFormChoices(database.db, a.id);
    expect(before.addresses.map((x) => x.id)).toEqual([a.addressId]);
    expect(before.bookable.map((s) => s.lrNo).sort()).toEqual([...booked].sort());
    const made = await ask(a, {
      ...valid(),
      date: "2026-12-02",
      slot: "14-17",
      lrs: booked.slice(0, 2),
    });
    expect(made).toMatchObject({ ok: true });
    const id = (made as { id: string }).id;
    expect((await pickupFormChoices(database.db, a.id)).bookable.map((s) => s.lrNo)).toEqual([
      booked[2],
    ]);
    expect(await ask(a, { ...valid(), lrs: [booked[1]] })).toMatchObject({
      errors: { lrs: "taken" },
    });
    const [view] = await listBusinessPickups(database.db, a.id);
    expect(view).toMatchObject({
      id,
      pickupDate: "2026-12-02",
      slot: "14-17",
      state: "requested",
      shipmentCount: 2,
      lrs: booked.slice(0, 2).sort(),
      addressLabel: "Bhiwandi warehouse",
    });
    expect(await findBusinessPickup(database.db, b.id, id)).toBeNull();
    expect(await findBusinessPickup(database.db, a.id, id)).toMatchObject({ id });
    const [audit] = await database.db
      .select()
      .from(businessAuditLog)
      .where(eq(businessAuditLog.action, "pickup.requested"));
    expect(audit).toMatchObject({ businessId: a.id, targetId: id, detail: { shipments: 2 } });
  });
});

describe("operations' side", () => {
  it("lists the day's business pickups and moves them forward, audited", async () => {
    const [row] = await businessPickupsOnDate(database.db, "2026-12-02");
    expect(row).toMatchObject({
      businessName: "Alpha Traders",
      shipmentCount: 2,
      state: "requested",
    });
    expect(await businessPickupsOnDate(database.db, "2026-12-03")).toEqual([]);
    const id = row!.id;
    expect(await setBusinessPickupState(database.db, id, "picked_up", ops)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await setBusinessPickupState(database.db, id, "scheduled", ops)).toMatchObject({
      ok: true,
    });
    expect(await setBusinessPickupState(database.db, id, "picked_up", ops)).toMatchObject({
      ok: true,
    });
    expect(await setBusinessPickupState(database.db, id, "cancelled", ops)).toMatchObject({
      ok: false,
    });
    expect(await setBusinessPickupState(database.db, "nope", "scheduled", ops)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await findBusinessPickup(database.db, a.id, id))?.state).toBe("picked_up");
    const audits = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "business_pickup.state"));
    expect(audits.map((x) => x.detail)).toEqual([
      { from: "requested", to: "scheduled" },
      { from: "scheduled", to: "picked_up" },
    ]);
  });

  it("frees the shipments of a cancelled pickup for a new one", async () => {
    const made = await ask(a, { ...valid(), lrs: [booked[2]] });
    const id = (made as { id: string }).id;
    expect(await setBusinessPickupState(database.db, id, "cancelled", ops)).toMatchObject({
      ok: true,
    });
    expect((await pickupFormChoices(database.db, a.id)).bookable.map((s) => s.lrNo)).toEqual([
      booked[2],
    ]);
    expect(await ask(a, { ...valid(), date: "2026-12-04", lrs: [booked[2]] })).toMatchObject({
      ok: true,
    });
  });
});
