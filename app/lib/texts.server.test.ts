import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { handle as frame, loader as rootLoader } from "~/root";
import { handle as trackShipment } from "~/routes/track/track-shipment";
import { texts as validation } from "@core/content/validation";
import { MAX_LR_NUMBERS, parseLrList } from "@core/schemas/tracking";
import { localizePath } from "@core/i18n";
import { encodeMessage, renderMessage } from "@core/messages";
import { textsScope, type TextsHandle } from "@core/texts";
import { packs, pageTexts } from "./texts.server";
import { routes } from "./server-build.test-support";

const { handlesFor, patternOf, textKeysFor, textsFor } = pageTexts(routes);

/** The frame's texts, which the root route declares: every page gets them. */
const SHELL_TEXTS = frame.texts;

/** The tracking page's parts of `tracking` before a search. */
const beforeSearch = trackShipment.texts.flatMap((entry) =>
  typeof entry === "object" && "untilListing" in entry && entry.key === "tracking"
    ? entry.untilListing
    : [],
);

// The business portal's sign-out answers only redirects: it has no texts of its own.
const englishPaths = routeConfig
  .map((r) => r.path)
  .filter(
    (p): p is string =>
      p !== undefined &&
      !/^\/(hi|mr)(\/|$)|^\/staff|\.(xml|txt|pdf|zip)$|^\*$|^\/business\/sign-out$/.test(p),
  );

describe("which texts go with which page", () => {
  it("knows every public route, and only those", () => {
    // Each public page's route declares its texts; the frame's come from the root.
    for (const path of englishPaths) {
      const handles = handlesFor(path.replace(/:\w+/g, "x"));
      expect(handles, path).toHaveLength(2);
      expect(handles[0], path).toBe(frame);
      expect(handles[1]!.texts.length, path).toBeGreaterThan(0);
    }
    // The staff console, the files for search engines and an unknown page get the frame's alone.
    for (const path of [
      "/staff",
      "/staff/leads/3",
      "/staff/login",
      "/sitemap.xml",
      "/no-such-page",
    ])
      expect(handlesFor(path), path).toEqual([frame]);
  });

  it("has a Hindi and a Marathi translation of every module it sends", () => {
    const keys = new Set(
      Object.values(routes)
        .map((route) => route?.module.handle as TextsHandle | undefined)
        .flatMap((handle) => handle?.texts ?? [])
        .map((entry) => (typeof entry === "string" ? entry : entry.key)),
    );
    expect(keys.size).toBeGreaterThan(SHELL_TEXTS.length);
    for (const key of keys) {
      expect(packs.hi[key], `hi/${key}`).toBeDefined();
      expect(packs.mr[key], `mr/${key}`).toBeDefined();
    }
  });

  it("finds a page's routes by the pattern React Router gives the root loader, as by its path", async () => {
    const paths = [
      ...englishPaths.map((path) => path.replace(/:\w+/g, "x")),
      "/track-shipment-v2/LR123456789",
    ].flatMap((path) => [path, localizePath("hi", path), localizePath("mr", path)]);
    for (const path of [...paths, "/hi/no-such-page", "/staff/leads"]) {
      const pattern = patternOf(path);
      expect(pattern, path).toBeDefined();
      expect(handlesFor(path, pattern), path).toEqual(handlesFor(path));
    }
    expect(patternOf("/mr/track-shipment-v2/LR123456789")).toBe("/mr/track-shipment-v2/:lrno");
    // The root loader reads the server build's routes (in the tests, the stand-in made from app/routes.ts).
    const url = "https://site.example/hi/track-shipment?lr=LR1234567,LR7654321";
    const args = { request: new Request(url), pattern: "/hi/track-shipment" };
    expect(await rootLoader(args as Parameters<typeof rootLoader>[0])).toEqual({
      lang: "hi",
      texts: textsFor("hi", "/hi/track-shipment", "?lr=LR1234567,LR7654321"),
    });
    const english = { request: new Request("https://site.example/about-us"), pattern: "/about-us" };
    expect(await rootLoader(english as Parameters<typeof rootLoader>[0])).toEqual({
      lang: "en",
      texts: null,
    });
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

  it("sends the tracking page the list's texts only when it lists shipments", () => {
    const before = textsFor("hi", "/hi/track-shipment").tracking as object;
    expect(Object.keys(before)).toEqual(beforeSearch);
    expect(before).not.toHaveProperty("batch");
    for (const search of ["?lr=LR123456789,SI20254567", "?lrno=LR1234567+SI20254567"]) {
      expect(textsFor("mr", "/mr/track-shipment", search).tracking, search).toEqual(
        packs.mr.tracking!.default,
      );
    }
    // A shipment's own page shows a result: all of it.
    expect(textsFor("hi", "/hi/track-shipment-v2/LR123456789").tracking).toEqual(
      packs.hi.tracking!.default,
    );
    // The root reloads its texts when the page starts or stops listing, not for another list.
    const scope = (href: string) => textsScope(new URL(href, "https://site.example"));
    expect(scope("/hi/track-shipment?lr=LR1234567,LR7654321")).not.toBe(
      scope("/hi/track-shipment"),
    );
    expect(scope("/hi/track-shipment?lr=LR1234567,LR7654321")).toBe(
      scope("/hi/track-shipment?lr=SI20254567,LR123456789"),
    );
  });

  it("sends the pages whose only form is the LR search its messages, and each in the page's language", () => {
    type Validation = typeof validation.en;
    const twentySix = Array.from({ length: MAX_LR_NUMBERS + 1 }, (_, i) => `LR${200000 + i}`);
    const refusals = ["LR12", "abc, x1", `${twentySix.join(", ")}`, "LR123456789 ?? LR987654321"]
      .map((input) => parseLrList(input))
      .map((parsed) => ("message" in parsed ? parsed.message : ""));
    expect(refusals.every(Boolean)).toBe(true);
    for (const path of ["/hi", "/mr", "/hi/track-shipment", "/mr/track-shipment"]) {
      const lang = path.startsWith("/hi") ? "hi" : "mr";
      const sent = textsFor(lang, path).validation as Validation;
      expect(Object.keys(sent).length, path).toBe(4);
      expect(JSON.stringify(sent).length, path).toBeLessThan(1500);
      for (const message of refusals) {
        const shown = renderMessage(message, sent);
        expect(shown, `${path}: ${message}`).toMatch(/[\u0900-\u097F]/);
        expect(shown).toBe(renderMessage(message, packs[lang].validation!.default as Validation));
      }
    }
    // A form page gets every message.
    const form = textsFor("hi", "/hi/get-a-quote").validation as Validation;
    expect(Object.keys(form)).toEqual(Object.keys(validation.en));
  });

  it("shows a message a page was not sent in English, rather than failing", () => {
    const sent = textsFor("hi", "/hi").validation as typeof validation.en;
    expect(renderMessage(encodeMessage("name"), sent)).toBe("Enter your name.");
    expect(renderMessage(encodeMessage("tooLong", { max: 100 }), sent)).toBe(
      "Use at most 100 characters.",
    );
  });
});
