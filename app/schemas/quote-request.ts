import { z } from "zod";
import { services } from "../content/services";
import { EmailSchema, NameSchema, optionalText, PhoneSchema, requiredText } from "./lead-fields";

type ServiceValue = (typeof services)[number]["quoteValue"];
const serviceValues = services.map((s) => s.quoteValue) as [ServiceValue, ...ServiceValue[]];

/** Get a Quote and Request a Custom Quote (spec sections 3 and 5). */
export const QuoteRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
  service: z.enum(serviceValues, { error: "Choose the service you need." }),
  origin: requiredText("Enter where the goods start, like Pune, Maharashtra.", 120),
  destination: requiredText("Enter where the goods go, like Delhi, Delhi.", 120),
  notes: optionalText(2_000, "several"),
});

export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
