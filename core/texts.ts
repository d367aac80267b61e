/**
 * Translated texts (docs/decisions/025-languages.md). Each English content
 * module in core/content/ exports its visible texts as `texts`, made with
 * defineTexts(key, …); core/content/hi/<key>.ts and core/content/mr/<key>.ts
 * default-export the same shape, checked with `satisfies TranslationOf<…>`,
 * so a missing text fails the typecheck.
 *
 * English stays in the JavaScript as before. Hindi and Marathi never enter
 * the first-load JavaScript: the root loader sends the texts a page needs
 * with the page (app/lib/texts.server.ts), so /hi and /mr load the same
 * scripts as English. The texts of a part loaded later (the chat) come with
 * that part's script instead (app/lib/later-texts.ts, LaterTexts below).
 */
import type { PageInfo } from "./content/page-info";
import type { Lang } from "./i18n";

/** An English text module: its key (the file name under core/content/) and its texts. */
export type TextModule<T> = { readonly key: string; readonly en: T };

export function defineTexts<const T>(key: string, en: T): TextModule<T> {
  return { key, en };
}

/** The shape a translation must have: the English one, with any strings in place of its strings. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? never // texts travel as data with the page: write "{name}" templates and fill() them
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export type TranslationOf<M extends TextModule<unknown>> = Translation<M["en"]>;

/** `machine` until a native speaker has read the module and set it to `reviewed` (npm run i18n:report). */
export type Review = "machine" | "reviewed";

/** What the root loader sends with every page. */
export type RootData = {
  lang: Lang;
  /** The translated text modules this page needs, by key; null in English. */
  texts: Record<string, unknown> | null;
};

/**
 * What decides which translated texts a page is sent: its path, and whether
 * its query asks for a list of shipments (`?lr=`, `?lrno=`), which needs the
 * tracking result's texts that the search page alone does not
 * (app/lib/texts.server.ts). The root reloads its texts when this changes.
 */
export function textsScope(url: URL): string {
  return listsShipments(url.searchParams) ? `${url.pathname}?lr` : url.pathname;
}

/** Whether a page's query asks for a list of shipments. */
export function listsShipments(query: URLSearchParams): boolean {
  return query.has("lr") || query.has("lrno");
}

/** Fills a text's "{name}" places: fill("Use at most {max} characters.", { max: 100 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type PageText = Pick<PageInfo, "title" | "description" | "heading" | "intro">;

/**
 * A page's title, description, heading and introduction in the page's
 * language: the translation sent with the page (core/content/hi/pages.ts),
 * found by the page's English path. Pages at a path of their own (a job,
 * a shipment) pass their info already written in the language.
 */
export function localPage<P extends Pick<PageInfo, "path"> & Partial<PageText>>(
  page: P,
  lang: Lang,
  texts: RootData["texts"] | undefined,
): P {
  if (lang === "en") return page;
  const pages = texts?.pages as Record<string, PageText> | undefined;
  const local = pages?.[page.path];
  return local ? { ...page, ...local } : page;
}
