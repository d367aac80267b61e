import { Hono, type Context } from "hono";
import { englishMessage } from "@core/messages";
import { EstimateQuerySchema } from "@core/schemas/estimate";
import { PincodeSchema } from "@core/schemas/lead-fields";
import type { Services } from "../services/create-services";
import { estimateBody, unknownPincodeMessage, unservedErrors } from "../services/estimates";
import { badRequest, englishErrors, invalidInput } from "./responses";

/**
 * Public and the same for everyone, but asked again each time: a change of
 * serviceability in the staff console shows on the site at once.
 * A lookup is one primary-key query (docs/decisions/022-pincode-directory.md).
 */
const CACHEABLE = "public, no-cache";

function unknownPincode(c: Context, pincode: string, field?: string) {
  const message = englishMessage(unknownPincodeMessage(pincode));
  return c.json({ ok: false, message, ...(field ? { errors: { [field]: message } } : {}) }, 404);
}

/** GET /api/pincodes/{pin} and GET /api/estimate (CONTRACT.md "Pincodes and estimates"). */
export function pincodeRoutes(services: Services) {
  return new Hono()
    .get("/pincodes/:pin", async (c) => {
      const parsed = PincodeSchema.safeParse(c.req.param("pin"));
      if (!parsed.success) return badRequest(c, parsed.error.issues[0]!.message);
      c.header("Cache-Control", CACHEABLE);
      const info = await services.pincodes.lookup(parsed.data);
      if (!info) return unknownPincode(c, parsed.data);
      return c.json({
        pincode: info.pincode,
        places: info.places,
        district: info.district,
        state: info.state,
        serviceable: info.serviceable,
      });
    })
    .get("/estimate", async (c) => {
      const parsed = EstimateQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return invalidInput(c, parsed.error);
      c.header("Cache-Control", CACHEABLE);
      const outcome = await services.estimates.estimate(parsed.data);
      if (outcome.status === "unknown") return unknownPincode(c, outcome.pincode, outcome.field);
      if (outcome.status === "unserved") {
        const errors = englishErrors(unservedErrors(outcome.ends));
        return c.json({ ok: false, message: Object.values(errors).join(" "), errors }, 400);
      }
      return c.json(estimateBody(parsed.data, outcome));
    });
}
