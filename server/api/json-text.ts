/**
 * The one reader of JSON sent by a client (issue 33, item 2), for every door
 * that takes JSON: the lead forms, the application's `data`, the ingestion
 * API. JSON.parse itself reads any depth, but what walks the value afterwards
 * (structuredClone, zod, our own visitors) recurses, and 20,000 nested arrays
 * overflow the stack: a 500. So the depth is counted on the text first, in
 * one pass that skips strings, and anything deeper than any door's schema
 * (three levels at most) plus a wide margin is refused before parsing.
 */

/** Far above the deepest body any door takes (an event inside a list inside an object: 3). */
export const MAX_JSON_DEPTH = 32;

export const JSON_DEPTH_MESSAGE = `The JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

export type JsonText = { ok: true; value: unknown } | { ok: false; reason: "syntax" | "depth" };

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
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "syntax" };
  }
}
