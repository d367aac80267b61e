import { langOf } from "@core/i18n";
import { texts } from "@core/content/business-profile";
import { sentTexts, isRootData } from "@core/texts";
import { businessMeta } from "./business-meta";

type MetaArgs = Parameters<typeof businessMeta>[0];

/** The people and profile pages' meta: their title in the page's language, noindex. */
export function profileMeta(args: MetaArgs, title: (t: typeof texts.en) => string) {
  const lang = langOf(args.location.pathname);
  const root = args.matches
    .map((match) => (match as { data?: unknown } | undefined)?.data)
    .find(isRootData);
  const t = (lang === "en" ? texts.en : sentTexts(texts, root?.texts)) ?? texts.en;
  return businessMeta(args, () => title(t));
}

/** A form's messages by field: the first of each, as the services give them. */
export function firstErrors(errors: Record<string, string[]> | undefined) {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, list]) => [field, list[0] ?? ""]),
  );
}
