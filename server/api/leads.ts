/**
 * The JSON doors of the lead forms (spec section 7; CONTRACT.md "JSON API").
 * The body is read into the same shape a page form posts (nested objects as
 * dotted names, like pickupTime.from), so both doors parse it the same way;
 * values of the wrong JSON type are found first, from the same schema
 * (json-types.ts). An Idempotency-Key makes a retry safe (submission.ts).
 */
import { Hono, type Context } from "hono";
import type { LeadFormId } from "@core/content/forms";
import type { Services } from "../services/create-services";
import { leadForms } from "../services/leads/lead-forms";
import type { LeadOutcome } from "../services/leads/leads";
import { visitorOf } from "../visitor";
import { jsonTypeErrors } from "./json-types";
import { badRequest, invalidFields, refused, readJson } from "./responses";
import { firstErrors, idempotencyKeyOf, keyReused, LANGUAGE_FIELD, languageOf } from "./submission";

export const leadDoors: Record<string, LeadFormId> = {
  "/request-quote/create": "quote",
  "/requestPickups/create/web": "pickup",
  "/contact/create": "contact",
  "/clients/register": "client",
  "/franchise/register": "franchise",
};

export function leadRoutes(services: Services) {
  const api = new Hono();
  for (const [path, formId] of Object.entries(leadDoors)) {
    api.post(path, async (c) => {
      const idempotency = idempotencyKeyOf(c);
      if (idempotency instanceof Response) return idempotency;
      const read = await readJson(c);
      if (read instanceof Response) return read;
      const payload = toFormData(read.body);
      if (!payload) return badRequest(c, "Send the fields as a JSON object.");
      const language = languageOf(c, (read.body as Record<string, unknown>)[LANGUAGE_FIELD]);
      if (language instanceof Response) return language;
      payload.delete(LANGUAGE_FIELD);
      const typeErrors = jsonTypeErrors(leadForms[formId].schema, read.body);
      const outcome = await services.leads.submit(formId, payload, visitorOf(c), {
        ...idempotency,
        typeErrors,
        ...language,
      });
      return answer(c, outcome);
    });
  }
  return api;
}

/** A JSON object as form fields; null when the body is not an object. */
export function toFormData(body: unknown): FormData | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const form = new FormData();
  const add = (name: string, value: unknown, depth: number) => {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      form.append(name, String(value));
    } else if (Array.isArray(value) && depth < 3) {
      value.forEach((item, i) => add(`${name}[${i}]`, item, depth + 1));
    } else if (typeof value === "object" && value !== null && depth < 3) {
      for (const [key, item] of Object.entries(value)) add(`${name}.${key}`, item, depth + 1);
    }
  };
  for (const [key, value] of Object.entries(body)) add(key, value, 0);
  return form;
}

function answer(c: Context, outcome: LeadOutcome) {
  switch (outcome.status) {
    case "accepted":
      return c.json({ ok: true, id: outcome.id, message: outcome.message }, 201);
    case "invalid":
      return invalidFields(c, firstErrors(outcome.fieldErrors));
    case "captcha":
      return badRequest(c, outcome.message, { captchaInput: outcome.message });
    case "conflict":
      return keyReused(c, outcome.message);
    default:
      return refused(c, outcome);
  }
}
