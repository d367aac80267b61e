/**
 * The site's three languages (CONTRACT.md "Languages"): English at the
 * unprefixed URLs, Hindi under /hi and Marathi under /mr. The language of a
 * page is read from its URL, nowhere else: no cookie, no Accept-Language
 * (docs/decisions/025-languages.md).
 */
export const LANGS = ["en", "hi", "mr"] as const;
export type Lang = (typeof LANGS)[number];

/** The languages that are translations of the English pages: every one but English. */
export type TranslatedLang = Exclude<Lang, "en">;

/** Each language in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/** Open Graph locales. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_IN", hi: "hi_IN", mr: "mr_IN" };

/** Paths that are the same in every language: files, the API, the staff console. */
const UNTRANSLATED = /^\/(?:api|staff|assets|fonts)(?:\/|$)|^\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * What the site reads and writes of a path's language, for a list of
 * languages with English first: the site's own list is LANGS, below; a test
 * builds them for a longer one (i18n.test.ts), so a new language is one
 * entry of LANGS and nothing here repeats the list.
 */
export function languages<const L extends readonly ["en", ...string[]]>(langs: L) {
  type Of = L[number];
  const translated: readonly Exclude<Of, "en">[] = langs.filter(
    (lang): lang is Exclude<Of, "en"> => lang !== "en",
  );
  /** "/hi" or "/mr" at the start of a path, whole. */
  const prefix = new RegExp(`^/(${translated.join("|")})(?=/|$)`);

  function isLang(value: unknown): value is Of {
    return langs.some((lang) => lang === value);
  }

  /** The language of a URL path: "/hi/about-us" → "hi", "/about-us" → "en". */
  function langOf(pathname: string): Of {
    const first = prefix.exec(pathname)?.[1];
    // The prefix matches only the translated languages' names.
    return translated.find((lang) => lang === first) ?? "en";
  }

  /** The English path of any language's path: "/mr/track-shipment-v2/LR1" → "/track-shipment-v2/LR1", "/hi" → "/". */
  function stripLang(pathname: string): string {
    const lang = langOf(pathname);
    if (lang === "en") return pathname;
    return pathname.slice(lang.length + 1) || "/";
  }

  /** What a language's paths start with: "" in English, "/hi" in Hindi. */
  function prefixOf(lang: Of): string {
    return lang === "en" ? "" : `/${lang}`;
  }

  /**
   * A site path in a language: localizePath("hi", "/get-a-quote?x=1#y") →
   * "/hi/get-a-quote?x=1#y". Other sites, mailto:, tel:, #fragments, files,
   * /api and /staff are returned as they are.
   */
  function localizePath(lang: Of, href: string): string {
    if (!href.startsWith("/") || href.startsWith("//") || UNTRANSLATED.test(href)) return href;
    const split = href.search(/[?#]/);
    const path = split === -1 ? href : href.slice(0, split);
    const rest = split === -1 ? "" : href.slice(split);
    const english = stripLang(path);
    if (lang === "en") return english + rest;
    return (english === "/" ? prefixOf(lang) : prefixOf(lang) + english) + rest;
  }

  return {
    LANGS: langs,
    TRANSLATED: translated,
    LANGUAGE_PREFIX: prefix,
    isLang,
    langOf,
    stripLang,
    prefixOf,
    localizePath,
  };
}

export const { TRANSLATED, LANGUAGE_PREFIX, isLang, langOf, stripLang, prefixOf, localizePath } =
  languages(LANGS);
