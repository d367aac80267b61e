import { describe, expect, it } from "vitest";
import { defineTexts, type Translation } from "../texts";
import { companyPlaces, inIndianNumbers, localize, withFigures } from "./translate";

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

  it("keeps a part used twice one object, so a page's data sends it once", () => {
    const billing = { title: "Billing", href: "/billing" };
    const module = defineTexts("shared", { a: { billing }, b: { billing } });
    const words = { title: "भुगतान" };
    const local = localize(
      module,
      withFigures("hi", { a: { billing: words }, b: { billing: words } }),
    );
    expect(local.a.billing).toEqual({ title: "भुगतान", href: "/billing" });
    expect(local.a.billing).toBe(local.b.billing);

    // Two English parts alike, one Hindi const for both: still one object.
    const failed = defineTexts("failed", {
      quote: { title: "Oops" },
      pickup: { title: "Oops!" },
    });
    const oops = { title: "ओह..." };
    const both = localize(failed, { quote: oops, pickup: oops });
    expect(both.quote).toBe(both.pickup);
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

describe("the company's figures in a translation", () => {
  it("writes counts of a lakh and more in lakh and crore, as each language does", () => {
    expect(inIndianNumbers("100,000+", "hi")).toBe("1 लाख+");
    expect(inIndianNumbers("1 million+", "mr")).toBe("10 लाख+");
    expect(inIndianNumbers("25 million", "hi")).toBe("2.5 करोड़");
    expect(inIndianNumbers("25 million", "mr")).toBe("2.5 कोटी");
    expect(inIndianNumbers("18,000+", "hi")).toBe("18,000+");
    expect(inIndianNumbers(29, "mr")).toBe("29");
    expect(inIndianNumbers("95%+", "hi")).toBe("95%+");
    expect(inIndianNumbers("24/7", "hi")).toBe("24/7");
  });

  it("fills the company's places and leaves the others for the page", () => {
    const places = companyPlaces("hi");
    expect(
      withFigures("hi", { a: ["{states} राज्य, {shipmentsMonthly}, {postalCode}"], b: "{lrNo}" }),
    ).toEqual({
      a: [`${places.states} राज्य, ${places.shipmentsMonthly}, ${places.postalCode}`],
      b: "{lrNo}",
    });
  });

  it("uses no name a page fills later", () => {
    const english = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
      eager: true,
    });
    const texts = JSON.stringify(Object.values(english));
    const used = new Set([...texts.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    expect(Object.keys(companyPlaces("hi")).filter((name) => used.has(name))).toEqual([]);
  });
});
