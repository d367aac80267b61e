/**
 * How a Hindi or Marathi module is written (docs/decisions/025-languages.md):
 * only its words. Links, ids, slugs and the order of lists come from the
 * English module (localize in core/texts.ts); the company's figures come
 * from core/content/company.ts through "{name}" places (companyPlaces), so
 * a changed figure or link changes in every language at once.
 */
import type { TranslatedLang } from "../i18n";
import { fill, localize, type Localized, type TextModule, type Translation } from "../texts";
import { companyPlaces } from "./company";

/** The English module's tree with this language's words, its figures filled from company.ts. */
export function translate<T>(
  module: TextModule<T>,
  lang: TranslatedLang,
  words: NoInfer<Translation<T>>,
): Localized<T> {
  return localize(module, withFigures(lang, words));
}

/** Every text of a tree with the company's "{name}" places filled; other places are left for later. */
export function withFigures<T>(lang: TranslatedLang, tree: T): T {
  const places = companyPlaces(lang);
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fill(value, places);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
    return value;
  };
  return walk(tree) as T;
}
