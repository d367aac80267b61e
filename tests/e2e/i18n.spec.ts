import type { APIRequestContext, Page } from "@playwright/test";
import { publicPaths } from "@core/content/routes";
import { LANGS, localizePath, type Lang } from "@core/i18n";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

/**
 * The site in three languages (CONTRACT.md "Languages"): every
 * route answers under /hi and /mr in its language with reciprocal hreflang
 * links, the switcher keeps the visitor on the same page (LR number and
 * query included) on phone and desktop, with and without JavaScript, and
 * the Devanagari face loads only where it is needed.
 */
const LR = "LR123456789";
const routes = [...publicPaths, `/track-shipment-v2/${LR}`];
const origin = process.env.SITE_URL ?? "http://localhost:3000";

type Head = {
  status: number;
  lang?: string;
  canonical?: string;
  alternates: Record<string, string>;
};

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const html = await response.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
      ([, l, h]) => [l!, h!],
    ),
  );
  return {
    status: response.status(),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
  };
}

test(
  "every route answers in English, Hindi and Marathi with its lang, canonical and reciprocal hreflang links",
  { tag: "@server" },
  async ({ request }) => {
    test.setTimeout(120_000);
    const heads = new Map<string, Head>();
    for (const path of routes) {
      for (const lang of LANGS) {
        const url = localizePath(lang, path);
        const head = await headOf(request, url);
        expect(head.status, url).toBe(200);
        expect(head.lang, url).toBe(lang);
        expect(head.canonical, url).toBe(new URL(url, origin).href);
        expect(Object.keys(head.alternates).sort(), url).toEqual(["en", "hi", "mr", "x-default"]);
        expect(head.alternates["x-default"], url).toBe(head.alternates.en);
        heads.set(new URL(url, origin).href, head);
      }
    }
    // Reciprocal: each page's alternates are pages that name it back.
    for (const [url, head] of heads) {
      for (const lang of LANGS) {
        const other = heads.get(head.alternates[lang]!);
        expect(other, `${url} names ${head.alternates[lang]}`).toBeDefined();
        expect(
          Object.values(other!.alternates),
          `${head.alternates[lang]} names ${url} back`,
        ).toContain(url);
      }
    }
  },
);

test(
  "every route's title, heading and questions are in Devanagari under /hi and /mr",
  { tag: "@server" },
  async ({ request }) => {
    // A page's title and heading come from the `pages` entries sent with it
    // (app/lib/texts.server.ts sends only the ones it reads); a missing entry
    // would fall back to English without an error.
    const devanagari = /[\u0900-\u097F]/;
    const textOf = (html: string) => html.replace(/<[^>]+>/g, "").trim();
    for (const path of routes) {
      for (const lang of ["hi", "mr"] as const) {
        const url = localizePath(lang, path);
        const html = await (await request.get(url)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
        expect(title, `${url} title`).toMatch(devanagari);
        expect(heading, `${url} h1`).toMatch(devanagari);
        for (const [, summary] of html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)) {
          const question = textOf(summary!); // the header's disclosures show only an icon
          if (question) expect(question, `${url} question`).toMatch(devanagari);
        }
      }
    }
  },
);

test("an unknown page under /hi is a Hindi 404", { tag: "@server" }, async ({ request }) => {
  const response = await request.get("/hi/no-such-page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain("पेज नहीं मिला");
});

test("English pages carry no Hindi or Marathi texts and do not load the Devanagari face", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fonts.push(r.url()));
  await visit(page, "/");
  const html = await page.content();
  expect(html).not.toContain("मुख्य सामग्री");
  expect(fonts.filter((f) => /devanagari/i.test(f))).toEqual([]);
});

