/**
 * Translated texts (docs/decisions/025-languages.md). Each English content
 * module in core/content/ exports its visible texts as `texts`, made with
 * defineTexts(key, …); core/content/hi/<key>.ts and core/content/mr/<key>.ts
 * write only its words, checked against Translation<…> so a missing text or
 * a link fails the typecheck, and default-export the same shape as the
 * English: translate() (core/content/translate.ts) adds the English links,
 * ids and slugs (localize) and fills the company's figures.
 *
 * English stays in the JavaScript as before. Hindi and Marathi never enter
 * the first-load JavaScript: the root loader sends the texts a page needs
 * with the page (app/lib/texts.server.ts), so /hi and /mr load the same
 * scripts as English. The texts of a part loaded later (the chat) come with
 * that part's script instead (app/lib/later-texts.ts, LaterTexts below).
 */
import type { PageInfo } from "./content/page-info";
import { isLang, type Lang } from "./i18n";
import { fieldOf, isRecord } from "./unknown-values";

/** An English text module: its key (the file name under core/content/) and its texts. */
export type TextModule<T> = { readonly key: string; readonly en: T };

export function defineTexts<const T>(key: string, en: T): TextModule<T> {
  return { key, en };
}

/**
 * Keys whose values are the same in every language: links, ids and slugs.
 * A translation never writes them; localize() takes them from the English
 * module, so a link is typed once, in English.
 */
export type NonTextKey = "href" | "id" | "slug";

/** A module's texts in any language: the English shape, with any strings in place of its strings. */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? never // texts travel as data with the page: write "{name}" templates and fill() them
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Localized<T[I]> }
      : T extends object
        ? { readonly [K in keyof T]: Localized<T[K]> }
        : T;

/**
 * What a translation writes: the English shape with strings in place of its
 * strings, without its links, ids and slugs (NonTextKey), which a
 * translation may not write: localize() (core/content/translate.ts) adds
 * them from the English module.
 * Lists keep the English order: the nth item translates the English nth.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? never // texts travel as data with the page: write "{name}" templates and fill() them
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I]> }
      : T extends object
        ? { readonly [K in keyof T as K extends NonTextKey ? never : K]: Translation<T[K]> } & {
            readonly [K in keyof T & NonTextKey]?: never;
          }
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

/** Whether a route's loader data is the root's (a meta function sees every route's data untyped). */
export function isRootData(data: unknown): data is RootData {
  return isRecord(data) && isLang(data.lang) && (data.texts === null || isRecord(data.texts));
}

/**
 * The texts of `module` among texts sent by key (RootData.texts, LaterTexts),
 * undefined when they were not sent. They travel as untyped data; what
 * stands under a module's key is that module's translation, made by
 * translate() from words the typecheck held to the module's
 * Translation<T>: this is the one place the module's type is given back.
 */
export function sentTexts<T>(
  module: TextModule<T>,
  texts: Readonly<Record<string, unknown>> | null | undefined,
): T | undefined {
  return texts?.[module.key] as T | undefined;
}

/**
 * A text module a page reads, by its key (the file name under
 * core/content/), whole or in part. A part left out is undefined on that
 * page, so a component that reads it fails loudly rather than falling back
 * to English.
 */
export type TextsEntry =
  | string
  /** Only these parts (top-level keys): the tracking pages read `faqs.trackingFaqs`, not the help centre's. */
  | { readonly key: string; readonly parts: readonly string[] }
  /**
   * These parts until the page lists shipments (`?lr=A,B`, textsScope
   * below), the whole module once it does: the tracking page before a
   * search shows the LR help and the statuses, not the results.
   */
  | { readonly key: string; readonly untilListing: readonly string[] }
  /**
   * Of the validation texts, only the messages one form can show (the LR
   * search's four, not every form's): app/lib/texts.server.ts finds them by
   * running the form's own parser.
   */
  | { readonly key: "validation"; readonly messagesOf: "lr-search" };

/**
 * What a route module declares about the translated texts its page reads
 * (`export const handle = { texts: [...] } satisfies TextsHandle`). The root
 * loader sends a /hi or /mr page the union of the handles of the routes it
 * matches, the root's own (the frame's texts) included
 * (app/lib/texts.server.ts; docs/decisions/025-languages.md).
 */
export type TextsHandle = {
  readonly texts: readonly TextsEntry[];
  /**
   * Of `pages` (every page's title and introduction), the entries of other
   * pages it shows besides its own and its parents': its breadcrumb's.
   */
  readonly linkedPages?: readonly string[];
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
  const local = fieldOf(texts?.pages, page.path);
  return isRecord(local) ? { ...page, ...local } : page;
}
