/**
 * The company's ingestion API (/api/ops/*): its own systems create and update
 * shipments, append tracking events and upload PODs. Authenticated by a
 * bearer token (OPS_API_TOKEN); every path answers 404 when no token is set.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Services } from "../services/create-services";
import { parseLrNumber } from "../services/tracking";
import { badRequest, invalidInput, notFound, readJson } from "./responses";

export const POD_MAX_BYTES = 5 * 1024 * 1024;

const ShipmentSchema = z.object({
  order_status: z.string().trim().min(1, "Give the shipment's status.").max(60, "Use at most 60 characters."),
});

const EventSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, "Give each event your system's own id, so a retry does not add it twice.")
    .max(100, "Use at most 100 characters."),
  status: z.string().trim().min(1, "Give the event's status.").max(60, "Use at most 60 characters."),
  location: z.string().trim().max(120, "Use at most 120 characters.").default(""),
  remarks: z.string().trim().max(500, "Use at most 500 characters.").default(""),
  occurred_at: z.iso.datetime({ offset: true, message: "Use an ISO 8601 time, like 2026-11-20T10:30:00+05:30." }),
});

const EventsSchema = z.object({
  events: z.array(EventSchema).min(1, "Send at least one event.").max(100, "Send at most 100 events at a time."),
});

function digest(value: string) {
  return createHash("sha256").update(value).digest();
}

function requireBearer(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? "";
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="ops"');
      return c.json({ ok: false, message: "A valid bearer token is required." }, 401);
    }
    await next();
  };
}

export function opsRoutes(services: Services, token: string | undefined) {
  const ops = new Hono();
  if (!token) return ops.all("*", (c) => notFound(c, "Not found."));

  ops.use(requireBearer(token));

  ops.put("/shipments/:lrno", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = ShipmentSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const { created } = await services.tracking.upsertShipment(lr.lrNo, parsed.data.order_status);
    return c.json({ ok: true, lr_no: lr.lrNo, created }, created ? 201 : 200);
  });

  ops.post("/shipments/:lrno/events", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = EventsSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const result = await services.tracking.appendEvents(
      lr.lrNo,
      parsed.data.events.map((e) => ({
        externalId: e.id,
        status: e.status,
        location: e.location,
        remarks: e.remarks,
        occurredAt: new Date(e.occurred_at),
      })),
    );
    if (!result) return notFound(c, "No shipment found for this LR number. Create it first.");
    return c.json({ ok: true, lr_no: lr.lrNo, ...result });
  });

  ops.put("/shipments/:lrno/pod", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    if (!/^application\/pdf\b/i.test(c.req.header("Content-Type") ?? "")) {
      return c.json({ ok: false, message: "Send the proof of delivery as application/pdf." }, 415);
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) return badRequest(c, "The file is empty.", { file: "The file is empty." });
    if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
      const message = "The file is not a PDF.";
      return badRequest(c, message, { file: message });
    }
    const stored = await services.tracking.putPod(lr.lrNo, bytes, `POD-${lr.lrNo}.pdf`);
    if (!stored) return notFound(c, "No shipment found for this LR number. Create it first.");
    return c.json({ ok: true, lr_no: lr.lrNo, size: bytes.byteLength });
  });

  return ops;
}
