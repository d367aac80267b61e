/**
 * What a person can type into a text field. Control
 * characters never come from a keyboard: NUL breaks PostgreSQL's text and
 * JSON types (a 503 instead of a field error), and a line break in a
 * one-line field ends up in an e-mail subject or a CSV cell. Fields shown
 * as a text box (several lines) may hold new lines and tabs, nothing else.
 *
 * Invisible format characters (Unicode category Cf: U+202E right-to-left
 * override, U+200B zero width space, U+2060 word joiner...) never belong in
 * a name, a city or a subject either: an override turns
 * what follows back to front where staff read it. The zero width non-joiner
 * and joiner (U+200C, U+200D) stay: Hindi and Marathi words need them to
 * shape their letters (and emoji sequences use U+200D).
 *
 * Half of a UTF-16 pair (a lone surrogate, U+D800 to U+DFFF alone) is no
 * character at all: PostgreSQL cannot store it (a database error, not a
 * field error, unless refused here), so every text field refuses it.
 */
import type { z } from "zod";
import { encodeMessage } from "../messages";

// eslint-disable-next-line no-control-regex
const ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const SEVERAL_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// The \p{Cf} class minus the two joiners.
const FORMAT = /(?![\u200C\u200D])\p{Cf}/u;

// With the u flag a whole pair is one code point: only a lone half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export const CONTROL_MESSAGE = encodeMessage("controlCharacters");
export const INVISIBLE_MESSAGE = encodeMessage("invisibleCharacters");
export const BROKEN_MESSAGE = encodeMessage("brokenCharacters");

export type Lines = "one" | "several";

export function hasControlCharacters(value: string, lines: Lines = "one"): boolean {
  return (lines === "one" ? ONE_LINE : SEVERAL_LINES).test(value);
}

/** True when a one-line value holds an invisible format character other than the joiners. */
export function hasFormatCharacters(value: string): boolean {
  return FORMAT.test(value);
}

/** True when the text holds half of a UTF-16 pair without the other half. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/**
 * The schema, refusing broken characters and control characters with a message on the field, and
 * in a one-line field invisible format characters too.
 */
export function plainText<S extends z.ZodType<string>>(schema: S, lines: Lines = "one") {
  const plain = schema
    .refine((value) => !hasLoneSurrogate(value), BROKEN_MESSAGE)
    .refine((value) => !hasControlCharacters(value, lines), CONTROL_MESSAGE);
  return lines === "one"
    ? plain.refine((value) => !hasFormatCharacters(value), INVISIBLE_MESSAGE)
    : plain;
}
