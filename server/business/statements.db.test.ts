/**
 * What a statement states is what each booking stored when it was made
 * (decision 043): a booking from the form and rows of an upload (the API
 * books through the same insertBookings) store the chargeable weight,
 * freight and GST of the rate card at that moment, GST by the one rule;
 * the month's statement sums exactly those.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { BOOKING_CSV_COLUMNS } from "@core/booking-columns";
import { bookingCharges, gstPaiseOf } from "@core/booking-charges";
import { roadDistanceKm } from "@core/estimate";
import { indiaMonth } from "@core/statement-month";
import { shipments } from "../../database/schema";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import { statementMonths, statementOf } from "./statements";

let t: TestApp;
let ours: TestBusiness;

const form = (extra: Record<string, string> = {}) => ({
  pickup_address: "",
  consignee_name: "Ramesh Traders",
  consignee_phone: "9822012345",
  consignee_address: "Shop 4, MG Road",
  consignee_pincode: "411001",
  service: "ptl",
  package_count: "3",
  weight_kg: "7.3",
  length_cm: "41",
  breadth_cm: "33",
  height_cm: "29",
  declared_value: "12000",
  invoice_no: "INV-1",
  ewb_no: "",
  payment_mode: "paid",
  cod_amount: "",
  client_ref: "",
  delivery_slot: "",
  address_type: "office",
  ...extra,
});

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  ours = await makeBusiness(t.database.db, "Charges Mills");
}, LOAD_DIRECTORY_MS);
afterAll(() => t?.database.close());

describe("charges stored at booking time", () => {
  it("stores the rate card's weight, freight and GST for the form and an upload, and states them", async () => {
    const bookings = t.services.businessBookings;
    const one = await bookings.bookOne(ours.id, form({ client_ref: "CH-1" }), { userId: null });
    if (!one.ok) throw new Error(JSON.stringify(one.errors));
    const rows = [
      form({
        client_ref: "CH-2",
        consignee_pincode: "110001",
        service: "express",
        weight_kg: "2.15",
      }),
      form({
        client_ref: "CH-3",
        consignee_pincode: "600001",
        service: "ltl",
        package_count: "11",
      }),
    ];
    const file = new TextEncoder().encode(
      [
        BOOKING_CSV_COLUMNS.join(","),
        ...rows.map((r) =>
          BOOKING_CSV_COLUMNS.map((c) => `"${(r as Record<string, string>)[c] ?? ""}"`).join(","),
        ),
      ].join("\r\n"),
    );
    const upload = await bookings.bookUpload(ours.id, file, { userId: null, fileName: "c.csv" });
    if (!upload.ok) throw new Error(JSON.stringify(upload.mistakes));

    const lrs = [...one.lrNos, ...upload.lrNos];
    const stored = await t.database.db
      .select()
      .from(shipments)
      .where(inArray(shipments.lrNo, lrs))
      .orderBy(shipments.id);
    expect(stored).toHaveLength(3);
    const places = await t.services.pincodes.lookupMany(["421302", "411001", "110001", "600001"]);
    for (const [i, row] of stored.entries()) {
      const asked = [form(), ...rows][i]!;
      // Worked out here again from the same rate card, independently of the booking's path.
      const expected = bookingCharges(
        roadDistanceKm(places.get("421302")!, places.get(asked.consignee_pincode)!),
        [
          {
            count: Number(asked.package_count),
            weight_kg: Number(asked.weight_kg),
            length_cm: 41,
            breadth_cm: 33,
            height_cm: 29,
          },
        ],
        asked.service as "ptl",
      );
      expect(row.chargeableWeightGrams).toBe(expected.chargeableWeightGrams);
      expect(row.freightPaise).toBe(expected.freightPaise);
      expect(row.gstPaise).toBe(gstPaiseOf(row.freightPaise!));
      expect(Number.isInteger(row.freightPaise) && Number.isInteger(row.gstPaise)).toBe(true);
    }

    const month = indiaMonth(stored[0]!.createdAt);
    const statement = await statementOf(t.database.db, ours.id, month);
    const freight = stored.reduce((s, r) => s + r.freightPaise!, 0);
    const gst = stored.reduce((s, r) => s + r.gstPaise!, 0);
    expect(statement?.totals).toEqual({
      shipments: 3,
      chargeableWeightGrams: stored.reduce((s, r) => s + r.chargeableWeightGrams!, 0),
      freightPaise: freight,
      gstPaise: gst,
      totalPaise: freight + gst,
    });
    expect(await statementMonths(t.database.db, ours.id)).toEqual([
      { month, shipments: 3, freightPaise: freight, gstPaise: gst, totalPaise: freight + gst },
    ]);
    // A later change of the shipment's facts elsewhere leaves its charges as booked.
    await t.database.db
      .update(shipments)
      .set({ orderStatus: "Delivered" })
      .where(eq(shipments.lrNo, lrs[0]!));
    expect((await statementOf(t.database.db, ours.id, month))?.totals.freightPaise).toBe(freight);
  });
});
