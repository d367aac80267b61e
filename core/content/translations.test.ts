/**
 * Every text of the site in all three languages (issue 18): each English
 * module's `texts` has a Hindi and a Marathi translation of the same shape —
 * the same keys, lists of the same length, the same links and the same
 * "{name}" places — with no empty text. The typecheck proves the shape of
 * what is written; this proves nothing is missing at run time either, and
 * that links and places were not translated by mistake.
 */
import { describe, expect, it } from "vitest";
import { isLang, TRANSLATED, type TranslatedLang } from "../i18n";
import type { Review, TextModule } from "../texts";
import { figures } from "./company";

const english = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
/** Every folder's: those of the languages of TRANSLATED are checked below, and no other may exist. */
const translations = import.meta.glob<{ default: unknown; review: Review }>("./*/*.ts", {
  eager: true,
});

function isTextModule(value: unknown): value is TextModule<unknown> {
  return typeof value === "object" && value !== null && "key" in value && "en" in value;
}

const modules = Object.entries(english).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isTextModule)
    .map((module) => ({ file, module })),
);

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Differences between the English and a translation, as readable paths. */
function differences(en: unknown, tr: unknown, path: string, out: string[]): string[] {
  if (typeof en === "string") {
    if (typeof tr !== "string") out.push(`${path}: not a text`);
    else if (tr.trim() === "" && en.trim() !== "") out.push(`${path}: empty`);
    else if (
      /(^|\.)(href|path|id|slug|url)$/.test(path) ||
      en.startsWith("/") ||
      /^https?:|^mailto:|^tel:/.test(en)
    ) {
      if (tr !== en) out.push(`${path}: a link or name must stay "${en}", not "${tr}"`);
    } else if (
      // A translation may name the brand where the English sentence did not.
      places(en).join() !==
      places(tr)
        .filter((p) => p !== "brand" || places(en).includes("brand"))
        .join()
    ) {
      out.push(`${path}: places {${places(en).join(", ")}} became {${places(tr).join(", ")}}`);
    }
  } else if (Array.isArray(en)) {
    // Keyword lists are each language's own: Hindi and Marathi visitors type other words, and more of them.
    const keywords = /keyword\w*$/i.test(path);
    if (!Array.isArray(tr) || (keywords ? tr.length < en.length : tr.length !== en.length))
      out.push(`${path}: ${en.length} items expected`);
    else if (keywords) return out;
    else en.forEach((item, i) => differences(item, tr[i], `${path}[${i}]`, out));
  } else if (typeof en === "object" && en !== null) {
    if (typeof tr !== "object" || tr === null) out.push(`${path}: missing`);
    else {
      const keys = new Set([...Object.keys(en), ...Object.keys(tr)]);
      for (const key of keys) {
        if (!(key in tr)) out.push(`${path}.${key}: missing`);
        else if (!(key in en)) out.push(`${path}.${key}: not in English`);
        else
          differences(
            (en as Record<string, unknown>)[key],
            (tr as Record<string, unknown>)[key],
            `${path}.${key}`,
            out,
          );
      }
    }
  } else if (en !== tr) {
    out.push(`${path}: ${String(en)} expected`);
  }
  return out;
}

/**
 * The company's figures as each language writes them. English builds its
 * texts from `figures` (company.ts); a translation writes them out, so a
 * changed figure must be changed there too, and this says where.
 */
const writtenFigures: Record<TranslatedLang, Record<string, string>> = {
  hi: {
    [figures.shipmentsMonthly]: "1 लाख+",
    [figures.kmDaily]: "10 लाख+",
    [figures.warehousingSqFt]: "2.5 करोड़",
  },
  mr: {
    [figures.shipmentsMonthly]: "1 लाख+",
    [figures.kmDaily]: "10 लाख+",
    [figures.warehousingSqFt]: "2.5 कोटी",
  },
};
const sameFigures = [
  figures.pincodes,
  figures.trucks,
  figures.staff,
  figures.onTime,
  figures.states,
  figures.yearsExperience,
  figures.yearsExperienceAlt,
].map((figure) => ({
  figure,
  // "29" is not the 29 of "2029" or "1,290".
  re: new RegExp(`(?<![\\d,.])${String(figure).replace(/[.+%]/g, "\\$&")}(?![\\d,])`),
}));

/** Texts whose English states a figure the translation does not. */
function missingFigures(
  en: unknown,
  tr: unknown,
  lang: TranslatedLang,
  path: string,
  out: string[],
) {
  if (typeof en === "string" && typeof tr === "string") {
    for (const { figure, re } of sameFigures)
      if (re.test(en) && !re.test(tr)) out.push(`${path}: ${figure}`);
    for (const [figure, written] of Object.entries(writtenFigures[lang]))
      if (en.includes(figure) && !tr.includes(written)) out.push(`${path}: ${written} (${figure})`);
  } else if (
    en &&
    tr &&
    typeof en === "object" &&
    typeof tr === "object" &&
    !/keyword\w*$/i.test(path)
  )
    for (const [key, value] of Object.entries(en))
      missingFigures(value, (tr as Record<string, unknown>)[key], lang, `${path}.${key}`, out);
  return out;
}

describe("translations", () => {
  it("finds the English text modules", () => {
    expect(modules.length).toBeGreaterThanOrEqual(3);
  });

  it("names each module after its file", () => {
    for (const { file, module } of modules) expect(file, module.key).toBe(`./${module.key}.ts`);
  });

  const names: Record<TranslatedLang, string> = { hi: "Hindi", mr: "Marathi" };
  for (const lang of TRANSLATED) {
    it(`has every English text in ${names[lang]}, with the same links and places`, () => {
      for (const { module } of modules) {
        const translation = translations[`./${lang}/${module.key}.ts`];
        expect(translation, `core/content/${lang}/${module.key}.ts`).toBeDefined();
        expect(["machine", "reviewed"]).toContain(translation!.review);
        expect(differences(module.en, translation!.default, module.key, [])).toEqual([]);
      }
    });

    it(`states the company's figures wherever the English does, in ${names[lang]}`, () => {
      for (const { module } of modules) {
        const translation = translations[`./${lang}/${module.key}.ts`]!.default;
        expect(missingFigures(module.en, translation, lang, module.key, [])).toEqual([]);
      }
    });
  }

  it("has no translation without an English module", () => {
    const keys = new Set(modules.map((m) => m.module.key));
    for (const file of Object.keys(translations)) {
      const [, lang, key] = /^\.\/(\w+)\/([\w-]+)\.ts$/.exec(file)!;
      expect(isLang(lang) && lang !== "en", file).toBe(true);
      expect(keys.has(key!), file).toBe(true);
    }
  });
});
