/**
 * The business API v1 (/api/business/v1/*; CONTRACT.md "Business accounts",
 * "API"; docs/decisions/041-business-api.md). A business's own systems book
 * and follow shipments with `Authorization: Bearer sil_live_…`:
 *
 * - a wrong, absent or revoked key: 401, counted per address in the ingestion
 *   API's budget for wrong tokens (server/api/ops.ts), 429 once spent; a right
 *   key is never counted nor refused there
 * - a suspended business's key: 403 at once (the key is right, the account stopped)
 * - each key: BUSINESS_API_PER_MINUTE requests a minute, then 429 with Retry-After
 * - every answer `Cache-Control: no-store`
 *
 * The OpenAPI document is open to all: it holds no business's data.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { badRequest, invalidFields, notFound, readJson } from "./responses";
import type { Logger } from "../logger";
import type { Services } from "../services/create-services";
import { parseLrNumber } from "../services/tracking";
import { IDEMPOTENCY_HEADER, KEY_MESSAGE, parseIdempotencyKey } from "../services/idempotency";
import { rateLimitKey, visitorOf } from "../visitor";
import { responseBytes } from "../http/response-bytes";
import type { ApiCaller } from "../business/api-keys";
import { businessApiDocument } from "./business-openapi";

type Env = { Variables: { requestId: string; caller: ApiCaller } };

export const NO_SHIPMENT = "No shipment of your business has this LR number.";
export const KEY_REQUIRED =
  "A valid API key is required: send Authorization: Bearer sil_live_… with a key made on /business/api-keys.";
export const TOO_MANY_WRONG = "Too many wrong API keys. Please try again later.";
export const SUSPENDED =
  "This business account is suspended, so its API keys are refused. Call or write to us to restore it.";
export const KEY_BUSY = "This API key has made too many requests this minute. Please slow down.";

function requireKey(services: Services, logger: Logger): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? "";
    const caller = given ? await services.businessApiKeys.authenticate(given) : null;
    if (!caller) {
      const { ip } = visitorOf(c);
      // The ingestion API's budget and limiter, under a key of this door's own.
      const verdict = await services.rateLimits.consume("opsToken", `api:${rateLimitKey(ip)}`);
      logger.warn(
        {
          reqId: c.get("requestId"),
          path: c.req.path,
          address: services.addressHash(ip),
          given: given ? "wrong key" : "no bearer key",
          limited: !verdict.ok,
        },
        "business api key refused",
      );
      if (!verdict.ok) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        return c.json({ ok: false, message: TOO_MANY_WRONG }, 429);
      }
      c.header("WWW-Authenticate", 'Bearer realm="business"');
      return c.json({ ok: false, message: KEY_REQUIRED }, 401);
    }
    if (caller.suspended) return c.json({ ok: false, message: SUSPENDED }, 403);
    const verdict = await services.rateLimits.consume("businessApiKey", caller.keyId);
    if (!verdict.ok) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json({ ok: false, message: KEY_BUSY }, 429);
    }
    await services.businessApiKeys.noteUse(caller);
    c.set("caller", caller);
    return next();
  };
}

/** The LR number of the path, upper-cased; null for one that is not an LR number (answered 404 too). */
function lrOf(c: Context): string | null {
  const lr = parseLrNumber(c.req.param("lr") ?? "");
  return lr.ok ? lr.lrNo : null;
}

export function businessApiRoutes(services: Services, logger: Logger) {
  const v1 = new Hono<Env>();
  v1.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  v1.get("/openapi.json", (c) => c.json(businessApiDocument()));

  v1.use("/shipments", requireKey(services, logger));
  v1.use("/shipments/*", requireKey(services, logger));

  v1.post("/shipments", async (c) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    const key = header === undefined ? undefined : parseIdempotencyKey(header);
    if (key === null) return badRequest(c, KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: KEY_MESSAGE });
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const outcome = await services.businessApiShipments.book(
      c.get("caller").businessId,
      read.body,
      key,
    );
    if (outcome.status === 400) return invalidFields(c, outcome.errors);
    if (outcome.status === 422) return c.json({ ok: false, message: outcome.message }, 422);
    if (outcome.replayed) c.header("Idempotent-Replayed", "true");
    return c.json(outcome.body, 201);
  });

  v1.get("/shipments/:lr", async (c) => {
    const lr = lrOf(c);
    const found = lr
      ? await services.businessApiShipments.find(c.get("caller").businessId, lr)
      : null;
    if (!found) return notFound(c, NO_SHIPMENT);
    return c.json(found);
  });

  v1.get("/shipments/:lr/label.pdf", async (c) => {
    const lr = lrOf(c);
    const file = lr ? await services.businessDocuments.label(c.get("caller").businessId, lr) : null;
    if (!file) return notFound(c, NO_SHIPMENT);
    return c.body(responseBytes(file.content), 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `inline; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  v1.all("*", (c) => c.json({ ok: false, message: "Not found." }, 404));
  return v1;
}
