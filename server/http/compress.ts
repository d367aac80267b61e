/**
 * Compression of what the app renders (pages, their .data, redirects' bodies):
 * Brotli at quality 5 for a browser that takes it (every current one does),
 * else gzip or deflate, by the same rules as Hono's compress(), which offers
 * only the last two (the web CompressionStream). Brotli makes a Hindi
 * tracking page's HTML 13.8 KB instead of 15.7 (gzip), within the ~14 KB a
 * new connection delivers in its first round trip on a phone (decision 028).
 * Quality 5 costs about what gzip's default does; static files and cached
 * shipment pages are compressed once, at 10 and 5, and pass through here as
 * they are (they carry their Content-Encoding).
 */
import { Duplex } from "node:stream";
import { constants, createBrotliCompress } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

/** Smallest first: the order the server prefers among encodings the client weighs alike. */
export const ENCODINGS = ["br", "gzip", "deflate"] as const;
export type Encoding = (typeof ENCODINGS)[number];
type Compressor = ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>;

/** Smaller bodies are sent as they are: compressing them saves nothing worth the work. */
const THRESHOLD = 1024;
const BROTLI_QUALITY = 5;

/**
 * Which of `offered` (in the server's order of preference) the request's
 * Accept-Encoding takes: the first of those with the highest q, a `*`
 * standing for any not named; undefined to send the body as it is. Browsers
 * list gzip before br with equal weights, so the client's order is not ours
 * (Hono's accepts() would pick gzip): its parser, our choice. Used for
 * rendered pages here and for files compressed ahead (static-files.ts).
 */
export function acceptedEncoding<E extends Encoding>(
  c: Context,
  offered: readonly E[],
): E | undefined {
  const chosen = accepts(c, {
    header: "Accept-Encoding",
    supports: [...offered],
    default: "identity",
    match(accepted) {
      const q = (name: string) =>
        accepted.find((a) => a.type.toLowerCase() === name)?.q ??
        accepted.find((a) => a.type === "*")?.q ??
        0;
      let best = { encoding: "identity", q: 0 };
      for (const encoding of offered) if (q(encoding) > best.q) best = { encoding, q: q(encoding) };
      return best.encoding;
    },
  });
  return offered.find((encoding) => encoding === chosen);
}

function compressor(encoding: Encoding): Compressor {
  if (encoding !== "br") return new CompressionStream(encoding);
  const brotli = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
  });
  // node:stream/web's types and the DOM's differ in a detail (an optional `value`); the streams are one.
  return Duplex.toWeb(brotli) as Compressor;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    const type = res.headers.get("Content-Type");
    if (
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      c.req.method === "HEAD" ||
      (length !== null && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = acceptedEncoding(c, ENCODINGS);
    if (!encoding || !c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(compressor(encoding)), c.res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
