import { Hono, type Context } from "hono";
import { EstimateQuerySchema } from "../../app/schemas/estimate";
import { PincodeSchema } from "../../app/schemas/lead-fields";
import type { Services } from "../services/create-services";
import { unknownPincodeMessage } from "../services/estimates";
import { badRequest, invalidInput } from "./responses";

/**
 * Public and the same for everyone: browsers and proxies may keep an answer
 * for ten minutes, so a change of serviceability or of the rate card shows
 * within that (README "Pincodes and estimates").
 */
const CACHEABLE = "public, max-age=600";

function unknownPincode(c: Context, pincode: string, field?: string) {
  const message = unknownPincodeMessage(pincode);
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
      const { estimate: e, from, to } = outcome;
      const place = (p: typeof from) => ({
        pincode: p.pincode,
        place: p.places[0] ?? p.district,
        district: p.district,
        state: p.state,
        serviceable: p.serviceable,
      });
      return c.json({
        indicative: true,
        from: place(from),
        to: place(to),
        service: parsed.data.service,
        weight_kg: parsed.data.weight_kg,
        chargeable_weight_kg: e.chargeableWeightKg,
        distance_km: e.distanceKm,
        price: { low: e.low, high: e.high, currency: "INR" },
        gst: { rate_percent: e.gstRatePercent, low: e.gstLow, high: e.gstHigh },
        transit_days: e.transitDays,
        rate_card: e.rateCard,
      });
    });
}
