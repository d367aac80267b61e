/**
 * A rule of where the company delivers (docs/decisions/022-pincode-directory.md),
 * as service_areas stores it: a state, a district ("District, State") or
 * a pincode, served or not. Parsed where it leaves the database, so its kind
 * is one of the three.
 */
import { z } from "../zod";

export const RULE_KINDS = ["state", "district", "pincode"] as const;

export const ServiceRuleSchema = z.object({
  kind: z.enum(RULE_KINDS),
  value: z.string(),
  serves: z.boolean(),
});
export type ServiceRule = z.output<typeof ServiceRuleSchema>;
export type RuleKind = ServiceRule["kind"];
