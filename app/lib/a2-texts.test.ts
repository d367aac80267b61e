/**
 * The texts of the business account, help centre, legal and careers pages:
 * every English text has its Hindi and Marathi, in the same
 * shape (lists as long as the English ones), with the same "{name}" places,
 * and the pages that show them are sent them.
 */
import { describe, expect, it } from "vitest";
import { packs, pageTexts } from "./texts.server";
import { routes } from "./server-build.test-support";
import { texts as careers } from "@core/content/careers";
import { texts as dates } from "@core/content/dates";
import { texts as faqs } from "@core/content/faqs";
import { texts as helpContacts } from "@core/content/help-contacts";
import { texts as joinUs } from "@core/content/join-us";
import { texts as legal } from "@core/content/legal";
import { texts as organization } from "@core/content/organization";
import { texts as pages } from "@core/content/pages";

/** Which texts go with which page, as the root loader finds them (app/routes.ts, the routes' handles). */
const { textKeysFor } = pageTexts(routes);

const modules = [pages, faqs, joinUs, legal, careers, helpContacts, organization, dates];

/** Paragraphs that name the company inside Hindi or Marathi may write it as "{brand}". */
const BRAND_MAY_BE_PLACED = new Set(["faqs", "join-us", "legal"]);

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

function compare(key: string, en: unknown, local: unknown, path: string) {
  if (typeof en === "string") {
    expect(typeof local, path).toBe("string");
    const text = local as string;
    if (en === "") return expect(text, path).toBe("");
    expect(text, path).toMatch(/[\u0900-\u097F]/);
    const extra = BRAND_MAY_BE_PLACED.has(key) ? ["brand"] : [];
    expect(
      places(text).filter((p) => !extra.includes(p)),
      path,
    ).toEqual(places(en));
    return;
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(local), path).toBe(true);
    expect((local as unknown[]).length, path).toBe(en.length);
    en.forEach((item, i) => compare(key, item, (local as unknown[])[i], `${path}[${i}]`));
    return;
  }
  if (en && typeof en === "object") {
    expect(Object.keys(local as object).sort(), path).toEqual(Object.keys(en).sort());
    for (const [name, value] of Object.entries(en))
      compare(key, value, (local as Record<string, unknown>)[name], `${path}.${name}`);
  }
}

describe.each(["hi", "mr"] as const)("%s texts of helper A2's pages", (lang) => {
  it.each(modules.map((m) => [m.key, m] as const))("%s has every English text", (key, module) => {
    const file = packs[lang][key];
    expect(file, `core/content/${lang}/${key}.ts`).toBeDefined();
    compare(key, module.en, file!.default, key);
  });

  it.each([
    ["/", ["organization"]],
    ["/join-us", ["join-us", "faqs"]],
    ["/support", ["faqs", "help-contacts"]],
    ["/track-shipment", ["faqs", "help-contacts"]],
    ["/track-shipment-v2/LR123456789", ["faqs", "help-contacts"]],
    ["/testimonials", ["help-contacts"]],
    ["/join-us/career", ["careers", "help-contacts"]],
    ["/join-us/career/3", ["careers", "dates", "help-contacts"]],
    ["/join-us/career/3/apply", ["careers"]],
    ["/privacy-policy", ["legal", "dates"]],
    ["/terms-and-conditions", ["legal", "dates"]],
  ])("sends %s its texts", (path, keys) => {
    const sent = textKeysFor(path === "/" ? `/${lang}` : `/${lang}${path}`);
    expect(sent).toEqual(expect.arrayContaining(["pages", ...keys]));
  });
});
