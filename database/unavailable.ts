/**
 * Whether an error means "the database cannot answer now" (a retryable
 * outage: 503 with Retry-After) rather than a bug (500) or a value the
 * database refused (the input's fault: 400). Drizzle wraps the driver's
 * error, so the whole `cause` chain is read; never the wrapper's message,
 * which quotes the values sent.
 */
import { fieldOf, isRecord } from "@core/unknown-values";

/** SQLSTATE classes and codes of an outage: connection exceptions, shutdown, overload, our own timeouts. */
const OUTAGE_STATES = /^(08...|57P0[1-5]|57014|53300|53400|25P03)$/;

/** node-postgres and Node socket errors raised when the server is unreachable or silent. */
const OUTAGE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const OUTAGE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable|PGlite is closed|database query timed out/i;

/** Seconds a client should wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take (a
 * broken character in JSON, a number out of range). The input's fault, never
 * an outage, whatever else the error says.
 */
const DATA_EXCEPTION = /^22...$/;

/** Drizzle's wrapper, whose message quotes the query's values: what a visitor typed. */
const QUOTES_VALUES = /^Failed query:/;

function* chain(error: unknown) {
  for (let e = error, depth = 0; e && depth < 8; e = fieldOf(e, "cause"), depth++) {
    if (!isRecord(e)) return;
    yield e;
  }
}

/** Whether the database refused a value it was given (SQLSTATE class 22) rather than failed. */
export function isRefusedValue(error: unknown): boolean {
  for (const { code } of chain(error))
    if (typeof code === "string" && DATA_EXCEPTION.test(code)) return true;
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (isRefusedValue(error)) return false;
  for (const { code, message } of chain(error)) {
    if (typeof code === "string" && (OUTAGE_STATES.test(code) || OUTAGE_CODES.has(code)))
      return true;
    if (
      typeof message === "string" &&
      !QUOTES_VALUES.test(message) &&
      OUTAGE_MESSAGES.test(message)
    )
      return true;
  }
  return false;
}
