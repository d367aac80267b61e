/**
 * POST /api/order/web/delivery-requests/{lr} (CONTRACT.md "Delivery options
 * for the receiver"): the receiver's request as JSON,
 * `{"option":"reschedule","date":"2026-12-01","pincode":"411001","phone_last4":"4321","email":"…"}`
 * (and `instructions`, `phone` or `branch` for the other options; an
 * optional `language` for the answer's e-mail) → 201
 * `{"ok":true,"id":"…","status":"received"}`; 403 for facts that do not
 * match the booking (one message whichever was wrong), 409 when the
 * shipment is Delivered or Cancelled or a request already waits, 400 with
 * `errors`, 429 while the form is locked (Retry-After). Like the other JSON
 * doors: application/json only, the depth-checked reader, 32 KB, an
 * optional Idempotency-Key.
 */
import { Hono, type Context } from "hono";
import { englishMessage } from "@core/messages";
import { deliveryMessages } from "@core/schemas/delivery-request";
import type { Services } from "../services/create-services";
import { KEY_REUSED } from "../services/idempotency";
import { parseLrNumber } from "../services/tracking";
import { visitorOf } from "../visitor";
import { badRequest, invalidFields, notFound, readJson } from "./responses";
import {
  firstErrors,
  idempotencyKeyOf,
  jsonObject,
  keyReused,
  LANGUAGE_FIELD,
  languageOf,
} from "./submission";

const BODY_MESSAGE = "Send the request as a JSON object.";

export function deliveryRequestRoutes(services: Services) {
  return new Hono().post("/order/web/delivery-requests/:lrno", async (c) => {
    c.header("Cache-Control", "no-store");
    const lr = parseLrNumber(c.req.param("lrno"));
    if (!lr.ok) return badRequest(c, lr.message, { lrno: lr.message });
    const idempotency = idempotencyKeyOf(c);
    if (idempotency instanceof Response) return idempotency;
    const read = await readJson(c);
    if (read instanceof Response) return read;
    const body = jsonObject(read.body);
    if (!body) return badRequest(c, BODY_MESSAGE, { body: BODY_MESSAGE });
    const language = languageOf(c, body[LANGUAGE_FIELD]);
    if (language instanceof Response) return language;
    const { [LANGUAGE_FIELD]: _language, ...fields } = body;
    const outcome = await services.deliveryOptions.request(lr.lrNo, fields, {
      ipHash: services.deliveryOptions.addressOf(visitorOf(c).ip),
      language: language.language,
      idempotencyKey: idempotency.key,
    });
    return answer(c, outcome);
  });
}

function answer(
  c: Context,
  outcome: Awaited<ReturnType<Services["deliveryOptions"]["request"]>>,
): Response {
  const refuse = (message: string, status: 403 | 409 | 429) =>
    c.json({ ok: false, message: englishMessage(message) }, status);
  switch (outcome.kind) {
    case "created":
      return c.json({ ok: true, id: outcome.id, status: outcome.status }, 201);
    case "invalid":
      return invalidFields(c, firstErrors(outcome.errors));
    case "wrong-facts":
      return refuse(deliveryMessages.wrongFacts, 403);
    case "locked":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return refuse(deliveryMessages.locked, 429);
    case "closed":
      return refuse(deliveryMessages.closed, 409);
    case "waiting":
      return refuse(deliveryMessages.waiting, 409);
    case "not-found":
      return notFound(c, "No shipment found for this LR number.");
    case "key-reused":
      return keyReused(c, KEY_REUSED);
  }
}
