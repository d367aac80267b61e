/**
 * Every text of the site in all three languages: each English
 * module's `texts` has a Hindi and a Marathi translation of the same shape —
 * the same keys, lists of the same length, the same links and the same
 * "{name}" places — with no empty text. The typecheck proves the shape of
 * what is written; this proves nothing is missing at run time either, and
 * that links and places were not translated by mistake.
 */
import { describe, expect, it } from "vitest";
import { isLang, TRANSLATED, type TranslatedLang } from "../i18n";
import type { Review, TextModule } from "../texts";
import { company, figures, texts as companyTexts } from "./company";
import { inIndianNumbers } from "./translate";

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
 * texts from `figures` (company.ts); a translation names them by "{name}"
 * places filled from company.ts (core/content/translate.ts), Hindi and
 * Marathi in lakh and crore where company.ts says so.
 */
const writtenFigures = Object.fromEntries(
  TRANSLATED.map((lang) => [
    lang,
    Object.fromEntries(
      [figures.shipmentsMonthly, figures.kmDaily, figures.warehousingSqFt].map((figure) => [
        figure,
        inIndianNumbers(figure, lang),
      ]),
    ),
  ]),
) as Record<TranslatedLang, Record<string, string>>;
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

/** Each translation's source as written, before translate() adds links and fills figures. */
const sources = import.meta.glob<string>(["./hi/*.ts", "./mr/*.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** A figure on its own: "29" is not the 29 of "2029" or "1,290". */
const alone = (figure: string) => new RegExp(`(?<![\\d,.])${escape(figure)}(?![\\d,])`);

/** One rule per pattern: Hindi and Marathi write some figures alike. */
function uniqueRules(rules: { what: string; re: RegExp }[]) {
  return rules.filter((rule, i) => rules.findIndex((r) => r.re.source === rule.re.source) === i);
}

/**
 * What a translation must not write out: the company's figures and contact
 * facts (core/content/company.ts fills them through "{name}" places or
 * company.* values) and links (the English module's, added by translate()
 * or chatLink()). A path as a map's key ("/about-us": …) names a page, it
 * is not a link.
 */
const forbidden: { what: string; re: RegExp }[] = uniqueRules([
  ...Object.entries(figures).map(([name, value]) => ({
    what: `figures.${name}, write {${name}}`,
    re: alone(String(value)),
  })),
  ...(["hi", "mr"] as const).flatMap((lang) =>
    Object.entries(figures).map(([name, value]) => ({
      what: `figures.${name} in lakh or crore, write {${name}}`,
      re: alone(inIndianNumbers(value, lang)),
    })),
  ),
  {
    what: "the postal code, write {postalCode}",
    re: new RegExp(`(?<!\\d)${company.address.postalCode}(?!\\d)`),
  },
  { what: "the phone, use company.phone", re: new RegExp(escape(company.phone.display)) },
  { what: "the phone, use company.phone", re: new RegExp(escape(company.phone.tel.slice(3))) },
  ...Object.values(company.email).map((email) => ({
    what: "an e-mail address, use company.email",
    re: new RegExp(escape(email)),
  })),
  {
    what: "a link, it comes from the English module",
    re: /["'`](\/|https?:|mailto:|tel:)(?![^"'`]*["'`]\s*:)/,
  },
  { what: "a link, it comes from the English module", re: /\b(href|id|slug)\s*:/ },
]);

/** The lines of a translation's source that write out a figure or a link, with what to write instead. */
function writtenOut(source: string): string[] {
  const found: string[] = [];
  source.split("\n").forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may say what they like
    for (const { what, re } of forbidden)
      if (re.test(line)) found.push(`line ${i + 1}: ${line.trim()} (${what})`);
  });
  return found;
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

  it("writes out no company figure and no link: company.ts and the English modules give them", () => {
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(60);
    for (const [file, source] of Object.entries(sources))
      // The validation messages are keyed by their English words, examples included (app/lib/messages.ts).
      if (!file.endsWith("/validation.ts"))
        expect(writtenOut(source), `core/content/${file.slice(2)}`).toEqual([]);
  });

  it("finds a written-out figure or link", () => {
    expect(writtenOut(`  stat: "${figures.states} राज्य",`)).toHaveLength(1);
    expect(writtenOut(`  stat: "${inIndianNumbers(figures.kmDaily, "hi")} किमी",`)).toHaveLength(1);
    expect(writtenOut(`  { label: "सेवाएँ", href: "/services" },`)).toHaveLength(2);
    expect(writtenOut(`  "/about-us": { title: "हमारे बारे में" },`)).toEqual([]);
    expect(writtenOut(`  text: "राज्य {states}, वर्ष 2029",`)).toEqual([]);
  });

  it("writes the company's address with the English address's numbers", () => {
    // The street's words are translated; its numbers must follow company.ts when it changes.
    const numbers = (line: string) => line.match(/\d+/g) ?? [];
    for (const lang of ["hi", "mr"] as const) {
      const local = translations[`./${lang}/company.ts`]!.default as typeof companyTexts.en;
      companyTexts.en.addressLines.forEach((line, i) =>
        expect(numbers(local.addressLines[i]!), `${lang} address line ${i + 1}`).toEqual(
          numbers(line),
        ),
      );
    }
  });

  it("has no translation without an English module", () => {
    const keys = new Set(modules.map((m) => m.module.key));
    for (const file of Object.keys(translations)) {
      const [, lang, key] = /^\.\/(\w+)\/([\w-]+)\.ts$/.exec(file)!;
      expect(isLang(lang) && lang !== "en", file).toBe(true);
      expect(keys.has(key!), file).toBe(true);
    }
  });
});
