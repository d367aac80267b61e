import { Hono } from "hono";
import { appVersion } from "../app-version";
import type { Services } from "../services/create-services";

/**
 * GET /api/ready (CONTRACT.md "Running it"): 200 when this process should
 * get traffic (database, migrations, Redis when set, outbox not stuck),
 * else 503; both name each check (server/services/readiness.ts).
 */
export function readyRoutes(services: Services) {
  return new Hono().get("/ready", async (c) => {
    c.header("Cache-Control", "no-store");
    const { ok, checks } = await services.health.readiness();
    return c.json({ ok, version: appVersion(), checks }, ok ? 200 : 503);
  });
}
