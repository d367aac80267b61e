import { siteUrl } from "~/lib/meta";

/** /robots.txt: everything may be crawled; the sitemap at the canonical origin. */
export function loader() {
  const body = `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", siteUrl).href}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
