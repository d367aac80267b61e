/**
 * The company's ingestion API (/api/ops/*): its own systems create and update
 * shipments, append tracking events, upload PODs, and create, edit, close and
 * reopen job openings, and say where the company delivers. Authenticated by a bearer token (any of OPS_API_TOKEN's comma-separated
 * list); every path answers 404 when no token is set.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { EventTexts, OrderStatusSchema, POD_MAX_BYTES } from "@core/schemas/shipment-update";
import { JobList, JobTexts, parseJobId } from "@core/schemas/job";
import { ShipmentFactsApi } from "@core/schemas/shipment-facts";
import { plainText } from "@core/schemas/plain-text";
import { CodCollectedSchema } from "@core/schemas/cod";
import type { Logger } from "../logger";
import type { Services } from "../services/create-services";
import { parseLrNumber } from "../services/tracking";
import { rateLimitKey, visitorOf } from "../visitor";
import { serviceabilityRoutes } from "./ops-serviceability";
import { badRequest, invalidInput, notFound, readJson } from "./responses";
import { responseBytes } from "../http/response-bytes";

export { POD_MAX_BYTES };

/** COD collected goes only with Delivered (decision 044). */
const ONLY_DELIVERED = "Send cod_collected only with the Delivered status.";
const onlyDelivered =
  (status: "order_status" | "status") =>
  (
    value: { cod_collected?: number; order_status?: string; status?: string },
    ctx: z.RefinementCtx,
  ) => {
    if (value.cod_collected !== undefined && value[status] !== "Delivered")
      ctx.addIssue({ code: "custom", path: ["cod_collected"], message: ONLY_DELIVERED });
  };

/**
 * The status, and the delivery facts: a fact left out is kept, null clears it.
 * A cod shipment's Delivered status may carry what was collected (rupees).
 */
const ShipmentSchema = z
  .object({
    order_status: OrderStatusSchema,
    ...ShipmentFactsApi,
    cod_collected: CodCollectedSchema.optional(),
  })
  .superRefine(onlyDelivered("order_status"));

const EventSchema = z
  .object({
    id: plainText(
      z
        .string()
        .trim()
        .min(1, "Give each event your system's own id, so a retry does not add it twice.")
        .max(100, "Use at most 100 characters."),
    ),
    ...EventTexts,
    occurred_at: z.iso.datetime({
      offset: true,
      message: "Use an ISO 8601 time, like 2026-11-20T10:30:00+05:30.",
    }),
    /** A cod shipment's Delivered event: the rupees collected (decision 044). */
    cod_collected: CodCollectedSchema.optional(),
  })
  .superRefine(onlyDelivered("status"));

const EventsSchema = z.object({
  events: z
    .array(EventSchema)
    .min(1, "Send at least one event.")
    .max(100, "Send at most 100 events at a time."),
});

