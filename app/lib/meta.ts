import type { PageInfo } from "~/content/routes";
import { company } from "~/content/company";

/** The canonical origin, fixed at build time from SITE_URL (vite.config.ts). */
export const siteUrl: string = import.meta.env.VITE_SITE_URL;

/** Title, description, canonical link and Open Graph tags for a page. */
export function pageMeta(page: Pick<PageInfo, "title" | "description" | "path">) {
  const url = new URL(page.path, siteUrl).href;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
}
