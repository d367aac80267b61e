import { describe, expect, it } from "vitest";
import { bookingCharges, packageWeights } from "./booking-charges";
import { calculateEstimate } from "./estimate";
import { company } from "./content/company";

const line = (count: number, weight_kg: number, l: number, b: number, h: number) => ({
  count,
  weight_kg,
  length_cm: l,
  breadth_cm: b,
  height_cm: h,
});

describe("a booking's charges", () => {
  it("charges the greater of actual and volumetric weight per package, summed", () => {
    // 40×30×30/5000 = 7.2 kg volumetric against 12.5 actual; 60×50×50/5000 = 30 against 5.
    expect(packageWeights([line(2, 12.5, 40, 30, 30), line(1, 5, 60, 50, 50)])).toEqual({
      actualKg: 30,
      chargedKg: 55,
    });
  });

  it("prices as the public estimate does, at the middle of its range, with GST at the company's rate", () => {
    const charges = bookingCharges(180, [line(1, 250, 10, 10, 10)], "ptl");
    const estimate = calculateEstimate(180, 250, "ptl");
    expect(charges.chargeableWeightGrams).toBe(250_000);
    // 250 kg × ₹8 (101–300 km) = ₹2,000, plus 12% fuel: ₹2,240.
    expect(charges.freightPaise).toBe(224_000);
    expect(estimate.low).toBeLessThanOrEqual(2_240);
    expect(estimate.high).toBeGreaterThanOrEqual(2_240);
    expect(charges.gstRatePercent).toBe(company.gstRatePercent);
    expect(charges.gstPaise).toBe(40_320);
    expect(charges.totalPaise).toBe(264_320);
    expect(charges.transitDays).toEqual(estimate.transitDays);
  });

  it("rounds up to the service's step and keeps the minimum charge", () => {
    const small = bookingCharges(50, [line(1, 0.2, 10, 10, 10)], "cl");
    expect(small.chargeableWeightGrams).toBe(500);
    expect(small.freightPaise).toBe(Math.round(80 * 1.15 * 100));
    const volumetric = bookingCharges(50, [line(3, 1, 50, 40, 40)], "ptl");
    expect(volumetric.chargeableWeightGrams).toBe(48_000);
    expect(volumetric.actualWeightGrams).toBe(3_000);
  });

  it("never charges less for more weight or more distance", () => {
    let last = 0;
    for (const kg of [10, 100, 500, 1_000, 4_000]) {
      const { freightPaise } = bookingCharges(400, [line(1, kg, 10, 10, 10)], "ptl");
      expect(freightPaise).toBeGreaterThanOrEqual(last);
      last = freightPaise;
    }
    expect(bookingCharges(2_500, [line(1, 100, 1, 1, 1)], "ltl").freightPaise).toBeGreaterThan(
      bookingCharges(90, [line(1, 100, 1, 1, 1)], "ltl").freightPaise,
    );
  });

  it("refuses a weight above the service's limit", () => {
    expect(() => bookingCharges(100, [line(2, 40, 10, 10, 10)], "cl")).toThrow(RangeError);
  });
});
