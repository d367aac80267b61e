import { jobPath } from "@core/content/careers";
import { publicPaths } from "@core/content/routes";
import { LANGS } from "@core/i18n";
import { languageUrls, siteUrl } from "~/lib/meta";
import type { Route } from "./+types/sitemap";

type SitemapUrl = { path: string; lastmod?: string };

/**
 * /sitemap.xml: every public route of spec section 2 (content/routes.ts) and
 * every open job, at the canonical origin, in English, then Hindi, then
 * Marathi, each URL with its three languages as xhtml:link alternates
 * (CONTRACT.md "Languages"). Rendered per request, since jobs are created and
 * closed at run time (docs/decisions/011-sitemap-per-request.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const urls: SitemapUrl[] = publicPaths.map((path) => ({ path }));
  try {
    for (const job of await context.services.jobs.listActiveJobs()) {
      urls.push({ path: jobPath(job.id), lastmod: job.updated_at.slice(0, 10) });
    }
  } catch (error) {
    // The pages are still worth listing; the jobs come back with the database.
    console.error("Loading the job openings for the sitemap failed", error);
  }
  const entries = LANGS.flatMap((lang) =>
    urls.map(({ path, lastmod }) => {
      const alternates = languageUrls(path, siteUrl);
      const links = [...LANGS.map((l) => [l, alternates[l]]), ["x-default", alternates.en]]
        .map(([l, href]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`)
        .join("");
      const loc = `<loc>${alternates[lang]}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
    }),
  ).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
