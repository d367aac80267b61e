/**
 * The JSON answers every /api/* route shares (CONTRACT.md "JSON API").
 * Schemas and services give their messages as keys of the validation
 * catalogue (core/messages.ts); the API answers them in English.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { englishMessage } from "@core/messages";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../database/unavailable";
import { BROKEN_TEXT_MESSAGE, JSON_DEPTH_MESSAGE, parseJsonText, type JsonText } from "./json-text";

/** The first problem with each field, keyed by its dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field errors in English, whether given as keys or in words. */
export function englishErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, englishMessage(error)]),
  );
}

/** 400; the message and the field errors in English. */
export function badRequest(c: Context, message: string, errors: Record<string, string> = {}) {
  const english = englishMessage(message);
  return c.json(
    { ok: false, message: english, error: english, errors: englishErrors(errors) },
    400,
  );
}

export function invalidInput(c: Context, error: z.ZodError) {
  return invalidFields(c, fieldErrors(error));
}

/** 400 for field errors: one field's message as the message, else how many need correcting. */
export function invalidFields(c: Context, errors: Record<string, string>) {
  const count = Object.keys(errors).length;
  const message =
    count === 1 ? Object.values(errors)[0]! : `Please correct the ${count} fields marked.`;
  return badRequest(c, message, errors);
}

export function notFound(c: Context, message: string) {
  return c.json({ ok: false, message: englishMessage(message) }, 404);
}

/**
 * Reads a JSON body, answering 415 for another content type and 400 for
 * malformed JSON or JSON nested too deeply (json-text.ts). Returns a
 * Response when the body cannot be used.
 */
export async function readJson(c: Context): Promise<{ body: unknown } | Response> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return c.json({ ok: false, message: "Send the body as application/json." }, 415);
  }
  const read = parseJsonText(await c.req.text());
  if (read.ok) return { body: read.value };
  return unreadableJson(c, read, "The request body is not valid JSON.");
}

/**
 * 400 for JSON a door cannot use: a text holding a broken character on its
 * own field, else too deep or `message` (on `field`, a multipart door's).
 */
export function unreadableJson(
  c: Context,
  read: Exclude<JsonText, { ok: true }>,
  message: string,
  field?: string,
) {
  if (read.reason === "broken") return invalidFields(c, { [read.field]: BROKEN_TEXT_MESSAGE });
  const text = read.reason === "depth" ? JSON_DEPTH_MESSAGE : message;
  return badRequest(c, text, field ? { [field]: text } : {});
}

/** The answers every submission door gives when the server refuses or cannot store it. */
export function refused(
  c: Context,
  outcome:
    | { status: "spam"; message: string }
    | { status: "limited"; retryAfterSeconds: number; message: string }
    | { status: "unavailable"; message: string },
) {
  switch (outcome.status) {
    case "spam":
      return badRequest(c, outcome.message);
    case "limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, message: englishMessage(outcome.message) }, 429);
    case "unavailable":
      // Retryable: the storage is down, not the request wrong.
      c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ ok: false, message: englishMessage(outcome.message) }, 503);
  }
}
