/**
 * The instant estimate's arithmetic (docs/decisions/023-instant-estimate.md):
 * road distance from two points, then price and transit days from the rate
 * card. Pure, so the unit tests can hold it to its promises: never cheaper
 * for more distance or more weight.
 */
import {
  GST_RATE_PERCENT,
  RANGE_SPREAD_PERCENT,
  RATE_CARD_VERSION,
  ROAD_FACTOR,
  rateCard,
  type EstimateService,
  type ServiceRates,
} from "./content/rate-card";

export type Point = { latitude: number; longitude: number };

export type Estimate = {
  distanceKm: number;
  chargeableWeightKg: number;
  /** Rupees before GST, whole tens: low rounded down, high rounded up. */
  low: number;
  high: number;
  gstRatePercent: number;
  /** GST on the low and high price, whole rupees. */
  gstLow: number;
  gstHigh: number;
  transitDays: { min: number; max: number };
  rateCard: string;
};

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance times the road factor, whole km. */
export function roadDistanceKm(a: Point, b: Point): number {
  for (const p of [a, b])
    if (!(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180))
      throw new RangeError("not a point on Earth");
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const greatCircle = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(greatCircle * ROAD_FACTOR);
}

/** Weight charged: rounded up to the service's step (0.5 kg for courier, 1 kg for part loads…). */
export function chargeableWeight(weightKg: number, rates: ServiceRates): number {
  const steps = Math.ceil(Math.round((weightKg / rates.weightStepKg) * 1e6) / 1e6);
  return Math.max(1, steps) * rates.weightStepKg;
}

/**
 * Rupees before GST for a charged weight over a road distance: the larger of
 * the minimum charge and the weight times the distance band's rate, plus the
 * fuel surcharge. The estimate shows a range around it; a booking is charged it.
 */
export function priceOf(distanceKm: number, chargedKg: number, rates: ServiceRates): number {
  const band = rates.bands.find((b) => distanceKm <= b.upToKm) ?? rates.bands.at(-1)!;
  const base = Math.max(rates.minimumCharge, chargedKg * band.ratePerKg);
  return base * (1 + rates.fuelSurchargePercent / 100);
}

/** Days on the road as the estimate promises them: handling, then a day per so many km. */
export function transitDaysOf(distanceKm: number, rates: ServiceRates) {
  const days = Math.max(1, rates.handlingDays + Math.ceil(distanceKm / rates.kmPerDay));
  return { min: days, max: days + 1 };
}

const roundDownTo10 = (rupees: number) => Math.floor(rupees / 10) * 10;
const roundUpTo10 = (rupees: number) => Math.ceil(rupees / 10) * 10;

/**
 * Price and transit days for a road distance, a weight and a service.
 * Throws a RangeError for nonsense: a negative or non-finite distance, a
 * weight of zero or less, above the service's limit, or a service without
 * a distance price.
 */
export function calculateEstimate(
  distanceKm: number,
  weightKg: number,
  service: EstimateService,
): Estimate {
  const rates: ServiceRates | undefined = rateCard[service];
  if (!rates) throw new RangeError(`no rate for ${String(service)}`);
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError("bad distance");
  if (!Number.isFinite(weightKg) || weightKg <= 0 || weightKg > rates.maxWeightKg)
    throw new RangeError("bad weight");

  const weight = chargeableWeight(weightKg, rates);
  const price = priceOf(distanceKm, weight, rates);
  const low = roundDownTo10(price * (1 - RANGE_SPREAD_PERCENT / 100));
  const high = roundUpTo10(price * (1 + RANGE_SPREAD_PERCENT / 100));
  return {
    distanceKm,
    chargeableWeightKg: weight,
    low,
    high,
    gstRatePercent: GST_RATE_PERCENT,
    gstLow: Math.round((low * GST_RATE_PERCENT) / 100),
    gstHigh: Math.round((high * GST_RATE_PERCENT) / 100),
    transitDays: transitDaysOf(distanceKm, rates),
    rateCard: RATE_CARD_VERSION,
  };
}

/** "₹1,710" in Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString("en-IN")}`;
}
