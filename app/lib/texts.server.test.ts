import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { localizePath } from "./i18n";
import { packs, PAGE_TEXTS, SHELL_TEXTS, textKeysFor, textsFor } from "./texts.server";

const englishPaths = routes
  .map((r) => r.path)
  .filter(
    (p): p is string => p !== undefined && !/^\/(hi|mr)(\/|$)|^\/staff|\.(xml|txt)$|^\*$/.test(p),
  );

describe("which texts go with which page", () => {
  it("knows every public route, and only those", () => {
    const patterns = Object.keys(PAGE_TEXTS);
    for (const path of englishPaths) {
      expect(
        patterns.filter((p) => matchPath(p, path)),
        path,
      ).toHaveLength(1);
    }
    for (const pattern of patterns) {
      expect(
        englishPaths.some((path) => matchPath(pattern, path)),
        pattern,
      ).toBe(true);
    }
  });

  it("has a Hindi and a Marathi translation of every module it sends", () => {
    const keys = new Set([...SHELL_TEXTS, ...Object.values(PAGE_TEXTS).flat()]);
    for (const key of keys) {
      expect(packs.hi[key], `hi/${key}`).toBeDefined();
      expect(packs.mr[key], `mr/${key}`).toBeDefined();
    }
  });

  it("sends a page's texts by its path in either language, and nothing to unknown pages beyond the shell", () => {
    expect(Object.keys(textsFor("hi", localizePath("hi", "/")))).toEqual(
      expect.arrayContaining([...SHELL_TEXTS]),
    );
    expect(textKeysFor("/mr/track-shipment-v2/LR123456789")).toEqual(
      textKeysFor("/track-shipment-v2/LR1"),
    );
    expect(textKeysFor("/hi/no-such-page")).toEqual([...SHELL_TEXTS]);
  });

  it("sends a page only its own title, its parents' and those it names, not every page's", () => {
    const pages = (path: string) => Object.keys(textsFor("hi", path).pages as object).sort();
    expect(pages("/hi")).toEqual(["/"]);
    expect(pages("/hi/services/ptl")).toEqual(["/services", "/services/ptl"]);
    expect(pages("/mr/track-shipment-v2/LR123456789")).toEqual([
      "/track-shipment",
      "/track-shipment-v2",
    ]);
    expect(pages("/hi/tracking-alerts/confirm")).toEqual([
      "/track-shipment",
      "/tracking-alerts/confirm",
    ]);
    expect(pages("/hi/no-such-page")).toEqual([]);
  });

  it("sends the tracking pages their questions and not the help centre's", () => {
    for (const path of ["/hi/track-shipment", "/mr/track-shipment-v2/LR123456789"]) {
      const faqs = textsFor(path.startsWith("/hi") ? "hi" : "mr", path).faqs as object;
      expect(Object.keys(faqs), path).toEqual(["trackingFaqs"]);
    }
    expect(Object.keys(textsFor("hi", "/hi/support").faqs as object)).toContain("helpCentre");
  });
});
