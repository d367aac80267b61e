/**
 * What a person can type into a text field (issue 12, item 8). Control
 * characters never come from a keyboard: NUL breaks PostgreSQL's text and
 * JSON types (a 503 instead of a field error), and a line break in a
 * one-line field ends up in an e-mail subject or a CSV cell. Fields shown
 * as a text box (several lines) may hold new lines and tabs, nothing else.
 */
import type { z } from "zod";

// eslint-disable-next-line no-control-regex
const ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const SEVERAL_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_MESSAGE = "Remove the unusual characters from this field.";

export type Lines = "one" | "several";

export function hasControlCharacters(value: string, lines: Lines = "one"): boolean {
  return (lines === "one" ? ONE_LINE : SEVERAL_LINES).test(value);
}

/** The schema, refusing control characters with a message on the field. */
export function plainText<S extends z.ZodType<string>>(schema: S, lines: Lines = "one") {
  return schema.refine((value) => !hasControlCharacters(value, lines), CONTROL_MESSAGE);
}
