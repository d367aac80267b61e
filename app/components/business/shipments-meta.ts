import { langOf } from "@core/i18n";
import { texts as frame } from "@core/content/business-account";
import { texts } from "@core/content/business-shipments";
import { isRootData, sentTexts } from "@core/texts";

type MetaArgs = { location: { pathname: string }; matches: readonly unknown[] };

/** The shipments and pickups pages' titles in the page's language, noindex (as businessMeta). */
export function shipmentsMeta(args: MetaArgs, title: (t: typeof texts.en) => string) {
  const lang = langOf(args.location.pathname);
  const root = args.matches
    .map((match) => (match as { data?: unknown } | undefined)?.data)
    .find(isRootData);
  const t = (lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en;
  const f = (lang === "en" ? frame.en : sentTexts(frame, root?.texts)) ?? frame.en;
  return [
    { title: `${title(t)} · ${f.titleSuffix}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
