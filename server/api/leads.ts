/**
 * The JSON doors of the lead forms (spec section 7; CONTRACT.md "JSON API").
 * The body is validated as JSON against the form's schema (nested objects
 * as objects, like pickupTime.from): values of the wrong JSON type are found
 * first, from the same schema (json-types.ts); the lead service reads the
 * rest as the schema reads text. An Idempotency-Key makes a retry safe
 * (submission.ts).
 */
import { Hono, type Context } from "hono";
import type { LeadFormId } from "@core/content/forms";
import type { Services } from "../services/create-services";
import { leadForms } from "../services/leads/lead-forms";
import type { LeadOutcome } from "../services/leads/leads";
import { visitorOf } from "../visitor";
import { jsonTypeErrors } from "./json-types";
import { badRequest, invalidFields, readJson } from "./responses";
import {
  firstErrors,
  idempotencyKeyOf,
  jsonObject,
  LANGUAGE_FIELD,
  languageOf,
  turnedAway,
} from "./submission";

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
      const body = jsonObject(read.body);
      if (!body) return badRequest(c, "Send the fields as a JSON object.");
      const language = languageOf(c, body[LANGUAGE_FIELD]);
      if (language instanceof Response) return language;
      const { [LANGUAGE_FIELD]: _language, ...fields } = body;
      const typeErrors = jsonTypeErrors(leadForms[formId].schema, body);
      const outcome = await services.leads.submit(formId, fields, visitorOf(c), {
        ...idempotency,
        typeErrors,
        ...language,
      });
      return answer(c, outcome);
    });
  }
  return api;
}

function answer(c: Context, outcome: LeadOutcome) {
  switch (outcome.status) {
    case "stored":
      return c.json({ ok: true, ...outcome.record }, 201);
    case "invalid": {
      if (outcome.reason !== "captcha") return invalidFields(c, firstErrors(outcome.fieldErrors));
      const message = outcome.fieldErrors.captchaInput?.[0] ?? "";
      return badRequest(c, message, { captchaInput: message });
    }
    case "turned-away":
      return turnedAway(c, outcome);
  }
}
