import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { BOOKING_CSV_COLUMNS } from "@core/booking-columns";
import { StoredBookingSchema } from "@core/schemas/booking";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { businessAddresses, businessBookings, businesses } from "../../database/schema-business";
import { serviceAreas, shipments, trackingEvents } from "../../database/schema";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";

let t: TestApp;
let ours: string;
let theirs: string;
let bhiwandi: string;
/** The LR number of the first booking here, which later tests name. */
let first = "";

const form = (extra: Record<string, string> = {}) => ({
  pickup_address: "",
  consignee_name: "Ramesh Traders",
  consignee_phone: "+91 98220 12345",
  consignee_address: "Shop 4, MG Road",
  consignee_pincode: "411001",
  service: "ptl",
  package_count: "2",
  weight_kg: "12.5",
  length_cm: "40",
  breadth_cm: "30",
  height_cm: "30",
  declared_value: "12000",
  invoice_no: "INV-1",
  ewb_no: "",
  payment_mode: "cod",
  cod_amount: "12000",
  client_ref: "",
  delivery_slot: "",
  address_type: "office",
  ...extra,
});

const csv = (rows: Record<string, string>[]) =>
  new TextEncoder().encode(
    [
      BOOKING_CSV_COLUMNS.join(","),
      ...rows.map((r) => BOOKING_CSV_COLUMNS.map((c) => `"${r[c] ?? ""}"`).join(",")),
    ].join("\r\n"),
  );

const by = { userId: null };
const bookings = () => t.services.businessBookings;

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  const db = t.database.db;
  const made = await db
    .insert(businesses)
    .values([{ legalName: "Ours Pvt Ltd" }, { legalName: "Theirs Pvt Ltd" }])
    .returning({ id: businesses.id });
  ours = made[0]!.id;
  theirs = made[1]!.id;
  const [address] = await db
    .insert(businessAddresses)
    .values({
      businessId: ours,
      label: "Bhiwandi godown",
      contactName: "Store keeper",
      phone: "9822000001",
      address: "Gala 7, Bhiwandi",
      pincode: "421302",
      city: "Bhiwandi",
      state: "Maharashtra",
    })
    .returning({ id: businessAddresses.id });
  bhiwandi = address!.id;
  await db.insert(businessAddresses).values({
    businessId: theirs,
    label: "Theirs",
    contactName: "X",
    phone: "9822000002",
    address: "Somewhere",
    pincode: "110001",
    city: "New Delhi",
    state: "Delhi",
  });
  await db.insert(serviceAreas).values({ kind: "pincode", value: "110002", serves: false });
}, LOAD_DIRECTORY_MS);
afterAll(() => t?.database.close());

describe("booking one shipment", () => {
  it("estimates from the first saved address to the destination, storing nothing", async () => {
    const before = await t.database.db.select().from(businessBookings);
    const outcome = await bookings().estimateBooking(ours, form());
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const { booking } = outcome;
    expect(booking.pickup.id).toBe(bhiwandi);
    expect(booking.destination.state).toBe("Maharashtra");
    expect(booking.charges.chargeableWeightGrams).toBe(25_000);
    expect(booking.charges.totalPaise).toBe(
      booking.charges.freightPaise + booking.charges.gstPaise,
    );
    expect(booking.expectedDate).toBe(addDays(todayInIndia(), booking.charges.transitDays.max));
    expect(await t.database.db.select().from(businessBookings)).toEqual(before);
  });

  it("refuses a destination not served or unknown, another business's address, too much weight", async () => {
    const outcome = await bookings().estimateBooking(
      ours,
      form({
        consignee_pincode: "110002",
        pickup_address: "Theirs",
        service: "cl",
        weight_kg: "40",
      }),
    );
    expect(outcome.ok ? {} : outcome.errors).toEqual({
      consignee_pincode: "unservedDestination?pincode=110002",
      pickup_address: "bookingPickupUnknown?shown=Theirs",
      weight_kg: "bookingWeightMax?max=70",
    });
    const unknown = await bookings().estimateBooking(ours, form({ consignee_pincode: "999999" }));
    expect(unknown.ok ? {} : unknown.errors).toEqual({
      consignee_pincode: "unknownPincode?pincode=999999",
    });
    const none = await bookings().estimateBooking(theirs, form({ pickup_address: bhiwandi }));
    expect(none.ok ? {} : none.errors).toEqual({
      pickup_address: `bookingPickupUnknown?shown=${bhiwandi}`,
    });
  });

  it("books: an SB number, Booked, the facts tracking needs, and tracking answers at once", async () => {
    // The next number, looked up before it exists: the cached "not found" must not outlive the booking.
    const [last] = await t.database.db
      .execute(sql`select last_value, is_called from business_lr_seq`)
      .then(
        (r) =>
          (r as unknown as { rows: { last_value: string | number; is_called: boolean }[] }).rows,
      );
    const next = `SB${String(Number(last!.last_value) + (last!.is_called ? 1 : 0)).padStart(10, "0")}`;
    const before = await t.app.request(`/api/order/web/tracking/${next}`);
    expect(before.status).toBe(404);
    const made = await bookings().bookOne(ours, form({ client_ref: "ORD-1" }), by);
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    expect(made.lrNos).toEqual([next]);
    first = next;
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.lrNo, next));
    expect(row).toMatchObject({
      orderStatus: "Booked",
      destinationPincode: "411001",
      consigneePhone: "9822012345",
      businessId: ours,
      bookingId: made.bookingId,
      clientRef: "ORD-1",
      paymentMode: "cod",
      codAmountPaise: 1_200_000,
      declaredValuePaise: 1_200_000,
      chargeableWeightGrams: 25_000,
    });
    const stored = StoredBookingSchema.parse(row!.booking);
    expect(stored.pickup.label).toBe("Bhiwandi godown");
    expect(stored.charges.freightPaise).toBe(row!.freightPaise);
    expect(
      await t.database.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, row!.id)),
    ).toEqual([]);

    const res = await t.app.request(`/api/order/web/tracking/${next}`);
    expect(res.status).toBe(200);
    const { orderTracking } = await res.json();
    expect(orderTracking).toMatchObject({ lr_no: next, order_status: "Booked" });
    expect(orderTracking.tracking_history).toEqual([]);

    expect(await bookings().bookingOf(ours, made.bookingId)).toMatchObject({
      source: "form",
      shipmentCount: 1,
    });
    expect((await bookings().shipmentsOfBooking(ours, made.bookingId)).map((s) => s.lrNo)).toEqual([
      next,
    ]);
  });

  it("refuses a reference already booked, and shows nothing of one business to another", async () => {
    const again = await bookings().bookOne(ours, form({ client_ref: "ORD-1" }), by);
    expect(again.ok ? {} : again.errors).toEqual({
      client_ref: `clientRefBooked?ref=ORD-1&lrNo=${first}`,
    });
    const made = await bookings().bookOne(ours, form({ client_ref: "ORD-2" }), by);
    if (!made.ok) throw new Error("booked");
    expect(await bookings().bookingOf(theirs, made.bookingId)).toBeNull();
    expect(await bookings().shipmentsOfBooking(theirs, made.bookingId)).toEqual([]);
    expect(await bookings().bookingOf(ours, "not-an-id")).toBeNull();
  });

  it("lets the unique index have the last word when two bookings race", async () => {
    const [a, b] = await Promise.all([
      bookings().bookOne(ours, form({ client_ref: "RACE-1" }), by),
      bookings().bookOne(ours, form({ client_ref: "RACE-1" }), by),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const refused = (a.ok ? b : a) as { ok: false; errors: Record<string, string> };
    expect(refused.errors.client_ref).toMatch(/^clientRefBooked\?ref=RACE-1&lrNo=SB\d{10}$/);
  });
});

