/**
 * The instant estimate behind GET /api/estimate and /get-a-quote: the two
 * pincodes' points from the directory, then the rate card
 * (docs/decisions/023-instant-estimate.md).
 */
import { calculateEstimate, roadDistanceKm, type Estimate } from "@core/estimate";
import type { EstimateQuery } from "@core/schemas/estimate";
import { encodeMessage } from "@core/messages";
import type { PincodeInfo, PincodeService } from "./pincodes";

export type EstimateOutcome =
  | { status: "ok"; estimate: Estimate; from: PincodeInfo; to: PincodeInfo }
  | { status: "unknown"; field: "from" | "to"; pincode: string }
  | { status: "unserved"; ends: { field: "from" | "to"; pincode: string }[] };

export const unknownPincodeMessage = (pincode: string) =>
  encodeMessage("unknownPincode", { pincode });

/** A route the company does not serve gets no price. */
export const unservedPincodeMessage = (pincode: string) =>
  encodeMessage("unservedPincode", { pincode });

/** The estimate's refusal of the ends the company does not serve, by parameter. */
export const unservedErrors = (ends: { field: "from" | "to"; pincode: string }[]) =>
  Object.fromEntries(ends.map((end) => [end.field, unservedPincodeMessage(end.pincode)]));

/** The answer of GET /api/estimate (200), also what /get-a-quote shows without JavaScript. */
export function estimateBody(
  query: EstimateQuery,
  outcome: Extract<EstimateOutcome, { status: "ok" }>,
) {
  const { estimate: e, from, to } = outcome;
  const place = (p: PincodeInfo) => ({
    pincode: p.pincode,
    place: p.places[0] ?? p.district,
    district: p.district,
    state: p.state,
    serviceable: p.serviceable,
  });
  return {
    indicative: true,
    from: place(from),
    to: place(to),
    service: query.service,
    weight_kg: query.weight_kg,
    chargeable_weight_kg: e.chargeableWeightKg,
    distance_km: e.distanceKm,
    price: { low: e.low, high: e.high, currency: "INR" },
    gst: { rate_percent: e.gstRatePercent, low: e.gstLow, high: e.gstHigh },
    transit_days: e.transitDays,
    rate_card: e.rateCard,
  };
}

export function createEstimateService(pincodes: PincodeService) {
  return {
    /** For the page door, which reaches the server only through the services. */
    body: estimateBody,
    unknownMessage: unknownPincodeMessage,
    unservedErrors,
    async estimate(query: EstimateQuery): Promise<EstimateOutcome> {
      const [from, to] = await Promise.all([
        pincodes.lookup(query.from),
        pincodes.lookup(query.to),
      ]);
      if (!from) return { status: "unknown", field: "from", pincode: query.from };
      if (!to) return { status: "unknown", field: "to", pincode: query.to };
      const unserved = [
        ...(from.serviceable ? [] : [{ field: "from" as const, pincode: from.pincode }]),
        ...(to.serviceable ? [] : [{ field: "to" as const, pincode: to.pincode }]),
      ];
      if (unserved.length > 0) return { status: "unserved", ends: unserved };
      const distanceKm = roadDistanceKm(from, to);
      return {
        status: "ok",
        estimate: calculateEstimate(distanceKm, query.weight_kg, query.service),
        from,
        to,
      };
    },
  };
}

export type EstimateService = ReturnType<typeof createEstimateService>;
