/**
 * Where a browser request comes from, for the doors that change something.
 * Browsers say it: `Sec-Fetch-Site` (Chrome, Firefox, Safari) and `Origin`
 * on every POST. The site's origin is the one the visitor's browser used
 * (visitorOrigin in server/visitor.ts: behind a trusted TLS proxy, its
 * forwarded scheme and host, not the plain http the proxy spoke to us), so
 * both rules hold behind one.
 *
 * - The public JSON doors refuse a browser request from
 *   another site's page (a multipart POST is a "simple" request, so any page
 *   could make a visitor's browser submit without CORS asking first), and
 *   accept a request with neither header: another server, curl.
 * - The staff console asks more: a request that changes
 *   something must show it comes from a page of this site.
 */
import type { MiddlewareHandler } from "hono";
import { visitorOrigin } from "../visitor";

export const CROSS_SITE_MESSAGE = "This form can only be sent from our own website.";

/** A request's headers, and the site's origin as its visitor sees it (visitorOrigin). */
type Incoming = { headers: Headers; origin: string };

/** True when a browser says the request comes from a page of another origin. */
export function isCrossOrigin(request: Incoming): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  // same-site is a sibling subdomain: another origin all the same.
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // "null": a sandboxed frame, a data: URL, or a redirect across sites.
  return origin !== request.origin;
}

/** True only when the request shows it comes from a page of this site (staff forms). */
export function isSameOrigin(request: Incoming): boolean {
  if (isCrossOrigin(request)) return false;
  return (
    request.headers.get("Origin") !== null ||
    request.headers.get("Sec-Fetch-Site") === "same-origin"
  );
}

/** Answers 403 to a browser request from another origin. */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (isCrossOrigin({ headers: c.req.raw.headers, origin: visitorOrigin(c) }))
      return c.json({ ok: false, message: CROSS_SITE_MESSAGE }, 403);
    await next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const changesSomething = (method: string) => !SAFE_METHODS.has(method.toUpperCase());