describe("booking an upload", () => {
  it("lists every mistake by row and column, with the wrong rows to download, booking nothing", async () => {
    const count = async () => (await t.database.db.select().from(shipments)).length;
    const before = await count();
    const file = csv([
      form({ client_ref: "U-1" }),
      form({ client_ref: "U-2", consignee_pincode: "110002" }),
      form({ client_ref: "ORD-1" }),
      form({ client_ref: "U-1", weight_kg: "" }),
    ]);
    const check = await bookings().checkUpload(ours, file);
    if (check.ok) throw new Error("should be wrong");
    expect(check.mistakes).toEqual([
      { row: 3, column: "consignee_pincode", message: "unservedDestination?pincode=110002" },
      { row: 4, column: "client_ref", message: `clientRefBooked?ref=ORD-1&lrNo=${first}` },
      { row: 5, column: "weight_kg", message: "weight" },
      { row: 5, column: "client_ref", message: "clientRefInFile?ref=U-1&row=2" },
    ]);
    const wrong = check.wrongRows!((message) => message);
    expect(wrong.split("\r\n")[0]).toBe(`\uFEFF${BOOKING_CSV_COLUMNS.join(",")},error`);
    expect(wrong.trim().split("\r\n")).toHaveLength(4);
    const booked = await bookings().bookUpload(ours, file, { ...by, fileName: "wrong.csv" });
    expect(booked.ok).toBe(false);
    expect(await count()).toBe(before);
  });

  it("previews the rows with totals, books them in one booking, and books nothing twice", async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      form({
        client_ref: `BULK-${i}`,
        payment_mode: i % 2 ? "paid" : "cod",
        consignee_name: "रमेश",
      }),
    );
    const check = await bookings().checkUpload(ours, csv(rows));
    if (!check.ok) throw new Error(JSON.stringify(check.mistakes.slice(0, 3)));
    expect(check.totals.shipments).toBe(30);
    expect(check.totals.packages).toBe(60);
    expect(check.totals.codPaise).toBe(15 * 1_200_000);
    expect(check.totals.totalPaise).toBe(check.totals.freightPaise + check.totals.gstPaise);
    const made = await bookings().bookUpload(ours, csv(rows), { ...by, fileName: "june.csv" });
    if (!made.ok) throw new Error("not booked");
    expect(made.lrNos).toHaveLength(30);
    expect(new Set(made.lrNos).size).toBe(30);
    expect(await bookings().bookingOf(ours, made.bookingId)).toMatchObject({
      source: "upload",
      fileName: "june.csv",
      shipmentCount: 30,
    });
    const listed = await bookings().shipmentsOfBooking(ours, made.bookingId);
    expect(listed[0]!.consigneeName).toBe("रमेश");
    const twice = await bookings().bookUpload(ours, csv(rows), { ...by, fileName: "june.csv" });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.mistakes).toHaveLength(30);
  });
});
