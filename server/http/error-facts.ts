/**
 * What an error may say in the log: its kind, the
 * database's error code and the names of the table, column or constraint,
 * and where it was thrown; never its message. Messages carry what was
 * submitted: Drizzle's "Failed query … params: …" lists the values of the
 * insert, PostgreSQL's detail quotes the value, and JSON.parse quotes the
 * text it could not read.
 */
import { fieldOf } from "@core/unknown-values";

type Facts = {
  type: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
  cause?: Facts;
};

const NAMES = ["table", "column", "constraint", "routine"] as const;

export function errorFacts(error: unknown, depth = 0): Facts {
  if (!(error instanceof Error)) return { type: typeof error };
  const facts: Facts = { type: error.constructor?.name || error.name };
  const code = fieldOf(error, "code");
  if (typeof code === "string" || typeof code === "number") facts.code = String(code);
  for (const name of NAMES) {
    const value = fieldOf(error, name);
    if (typeof value === "string") facts[name] = value;
  }
  // The frames only: the first lines of a stack repeat the message.
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join("\n");
  if (frames) facts.stack = frames;
  if (error.cause !== undefined && depth < 3) facts.cause = errorFacts(error.cause, depth + 1);
  return facts;
}
