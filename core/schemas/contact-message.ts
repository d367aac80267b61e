import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { EmailSchema, NameSchema, requiredText } from "./lead-fields";

/** Contact us: all four fields required (spec section 5). */
export const ContactMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  subject: requiredText(m("subject"), 150),
  message: requiredText(m("message"), 3_000, "several"),
});

export type ContactMessage = z.output<typeof ContactMessageSchema>;
