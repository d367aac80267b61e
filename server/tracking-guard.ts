/**
 * Shipment pages, their .data and the tracking API (issue 12 items 5 and 10):
 * counted per client address, so LR numbers cannot be enumerated, and never
 * stored by a browser or proxy (Cache-Control: no-store), since a shipment's
 * page and POD name its recipient. Over the limit: 429 with Retry-After, as
 * JSON for /api and as a plain page for the site.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Services } from "./services/create-services";
import { visitorOf } from "./visitor";

/** Which count a path belongs to, if any. */
export function trackingKind(path: string): "tracking" | "pod" | undefined {
  if (path.startsWith("/api/order/web/pod/")) return "pod";
  if (path.startsWith("/api/order/web/tracking/") || path.startsWith("/track-shipment-v2/"))
    return "tracking";
  return undefined;
}

const TOO_MANY =
  "Too many tracking requests from your network. Please wait a little and try again.";

export function trackingGuard(services: Services): MiddlewareHandler {
  return async (c, next) => {
    const kind = trackingKind(c.req.path);
    if (!kind) return next();
    const { ip } = visitorOf(c);
    const verdict =
      kind === "pod"
        ? await services.rateLimits.consumePod(ip)
        : await services.rateLimits.consumeTracking(ip);
    if (!verdict.ok) return tooMany(c, verdict.retryAfterSeconds);
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
}

function tooMany(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  c.header("Cache-Control", "no-store");
  if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: TOO_MANY }, 429);
  return c.html(
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head>` +
      `<body><main><h1>Too many requests</h1><p>${TOO_MANY}</p><p>You can try again in ${retryAfterSeconds} seconds.</p></main></body></html>`,
    429,
  );
}
