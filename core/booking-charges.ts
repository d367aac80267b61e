/**
 * What a business booking is charged (CONTRACT.md "Business accounts",
 * "charges"): the public estimate's rate card and rules (core/estimate.ts),
 * but one price, not the estimate's range. Chargeable weight is the greater
 * of actual and volumetric (L×B×H/5000) per package, summed, then rounded
 * up to the service's weight step; money in integer paise.
 */
import { chargeableWeight, priceOf, transitDaysOf } from "./estimate";
import { RATE_CARD_VERSION, rateCard } from "./content/rate-card";
import { company } from "./content/company";
import type { BookingService, PackageLine } from "./schemas/booking";

/** Cubic centimetres per kg: the road trade's volumetric divisor. */
export const VOLUMETRIC_DIVISOR = 5_000;

export type BookingCharges = {
  actualWeightGrams: number;
  chargeableWeightGrams: number;
  distanceKm: number;
  freightPaise: number;
  gstRatePercent: number;
  gstPaise: number;
  totalPaise: number;
  transitDays: { min: number; max: number };
  rateCard: string;
};

const grams = (kg: number) => Math.round(kg * 1_000);

/**
 * GST on one shipment's freight, the one rounding rule of charges
 * (docs/decisions/043-statements.md): per shipment, to the nearest paisa,
 * a half paisa up. A statement's GST is the sum of its shipments' stored
 * GST, never GST on the month's freight, so the lines always add up to the
 * total. Whole paise in, whole paise out; the rate in whole percent.
 */
export function gstPaiseOf(freightPaise: number, ratePercent: number = company.gstRatePercent) {
  return Math.floor((freightPaise * ratePercent + 50) / 100);
}

/** The package lines' actual weight and the weight they are charged for, before the service's step. */
export function packageWeights(packages: PackageLine[]): { actualKg: number; chargedKg: number } {
  let actualKg = 0;
  let chargedKg = 0;
  for (const line of packages) {
    const volumetric = (line.length_cm * line.breadth_cm * line.height_cm) / VOLUMETRIC_DIVISOR;
    actualKg += line.weight_kg * line.count;
    chargedKg += Math.max(line.weight_kg, volumetric) * line.count;
  }
  return { actualKg, chargedKg };
}

/** The heaviest booking a service takes, in kg (the estimate's limit). */
export const maxWeightKgOf = (service: BookingService) => rateCard[service].maxWeightKg;

/**
 * Freight, GST and transit days for packages over a road distance. Throws a
 * RangeError when the charged weight is above the service's limit: the
 * schema's caller checks `maxWeightKgOf` first and says so beside the field.
 */
export function bookingCharges(
  distanceKm: number,
  packages: PackageLine[],
  service: BookingService,
): BookingCharges {
  const rates = rateCard[service];
  const { actualKg, chargedKg } = packageWeights(packages);
  if (!(chargedKg > 0) || chargedKg > rates.maxWeightKg) throw new RangeError("bad weight");
  const charged = chargeableWeight(chargedKg, rates);
  const freightPaise = Math.round(priceOf(distanceKm, charged, rates) * 100);
  const gstPaise = gstPaiseOf(freightPaise);
  return {
    actualWeightGrams: Math.max(1, grams(actualKg)),
    chargeableWeightGrams: grams(charged),
    distanceKm,
    freightPaise,
    gstRatePercent: company.gstRatePercent,
    gstPaise,
    totalPaise: freightPaise + gstPaise,
    transitDays: transitDaysOf(distanceKm, rates),
    rateCard: RATE_CARD_VERSION,
  };
}
