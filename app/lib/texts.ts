/**
 * Translated texts (docs/decisions/025-languages.md). Each English content
 * module in app/content/ exports its visible texts as `texts`, made with
 * defineTexts(key, …); app/content/hi/<key>.ts and app/content/mr/<key>.ts
 * default-export the same shape, checked with `satisfies TranslationOf<…>`,
 * so a missing text fails the typecheck.
 *
 * English stays in the JavaScript as before. Hindi and Marathi never enter
 * the first-load JavaScript: the root loader sends the texts a page needs
 * with the page (app/lib/texts.server.ts), so /hi and /mr load the same
 * scripts as English. The texts of a part loaded later (the chat) come with
 * that part's script instead (app/lib/later-texts.ts, LaterTexts below).
 */
import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { PageInfo } from "~/content/page-info";
import { useLang, type Lang } from "./i18n";

/** An English text module: its key (the file name under app/content/) and its texts. */
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

/**
 * Translated texts fetched after the page, by module key, for the part of
 * the page rendered inside: the chat panel gets its words when its script
 * loads, not with every page (app/lib/later-texts.ts).
 */
export const LaterTexts = createContext<Readonly<Record<string, unknown>> | null>(null);

/**
 * The texts of a module in the page's language. In Hindi or Marathi they
 * must have been sent with the page (app/lib/texts.server.ts lists which
 * pages need which modules) or loaded with the part that shows them
 * (LaterTexts); rendered without them, a page fails loudly, so the route
 * tests catch a forgotten module.
 */
export function useTexts<T>(module: TextModule<T>): T {
  const lang = useLang();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const later = useContext(LaterTexts);
  if (lang === "en") return module.en;
  const texts = later?.[module.key] ?? root?.texts?.[module.key];
  if (texts === undefined) {
    throw new Error(
      `The ${lang} texts "${module.key}" were not sent with this page: add "${module.key}" for its route in app/lib/texts.server.ts`,
    );
  }
  return texts as T;
}

/**
 * For the frame and the error pages, which render even when a page failed
 * before its texts were sent: the translation if it is there, else English.
 */
export function useTextsOrEnglish<T>(module: TextModule<T>): T {
  const lang = useLang();
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (lang === "en") return module.en;
  return (root?.texts?.[module.key] as T | undefined) ?? module.en;
}

/** Fills a text's "{name}" places: fill("Use at most {max} characters.", { max: 100 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

type PageText = Pick<PageInfo, "title" | "description" | "heading" | "intro">;

/**
 * A page's title, description, heading and introduction in the page's
 * language: the translation sent with the page (app/content/hi/pages.ts),
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

/** A page's heading and introduction (and title) in the page's language; see localPage. */
export function usePageInfo<P extends Pick<PageInfo, "path"> & Partial<PageText>>(page: P): P {
  const lang = useLang();
  const root = useRouteLoaderData("root") as RootData | undefined;
  return localPage(page, lang, root?.texts);
}
