/**
 * Forgery check for the staff console (issue 14 "Forgery"): a request that
 * changes something must come from a page of this site. Browsers send Origin
 * with every POST form and fetch, and Sec-Fetch-Site with every request;
 * a request with neither is not from a browser page and is refused too.
 * The request URL's origin honours a trusted proxy's forwarded host.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  return site === "same-origin";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const changesSomething = (method: string) => !SAFE_METHODS.has(method.toUpperCase());
