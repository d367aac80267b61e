/**
 * The staff guard's refusal (app/lib/staff-guard.server.ts): a 403 whose
 * data names the role and what it may do, as a page's error boundary reads
 * it back from the route error.
 */
import { z } from "../zod";
import { STAFF_ROLES } from "../staff-access";

export const ForbiddenSchema = z.object({
  forbidden: z.literal(true),
  role: z.enum(STAFF_ROLES),
  may: z.string(),
});
