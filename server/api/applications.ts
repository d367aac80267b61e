/**
 * POST /api/job-applications/apply (spec section 7; CONTRACT.md "Job
 * application"): multipart with `data`, the application as JSON, and
 * `resume_file`. The JSON is read into the dotted names the page form posts
 * (like the lead doors), so both doors parse it with one schema.
 */
import { Hono, type Context } from "hono";
import { HONEYPOT_FIELD } from "../../app/schemas/honeypot";
import { RESUME_FIELD } from "../../app/schemas/job-application";
import type { Services } from "../services/create-services";
import type { ApplicationOutcome } from "../services/applications";
import { visitorOf } from "../visitor";
import { toFormData } from "./leads";
import { badRequest, invalidFields, refused } from "./responses";

const DATA_MESSAGE = "Send the application as a JSON object in the data field.";

export function applicationRoutes(services: Services) {
  return new Hono().post("/job-applications/apply", async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
      return c.json({ ok: false, message: "Send the application as multipart/form-data." }, 415);
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return badRequest(c, "The form data could not be read. Please send it again.");
    }
    const payload = applicationPayload(form);
    if (!payload) return badRequest(c, DATA_MESSAGE, { data: DATA_MESSAGE });
    return answer(c, await services.applications.submit(payload, visitorOf(c)));
  });
}

/** The multipart body as the page form's fields; null when `data` is not a JSON object. */
export function applicationPayload(form: FormData): FormData | null {
  const text = form.get("data");
  if (typeof text !== "string") return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
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
      const errors: Record<string, string> = {};
      for (const [name, messages] of Object.entries(outcome.fieldErrors)) {
        if (messages?.[0]) errors[name] = messages[0];
      }
      if (outcome.tooLarge) {
        const message = errors[RESUME_FIELD]!;
        return c.json({ ok: false, message, error: message, errors }, 413);
      }
      return invalidFields(c, errors);
    }
    default:
      return refused(c, outcome);
  }
}
