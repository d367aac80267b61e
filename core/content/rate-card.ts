/**
 * The rate card behind the instant estimate on /get-a-quote and
 * GET /api/estimate (docs/decisions/023-instant-estimate.md). The company
 * edits the figures here; core/estimate.test.ts checks that each
 * service's rate per kg never falls as the distance grows.
 *
 * Prices are in rupees, before GST. The price is the larger of the minimum
 * charge and the chargeable weight times the rate of the distance band,
 * plus the fuel surcharge; the estimate shows it as a range around that.
 */
import { company } from "./company";

export type DistanceBand = {
  /** The band covers road distances up to this many kilometres (the last one: any further). */
  upToKm: number;
  ratePerKg: number;
};

export type ServiceRates = {
  minimumCharge: number;
  /** Weight is charged in whole steps of this many kg, rounded up. */
  weightStepKg: number;
  /** The heaviest consignment the estimate prices; heavier ones need a quote. */
  maxWeightKg: number;
  bands: DistanceBand[];
  fuelSurchargePercent: number;
  /** Transit: days to collect and hand over, plus a day for each this many km on the road. */
  handlingDays: number;
  kmPerDay: number;
};

/** Shown next to every estimate, so staff know which card a stored estimate came from. */
export const RATE_CARD_VERSION = "2026-11";

/** GST on goods transport, shown apart from the price (the company's rate, company.ts). */
export const GST_RATE_PERCENT = company.gstRatePercent;

/** The estimate is shown as the price less and more this share (a quote settles it). */
export const RANGE_SPREAD_PERCENT = 10;

/** Great-circle distance times this gives the road distance (Indian highways wind; 1.3 is typical). */
export const ROAD_FACTOR = 1.3;

const farther = (rates: number[]): DistanceBand[] =>
  [100, 300, 700, 1_200, 2_000, Infinity].map((upToKm, i) => ({ upToKm, ratePerKg: rates[i]! }));

/** The services with a distance price; warehousing is priced by space and time, so by quote only. */
export const rateCard = {
  cl: {
    minimumCharge: 80,
    weightStepKg: 0.5,
    maxWeightKg: 70,
    bands: farther([22, 30, 42, 55, 68, 80]),
    fuelSurchargePercent: 15,
    handlingDays: 1,
    kmPerDay: 500,
  },
  express: {
    minimumCharge: 150,
    weightStepKg: 0.5,
    maxWeightKg: 100,
    bands: farther([35, 48, 65, 85, 105, 125]),
    fuelSurchargePercent: 15,
    handlingDays: 1,
    kmPerDay: 800,
  },
  ptl: {
    minimumCharge: 600,
    weightStepKg: 1,
    maxWeightKg: 5_000,
    bands: farther([6, 8, 11, 14, 17, 20]),
    fuelSurchargePercent: 12,
    handlingDays: 1,
    kmPerDay: 350,
  },
  ltl: {
    minimumCharge: 450,
    weightStepKg: 1,
    maxWeightKg: 3_000,
    bands: farther([5, 7, 10, 13, 16, 19]),
    fuelSurchargePercent: 12,
    handlingDays: 2,
    kmPerDay: 300,
  },
  ftl: {
    minimumCharge: 9_000,
    weightStepKg: 100,
    maxWeightKg: 25_000,
    bands: farther([2.5, 3, 4, 5, 6, 7]),
    fuelSurchargePercent: 10,
    handlingDays: 1,
    kmPerDay: 450,
  },
} satisfies Record<string, ServiceRates>;

export type EstimateService = keyof typeof rateCard;
export const ESTIMATE_SERVICES = Object.keys(rateCard) as [EstimateService, ...EstimateService[]];
