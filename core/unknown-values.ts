/**
 * Reading a value whose type TypeScript cannot know (a thrown error, parsed
 * JSON, a module loaded by name) by narrowing, not by casting: each helper
 * checks what it answers.
 */

/** Whether a value is an object (not null), so its fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A field of a value, undefined when the value is no object. */
export function fieldOf(value: unknown, name: string): unknown {
  return isRecord(value) ? value[name] : undefined;
}

/** A thrown error's `code` (Node's errno name, PostgreSQL's SQLSTATE) when it is a string. */
export function errorCode(error: unknown): string | undefined {
  const code = fieldOf(error, "code");
  return typeof code === "string" ? code : undefined;
}

/** A thrown error's message; a thrown non-error as a string. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
