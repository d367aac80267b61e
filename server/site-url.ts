/**
 * SITE_URL is baked into the build (prerendered pages' canonical links,
 * JSON-LD, robots.txt, share links: docs/decisions/014-site-url-at-build.md).
 * The build records it in build/server/site-url.json; the server takes it
 * from there, and refuses to start when SITE_URL at run time names another
 * origin, rather than serve pages that silently point at the wrong site.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const SITE_URL_FILE = "site-url.json";

/** What the build wrote (vite.config.ts). */
const SiteUrlFileSchema = z.object({ siteUrl: z.string().optional() });

export class SiteUrlMismatch extends Error {}

/** The SITE_URL the build at `serverBuildDir` was made with, if it says. */
export function readBuiltSiteUrl(serverBuildDir: string): string | undefined {
  const file = path.join(serverBuildDir, SITE_URL_FILE);
  if (!existsSync(file)) return undefined;
  return SiteUrlFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).siteUrl;
}

const same = (a: string, b: string) => new URL(a).href === new URL(b).href;

/**
 * The site URL to serve with: the build's, unless SITE_URL at run time is
 * set to another, which stops the server with both named.
 */
export function chooseSiteUrl(
  runtime: string | undefined,
  built: string | undefined,
  fallback: string,
): string {
  if (!built) return runtime ?? fallback;
  if (runtime && !same(runtime, built)) {
    throw new SiteUrlMismatch(
      `SITE_URL is ${runtime} but the site was built with SITE_URL=${built}.\n` +
        `  Prerendered pages, canonical links, the sitemap and share links carry the build's origin.\n` +
        `  Build again with the same SITE_URL (SITE_URL=${runtime} npm run build), or leave SITE_URL unset to serve as ${built}.`,
    );
  }
  return built;
}
