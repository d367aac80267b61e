/**
 * Reads a request's body before any handler sees it, within a limit
 * (DESIGN.md "Security baseline": body limits checked before parsing), and
 * tells the client's faults from the server's.
 *
 * A body the client aborts, or sends in malformed chunks, fails the read
 * with Node's ECONNRESET "aborted": the same code a dropped database
 * connection raises, so reached the error handler as "database
 * unavailable", a 503 and an outage alert from one packet. Here the whole
 * body is read first (at most `maxSize` bytes, so at most that much is held),
 * and a failed read is the client's: 400, logged as such at warn level.
 * Handlers then read the body from memory, where nothing can fail.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorFacts } from "./error-facts";
import type { Logger } from "../logger";
import { multipartBoundary, TooLargeBody, trimMultipart, type TrimLimits } from "./multipart-trim";

export const UNREADABLE_BODY = "The request body could not be read. Please send it again.";

export type BodyOptions = {
  /** The largest body accepted, in bytes, for this request. */
  maxSize: (c: Context) => number;
  /** The answer over the limit (413). */
  onTooLarge: (c: Context) => Response | Promise<Response>;
  /**
   * Page forms with a file: a multipart body is read through, keeping of
   * each file only what shows it is over its limit (multipart-trim.ts), so
   * the page can answer beside the field; `maxSize` does not apply to it.
   */
  files?: (c: Context) => TrimLimits | undefined;
  logger: Logger;
};

export function readRequestBody<E extends { Variables: { requestId: string } }>({
  maxSize,
  onTooLarge,
  files,
  logger,
}: BodyOptions): MiddlewareHandler<E> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const boundary = multipartBoundary(c.req.header("Content-Type"));
    const trim = boundary ? files?.(c) : undefined;
    const limit = trim ? trim.totalMax : maxSize(c);
    const declared = c.req.header("Content-Length");
    if (declared !== undefined && Number(declared) > limit) return onTooLarge(c);
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = trim ? await trimMultipart(body, boundary!, trim) : await readAll(body, limit);
    } catch (error) {
      if (error instanceof TooLargeBody) return onTooLarge(c);
      logger.warn(
        { reqId: c.get("requestId"), path: c.req.path, error: errorFacts(error) },
        "request body unreadable: the client aborted it or sent it malformed",
      );
      return c.req.path.startsWith("/api/")
        ? c.json({ ok: false, message: UNREADABLE_BODY }, 400)
        : c.text(UNREADABLE_BODY, 400);
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}

/** The stream's bytes, or TooLargeBody as soon as they pass `limit` (the rest is not read). */
async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) throw new TooLargeBody();
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
