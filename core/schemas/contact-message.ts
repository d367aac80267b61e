import { z } from "../zod";
import { EmailSchema, NameSchema, requiredText } from "./lead-fields";

/** Contact us: all four fields required (spec section 5). */
export const ContactMessageSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  subject: requiredText("Enter the subject of your message.", 150),
  message: requiredText("Enter your message.", 3_000, "several"),
});

export type ContactMessage = z.output<typeof ContactMessageSchema>;
