import { siteUrl } from "~/lib/meta";

/** /robots.txt: everything but the staff console may be crawled; the sitemap at the canonical origin. */
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /staff

Sitemap: ${new URL("/sitemap.xml", siteUrl).href}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
