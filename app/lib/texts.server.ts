/**
 * Which translated texts go with which page (docs/decisions/025-languages.md).
 * Each route module declares the text modules its page reads in its
 * `handle` (TextsHandle, core/texts.ts); the root loader sends a /hi or /mr
 * page the union of the handles of the routes it matches, found in the
 * server build's own route manifest (pageTexts below). The texts travel in
 * the page's loader data, so they cost the English pages nothing and the
 * Hindi and Marathi pages no JavaScript.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { MAX_LR_NUMBERS, parseLrList } from "@core/schemas/tracking";
import { stripLang, TRANSLATED, type TranslatedLang } from "@core/i18n";
import { decodeMessage } from "@core/messages";
import { recordOf } from "@core/records";
import { fieldOf, isRecord } from "@core/unknown-values";
import { listsShipments, type Review, type TextsEntry, type TextsHandle } from "@core/texts";

export type TranslationFile = { default: unknown; review: Review };

/** Every language's translations, by language and module key: "./hi/home.ts" is packs.hi.home. */
export function packsOf<L extends string>(
  files: Readonly<Record<string, TranslationFile>>,
  langs: readonly L[],
): Record<L, Record<string, TranslationFile>> {
  const packs = recordOf(langs, (): Record<string, TranslationFile> => ({}));
  for (const [file, module] of Object.entries(files)) {
    const [, folder, key] = /\/([\w-]+)\/([\w-]+)\.ts$/.exec(file) ?? [];
    const lang = langs.find((known) => known === folder);
    const pack: Record<string, TranslationFile> | undefined = lang && packs[lang];
    if (pack && key) pack[key] = module;
  }
  return packs;
}

/** Every translation: packs.hi.home is core/content/hi/home.ts; the folders are the language list's. */
export const packs = packsOf(
  import.meta.glob<TranslationFile>("../../core/content/*/*.ts", { eager: true }),
  TRANSLATED,
);

type Messages = readonly string[];

/**
 * Every validation message the LR search can show, by its key in the
 * validation texts, found by running the search's own parser on a wrong
 * number, two wrong numbers and a list too long.
 */
function lrSearchMessages(): Messages {
  const tooMany = Array.from({ length: MAX_LR_NUMBERS + 1 }, (_, i) => `LR${100000 + i}`);
  const shown = [parseLrList("abc"), parseLrList("abc x1"), parseLrList(tooMany.join(" "))]
    .flatMap((parsed) => ("message" in parsed ? [parsed.message] : []))
    .concat(LrNumberSchema.safeParse("x").error?.issues.map((issue) => issue.message) ?? []);
  return shown.map((message) => {
    const key = decodeMessage(message)?.key;
    if (!key) throw new Error(`The LR search's message is not in the catalogue: ${message}`);
    return key;
  });
}

/**
 * The validation messages of one form, for pages whose only form it is
 * (`messagesOf` in a handle): the LR search's (1 KB), not the whole module
 * (10.7 KB, every form's). A message left out would show in English, so
 * texts.server.test.ts checks each one these pages can show is in
 * Devanagari.
 */
const MESSAGE_SETS: Readonly<Record<"lr-search", Messages>> = { "lr-search": lrSearchMessages() };

function pickMessages(module: unknown, keep: Messages): unknown {
  return Object.fromEntries(keep.map((key) => [key, fieldOf(module, key)]));
}

function pick(module: unknown, parts: readonly string[]): unknown {
  return Object.fromEntries(parts.map((part) => [part, fieldOf(module, part)]));
}

/**
 * The `pages` entries a page reads (core/content/pages.ts): its own, its
 * parents' (a shipment's page is under /track-shipment-v2) and those it
 * links by name (`linkedPages`). Sending every page's title with every page
 * tripled the Hindi tracking page's loader data.
 */
function pagesFor(english: string, linked: readonly string[], all: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path]) => path === english || english.startsWith(`${path}/`) || linked.includes(path),
    ),
  );
}

/** A module's key, and how much of it a page reads: all, some parts, or the LR search's messages. */
type Need = { key: string; parts?: readonly string[]; messages?: Messages };

function needOf(entry: TextsEntry, listing: boolean): Need {
  if (typeof entry === "string") return { key: entry };
  if ("parts" in entry) return { key: entry.key, parts: entry.parts };
  if ("untilListing" in entry)
    return listing ? { key: entry.key } : { key: entry.key, parts: entry.untilListing };
  return { key: entry.key, messages: MESSAGE_SETS[entry.messagesOf] };
}

/** Two declarations of one module: the page reads what either reads. */
function merge(a: Need, b: Need): Need {
  if (!a.parts && !a.messages) return a;
  if (!b.parts && !b.messages) return b;
  if (a.parts && b.parts) return { key: a.key, parts: [...new Set([...a.parts, ...b.parts])] };
  if (a.messages && b.messages)
    return { key: a.key, messages: [...new Set([...a.messages, ...b.messages])] };
  return { key: a.key };
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The routes of a server build's manifest as a tree, each with its module's handle. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const common = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        handle: route.module.handle,
      };
      return route.index ? { ...common, index: true } : { ...common, children: build(route.id) };
    });
  return build(undefined);
}

function isTextsHandle(handle: unknown): handle is TextsHandle {
  return isRecord(handle) && "texts" in handle;
}

