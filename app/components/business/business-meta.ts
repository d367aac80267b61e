import { langOf } from "@core/i18n";
import { texts } from "@core/content/business-account";
import { sentTexts, isRootData } from "@core/texts";

type MetaArgs = { location: { pathname: string }; matches: readonly unknown[] };

/**
 * Every portal page: its title in the page's language and noindex
 * (CONTRACT.md "Business accounts"; the host also sends X-Robots-Tag and no-store).
 */
export function businessMeta(args: MetaArgs, title: (t: typeof texts.en) => string) {
  const lang = langOf(args.location.pathname);
  const root = args.matches
    .map((match) => (match as { data?: unknown } | undefined)?.data)
    .find(isRootData);
  const t = (lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en;
  return [
    { title: `${title(t)} · ${t.titleSuffix}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
