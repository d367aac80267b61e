/**
 * Why a webhook was not delivered, in words operations can act on
 * (/staff/outbox): Node's fetch (undici) says only "fetch failed" and keeps
 * the reason in `error.cause.code`.
 */

/** How much of the receiver's answer is kept for operations to read. */
export const ANSWER_KEPT_BYTES = 200;

const SOCKET_WORDS: Record<string, (host: string) => string> = {
  ECONNREFUSED: (host) => `connection refused by ${host}`,
  ENOTFOUND: (host) => `no such host: ${host} (DNS)`,
  EAI_AGAIN: (host) => `could not look up ${host} (DNS did not answer)`,
  ECONNRESET: (host) => `connection reset by ${host} before it answered`,
  EHOSTUNREACH: (host) => `${host} cannot be reached (no route)`,
  ENETUNREACH: (host) => `${host} cannot be reached (network unreachable)`,
  UND_ERR_SOCKET: (host) => `${host} closed the connection before it answered`,
  UND_ERR_CONNECT_TIMEOUT: (host) => `no connection to ${host}: it timed out`,
  ETIMEDOUT: (host) => `no connection to ${host}: it timed out`,
};

/** A property of a thrown value, whatever was thrown. */
function fieldOf(value: unknown, name: "code" | "cause" | "name"): unknown {
  return typeof value === "object" && value !== null && name in value
    ? Reflect.get(value, name)
    : undefined;
}

function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    const code = fieldOf(e, "code");
    if (typeof code === "string") return code;
    e = fieldOf(e, "cause");
  }
  return undefined;
}

/** A failed POST to `url` in words: "connection refused by hooks.example.com:443". */
export function webhookProblem(error: unknown, url: string, timeoutMs: number): string {
  const { host } = new URL(url);
  const name = fieldOf(error, "name");
  if (name === "TimeoutError" || name === "AbortError")
    return `timed out after ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} without an answer from ${host}`;
  const code = codeOf(error);
  if (code && SOCKET_WORDS[code]) return SOCKET_WORDS[code](host);
  if (code && /CERT|SSL|TLS/.test(code))
    return `the TLS certificate of ${host} was not accepted (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  return code ? `could not reach ${host} (${code})` : `could not reach ${host}: ${message}`;
}

/** An answer that is not a 2xx, in words. */
export function answerProblem(status: number): string {
  if (status >= 300 && status < 400) return `answered ${status} (a redirect, not followed)`;
  return `answered ${status}`;
}

/**
 * The first bytes of an answer's body as text (control characters shown as
 * spaces), reading no more of it than that; null for an empty body.
 */
export async function answerStart(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ANSWER_KEPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut off midway: what came is still worth showing.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = Buffer.concat(chunks).subarray(0, ANSWER_KEPT_BYTES);
  // A multi-byte character cut at the end decodes as U+FFFD: dropped.
  const text = new TextDecoder()
    .decode(bytes)
    .replace(/\uFFFD$/, "")
    .replace(/\p{Cc}+/gu, " ")
    .trim();
  return text || null;
}
