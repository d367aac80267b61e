import type { PageInfo } from "~/content/page-info";
import { company } from "~/content/company";
import { shareImage } from "~/content/seo";

/** The canonical origin, fixed at build time from SITE_URL (vite.config.ts). */
export const siteUrl: string = import.meta.env.VITE_SITE_URL;

/** Title, description, canonical link, Open Graph and X card tags for a page. */
export function pageMeta(page: Pick<PageInfo, "title" | "description" | "path">) {
  const url = new URL(page.path, siteUrl).href;
  const image = new URL(shareImage.path, siteUrl).href;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