/** A route pattern as React Router writes it for a loader: the matched routes' paths, joined. */
function patternOfPaths(paths: readonly (string | undefined)[]): string {
  return paths.filter(Boolean).join("/").replace(/\/\/+/g, "/") || "/";
}

/**
 * The texts handles of the routes each route pattern matches, the root's
 * first, by the pattern React Router gives a loader (`pattern`: the
 * matched routes' paths, joined). A route that cannot end a match (a layout
 * without a path) is left out; of two with one pattern (a route and its
 * index), the deeper is the one matched.
 */
function handlesByPattern(routes: ServerBuild["routes"]): Map<string, TextsHandle[]> {
  const byPattern = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = routes[at.parentId ?? ""])
      chain.unshift(at);
    const pattern = patternOfPaths(chain.map((r) => r.path));
    if (chain.length > (byPattern.get(pattern)?.length ?? 0)) byPattern.set(pattern, chain);
  }
  return new Map(
    [...byPattern].map(([pattern, chain]) => [
      pattern,
      chain.map((route) => route.module.handle).filter(isTextsHandle),
    ]),
  );
}

/** The languages a site translates into: their translations, and how a path is read back to English. */
export type Translations<L extends string> = {
  packs: Readonly<Record<L, Readonly<Record<string, TranslationFile>>>>;
  stripLang: (pathname: string) => string;
};

/**
 * The translated texts of the pages of a route manifest: the server build's
 * (`virtual:react-router/server-build`, which the root loader reads), or one
 * built the same way from app/routes.ts in the tests. The languages are the
 * site's, or a test's longer list (new-language.test.ts).
 */
export function pageTexts(routes: ServerBuild["routes"]): PageTexts<TranslatedLang>;
export function pageTexts<L extends string>(
  routes: ServerBuild["routes"],
  site: Translations<L>,
): PageTexts<L>;
export function pageTexts<L extends string>(routes: ServerBuild["routes"], site?: Translations<L>) {
  return site ? textsOfSite(routes, site) : textsOfSite(routes, { packs, stripLang });
}

type PageTexts<L extends string> = ReturnType<typeof textsOfSite<L>>;

function textsOfSite<L extends string>(routes: ServerBuild["routes"], site: Translations<L>) {
  const tree = routeTree(routes);
  const byPattern = handlesByPattern(routes);

  /**
   * The texts handles of the routes a path matches, the root's first. Given
   * the route pattern React Router matched (a loader's `pattern`), they are
   * looked up; else, or for a pattern not known, the path is matched again,
   * which costs milliseconds (matchRoutes ranks every route each time).
   */
  function handlesFor(pathname: string, pattern?: string): TextsHandle[] {
    const known = pattern === undefined ? undefined : byPattern.get(pattern);
    if (known) return known;
    return (matchRoutes(tree, pathname) ?? [])
      .map((match) => match.route.handle)
      .filter(isTextsHandle);
  }

  /** The pattern React Router gives the loaders of a path (`pattern`). */
  function patternOf(pathname: string): string | undefined {
    const matches = matchRoutes(tree, pathname);
    return matches ? patternOfPaths(matches.map((match) => match.route.path)) : undefined;
  }

  /** What a page reads of each module, by key, in the order the handles name them. */
  function needsFor(handles: readonly TextsHandle[], search: string): Map<string, Need> {
    const listing = listsShipments(new URLSearchParams(search));
    const needs = new Map<string, Need>();
    for (const handle of handles)
      for (const entry of handle.texts) {
        const need = needOf(entry, listing);
        const before = needs.get(need.key);
        needs.set(need.key, before ? merge(before, need) : need);
      }
    return needs;
  }

  /** The keys of the modules a page is sent: the root's (the frame's) and its routes'. */
  function textKeysFor(pathname: string, search = "", pattern?: string): string[] {
    return [...needsFor(handlesFor(pathname, pattern), search).keys()];
  }

  /**
   * The translated texts of a page, by module key; `search` is its query
   * (`?lr=…`), `pattern` the route pattern React Router matched, if known.
   */
  function textsFor(
    lang: L,
    pathname: string,
    search = "",
    pattern?: string,
  ): Record<string, unknown> {
    const pack = site.packs[lang];
    const english = site.stripLang(pathname);
    const handles = handlesFor(pathname, pattern);
    const linked = handles.flatMap((handle) => handle.linkedPages ?? []);
    return Object.fromEntries(
      [...needsFor(handles, search).values()]
        .filter(({ key }) => pack[key])
        .map(({ key, parts, messages }) => {
          const module = pack[key]!.default;
          if (key === "pages" && isRecord(module)) return [key, pagesFor(english, linked, module)];
          if (messages) return [key, pickMessages(module, messages)];
          return [key, parts ? pick(module, parts) : module];
        }),
    );
  }

  return { handlesFor, patternOf, textKeysFor, textsFor };
}

const built = new WeakMap<ServerBuild["routes"], PageTexts<TranslatedLang>>();

/** pageTexts of the server build's manifest, made once per build (a new one after each change in development). */
export function pageTextsOf(routes: ServerBuild["routes"]): PageTexts<TranslatedLang> {
  let texts = built.get(routes);
  if (!texts) built.set(routes, (texts = pageTexts(routes)));
  return texts;
}

export { TRANSLATED };
