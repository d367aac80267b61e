/**
 * Every door to a shipment: its
 * page and the list of several in every language, their .data, and the
 * tracking API, single and batch. Counted per client address, so LR numbers
 * cannot be enumerated, and never stored by a browser or proxy
 * (Cache-Control: no-store), since a shipment's page and POD name its
 * recipient. A batch counts each LR number it asks for. Over the limit: 429
 * with Retry-After, as JSON in English for /api and as a plain page in the
 * URL's language for the site (server/http/host-pages.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import { texts as hostPageTexts } from "@core/content/host-pages";
import { LANGUAGE_PREFIX } from "@core/i18n";
import { parseLrList } from "@core/schemas/tracking";
import { hostPage } from "../http/host-pages";
import type { Services } from "../services/create-services";
import { visitorOf } from "../visitor";

export type TrackingDoor = { budget: "tracking" | "pod"; lookups: number };

/**
 * The path as React Router and Hono match it: case-insensitively (React
 * Router's routes are), repeated slashes as one, without a `.data` suffix.
 */
function doorPath(path: string): string {
  const plain = path.toLowerCase().replace(/\/{2,}/g, "/");
  return plain.endsWith(".data") ? plain.slice(0, -".data".length) : plain;
}

/** The LR numbers a `?lr=` list asks for: each counts; one that is refused (400) counts once. */
function listLookups(list: string | undefined): number {
  if (list === undefined) return 0;
  const parsed = parseLrList(list);
  return parsed.kind === "ok" ? parsed.lrNos.length : 1;
}

/**
 * Which budget a request spends and how many lookups it costs, if it is a
 * door to a shipment. `lr` is the request's `?lr=` (read only for the doors
 * that take a list, so a single lookup parses no query).
 */
export function trackingDoor(path: string, lr: () => string | undefined): TrackingDoor | undefined {
  const p = doorPath(path);
  if (p.startsWith("/api/")) {
    if (p.startsWith("/api/order/web/pod/")) return { budget: "pod", lookups: 1 };
    if (p.startsWith("/api/order/web/tracking/")) return { budget: "tracking", lookups: 1 };
    if (p === "/api/order/web/tracking")
      return { budget: "tracking", lookups: Math.max(1, listLookups(lr())) };
    return undefined;
  }
  const page = p.replace(LANGUAGE_PREFIX, "");
  if (page.startsWith("/track-shipment-v2/")) return { budget: "tracking", lookups: 1 };
  // The search page itself names no shipment; `?lrno=` only sends on to a page that counts.
  if (page === "/track-shipment") {
    const lookups = listLookups(lr());
    return lookups > 0 ? { budget: "tracking", lookups } : undefined;
  }
  return undefined;
}

export const TOO_MANY = hostPageTexts.en.tooMany.text;

export function trackingGuard(services: Services): MiddlewareHandler {
  return async (c, next) => {
    const door = trackingDoor(c.req.path, () => c.req.query("lr"));
    if (!door) return next();
    const { ip } = visitorOf(c);
    const verdict =
      door.budget === "pod"
        ? await services.rateLimits.consumePod(ip)
        : await services.rateLimits.consumeTracking(ip, door.lookups);
    if (!verdict.ok) return tooMany(c, verdict.retryAfterSeconds);
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
}

function tooMany(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  c.header("Cache-Control", "no-store");
  if (c.req.path.startsWith("/api/")) return c.json({ ok: false, message: TOO_MANY }, 429);
  return c.html(hostPage(c.req.path, "tooMany", retryAfterSeconds), 429);
}
