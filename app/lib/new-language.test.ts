/**
 * A new language is one entry of LANGS and its text modules
 * (docs/decisions/025-languages.md, "How to add a language"). Built for a
 * list with a fourth language, "xx", by the same functions as the site's,
 * every reader of a path's language, the routes, the texts table and the
 * texts sent with a page take it with no other edit, and its translations
 * are type-checked as Hindi's are.
 */
import { describe, expect, it } from "vitest";
import routeConfig, { pageRoutes } from "~/routes";
import { type texts as layout } from "@core/content/layout";
import { type texts as about } from "@core/content/about";
import hiLayout from "@core/content/hi/layout";
import hiAbout from "@core/content/hi/about";
import { langOf, LANGS, languages, localizePath } from "@core/i18n";
import type { TranslationOf } from "@core/texts";
import { packs, packsOf, pageTexts, type TranslationFile } from "./texts.server";
import { manifestOf } from "./server-build.test-support";

const withXx = languages([...LANGS, "xx"]);

// Written as core/content/xx/<key>.ts would be: a missing or extra text fails the typecheck.
const xxLayout = { ...hiLayout, skipLink: "xx: skip to content" } satisfies TranslationOf<
  typeof layout
>;
const xxAbout = hiAbout satisfies TranslationOf<typeof about>;

const files = {
  ...import.meta.glob<TranslationFile>("../../core/content/*/*.ts", { eager: true }),
  "../../core/content/xx/layout.ts": { default: xxLayout, review: "machine" },
  "../../core/content/xx/about.ts": { default: xxAbout, review: "machine" },
} satisfies Record<string, TranslationFile>;

describe("a fourth language", () => {
  it("is read from and written into paths like Hindi", () => {
    expect(withXx.TRANSLATED).toEqual(["hi", "mr", "xx"]);
    expect(withXx.isLang("xx")).toBe(true);
    expect(withXx.langOf("/xx/about-us")).toBe("xx");
    expect(withXx.langOf("/xxl/about-us")).toBe("en");
    expect(withXx.stripLang("/xx")).toBe("/");
    expect(withXx.stripLang("/xx/join-us/career/3")).toBe("/join-us/career/3");
    expect(withXx.prefixOf("xx")).toBe("/xx");
    expect(withXx.localizePath("xx", "/")).toBe("/xx");
    expect(withXx.localizePath("xx", "/hi/track-shipment?lr=A,B#top")).toBe(
      "/xx/track-shipment?lr=A,B#top",
    );
    expect(withXx.localizePath("en", "/xx/about-us")).toBe("/about-us");
    expect(withXx.localizePath("xx", "/staff/login")).toBe("/staff/login");
    expect("/xx/about-us".replace(withXx.LANGUAGE_PREFIX, "")).toBe("/about-us");
    // The site's own functions, from LANGS, are unchanged.
    expect(langOf("/xx/about-us")).toBe("en");
    expect(localizePath("hi", "/xx")).toBe("/hi/xx");
  });

  it("gets every public page under its prefix, with ids of its own", () => {
    const english = routeConfig.filter((r) => r.path && !/^\/(hi|mr)(\/|$)/.test(r.path));
    const xx = pageRoutes(withXx.prefixOf("xx"));
    const publicEnglish = pageRoutes(withXx.prefixOf("en"));
    expect(publicEnglish.every((r) => english.some((e) => e.path === r.path))).toBe(true);
    expect(xx.map((r) => r.path)).toEqual(
      publicEnglish.map((r) => (r.path === "/" ? "/xx" : `/xx${r.path}`)),
    );
    expect(xx.every((r) => r.id?.startsWith("xx/"))).toBe(true);
  });

  it("has its folder in the texts table, and its pages are sent their texts", () => {
    const xxPacks = packsOf(files, withXx.TRANSLATED);
    expect(xxPacks.xx.layout?.default).toBe(xxLayout);
    expect(xxPacks.hi).toEqual(packs.hi);
    expect(xxPacks.mr).toEqual(packs.mr);

    const config = [...routeConfig, ...pageRoutes(withXx.prefixOf("xx"))];
    const site = pageTexts(manifestOf(config), { packs: xxPacks, stripLang: withXx.stripLang });
    const texts = site.textsFor("xx", "/xx/about-us", "", "/xx/about-us");
    expect(texts.layout).toBe(xxLayout);
    expect(texts.about).toBe(xxAbout);
    // The same modules as the Hindi page, of those written so far.
    expect(site.textKeysFor("/xx/about-us")).toEqual(site.textKeysFor("/hi/about-us"));
    expect(site.textsFor("hi", "/hi/about-us")).toEqual(
      pageTexts(manifestOf(config)).textsFor("hi", "/hi/about-us"),
    );
  });
});
