/**
 * POST /api/support/tickets (CONTRACT.md "Customer care"): the
 * same door as the /support/request page for other clients. Multipart with
 * `data`, the request's fields as a JSON object, and 0 to 3 files under
 * `attachments`. The JSON is checked as JSON against the page form's
 * schema, the files by their bytes; a file over 5 MB is a 413. Answers
 * `201 {"ok":true,"ticket":"SIL-2026-000042","message":"…"}`; an
 * Idempotency-Key makes a retry safe.
 */
import { Hono, type Context } from "hono";
import { englishMessage } from "@core/messages";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import {
  ATTACHMENTS_FIELD,
  TicketFieldsSchema,
  ticketMessages,
} from "@core/schemas/support-ticket";
import { ATTACHMENTS } from "@core/support";
import type { Services } from "../services/create-services";
import { visitorOf } from "../visitor";
import { parseJsonText } from "./json-text";
import { jsonTypeErrors } from "./json-types";
import { badRequest, invalidFields, unreadableJson } from "./responses";
import {
  firstErrors,
  idempotencyKeyOf,
  jsonObject,
  LANGUAGE_FIELD,
  languageOf,
  turnedAway,
} from "./submission";

const DATA_MESSAGE = "Send the request's fields as a JSON object in the data field.";

export function supportRoutes(services: Services) {
  return new Hono().post("/support/tickets", async (c) => {
    const idempotency = idempotencyKeyOf(c);
    if (idempotency instanceof Response) return idempotency;
    if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? ""))
      return c.json({ ok: false, message: "Send the request as multipart/form-data." }, 415);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return badRequest(c, "The form data could not be read. Please send it again.");
    }
    const text = form.get("data");
    const read =
      typeof text === "string" ? parseJsonText(text) : ({ ok: false, reason: "syntax" } as const);
    if (!read.ok) return unreadableJson(c, read, DATA_MESSAGE, "data");
    const data = jsonObject(read.value);
    if (!data) return badRequest(c, DATA_MESSAGE, { data: DATA_MESSAGE });
    const files = form.getAll(ATTACHMENTS_FIELD).filter((f): f is File => f instanceof File);
    const large = files.find((file) => file.size > ATTACHMENTS.maxBytes);
    if (large) {
      const message = englishMessage(ticketMessages.tooLarge(large.name.slice(0, 80)));
      return c.json({ ok: false, message, error: message, errors: { attachments: message } }, 413);
    }
    const language = languageOf(c, data[LANGUAGE_FIELD]);
    if (language instanceof Response) return language;
    const { [LANGUAGE_FIELD]: _language, ...fields } = data;
    const honeypot = form.get(HONEYPOT_FIELD);
    const outcome = await services.tickets.raise(
      {
        ...fields,
        [ATTACHMENTS_FIELD]: files,
        ...(honeypot !== null && { [HONEYPOT_FIELD]: honeypot }),
      },
      visitorOf(c),
      { ...idempotency, ...language, typeErrors: jsonTypeErrors(TicketFieldsSchema, fields) },
    );
    return answer(c, outcome);
  });
}

function answer(c: Context, outcome: Awaited<ReturnType<Services["tickets"]["raise"]>>) {
  switch (outcome.status) {
    case "stored":
      return c.json(
        { ok: true, ticket: outcome.record.id, message: englishMessage(outcome.record.message) },
        201,
      );
    case "invalid":
      return invalidFields(c, firstErrors(outcome.fieldErrors));
    case "turned-away":
      return turnedAway(c, outcome);
  }
}
