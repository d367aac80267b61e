import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { METRICS_CONTENT_TYPE, metricsText } from "../metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics (README "Watching it"): Prometheus' text format, only with
 * `Authorization: Bearer $METRICS_TOKEN` (401 without it or with another);
 * mounted only when METRICS_TOKEN is set, so otherwise it is the site's 404.
 */
export function metricsRoutes(token: string) {
  const expected = digest(token);
  return new Hono().get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("A valid bearer token is required.", 401);
    }
    c.header("Content-Type", METRICS_CONTENT_TYPE);
    return c.body(await metricsText());
  });
}
