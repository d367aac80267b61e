/**
 * Which translated texts go with which page (docs/decisions/025-languages.md).
 * The root loader calls textsFor() for /hi and /mr pages; the texts travel in
 * the page's loader data, so they cost the English pages nothing and the
 * Hindi and Marathi pages no JavaScript.
 */
import { matchPath } from "react-router";
import { texts as validation } from "@core/content/validation";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { MAX_LR_NUMBERS, parseLrList } from "@core/schemas/tracking";
import { stripLang, TRANSLATED, type TranslatedLang } from "@core/i18n";
import { templateOf } from "./messages";
import { listsShipments, type Review } from "@core/texts";

type TranslationFile = { default: unknown; review: Review };

const files = import.meta.glob<TranslationFile>(
  ["../../core/content/hi/*.ts", "../../core/content/mr/*.ts"],
  {
    eager: true,
  },
);

/** Every translation: packs.hi.home is core/content/hi/home.ts. */
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

/**
 * Where a page needs less before a search: the tracking page without a list
 * of shipments shows the LR help, what the statuses mean and the questions;
 * the list (`?lr=A,B`, textsScope in app/lib/texts.ts) brings the rest of
 * `tracking`, its results, notices and sharing. The Hindi page's HTML then
 * fits the first round trip of a new connection (decision 028).
 */
export const BEFORE_SEARCH_PARTS: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  "/track-shipment": {
    tracking: ["lrNumberHelp", "statusMeaningsTitle", "statusMeanings", "faq"],
  },
};

type Messages = { messages: readonly string[]; templates: readonly string[] };

/**
 * Every validation message the LR search can show, by its key in the
 * validation texts (its English words, or its template), found by running
 * the search's own parser on a wrong number, two wrong numbers and a list
 * too long.
 */
function lrSearchMessages(): Messages {
  const tooMany = Array.from({ length: MAX_LR_NUMBERS + 1 }, (_, i) => `LR${100000 + i}`);
  const shown = [parseLrList("abc"), parseLrList("abc x1"), parseLrList(tooMany.join(" "))]
    .flatMap((parsed) => ("message" in parsed ? [parsed.message] : []))
    .concat(LrNumberSchema.safeParse("x").error?.issues.map((issue) => issue.message) ?? []);
  const found: { messages: string[]; templates: string[] } = { messages: [], templates: [] };
  for (const message of shown) {
    if (Object.hasOwn(validation.en.messages, message)) found.messages.push(message);
    else {
      const template = templateOf(message);
      if (!template) throw new Error(`The LR search's message has no translation: ${message}`);
      found.templates.push(template.key);
    }
  }
  return found;
}

/**
 * Pages whose only form is the LR search get only its validation messages
 * (1 KB), not the whole module (10.7 KB, every form's). A message left out
 * would show in English, so texts.server.test.ts checks each one these
 * pages can show is in Devanagari.
 */
const lrSearch = lrSearchMessages();
export const VALIDATION_PARTS: Readonly<Record<string, Messages>> = {
  "/": lrSearch,
  "/track-shipment": lrSearch,
};

function pickMessages(module: unknown, keep: Messages): unknown {
  const whole = module as { messages: Record<string, string>; templates: Record<string, string> };
  const only = (texts: Record<string, string>, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, texts[key]]));
  return {
    messages: only(whole.messages, keep.messages),
    templates: only(whole.templates, keep.templates),
  };
}

/** Pages whose title a page shows besides its own and its parents' (its breadcrumb's). */
const LINKED_PAGES: Readonly<Record<string, readonly string[]>> = {
  "/track-shipment-v2/:lrno": ["/track-shipment"],
  "/tracking-alerts/confirm": ["/track-shipment"],
  "/tracking-alerts/unsubscribe": ["/track-shipment"],
};

/**
 * The `pages` entries a page reads (core/content/pages.ts): its own, its
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

/** The translated texts of a page, by module key; `search` is its query (`?lr=…`). */
export function textsFor(
  lang: TranslatedLang,
  pathname: string,
  search = "",
): Record<string, unknown> {
  const pack = packs[lang];
  const english = stripLang(pathname);
  const pattern = patternOf(english);
  const listing = listsShipments(new URLSearchParams(search));
  const parts = {
    ...(pattern && PAGE_PARTS[pattern]),
    ...(pattern && !listing && BEFORE_SEARCH_PARTS[pattern]),
  };
  return Object.fromEntries(
    textKeysFor(pathname)
      .filter((key) => pack[key])
      .map((key) => {
        const module = pack[key]!.default;
        if (key === "pages")
          return [key, pagesFor(english, pattern, module as Record<string, unknown>)];
        const messages = pattern && VALIDATION_PARTS[pattern];
        if (key === "validation" && messages) return [key, pickMessages(module, messages)];
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
