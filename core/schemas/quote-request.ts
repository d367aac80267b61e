import { z } from "../zod";
import { services } from "../content/services";
import { encodeMessage as m } from "../messages";
import { WeightKgSchema } from "./estimate";
import {
  EmailSchema,
  NameSchema,
  optionalText,
  PhoneSchema,
  PincodeSchema,
  requiredText,
} from "./lead-fields";

/** The heaviest load a quote form takes: a full truck. */
export const QUOTE_MAX_WEIGHT_KG = 40_000;

type ServiceValue = (typeof services)[number]["quoteValue"];
const serviceValues = services.map((s) => s.quoteValue) as [ServiceValue, ...ServiceValue[]];

/** Get a Quote and Request a Custom Quote (spec sections 3 and 5). */
export const QuoteRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
  service: z.enum(serviceValues, { error: m("quoteService") }),
  origin: requiredText(m("origin"), 120),
  destination: requiredText(m("destination"), 120),
  notes: optionalText(2_000, "several"),
  /** For the instant estimate (/get-a-quote); optional, so a quote never waits on them. */
  origin_pincode: PincodeSchema.optional(),
  destination_pincode: PincodeSchema.optional(),
  weight_kg: WeightKgSchema.max(
    QUOTE_MAX_WEIGHT_KG,
    m("quoteWeightMax", { max: QUOTE_MAX_WEIGHT_KG.toLocaleString("en-IN") }),
  ).optional(),
});

export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
