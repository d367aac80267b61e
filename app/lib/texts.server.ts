/**
 * Which translated texts go with which page (docs/decisions/025-languages.md).
 * The root loader calls textsFor() for /hi and /mr pages; the texts travel in
 * the page's loader data, so they cost the English pages nothing and the
 * Hindi and Marathi pages no JavaScript.
 */
import { matchPath } from "react-router";
import { stripLang, TRANSLATED, type TranslatedLang } from "./i18n";
import type { Review } from "./texts";

type TranslationFile = { default: unknown; review: Review };

const files = import.meta.glob<TranslationFile>(["../content/hi/*.ts", "../content/mr/*.ts"], {
  eager: true,
});

/** Every translation: packs.hi.home is app/content/hi/home.ts. */
export const packs: Record<TranslatedLang, Record<string, TranslationFile>> = { hi: {}, mr: {} };
for (const [file, module] of Object.entries(files)) {
  const [, lang, key] = /\/content\/(hi|mr)\/([\w-]+)\.ts$/.exec(file) ?? [];
  if (lang && key) packs[lang as TranslatedLang][key] = module;
}

/**
 * Texts every public page needs: the header, footer, page titles and the
 * chat's button. The chat's conversation and the statuses it reports are
 * fetched when the chat loads (app/lib/later-texts.ts), not sent with pages.
 */
export const SHELL_TEXTS: readonly string[] = [
  "layout",
  "navigation",
  "company",
  "pages",
  "chat-launcher",
];

/**
 * Texts each page needs beyond the shell, by its English route pattern. A
 * component that reads a module not listed for its page throws while
 * rendering in Hindi or Marathi (app/lib/texts.ts), which the route tests
 * catch.
 */
export const PAGE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  "/": [
    "organization",
    "track-search",
    "validation",
    "delivery-check",
    "home",
    "services",
    "motion",
    "streamline",
    "testimonials",
  ],
  "/about-us": ["about", "services", "motion"],
  "/services": ["coverage", "service-page", "services", "streamline", "delivery-check"],
  "/services/:slug": ["service-details", "service-page", "services", "streamline"],
  "/join-us": ["join-us", "faqs"],
  "/join-us/career": ["careers", "help-contacts", "validation"],
  "/join-us/career/:jobId": ["careers", "dates", "help-contacts", "validation"],
  "/join-us/career/:jobId/apply": ["careers", "validation"],
  "/join-us/client-registration": ["forms", "validation"],
  "/join-us/franchise": ["forms", "validation"],
  "/contact-us": ["forms", "validation"],
  "/get-a-quote": ["forms", "validation"],
  "/request-quote": ["forms", "validation"],
  "/pickup-request": ["forms", "validation"],
  "/track-shipment": [
    "track-search",
    "tracking",
    "shipment-statuses",
    "faqs",
    "help-contacts",
    "validation",
  ],
  "/track-shipment-v2/:lrno": [
    "track-search",
    "tracking",
    "shipment-statuses",
    "tracking-alerts",
    "faqs",
    "help-contacts",
    "validation",
  ],
  "/tracking-alerts/confirm": ["tracking-alerts"],
  "/tracking-alerts/unsubscribe": ["tracking-alerts"],
  "/support": ["faqs", "help-contacts"],
  "/delivery-check": ["delivery-check"],
  "/testimonials": ["help-contacts", "testimonials"],
  "/privacy-policy": ["legal", "dates"],
  "/terms-and-conditions": ["legal", "dates"],
};

/** The first route pattern of PAGE_TEXTS that matches an English path. */
function patternOf(english: string): string | undefined {
  return Object.keys(PAGE_TEXTS).find((p) => matchPath(p, english));
}

/** The keys a page needs: the shell and those of the first route pattern that matches. */
export function textKeysFor(pathname: string): string[] {
  const pattern = patternOf(stripLang(pathname));
  return [...SHELL_TEXTS, ...(pattern ? PAGE_TEXTS[pattern]! : [])];
}

/**
 * Where a page needs only part of a module, the parts it reads (top-level
 * keys): the tracking pages show the tracking questions, not the help
 * centre's. A part left out is undefined on that page, so a component that
 * reads it fails loudly rather than falling back to English.
 */
export const PAGE_PARTS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  "/track-shipment": { faqs: ["trackingFaqs"] },
  "/track-shipment-v2/:lrno": { faqs: ["trackingFaqs"] },
};

/** Pages whose title a page shows besides its own and its parents' (its breadcrumb's). */
const LINKED_PAGES: Readonly<Record<string, readonly string[]>> = {
  "/track-shipment-v2/:lrno": ["/track-shipment"],
  "/tracking-alerts/confirm": ["/track-shipment"],
  "/tracking-alerts/unsubscribe": ["/track-shipment"],
};

/**
 * The `pages` entries a page reads (app/content/pages.ts): its own, its
 * parents' (a shipment's page is under /track-shipment-v2) and those it
 * links by name. Sending every page's title with every page tripled the
 * Hindi tracking page's loader data.
 */
function pagesFor(english: string, pattern: string | undefined, all: Record<string, unknown>) {
  const linked = (pattern && LINKED_PAGES[pattern]) || [];
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path]) => path === english || english.startsWith(`${path}/`) || linked.includes(path),
    ),
  );
}

function pick(module: unknown, parts: readonly string[] | undefined): unknown {
  if (!parts) return module;
  const whole = module as Record<string, unknown>;
  return Object.fromEntries(parts.map((part) => [part, whole[part]]));
}

/** The translated texts of a page, by module key. */
export function textsFor(lang: TranslatedLang, pathname: string): Record<string, unknown> {
  const pack = packs[lang];
  const english = stripLang(pathname);
  const pattern = patternOf(english);
  const parts = (pattern && PAGE_PARTS[pattern]) || {};
  return Object.fromEntries(
    textKeysFor(pathname)
      .filter((key) => pack[key])
      .map((key) => {
        const module = pack[key]!.default;
        if (key === "pages")
          return [key, pagesFor(english, pattern, module as Record<string, unknown>)];
        return [key, pick(module, parts[key])];
      }),
  );
}

/** A module's texts in a language, for the server's own writing (e-mails). */
export function translation<T>(lang: TranslatedLang, key: string): T {
  const module = packs[lang][key];
  if (!module) throw new Error(`No ${lang} translation "${key}"`);
  return module.default as T;
}

export { TRANSLATED };
