/**
 * What both JSON submission doors read besides the fields: the
 * Idempotency-Key header, and the answers to the
 * outcomes they share.
 */
import { englishMessage } from "@core/messages";
import type { Context } from "hono";
import { IDEMPOTENCY_HEADER, KEY_MESSAGE, parseIdempotencyKey } from "../services/idempotency";
import { isLang, type Lang } from "@core/i18n";
import type { TurnedAway } from "../services/intake/pipeline";
import { badRequest, refused } from "./responses";

export const LANGUAGE_FIELD = "language";
export const LANGUAGE_MESSAGE =
  'Choose the language "en", "hi" or "mr", or leave it out for English.';

/**
 * The optional `language` of a submission: the language the
 * visitor's acknowledgement is written in and stored with the lead. Absent
 * is English; anything else is the 400 answer.
 */
export function languageOf(c: Context, value: unknown): { language: Lang } | Response {
  if (value === undefined || value === null) return { language: "en" };
  return isLang(value)
    ? { language: value }
    : badRequest(c, LANGUAGE_MESSAGE, { [LANGUAGE_FIELD]: LANGUAGE_MESSAGE });
}

/** The key, none, or the 400 answer for a malformed one. */
export function idempotencyKeyOf(c: Context): { key?: string } | Response {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return {};
  const key = parseIdempotencyKey(header);
  return key ? { key } : badRequest(c, KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: KEY_MESSAGE });
}

/** 422: the key was used before for a different submission. */
export function keyReused(c: Context, key: string) {
  const message = englishMessage(key);
  return c.json(
    { ok: false, message, error: message, errors: { [IDEMPOTENCY_HEADER]: message } },
    422,
  );
}

/** The first message of each field. */
export function firstErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fieldErrors))
    if (messages[0]) errors[name] = messages[0];
  return errors;
}

/** The body (or the application's `data`) as a JSON object; null when it is something else. */
export function jsonObject(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return body as Record<string, unknown>;
}

/** A submission turned away: 422 for a key used before with other fields, else as `refused`. */
export function turnedAway(c: Context, outcome: TurnedAway) {
  const { message } = outcome;
  switch (outcome.reason) {
    case "conflict":
      return keyReused(c, message);
    case "limited":
      return refused(c, {
        status: "limited",
        message,
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    case "busy":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ ok: false, message: englishMessage(message) }, 503);
    default:
      return refused(c, { status: outcome.reason, message });
  }
}
