import { z } from "../zod";
import { ESTIMATE_SERVICES, rateCard } from "../content/rate-card";
import { encodeMessage as m } from "../messages";
import { PincodeSchema } from "./lead-fields";

const WEIGHT_MESSAGE = m("weight");

/** A weight as typed: "12.5", or the number the API and forms send. */
export const WeightKgSchema = z.coerce
  .number({ error: WEIGHT_MESSAGE })
  .refine(Number.isFinite, WEIGHT_MESSAGE)
  .positive(m("weightPositive"));

/**
 * The instant estimate's question (GET /api/estimate and /get-a-quote):
 * origin and destination pincodes, weight and service. Whether the pincodes
 * exist is the server's to say (the directory is not in the browser).
 */
export const EstimateQuerySchema = z
  .object({
    from: PincodeSchema,
    to: PincodeSchema,
    weight_kg: WeightKgSchema,
    service: z.enum(ESTIMATE_SERVICES, { error: m("estimateService") }),
  })
  .superRefine((query, ctx) => {
    const max = rateCard[query.service].maxWeightKg;
    if (query.weight_kg > max)
      ctx.addIssue({
        code: "custom",
        path: ["weight_kg"],
        message: m("estimateWeightMax", { max: max.toLocaleString("en-IN") }),
      });
  });

export type EstimateQuery = z.output<typeof EstimateQuerySchema>;
