/**
 * The one reader of JSON sent by a client, for every door
 * that takes JSON: the lead forms, the application's `data`, the ingestion
 * API. JSON.parse itself reads any depth, but what walks the value afterwards
 * (structuredClone, zod, our own visitors) recurses, and 20,000 nested arrays
 * overflow the stack: a 500. So the depth is counted on the text first, in
 * one pass that skips strings, and anything deeper than any door's schema
 * (three levels at most) plus a wide margin is refused before parsing.
 *
 * JSON may also spell half of a UTF-16 pair (`"\ud800"`), which no
 * keyboard types and PostgreSQL refuses to store (its json and text types
 * hold only whole characters): the first text or key holding one is named,
 * so the door answers 400 on that field instead of failing at the database
 * (docs/decisions/015-submission-hardening.md).
 */
import { encodeMessage } from "@core/messages";
import { hasLoneSurrogate } from "@core/schemas/plain-text";

/** Far above the deepest body any door takes (an event inside a list inside an object: 3). */
export const MAX_JSON_DEPTH = 32;

export const JSON_DEPTH_MESSAGE = `The JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** A key of the validation catalogue: the doors answer it in English. */
export const BROKEN_TEXT_MESSAGE = encodeMessage("brokenCharacters");

export type JsonText =
  | { ok: true; value: unknown }
  | { ok: false; reason: "syntax" | "depth" }
  | { ok: false; reason: "broken"; field: string };

/** Whether `text` opens more than `maxDepth` arrays or objects inside one another, strings aside. */
export function tooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonText {
  if (tooDeep(text, maxDepth)) return { ok: false, reason: "depth" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "syntax" };
  }
  const field = brokenField(value, "");
  return field === null ? { ok: true, value } : { ok: false, reason: "broken", field };
}

/** The name of the first text or key holding a lone surrogate (`a.b`, `list[0]`), or null. */
function brokenField(value: unknown, name: string): string | null {
  if (typeof value === "string") return hasLoneSurrogate(value) ? name || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = brokenField(value[i], `${name}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    // A broken key is named as it would print, the half character replaced.
    const shown = key.replace(/[\uD800-\uDFFF]/gu, "\uFFFD");
    const child = name ? `${name}.${shown}` : shown;
    if (hasLoneSurrogate(key)) return child;
    const found = brokenField(inner, child);
    if (found !== null) return found;
  }
  return null;
}
