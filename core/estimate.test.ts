import { describe, expect, it } from "vitest";
import { ESTIMATE_SERVICES, rateCard, ROAD_FACTOR } from "./content/rate-card";
import { calculateEstimate, chargeableWeight, formatRupees, roadDistanceKm } from "./estimate";

const pune = { latitude: 18.5204, longitude: 73.8567 };
const delhi = { latitude: 28.6139, longitude: 77.209 };

describe("roadDistanceKm", () => {
  it("is the great-circle distance times the road factor, in whole km", () => {
    // Pune to New Delhi: 1,173 km as the crow flies.
    expect(roadDistanceKm(pune, delhi)).toBe(Math.round(1_173.3 * ROAD_FACTOR));
    expect(roadDistanceKm(delhi, pune)).toBe(roadDistanceKm(pune, delhi));
    expect(roadDistanceKm(pune, pune)).toBe(0);
  });

  it("refuses a point that is not on Earth", () => {
    expect(() => roadDistanceKm({ latitude: 95, longitude: 0 }, pune)).toThrow(RangeError);
    expect(() => roadDistanceKm(pune, { latitude: NaN, longitude: 0 })).toThrow(RangeError);
  });
});

describe("calculateEstimate", () => {
  const distances = [
    0, 1, 50, 99, 100, 101, 299, 300, 301, 700, 701, 1_200, 1_201, 2_000, 2_001, 3_500,
  ];

  it.each(ESTIMATE_SERVICES)(
    "%s: never cheaper, never faster, for a longer distance",
    (service) => {
      for (const weight of [0.3, 1, 7.5, 40, rateCard[service].maxWeightKg]) {
        let previous = calculateEstimate(0, weight, service);
        for (const km of distances) {
          const e = calculateEstimate(km, weight, service);
          expect(e.low).toBeGreaterThanOrEqual(previous.low);
          expect(e.high).toBeGreaterThanOrEqual(previous.high);
          expect(e.transitDays.min).toBeGreaterThanOrEqual(previous.transitDays.min);
          previous = e;
        }
      }
    },
  );

  it.each(ESTIMATE_SERVICES)("%s: never cheaper for more weight", (service) => {
    const max = rateCard[service].maxWeightKg;
    const weights = [0.01, 0.5, 0.51, 1, 1.2, 2, 9.99, 10, 25, 70, 100, 999, 5_000, 25_000].filter(
      (w) => w <= max,
    );
    for (const km of distances) {
      let previous = calculateEstimate(km, weights[0]!, service);
      for (const weight of weights) {
        const e = calculateEstimate(km, weight, service);
        expect(e.low).toBeGreaterThanOrEqual(previous.low);
        expect(e.high).toBeGreaterThanOrEqual(previous.high);
        previous = e;
      }
    }
  });

  it("rounds as documented: weight up to the service's step, the low price down and the high price up to ₹10, GST to the rupee", () => {
    expect(chargeableWeight(1.2, rateCard.cl)).toBe(1.5);
    expect(chargeableWeight(0.1, rateCard.cl)).toBe(0.5);
    expect(chargeableWeight(12.01, rateCard.ptl)).toBe(13);
    expect(chargeableWeight(12, rateCard.ptl)).toBe(12);
    // PTL, 120 kg, 1,525 km: band up to 2,000 km at ₹17/kg = ₹2,040, plus 12% fuel = ₹2,284.80.
    const e = calculateEstimate(1_525, 120, "ptl");
    expect(e).toMatchObject({
      chargeableWeightKg: 120,
      low: 2_050, // 2,284.80 less 10% = 2,056.32, down to 2,050
      high: 2_520, // 2,284.80 plus 10% = 2,513.28, up to 2,520
      gstRatePercent: 18,
      gstLow: 369,
      gstHigh: 454,
      transitDays: { min: 1 + Math.ceil(1_525 / 350), max: 2 + Math.ceil(1_525 / 350) },
    });
  });

  it("charges at least the minimum", () => {
    const e = calculateEstimate(10, 0.2, "cl");
    // ₹80 minimum plus 15% fuel = ₹92: 82.80 to 101.20.
    expect([e.low, e.high]).toEqual([80, 110]);
  });

  it.each([
    ["a negative distance", -1, 5, "cl"],
    ["an endless distance", Infinity, 5, "cl"],
    ["no weight", 100, 0, "cl"],
    ["a negative weight", 100, -5, "cl"],
    ["a weight that is not a number", 100, NaN, "cl"],
    ["a courier parcel of 71 kg", 100, 71, "cl"],
    ["warehousing", 100, 5, "warehousing"],
  ])("refuses nonsense: %s", (_, km, weight, service) => {
    expect(() => calculateEstimate(km as number, weight as number, service as "cl")).toThrow(
      RangeError,
    );
  });

  it("has a rate card whose rate per kg never falls with distance, so the promise above holds for any edit", () => {
    for (const service of ESTIMATE_SERVICES) {
      const bands = rateCard[service].bands;
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i]!.upToKm).toBeGreaterThan(bands[i - 1]!.upToKm);
        expect(bands[i]!.ratePerKg).toBeGreaterThanOrEqual(bands[i - 1]!.ratePerKg);
      }
      expect(bands.at(-1)!.upToKm).toBe(Infinity);
    }
  });
});

it("formats rupees with Indian digit grouping", () => {
  expect(formatRupees(123456)).toBe("₹1,23,456");
});
