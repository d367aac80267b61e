/**
 * A failed connection at start, told in one line that names the setting and
 * the fix, instead of the driver's stack trace. The
 * line names the server by host, port, database and user: never the password.
 */

import { isRecord } from "@core/unknown-values";

/** Thrown at start when a server cannot be reached; its message is the whole line to print. */
export class ConnectionFailure extends Error {}

type Facts = { code?: string; message: string };

/** The error and its causes (an AggregateError's too: "localhost" tries ::1 and 127.0.0.1). */
function* chain(error: unknown): Generator<Facts> {
  for (let e = error, depth = 0; isRecord(e) && depth < 6; depth++) {
    const { code, message, errors, cause } = e;
    yield {
      code: typeof code === "string" ? code : undefined,
      message: typeof message === "string" ? message : "",
    };
    if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner);
    e = cause;
  }
}

function find(error: unknown, test: (facts: Facts) => boolean): Facts | undefined {
  for (const facts of chain(error)) if (test(facts)) return facts;
  return undefined;
}

const has = (error: unknown, code: string) => Boolean(find(error, (f) => f.code === code));
const says = (error: unknown, pattern: RegExp) =>
  Boolean(find(error, (f) => pattern.test(f.message)));

const TLS_CODES =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|CERT_HAS_EXPIRED|ERR_TLS_CERT_ALTNAME_INVALID|ERR_SSL_.*)$/;

/** Where a URL points, without its password: "user@host:port/path". */
export function describeServer(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `${user}${u.hostname}:${u.port || defaultPort}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "(an unreadable URL)";
  }
}

/** What the network said, in words, or undefined when it was not the network. */
function networkProblem(error: unknown): string | undefined {
  if (has(error, "ECONNREFUSED")) return "refused the connection (nothing listens there)";
  if (has(error, "ENOTFOUND") || has(error, "EAI_AGAIN"))
    return "has a host name that does not resolve";
  if (has(error, "EHOSTUNREACH") || has(error, "ENETUNREACH")) return "is unreachable from here";
  if (has(error, "ETIMEDOUT") || says(error, /timeout|timed out/i)) return "did not answer in time";
  if (has(error, "ECONNRESET") || says(error, /Connection terminated|socket disconnected/i))
    return "closed the connection at once";
  return undefined;
}

/** The first line of an error's message, for a failure no rule below knows. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const kind = isRecord(error) ? error.constructor?.name : undefined;
  return message.split("\n")[0]!.trim() || kind || "unknown error";
}

/** One line for a PostgreSQL connection that failed at start. */
export function explainDatabaseFailure(error: unknown, url: string): string {
  const where = `DATABASE_URL (${describeServer(url, 5432)})`;
  const database = (() => {
    try {
      return decodeURIComponent(new URL(url).pathname.slice(1)) || "(none)";
    } catch {
      return "(none)";
    }
  })();
  if (has(error, "3D000"))
    return `${where}: database "${database}" does not exist. Create it with \`npm run db:create\` (or \`createdb ${database}\`), or correct the name in DATABASE_URL.`;
  if (has(error, "28P01") || says(error, /password authentication failed/i))
    return `${where}: the server refused the user name or password. Correct them in DATABASE_URL (percent-encode special characters in the password).`;
  if (says(error, /no encryption/i))
    return `${where}: the server accepts only encrypted connections. Add ?sslmode=verify-full to DATABASE_URL (NODE_EXTRA_CA_CERTS=/path/to/ca.pem for a private CA).`;
  if (has(error, "28000"))
    return `${where}: the server does not let this user in from here (pg_hba.conf). Allow it on the server or use another user in DATABASE_URL.`;
  if (says(error, /does not support SSL/i))
    return `${where}: the server does not offer TLS but DATABASE_URL asks for it. Remove sslmode/ssl from DATABASE_URL or turn on ssl on the server.`;
  if (find(error, (f) => TLS_CODES.test(f.code ?? "")) || says(error, /certificate/i))
    return `${where}: the server's TLS certificate is not trusted. Give Node its CA with NODE_EXTRA_CA_CERTS=/path/to/ca.pem, or correct the host name in DATABASE_URL.`;
  if (says(error, /SASL|client password must be a string/i))
    return `${where}: the server asks for a password and DATABASE_URL has none. Add it: postgres://user:password@host:port/database.`;
  if (has(error, "53300"))
    return `${where}: the server has no free connections (too many clients). Raise max_connections or lower WEB_CONCURRENCY.`;
  if (has(error, "57P03"))
    return `${where}: the server is starting up or shutting down. Start again when it is up.`;
  const problem = networkProblem(error);
  if (problem)
    return `${where} ${problem}. Start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
  return `${where}: could not connect (${firstLine(error)}). Check DATABASE_URL and the server.`;
}

/** One line for a Redis connection that failed at start. */
export function explainRedisFailure(error: unknown, url: string): string {
  const where = `REDIS_URL (${describeServer(url, 6379)})`;
  const unset = "or unset REDIS_URL to count rate limits in each process's memory";
  if (says(error, /WRONGPASS|NOAUTH|invalid password|invalid username-password/i))
    return `${where}: Redis refused the user name or password. Correct them in REDIS_URL (redis://user:password@host:port), ${unset}.`;
  if (find(error, (f) => TLS_CODES.test(f.code ?? "")) || says(error, /certificate/i))
    return `${where}: the server's TLS certificate is not trusted. Give Node its CA with NODE_EXTRA_CA_CERTS=/path/to/ca.pem, or correct the host name in REDIS_URL.`;
  if (says(error, /wrong version number|before secure TLS connection/i))
    return `${where}: TLS did not start. Use redis:// for a server without TLS and rediss:// for one with it.`;
  const problem = networkProblem(error);
  if (problem && url.startsWith("rediss:") && !has(error, "ECONNREFUSED"))
    return `${where} ${problem}. If that server has no TLS, use redis:// instead of rediss://; else correct the host and port in REDIS_URL.`;
  if (problem)
    return `${where} ${problem}. Start Redis there, correct the host and port in REDIS_URL, ${unset}.`;
  return `${where}: could not connect (${firstLine(error)}). Check REDIS_URL, ${unset}.`;
}
