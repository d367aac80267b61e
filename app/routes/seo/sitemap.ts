import { publicPaths } from "~/content/routes";
import { siteUrl } from "~/lib/meta";

/**
 * /sitemap.xml: every public route of spec section 2 (content/routes.ts),
 * at the canonical origin. Prerendered at build time to a file.
 */
export function loader() {
  const urls = publicPaths
    .map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
