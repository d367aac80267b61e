import { Hono } from "hono";
import type { Services } from "../services/create-services";
import { parseLrNumber } from "../services/tracking";
import { parseLrList } from "@core/schemas/tracking";
import { badRequest, notFound } from "./responses";
import { responseBytes } from "../http/response-bytes";

export const NOT_FOUND = "No shipment found for this LR number.";

/**
 * GET /api/order/web/tracking/{lrno}, GET /api/order/web/tracking?lr=A,B,C
 * and GET /api/order/web/pod/{lrno} (CONTRACT.md).
 */
export function trackingRoutes(services: Services) {
  return new Hono()
    .get("/order/web/tracking", async (c) => {
      c.header("Cache-Control", "no-store");
      const parsed = parseLrList(c.req.query("lr") ?? "");
      if (parsed.kind === "empty") {
        const message = "Give 1 to 25 LR numbers in ?lr=, separated by commas.";
        return badRequest(c, message, { lr: message });
      }
      if (parsed.kind !== "ok") return badRequest(c, parsed.message, { lr: parsed.message });
      const found = await services.tracking.findTrackings(parsed.lrNos);
      return c.json({
        results: found.map(({ lrNo, tracking }) =>
          tracking
            ? { lr_no: lrNo, found: true, orderTracking: tracking }
            : { lr_no: lrNo, found: false },
        ),
      });
    })
    .get("/order/web/tracking/:lrno", async (c) => {
      c.header("Cache-Control", "no-store");
      const lr = parseLrNumber(c.req.param("lrno"));
      if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
      const orderTracking = await services.tracking.findTracking(lr.lrNo);
      if (!orderTracking) return notFound(c, NOT_FOUND);
      return c.json({ orderTracking });
    })
    .get("/order/web/pod/:lrno", async (c) => {
      const lr = parseLrNumber(c.req.param("lrno"));
      if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
      const pod = await services.tracking.findPod(lr.lrNo);
      if (!pod) return notFound(c, "There is no proof of delivery for this LR number yet.");
      return c.body(responseBytes(pod.content), 200, {
        "Content-Type": "application/pdf",
        "Content-Length": String(pod.content.byteLength),
        "Content-Disposition": `attachment; filename="${pod.fileName.replace(/[^\w.-]/g, "_")}"`,
        // A recipient's name and address: never stored by a browser or proxy.
        "Cache-Control": "no-store",
      });
    });
}
