/**
 * POST /api/job-applications/apply (spec section 7; CONTRACT.md "Job
 * application"): multipart with `data`, the application as JSON, and
 * `resume_file`. The JSON is read into the dotted names the page form posts
 * (like the lead doors), so both doors parse it with one schema, after
 * checking the JSON types against it. Browser requests from another site
 * are refused (same-origin.ts); an Idempotency-Key makes a retry safe.
 */
import { Hono, type Context } from "hono";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { ApplicationDataSchema, RESUME_FIELD } from "@core/schemas/job-application";
import type { Services } from "../services/create-services";
import type { ApplicationOutcome } from "../services/applications";
import { sameOriginOnly } from "../same-origin";
import { visitorOf } from "../visitor";
import { JSON_DEPTH_MESSAGE, parseJsonText } from "./json-text";
import { jsonTypeErrors } from "./json-types";
import { toFormData } from "./leads";
import { badRequest, englishErrors, invalidFields, refused } from "./responses";
import { firstErrors, idempotencyKeyOf, keyReused, LANGUAGE_FIELD, languageOf } from "./submission";

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
    if (!read.ok) {
      const message = read.reason === "depth" ? JSON_DEPTH_MESSAGE : DATA_MESSAGE;
      return badRequest(c, message, { data: message });
    }
    const payload = applicationPayload(form, read.data);
    if (!payload) return badRequest(c, DATA_MESSAGE, { data: DATA_MESSAGE });
    const language = languageOf(c, form.get(LANGUAGE_FIELD) ?? undefined);
    if (language instanceof Response) return language;
    const typeErrors = jsonTypeErrors(ApplicationDataSchema, read.data);
    const outcome = await services.applications.submit(payload, visitorOf(c), {
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

/** The multipart body as the page form's fields; null when `data` is not a JSON object. */
export function applicationPayload(form: FormData, parsed: unknown): FormData | null {
  // A copy: the list of skills is rewritten as the page form's text below.
  const data = structuredClone(parsed);
  // The page form sends skills as one comma-separated text; the JSON as a list.
  const skills = (data as { professionalInformation?: { skills?: unknown } } | null)
    ?.professionalInformation?.skills;
  if (Array.isArray(skills) && skills.every((s) => typeof s === "string")) {
    (data as { professionalInformation: { skills: string } }).professionalInformation.skills =
      skills.join(", ");
  }
  const payload = toFormData(data);
  if (!payload) return null;
  const file = form.get(RESUME_FIELD);
  if (file !== null) payload.set(RESUME_FIELD, file);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (honeypot !== null) payload.set(HONEYPOT_FIELD, honeypot);
  return payload;
}

function answer(c: Context, outcome: ApplicationOutcome) {
  switch (outcome.status) {
    case "accepted":
      return c.json({ ok: true, id: outcome.id, message: outcome.message }, 201);
    case "invalid": {
      const errors = firstErrors(outcome.fieldErrors);
      if (outcome.tooLarge) {
        const english = englishErrors(errors);
        const message = english[RESUME_FIELD]!;
        return c.json({ ok: false, message, error: message, errors: english }, 413);
      }
      return invalidFields(c, errors);
    }
    case "conflict":
      return keyReused(c, outcome.message);
    default:
      return refused(c, outcome);
  }
}
