/**
 * How a Hindi or Marathi module is written (docs/decisions/025-languages.md):
 * only its words. Links, ids, slugs and the order of lists come from the
 * English module (localize); the company's figures come from
 * core/content/company.ts through "{name}" places (companyPlaces), so a
 * changed figure or link changes in every language at once.
 *
 * Only the translation modules import this file: it stays out of the
 * English pages' JavaScript.
 */
import type { TranslatedLang } from "../i18n";
import { fill, type Localized, type NonTextKey, type TextModule, type Translation } from "../texts";
import { isRecord } from "../unknown-values";
import { company, figures } from "./company";

/** The English module's tree with this language's words, its figures filled from company.ts. */
export function translate<T>(
  module: TextModule<T>,
  lang: TranslatedLang,
  words: NoInfer<Translation<T>>,
): Localized<T> {
  return localize(module, withFigures(lang, words));
}

const NON_TEXT_KEYS: ReadonlySet<string> = new Set<NonTextKey>(["href", "id", "slug"]);

/**
 * A translation's words merged into the English tree: the links, ids and
 * slugs come from the English module, the words from the translation.
 * Lists follow the translation (a keyword list may be longer than the
 * English one) and take the nth English item's links; a part the
 * translation leaves out stays out, it does not fall back to English.
 */
export function localize<T>(
  module: TextModule<T>,
  translation: NoInfer<Translation<T>>,
): Localized<T> {
  return merge(module.en, translation, new WeakMap()) as Localized<T>;
}

/**
 * A part written once and used in several places (a const shared by two
 * services or two forms) stays one object wherever it merges to the same
 * texts, so the page's data sends it once, as it did before links were
 * left to the English module.
 */
type Merged = WeakMap<object, unknown[]>;

function merge(en: unknown, tr: unknown, merged: Merged): unknown {
  if (!isRecord(tr)) return tr;
  const out = mergeObject(en, tr, merged);
  const done = merged.get(tr) ?? [];
  const same = done.find((earlier) => sameTree(earlier, out));
  if (same !== undefined) return same;
  merged.set(tr, [...done, out]);
  return out;
}

function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    Array.isArray(a) === Array.isArray(b) &&
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameTree(a[key], b[key]))
  );
}

function mergeObject(en: unknown, tr: Record<string, unknown>, merged: Merged): unknown {
  if (Array.isArray(tr))
    return tr.map((item, i) => merge(Array.isArray(en) ? en[i] : undefined, item, merged));
  const english = isRecord(en) ? en : {};
  const words = tr;
  const out: Record<string, unknown> = {};
  // The translation's order, each English link, id or slug after the key it follows in English.
  const englishKeys = Object.keys(english);
  const addNonTextAfter = (index: number) => {
    for (let i = index + 1; i < englishKeys.length && NON_TEXT_KEYS.has(englishKeys[i]!); i++)
      out[englishKeys[i]!] = english[englishKeys[i]!];
  };
  addNonTextAfter(-1);
  for (const key of Object.keys(words)) {
    out[key] = merge(english[key], words[key], merged);
    const index = englishKeys.indexOf(key);
    if (index >= 0) addNonTextAfter(index);
  }
  return out;
}

/** How each language names a lakh (100,000) and a crore (100 lakh). */
const INDIAN_UNITS: Record<TranslatedLang, { lakh: string; crore: string }> = {
  hi: { lakh: "लाख", crore: "करोड़" },
  mr: { lakh: "लाख", crore: "कोटी" },
};

/**
 * A figure as Hindi and Marathi write it: "100,000+" is "1 लाख+", "25
 * million" is "2.5 करोड़" (or "2.5 कोटी"); below a lakh, or not a count
 * ("95%+", "24/7"), as English writes it.
 */
export function inIndianNumbers(figure: string | number, lang: TranslatedLang): string {
  const count = /^([\d,.]+)( million)?(\+?)$/.exec(String(figure));
  if (!count) return String(figure);
  const value = Number(count[1]!.replace(/,/g, "")) * (count[2] ? 1_000_000 : 1);
  const { lakh, crore } = INDIAN_UNITS[lang];
  if (value >= 10_000_000) return `${value / 10_000_000} ${crore}${count[3]}`;
  if (value >= 100_000) return `${value / 100_000} ${lakh}${count[3]}`;
  return String(figure);
}

/**
 * The company's facts a Hindi or Marathi text names by a "{name}" place,
 * filled when the translation is made: each of `figures` by its name (in
 * lakh and crore where it counts that high) and the address's
 * "{postalCode}". None of these names is a place a page fills later
 * ({phone}, {brand}, {company} are filled where they are shown, in every
 * language).
 */
export function companyPlaces(lang: TranslatedLang): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(figures).map(([name, value]) => [name, inIndianNumbers(value, lang)]),
    ),
    postalCode: company.address.postalCode,
  };
}

/** Every text of a tree with the company's "{name}" places filled; other places are left for later. */
export function withFigures<T>(lang: TranslatedLang, tree: T): T {
  const places = companyPlaces(lang);
  const filled = new WeakMap<object, unknown>(); // a shared part stays shared (see merge)
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fill(value, places);
    if (value === null || typeof value !== "object") return value;
    if (!filled.has(value))
      filled.set(
        value,
        Array.isArray(value)
          ? value.map(walk)
          : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)])),
      );
    return filled.get(value);
  };
  return walk(tree) as T;
}
