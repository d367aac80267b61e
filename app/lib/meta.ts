import type { PageInfo } from "@core/content/page-info";
import { company } from "@core/content/company";
import { shareImage } from "@core/content/seo";
import { recordOf } from "@core/records";
import { LANGS, langOf, localizePath, OG_LOCALES, type Lang } from "@core/i18n";
import { isRootData, localPage, sentTexts, type RootData, type TextModule } from "@core/texts";

/** The canonical origin, fixed at build time from SITE_URL (vite.config.ts). */
export const siteUrl: string = import.meta.env.VITE_SITE_URL;

/** What a route's meta function is given that pageMeta needs: the URL and the root loader's data. */
export type MetaContext = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

/** The root loader's data, as a meta function sees it. */
export function rootDataOf(context: MetaContext): RootData | undefined {
  const data = context.matches.find((m) => m?.id === "root")?.loaderData;
  return isRootData(data) ? data : undefined;
}

/**
 * A text module in the language of the page a meta function describes: the
 * translation sent with the page (app/lib/texts.server.ts), English on
 * English pages. A module not sent shows English here; the page's own render
 * fails loudly for it (useTexts).
 */
export function metaTexts<T>(module: TextModule<T>, context: MetaContext): T {
  if (langOf(context.location.pathname) === "en") return module.en;
  return sentTexts(module, rootDataOf(context)?.texts) ?? module.en;
}

/** The URL of a page in each language, absolute. */
export function languageUrls(path: string, origin: string = siteUrl): Record<Lang, string> {
  return recordOf(LANGS, (lang) => new URL(localizePath(lang, path), origin).href);
}

/**
 * Title, description, canonical link, the page's three languages (hreflang
 * with x-default English), Open Graph and X card tags. `context` is the
 * route's meta arguments; without it the page is English.
 */
export function pageMeta(
  page: Pick<PageInfo, "title" | "description" | "path">,
  context?: MetaContext,
) {
  const lang = context ? langOf(context.location.pathname) : "en";
  const local = context ? localPage(page, lang, rootDataOf(context)?.texts) : page;
  const urls = languageUrls(page.path);
  const url = urls[lang];
  const image = new URL(shareImage.path, siteUrl).href;
  return [
    { title: local.title },
    { name: "description", content: local.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: urls[l] })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.en },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...LANGS.filter((l) => l !== lang).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[l],
    })),
    { property: "og:title", content: local.title },
    { property: "og:description", content: local.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
