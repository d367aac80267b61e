import { Hono } from "hono";
import { appVersion } from "../app-version";
import type { Services } from "../services/create-services";
import { servingTrouble } from "../http/serving-trouble";

/** GET /api/health (CONTRACT.md): 200 when the database answers, 503 when it does not; both carry `version`. */
export function healthRoutes(services: Services) {
  return new Hono().get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    // Refusing connections or out of file descriptors: send visitors elsewhere.
    const trouble = servingTrouble();
    const version = appVersion();
    if (trouble) return c.json({ ok: false, message: trouble, version }, 503);
    if (await services.health.isDatabaseReachable()) return c.json({ ok: true, version });
    return c.json({ ok: false, message: "The database is unreachable.", version }, 503);
  });
}
