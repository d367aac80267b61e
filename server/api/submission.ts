/**
 * What both JSON submission doors read besides the fields: the
 * Idempotency-Key header (issue 12, item 18), and the answers to the
 * outcomes they share.
 */
import type { Context } from "hono";
import { IDEMPOTENCY_HEADER, KEY_MESSAGE, parseIdempotencyKey } from "../services/idempotency";
import { badRequest } from "./responses";

/** The key, none, or the 400 answer for a malformed one. */
export function idempotencyKeyOf(c: Context): { key?: string } | Response {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return {};
  const key = parseIdempotencyKey(header);
  return key ? { key } : badRequest(c, KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: KEY_MESSAGE });
}

/** 422: the key was used before for a different submission. */
export function keyReused(c: Context, message: string) {
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
