/**
 * Browser requests from another site's page are refused (issue 12, item 9):
 * a multipart POST is a "simple" request, so any page could make a
 * visitor's browser submit to us without CORS asking first. Browsers say
 * where a request comes from: `Sec-Fetch-Site` (Chrome, Firefox, Safari)
 * and `Origin` on every POST. A request with neither is not from a
 * browser's page (another server, curl) and passes, as the API promises.
 *
 * The site's origin is the request URL's (c.req.url), which the host builds
 * from trusted forwarded headers behind a TLS proxy, so the rule holds
 * behind one. Meant for every state-changing door that takes simple
 * requests (the staff console's forms too).
 */
import type { MiddlewareHandler } from "hono";

export const CROSS_SITE_MESSAGE = "This form can only be sent from our own website.";

/** True when a browser says the request comes from a page of another origin. */
export function isCrossOrigin(request: { url: string; headers: Headers }): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  // same-site is a sibling subdomain: another origin all the same.
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // "null": a sandboxed frame, a data: URL, or a redirect across sites.
  return origin !== new URL(request.url).origin;
}

/** Answers 403 to a browser request from another origin. */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (isCrossOrigin({ url: c.req.url, headers: c.req.raw.headers }))
      return c.json({ ok: false, message: CROSS_SITE_MESSAGE }, 403);
    await next();
  };
}