test("Hindi and Marathi pages preload the Devanagari face and show Devanagari", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fonts.push(r.url()));
  await visit(page, "/mr");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  const preload = page.locator('link[rel="preload"][as="font"][href*="devanagari"]');
  await expect(preload).toHaveCount(1);
  await expect(page.getByRole("link", { name: "मुख्य मजकुराकडे जा" })).toBeAttached();
  // The regular weight is preloaded; the bold one (headings) follows. Each is fetched once.
  const preloaded = new URL((await preload.getAttribute("href"))!, page.url()).href;
  await expect.poll(() => fonts.includes(preloaded)).toBe(true);
  const devanagari = fonts.filter((f) => /devanagari/i.test(f));
  expect(new Set(devanagari).size, devanagari.join(" ")).toBe(devanagari.length);
});

/** The switcher list in the header's top strip, the mobile menu or the footer. */
const switcher = (page: Page, where: "header" | "footer") =>
  page.locator(where === "header" ? "header > div:first-child" : "footer").getByRole("list", {
    name: /^(Language|भाषा)$/,
  });

async function switchTo(page: Page, name: string, lang: Lang, viewport: "phone" | "desktop") {
  if (viewport === "phone") {
    await page
      .getByRole("banner")
      .getByLabel(/^(Menu|मेन्यू|मेनू)$/)
      .click();
    const menu = page.getByRole("navigation", { name: /^(Mobile|मोबाइल)$/ });
    await menu.getByRole("link", { name, exact: true }).click();
  } else {
    await switcher(page, "header").getByRole("link", { name, exact: true }).click();
  }
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("the switcher keeps the shipment and round-trips through the three languages", async ({
  page,
}, testInfo) => {
  const viewport = testInfo.project.name === "phone" ? "phone" : "desktop";
  await visit(page, `/track-shipment-v2/${LR}`);
  await switchTo(page, "हिन्दी", "hi", viewport);
  await expect(page).toHaveURL(new RegExp(`/hi/track-shipment-v2/${LR}$`));
  await switchTo(page, "मराठी", "mr", viewport);
  await expect(page).toHaveURL(new RegExp(`/mr/track-shipment-v2/${LR}$`));
  await switchTo(page, "English", "en", viewport);
  await expect(page).toHaveURL(new RegExp(`/track-shipment-v2/${LR}$`));
  expect(new URL(page.url()).pathname).toBe(`/track-shipment-v2/${LR}`);
});

test("the switcher keeps the query of several LR numbers, and marks the current language", async ({
  page,
}) => {
  const query = `?lr=${LR},LR000000000`;
  await visit(page, `/track-shipment${query}`);
  const footer = switcher(page, "footer");
  await expect(footer.getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(footer.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("hreflang", "hi");
  await footer.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(new URL(page.url()).pathname + decodeURIComponent(new URL(page.url()).search)).toBe(
    `/hi/track-shipment${query}`,
  );
  await expect(switcher(page, "footer").getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Hindi page is whole and its switcher leads to the same page in Marathi", async ({
    page,
  }) => {
    const response = await page.goto(`/hi/track-shipment-v2/${LR}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("link", { name: "मुख्य सामग्री पर जाएँ" })).toBeAttached();
    await switcher(page, "footer").getByRole("link", { name: "मराठी" }).click();
    await expect(page).toHaveURL(new RegExp(`/mr/track-shipment-v2/${LR}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  });

  test("links on a Marathi page stay in Marathi", async ({ page }) => {
    await page.goto("/mr/about-us");
    const hrefs = await page
      .locator(
        "header a[href^='/']:not([data-language-link]), footer a[href^='/']:not([data-language-link])",
      )
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((h) => !/^\/mr(\/|$)/.test(h))).toEqual([]);
  });
});

for (const lang of ["hi", "mr"] as const) {
  for (const path of ["/", "/track-shipment", `/track-shipment-v2/${LR}`]) {
    // Once, at one width (tagged like the raw-HTTP checks): axe's rules here do not depend on it, and CI time does.
    test(
      `${localizePath(lang, path)} has no axe violations`,
      { tag: "@server" },
      async ({ page }) => {
        await visit(page, localizePath(lang, path));
        await expectNoAxeViolations(page);
      },
    );
  }
}
