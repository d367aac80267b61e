/**
 * POST /api/job-applications/apply (spec section 7; CONTRACT.md "Job
 * application"): multipart with `data`, the application as JSON, and
 * `resume_file`. The JSON is validated as JSON (nested objects as objects)
 * against the schema the page form uses, after checking its JSON types
 * against it; the résumé joins it as a File. Browser requests from another
 * site are refused (same-origin.ts); an Idempotency-Key makes a retry safe.
 */
import { Hono, type Context } from "hono";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { ApplicationDataSchema, RESUME_FIELD } from "@core/schemas/job-application";
import type { Services } from "../services/create-services";
import type { ApplicationOutcome } from "../services/applications";
import type { Fields } from "../services/intake/fields";
import { sameOriginOnly } from "../http/same-origin";
import { visitorOf } from "../visitor";
import { parseJsonText } from "./json-text";
import { jsonTypeErrors } from "./json-types";
import { badRequest, englishErrors, invalidFields, unreadableJson } from "./responses";
import {
  firstErrors,
  idempotencyKeyOf,
  jsonObject,
  LANGUAGE_FIELD,
  languageOf,
  turnedAway,
} from "./submission";

const DATA_MESSAGE = "Send the application as a JSON object in the data field.";

export function applicationRoutes(services: Services) {
  return new Hono().post("/job-applications/apply", sameOriginOnly(), async (c) => {
    const idempotency = idempotencyKeyOf(c);
    if (idempotency instanceof Response) return idempotency;
    if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
      return c.json({ ok: false, message: "Send the application as multipart/form-data." }, 415);
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return badRequest(c, "The form data could not be read. Please send it again.");
    }
    const read = applicationData(form);
    if (!read.ok) return unreadableJson(c, read, DATA_MESSAGE, "data");
    const fields = applicationFields(form, read.data);
    if (!fields) return badRequest(c, DATA_MESSAGE, { data: DATA_MESSAGE });
    const language = languageOf(c, form.get(LANGUAGE_FIELD) ?? undefined);
    if (language instanceof Response) return language;
    const typeErrors = jsonTypeErrors(ApplicationDataSchema, read.data);
    const outcome = await services.applications.submit(fields, visitorOf(c), {
      ...idempotency,
      typeErrors,
      ...language,
    });
    return answer(c, outcome);
  });
}

/** The `data` field read as JSON (json-text.ts): missing counts as malformed. */
function applicationData(form: FormData) {
  const text = form.get("data");
  if (typeof text !== "string") return { ok: false, reason: "syntax" } as const;
  const read = parseJsonText(text);
  return read.ok ? { ok: true as const, data: read.value } : read;
}

/** The application as plain data with its résumé; null when `data` is not a JSON object. */
export function applicationFields(form: FormData, parsed: unknown): Fields | null {
  const data = jsonObject(parsed);
  if (!data) return null;
  // A copy: the list of skills is rewritten as the page form's text below.
  const fields = structuredClone(data);
  // The page form sends skills as one comma-separated text; the JSON as a list.
  const skills = (fields as { professionalInformation?: { skills?: unknown } })
    .professionalInformation?.skills;
  if (Array.isArray(skills) && skills.every((s) => typeof s === "string")) {
    (fields as { professionalInformation: { skills: string } }).professionalInformation.skills =
      skills.join(", ");
  }
  const file = form.get(RESUME_FIELD);
  if (file !== null) fields[RESUME_FIELD] = file;
  const honeypot = form.get(HONEYPOT_FIELD);
  if (honeypot !== null) fields[HONEYPOT_FIELD] = honeypot;
  return fields;
}

function answer(c: Context, outcome: ApplicationOutcome) {
  switch (outcome.status) {
    case "stored":
      return c.json({ ok: true, ...outcome.record }, 201);
    case "invalid": {
      const errors = firstErrors(outcome.fieldErrors);
      if (outcome.reason === "too-large") {
        const english = englishErrors(errors);
        const message = english[RESUME_FIELD]!;
        return c.json({ ok: false, message, error: message, errors: english }, 413);
      }
      return invalidFields(c, errors);
    }
    case "turned-away":
      return turnedAway(c, outcome);
  }
}
