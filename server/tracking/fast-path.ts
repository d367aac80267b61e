/**
 * The tracking API's fast path (decisions 027 and 035): a plain
 * `GET /api/order/web/tracking/{lr}` answered straight from node:http, before
 * @hono/node-server builds a request and the app's middleware runs, with the
 * same answer byte for byte but the request id and date: the security
 * headers (HSTS by the visitor's scheme, server/visitor.ts), Cache-Control,
 * X-Request-Id (a valid one sent is kept, as hono/request-id does), the
 * tracking budget per address (server/tracking/guard.ts), the same JSON for
 * found, not found, 429 and 503, the "request" log line and the metric.
 *
 * Anything else falls through to the app: another method (HEAD too), a query,
 * a body, an encoded character, a host @hono/node-server would rewrite, an
 * LR number the API refuses (400, counted there first as today).
 * server/tracking/fast-path.db.test.ts holds both answers side by side.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { englishMessage } from "@core/messages";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "../../database/unavailable";
import { NOT_FOUND } from "../api/tracking";
// app.onError's words: the fast path answers an outage or a bug as the app does.
import { INTERNAL_ERROR, UNAVAILABLE } from "../app";
import { errorFacts } from "../http/error-facts";
import type { Listener } from "../http/http-server";
import type { Logger } from "../logger";
import { httpRequests } from "../metrics";
import { baseSecurityHeaders, HSTS } from "../http/security";
import type { Services } from "../services/create-services";
import { parseLrNumber } from "../services/tracking";
import { TOO_MANY, trackingDoor } from "./guard";
import { DEFAULT_TRUST_PROXY, forwardingFrom, type TrustProxy } from "../visitor";

/** Only letters and digits after the prefix: nothing to decode, no query, no dot segment. */
const TRACKING_PATH = /^\/api\/order\/web\/tracking\/[A-Za-z0-9]+$/;
/** The hosts @hono/node-server takes as they are (others it parses and may rewrite). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
/** hono/request-id's rule for an id the client sent. */
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;
/** The label server/http/route-label.ts gives this route (Hono's pattern). */
const ROUTE = "/api/order/web/tracking/:lrno";

type Answer = { status: number; body: unknown; retryAfter?: number };

export type FastPathOptions = {
  services: Services;
  logger: Logger;
  /** TRUST_PROXY, as given to the app. */
  trustProxy?: TrustProxy;
};

/** `fallback` (the app's listener) with tracking lookups answered in front of it. */
export function withTrackingFastPath(fallback: Listener, options: FastPathOptions): Listener {
  const { services, logger, trustProxy = DEFAULT_TRUST_PROXY } = options;

  async function answer(req: IncomingMessage, res: ServerResponse, lrNo: string, host: string) {
    const started = performance.now();
    const path = req.url!;
    const sent = req.headers["x-request-id"];
    const reqId =
      typeof sent === "string" && VALID_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    const forwarding = forwardingFrom(
      {
        scheme: "http",
        host,
        header: (name) => joined(req.headers[name.toLowerCase()]),
        peer: req.socket.remoteAddress,
      },
      trustProxy,
    );
    let result: Answer;
    try {
      result = await lookUp(path, forwarding.visitor.ip, lrNo);
    } catch (error) {
      // As app.onError answers and logs it.
      const outage = isDatabaseUnavailable(error);
      logger.error(
        { reqId, error: errorFacts(error) },
        outage ? "database unavailable" : "unhandled error",
      );
      result = outage
        ? {
            status: 503,
            body: { ok: false, message: UNAVAILABLE },
            retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
          }
        : { status: 500, body: { ok: false, message: INTERNAL_ERROR } };
    }
    const text = JSON.stringify(result.body);
    res.writeHead(result.status, {
      ...headersOf(forwarding.scheme === "https", reqId, result.retryAfter),
      "Content-Length": Buffer.byteLength(text),
    });
    res.end(text);

    const seconds = (performance.now() - started) / 1000;
    const status = result.status;
    const ms = Math.round(seconds * 10_000) / 10;
    logger.info({ reqId, method: "GET", path, status, ms }, "request");
    const statusClass = `${Math.floor(status / 100)}xx`;
    httpRequests.observe({ method: "GET", route: ROUTE, status_class: statusClass }, seconds);
  }

  async function lookUp(path: string, ip: string, lrNo: string): Promise<Answer> {
    const door = trackingDoor(path, () => undefined)!;
    const verdict = await services.rateLimits.consumeTracking(ip, door.lookups);
    if (!verdict.ok)
      return {
        status: 429,
        body: { ok: false, message: TOO_MANY },
        retryAfter: verdict.retryAfterSeconds,
      };
    const orderTracking = await services.tracking.findTracking(lrNo);
    if (!orderTracking)
      return { status: 404, body: { ok: false, message: englishMessage(NOT_FOUND) } };
    return { status: 200, body: { orderTracking } };
  }

  return (req, res) => {
    const host = req.headers.host;
    if (
      req.method !== "GET" ||
      !TRACKING_PATH.test(req.url ?? "") ||
      host === undefined ||
      !PLAIN_HOST.test(host) ||
      req.headers["content-length"] !== undefined ||
      req.headers["transfer-encoding"] !== undefined
    )
      return fallback(req, res);
    const lr = parseLrNumber(req.url!.slice(req.url!.lastIndexOf("/") + 1));
    if (!lr.ok) return fallback(req, res);
    answer(req, res, lr.lrNo, host).catch((error: unknown) => {
      // Not expected (lookUp's errors are answered): the connection is cut, as Node would.
      logger.error({ error: errorFacts(error) }, "unhandled error");
      res.destroy();
    });
  };
}

/** A header as the Fetch API reads it: repeated ones joined by ", ". */
function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

const BASE_HEADERS: Record<string, string> = {
  "cache-control": "no-store",
  "content-type": "application/json",
  ...Object.fromEntries(
    Object.entries(baseSecurityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
  ),
};
/** The names in the order the app sends them (a Headers object's: by name, lower case). */
const HEADER_ORDER = [
  ...Object.keys(BASE_HEADERS),
  "retry-after",
  "strict-transport-security",
  "x-request-id",
].sort();

function headersOf(https: boolean, reqId: string, retryAfter: number | undefined) {
  const values: Record<string, string | undefined> = {
    ...BASE_HEADERS,
    "retry-after": retryAfter === undefined ? undefined : String(retryAfter),
    "strict-transport-security": https ? HSTS : undefined,
    "x-request-id": reqId,
  };
  const headers: Record<string, string> = {};
  for (const name of HEADER_ORDER) if (values[name] !== undefined) headers[name] = values[name];
  return headers;
}
