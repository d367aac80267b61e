/**
 * The JSON doors of the lead forms (spec section 7; CONTRACT.md "JSON API").
 * The body is read into the same shape a page form posts (nested objects as
 * dotted names, like pickupTime.from), so both doors parse it the same way.
 */
import { Hono, type Context } from "hono";
import type { LeadFormId } from "../../app/content/forms";
import type { Services } from "../services/create-services";
import type { LeadOutcome } from "../services/leads";
import { visitorOf } from "../visitor";
import { badRequest, invalidFields, refused, readJson } from "./responses";

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
      const read = await readJson(c);
      if (read instanceof Response) return read;
      const payload = toFormData(read.body);
      if (!payload) return badRequest(c, "Send the fields as a JSON object.");
      return answer(c, await services.leads.submit(formId, payload, visitorOf(c)));
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
    case "invalid": {
      const errors: Record<string, string> = {};
      const schemaErrors = "error" in outcome.submission ? outcome.submission.error : undefined;
      const all: Record<string, string[] | null | undefined> = {
        ...schemaErrors,
        ...outcome.fieldErrors,
      };
      for (const [name, messages] of Object.entries(all)) {
        if (messages?.[0]) errors[name] = messages[0];
      }
      return invalidFields(c, errors);
    }
    case "captcha":
      return badRequest(c, outcome.message, { captchaInput: outcome.message });
    default:
      return refused(c, outcome);
  }
}