/** Unknown fields are refused, so a misspelt one is not silently dropped. */
const jobObject = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field: ${issue.keys.join(", ")}.`
      : issue.code === "invalid_type"
        ? "Send the job as a JSON object."
        : undefined,
};

/** POST and PUT: every field; a list left out is empty. */
const JobSchema = z.strictObject(
  {
    ...JobTexts,
    skills: JobList.default([]),
    languages: JobList.default([]),
    requirements: JobList.default([]),
    responsibilities: JobList.default([]),
    benefits: JobList.default([]),
  },
  jobObject,
);

/** PATCH: any of the same fields, at least one; the others are kept. */
const JobChangesSchema = z
  .strictObject(
    {
      ...JobTexts,
      skills: JobList,
      languages: JobList,
      requirements: JobList,
      responsibilities: JobList,
      benefits: JobList,
    },
    jobObject,
  )
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Send at least one field to change.");

/** POST /jobs/{id}/close and /reopen: the state each sets. */
const JOB_ACTIONS = { close: false, reopen: true };

const BAD_JOB_ID = "Give the job's id as a whole number from 1.";
const NO_JOB = "No job found with this id.";

/** The job id of the path, or the 400 answer for a bad one. */
function jobIdOf(c: Context): number | Response {
  const id = parseJobId(c.req.param("id"));
  return id ?? badRequest(c, BAD_JOB_ID, { id: BAD_JOB_ID });
}

function digest(value: string) {
  return createHash("sha256").update(value).digest();
}

/**
 * Any of the tokens (OPS_API_TOKEN's list), each compared in constant time.
 * Wrong ones (a missing one too) are counted per address (200 guesses a minute
 * were all answered 401): past the budget they answer 429 with Retry-After. The
 * right token is never counted nor refused, so
 * the company's systems keep working while someone guesses from their
 * address. Refusals are logged with the hashed address, never the token.
 */
function requireBearer(
  tokens: readonly string[],
  services: Services,
  logger: Logger,
): MiddlewareHandler<{ Variables: { requestId: string } }> {
  const expected = tokens.map(digest);
  return async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? "";
    const givenDigest = digest(given);
    // Every token is compared, so the time says nothing of which one matched.
    const matches = expected.filter((e) => timingSafeEqual(givenDigest, e)).length;
    if (given && matches > 0) return next();
    const { ip } = visitorOf(c);
    const verdict = await services.rateLimits.consume("opsToken", rateLimitKey(ip));
    logger.warn(
      {
        reqId: c.get("requestId"),
        path: c.req.path,
        address: services.addressHash(ip),
        given: given ? "wrong token" : "no bearer token",
        limited: !verdict.ok,
      },
      "ops token refused",
    );
    if (!verdict.ok) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json({ ok: false, message: "Too many wrong tokens. Please try again later." }, 429);
    }
    c.header("WWW-Authenticate", 'Bearer realm="ops"');
    return c.json({ ok: false, message: "A valid bearer token is required." }, 401);
  };
}

/** ?email= and ?limit= (1 to 200, default 50) of the lists, or the 400 answer. */
function listQuery(c: Context): { email?: string; limit: number } | Response {
  const email = c.req.query("email")?.trim();
  const limit = Number(c.req.query("limit") ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    const message = "Give a limit from 1 to 200.";
    return badRequest(c, message, { limit: message });
  }
  return { email: email || undefined, limit };
}

export function opsRoutes(
  services: Services,
  token: string | readonly string[] | undefined,
  logger: Logger,
) {
  const ops = new Hono<{ Variables: { requestId: string } }>();
  const tokens = (typeof token === "string" ? [token] : (token ?? [])).filter(Boolean);
  if (!tokens.length) return ops.all("*", (c) => notFound(c, "Not found."));

  ops.use(requireBearer(tokens, services, logger));
  ops.route("/", serviceabilityRoutes(services));

  ops.put("/shipments/:lrno", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = ShipmentSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const {
      order_status,
      destination_pincode,
      consignee_phone,
      expected_delivery_date,
      cod_collected,
    } = parsed.data;
    if (cod_collected !== undefined) {
      const refused = await services.codCollections.collectOnStatus(lr.lrNo, cod_collected);
      if (refused) return badRequest(c, refused.message, { [refused.field]: refused.message });
    }
    const { created } = await services.tracking.upsertShipment(lr.lrNo, order_status);
    await services.tracking.setFacts(lr.lrNo, {
      destinationPincode: destination_pincode,
      consigneePhone: consignee_phone,
      expectedDeliveryDate: expected_delivery_date,
    });
    return c.json({ ok: true, lr_no: lr.lrNo, created }, created ? 201 : 200);
  });

  ops.post("/shipments/:lrno/events", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = EventsSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const result = await services.codCollections.appendEvents(
      lr.lrNo,
      parsed.data.events.map((e) => ({
        externalId: e.id,
        status: e.status,
        location: e.location,
        remarks: e.remarks,
        occurredAt: new Date(e.occurred_at),
        codCollected: e.cod_collected,
      })),
    );
    if (!result) return notFound(c, "No shipment found for this LR number. Create it first.");
    if ("ok" in result) return badRequest(c, result.message, { [result.field]: result.message });
    return c.json({ ok: true, lr_no: lr.lrNo, ...result });
  });

  ops.put("/shipments/:lrno/pod", async (c) => {
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    // A PDF, or a photo of the signed LR kept as a one-page PDF; the bytes decide which.
    if (!/^(application\/pdf|image\/jpeg|image\/png)\b/i.test(c.req.header("Content-Type") ?? "")) {
      return c.json(
        {
          ok: false,
          message: "Send the proof of delivery as application/pdf, image/jpeg or image/png.",
        },
        415,
      );
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const stored = await services.tracking.putPodFile(lr.lrNo, bytes);
    if (!stored) return notFound(c, "No shipment found for this LR number. Create it first.");
    if (!stored.ok) return badRequest(c, stored.problem, { file: stored.problem });
    return c.json({ ok: true, lr_no: lr.lrNo, size: stored.size });
  });

  ops.post("/jobs", async (c) => {
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = JobSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const { job, active } = await services.jobs.createJob(parsed.data);
    return c.json({ ok: true, id: job.id, active, job }, 201);
  });

  ops.put("/jobs/:id", async (c) => {
    const id = jobIdOf(c);
    if (id instanceof Response) return id;
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = JobSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const stored = await services.jobs.replaceJob(id, parsed.data);
    if (!stored) return notFound(c, NO_JOB);
    return c.json({ ok: true, id, active: stored.active, job: stored.job });
  });

  ops.patch("/jobs/:id", async (c) => {
    const id = jobIdOf(c);
    if (id instanceof Response) return id;
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const parsed = JobChangesSchema.safeParse(read.body);
    if (!parsed.success) return invalidInput(c, parsed.error);
    const stored = await services.jobs.updateJob(id, parsed.data);
    if (!stored) return notFound(c, NO_JOB);
    return c.json({ ok: true, id, active: stored.active, job: stored.job });
  });

  // A closed job leaves the careers pages, the jobs API and the sitemap; reopening brings it back.
  for (const [action, active] of Object.entries(JOB_ACTIONS)) {
    ops.post(`/jobs/:id/${action}`, async (c) => {
      const id = jobIdOf(c);
      if (id instanceof Response) return id;
      const result = await services.jobs.setJobActive(id, active);
      if (!result) return notFound(c, NO_JOB);
      return c.json({ ok: true, ...result });
    });
  }

  ops.get("/job-applications", async (c) => {
    const query = listQuery(c);
    if (query instanceof Response) return query;
    c.header("Cache-Control", "no-store");
    return c.json(await services.applications.list(query));
  });

  // Quote requests with their instant estimates (docs/decisions/023-instant-estimate.md).
  ops.get("/quote-requests", async (c) => {
    const query = listQuery(c);
    if (query instanceof Response) return query;
    c.header("Cache-Control", "no-store");
    return c.json(await services.leads.listQuoteRequests(query));
  });

  ops.get("/job-applications/:id/resume", async (c) => {
    const id = c.req.param("id");
    const download = UUID.test(id) ? await services.applications.resumeDownload(id) : null;
    if (!download) return notFound(c, "No application found with this id.");
    return c.body(responseBytes(download.body), 200, download.headers);
  });

  return ops;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
