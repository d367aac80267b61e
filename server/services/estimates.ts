/**
 * The instant estimate behind GET /api/estimate and /get-a-quote: the two
 * pincodes' points from the directory, then the rate card
 * (docs/decisions/023-instant-estimate.md).
 */
import { calculateEstimate, roadDistanceKm, type Estimate } from "../../app/lib/estimate";
import type { EstimateQuery } from "../../app/schemas/estimate";
import type { PincodeInfo, PincodeService } from "./pincodes";

export type EstimateOutcome =
  | { status: "ok"; estimate: Estimate; from: PincodeInfo; to: PincodeInfo }
  | { status: "unknown"; field: "from" | "to"; pincode: string };

export const unknownPincodeMessage = (pincode: string) =>
  `We could not find PIN code ${pincode}. Check the 6 digits.`;

export function createEstimateService(pincodes: PincodeService) {
  return {
    async estimate(query: EstimateQuery): Promise<EstimateOutcome> {
      const [from, to] = await Promise.all([
        pincodes.lookup(query.from),
        pincodes.lookup(query.to),
      ]);
      if (!from) return { status: "unknown", field: "from", pincode: query.from };
      if (!to) return { status: "unknown", field: "to", pincode: query.to };
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
