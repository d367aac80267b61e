/**
 * The site's three languages (CONTRACT.md "Languages"): English at the
 * unprefixed URLs, Hindi under /hi and Marathi under /mr. The language of a
 * page is read from its URL, nowhere else: no cookie, no Accept-Language
 * (docs/decisions/025-languages.md).
 */
export const LANGS = ["en", "hi", "mr"] as const;
export type Lang = (typeof LANGS)[number];

/** The languages that are translations of the English pages. */
export const TRANSLATED = ["hi", "mr"] as const satisfies readonly Lang[];
export type TranslatedLang = (typeof TRANSLATED)[number];

/** Each language in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/** Open Graph locales. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_IN", hi: "hi_IN", mr: "mr_IN" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** "/hi" or "/mr" at the start of a path, whole: from the list above, so a new language is one entry. */
export const LANGUAGE_PREFIX = new RegExp(`^/(${TRANSLATED.join("|")})(?=/|$)`);

/** The language of a URL path: "/hi/about-us" → "hi", "/about-us" → "en". */
export function langOf(pathname: string): Lang {
  const first = LANGUAGE_PREFIX.exec(pathname);
  return first ? (first[1] as Lang) : "en";
}

/** The English path of any language's path: "/mr/track-shipment-v2/LR1" → "/track-shipment-v2/LR1", "/hi" → "/". */
export function stripLang(pathname: string): string {
  const lang = langOf(pathname);
  if (lang === "en") return pathname;
  return pathname.slice(lang.length + 1) || "/";
}

/** Paths that are the same in every language: files, the API, the staff console. */
const UNTRANSLATED = /^\/(?:api|staff|assets|fonts)(?:\/|$)|^\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * A site path in a language: localizePath("hi", "/get-a-quote?x=1#y") →
 * "/hi/get-a-quote?x=1#y". Other sites, mailto:, tel:, #fragments, files,
 * /api and /staff are returned as they are.
 */
export function localizePath(lang: Lang, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || UNTRANSLATED.test(href)) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? "" : href.slice(split);
  const english = stripLang(path);
  if (lang === "en") return english + rest;
  return (english === "/" ? `/${lang}` : `/${lang}${english}`) + rest;
}
