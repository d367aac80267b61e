import { describe, expect, it } from "vitest";
import { defineTexts, localize, type Translation } from "./texts";

const nav = defineTexts("example", {
  links: [
    { label: "About Us", href: "/about-us" },
    { label: "Services", id: "services", children: [{ label: "All", href: "/services" }] },
  ],
  keywords: ["track"] as string[],
  cta: { label: "Get a Quote", href: "/get-a-quote" },
  more: { title: "More" },
});

describe("localize", () => {
  it("takes the links and ids from English, in the English order, and the words from the translation", () => {
    const local = localize(nav, {
      links: [{ label: "हमारे बारे में" }, { label: "सेवाएँ", children: [{ label: "सभी" }] }],
      keywords: ["ट्रैक", "track"],
      cta: { label: "कोटेशन लें" },
      more: { title: "और" },
    });
    expect(local).toEqual({
      links: [
        { label: "हमारे बारे में", href: "/about-us" },
        { label: "सेवाएँ", id: "services", children: [{ label: "सभी", href: "/services" }] },
      ],
      keywords: ["ट्रैक", "track"],
      cta: { label: "कोटेशन लें", href: "/get-a-quote" },
      more: { title: "और" },
    });
    // The keys in the order a translation used to write them out.
    expect(Object.keys(local.links[1]!)).toEqual(["label", "id", "children"]);
  });

  it("leaves out what the translation leaves out, not falling back to English", () => {
    const part = { cta: { label: "कोटेशन लें" } } as unknown as Translation<typeof nav.en>;
    expect(localize(nav, part)).toEqual({ cta: { label: "कोटेशन लें", href: "/get-a-quote" } });
  });

  it("refuses a link, an id or a slug in a translation (typecheck)", () => {
    const words: Translation<{ label: string; href: string; id: string; slug: string }> = {
      label: "सेवाएँ",
      // @ts-expect-error: a link comes from the English module
      href: "/services",
    };
    // @ts-expect-error: so does an id
    const withId: Translation<{ label: string; id: string }> = { label: "सेवाएँ", id: "services" };
    // @ts-expect-error: an English word missing is refused too
    const missing: Translation<{ label: string }> = {};
    expect([words, withId, missing]).toHaveLength(3);
  });
});
