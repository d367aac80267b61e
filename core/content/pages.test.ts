import { describe, expect, it } from "vitest";
import hi from "./hi/pages";
import mr from "./mr/pages";
import { englishPages, texts } from "./pages";

const brand = " | Sahyadri Interlink Logistics";

describe("page titles, descriptions, headings and introductions", () => {
  it("has every English page info, word for word", () => {
    for (const page of englishPages) {
      const en = (texts.en as Record<string, unknown>)[page.path];
      expect(en, page.path).toEqual({
        title: page.title,
        description: page.description,
        heading: page.heading,
        intro: page.intro,
      });
    }
    expect(Object.keys(texts.en).sort()).toEqual(
      [...new Set(englishPages.map((p) => p.path))].sort(),
    );
  });

  it.each([
    ["hi", hi],
    ["mr", mr],
  ] as const)(
    "has every page in %s, with the brand in the title and Devanagari in every text",
    (_, pages) => {
      for (const page of englishPages) {
        const local = (
          pages as Record<string, Record<"title" | "description" | "heading" | "intro", string>>
        )[page.path];
        expect(local, page.path).toBeDefined();
        expect(local!.title.endsWith(brand), page.path).toBe(true);
        for (const key of ["title", "description", "heading", "intro"] as const) {
          // The alert pages have no introduction in English either.
          if (page[key] === "") expect(local![key]).toBe("");
          else expect(local![key], `${page.path} ${key}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    },
  );
});
