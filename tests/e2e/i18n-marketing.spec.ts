import type { APIRequestContext } from "@playwright/test";
import { localizePath } from "@core/i18n";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

/**
 * The marketing pages in Hindi and Marathi: home, about us, the
 * services, a service page and the testimonials show their own words in
 * Devanagari, not the English ones, keep their links in the language, and
 * their moving parts still work once hydrated.
 */
const PAGES = ["/", "/about-us", "/services", "/services/ptl", "/services/cl", "/testimonials"];
const DEVANAGARI = /[\u0900-\u097F]/;

/** The delivery check's box has texts of its own (core/content/delivery-check.ts), translated apart. */

const entities: Record<string, string> = {
  amp: "&",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  lt: "<",
  gt: ">",
};

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => entities[e]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** The h1, h2 and h3 texts of a page's main content (not the header and footer, which have tests of their own). */
async function headingsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  expect(main, `${path} has a main`).not.toBe("");
  return [...main.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .map((m) => textOf(m[2]!))
    .filter(Boolean);
}

/** The site paths the main content links to. */
async function linksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((m) => m[1]!);
}

for (const lang of ["hi", "mr"] as const) {
  test(
    `the ${lang} marketing pages show Devanagari headings, none of them English`,
    { tag: "@server" },
    async ({ request }) => {
      for (const path of PAGES) {
        const url = localizePath(lang, path);
        const english = await headingsOf(request, path);
        const local = await headingsOf(request, url);
        expect(english.length, path).toBeGreaterThan(1);
        // The same sections, in the same number (the delivery check is translated too).
        expect(local.length, url).toBe(english.length);
        expect(
          local.filter((h) => !DEVANAGARI.test(h)),
          `${url}: headings without Devanagari`,
        ).toEqual([]);
        expect(
          local.filter((h) => english.includes(h)),
          `${url}: headings left in English`,
        ).toEqual([]);
      }
    },
  );

  test(
    `links in the ${lang} marketing pages stay in the language`,
    { tag: "@server" },
    async ({ request }) => {
      for (const path of PAGES) {
        const url = localizePath(lang, path);
        const links = await linksOf(request, url);
        // /testimonials links only to its breadcrumb; the others to services, quotes and tracking.
        expect(links.length, url).toBeGreaterThan(0);
        expect(
          links.filter((href) => !href.startsWith(`/${lang}`)),
          url,
        ).toEqual([]);
      }
    },
  );
}

test("the Hindi home page's carousel and slider work in Hindi once hydrated", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, "/hi");
  const services = page.getByRole("region", { name: "हमारी सेवाएँ" });
  await services.scrollIntoViewIfNeeded();
  // The carousel's engine loads once the region is in view; the buttons work after that.
  await expect(services.locator("[data-state]")).toHaveAttribute("data-ready", "true");
  await services.hover();
  const pause = services.getByRole("button", { name: "रोकें सेवाओं का कैरोसेल" });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(services.getByRole("button", { name: "चलाएँ सेवाओं का कैरोसेल" })).toBeVisible();
  await expect(services.getByRole("group", { name: "6 में से 1" })).toHaveCount(1);

  const slider = page.getByRole("region", { name: "हमारे ग्राहक क्या कहते हैं" });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('[aria-roledescription="स्लाइड"]').nth(1)).toHaveAttribute(
    "aria-hidden",
    "true",
  ); // hydrated
  await slider.hover();
  await slider.getByRole("button", { name: "अगली राय" }).click();
  await expect(slider.getByTestId("testimonial-position")).toHaveText(/^\s*2 \/ 7\s*$/);
  await expect(slider.getByRole("link", { name: "ग्राहकों की सारी राय पढ़ें" })).toHaveAttribute(
    "href",
    "/hi/testimonials",
  );
  expect(errors).toEqual([]);
});

test("the Marathi about page's counter has a Marathi control", async ({ page }) => {
  await visit(page, "/mr/about-us");
  const counter = page.getByTestId("years-count");
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText("22");
  await expect(
    page.getByRole("button", { name: /^(थांबवा|सुरू करा|पुन्हा चालवा) वर्षांचा काउंटर$/ }),
  ).toBeVisible();
});

for (const path of ["/hi/about-us", "/mr/services", "/hi/services/cl", "/mr/testimonials"]) {
  test(`${path} has no axe violations`, { tag: "@server" }, async ({ page }) => {
    await visit(page, path);
    await expectNoAxeViolations(page);
  });
}
