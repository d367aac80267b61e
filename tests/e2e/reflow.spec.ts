import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * Nothing the visitor is using sits under the
 * floating buttons or off the edge of the window.
 */

/** The floating buttons (WhatsApp, chat, back to top): the page's fixed links and buttons, in the browser. */
const FLOATING = `[...document.querySelectorAll("a, button")].filter((el) =>
  el !== document.activeElement && getComputedStyle(el).position === "fixed" && el.getBoundingClientRect().width > 0)`;

/** The focused control when a floating button covers any of it; "end" once focus is on a floating button or back at the start. */
function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(`(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || getComputedStyle(focused).position === "fixed") return "end";
    const r = focused.getBoundingClientRect();
    const covers = ${FLOATING}.some((button) => {
      const b = button.getBoundingClientRect();
      return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    });
    return covers ? focused.outerHTML.slice(0, 140) : null;
  })()`);
}

for (const path of ["/services", "/", "/track-shipment"]) {
  test(`on ${path}, Tab never lands on a control under the floating buttons`, async ({ page }) => {
    await visit(page, path);
    await page.keyboard.press("Tab"); // the skip link, fixed while focused
    const covered: string[] = [];
    for (let i = 0; i < 150; i += 1) {
      await page.keyboard.press("Tab");
      const html = await coveredFocus(page);
      if (html === "end") break;
      if (html) covered.push(html);
    }
    expect(covered).toEqual([]);
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("the floating buttons do not sit on the hero's buttons on first view", async ({ page }) => {
    for (const height of [568, 640, 720, 800]) {
      await page.setViewportSize({ width: 320, height });
      await visit(page, "/");
      const hero = page.locator("main section").first();
      await hero.evaluate((section) => section.setAttribute("data-hero", ""));
      // In sight: the window less the floating buttons' opaque strip (root.tsx), under which the
      // page scrolls as under the browser's own bar.
      const overlaps = await page.evaluate(`(() => {
      const floating = ${FLOATING}.map((el) => el.getBoundingClientRect());
      const strip = document.querySelector("[data-floating-actions]").getBoundingClientRect();
      const sight = strip.height > 0 ? strip.top : innerHeight;
      return [...document.querySelector("[data-hero]").querySelectorAll("a, button, input")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const bottom = Math.min(r.bottom, sight);
          return floating.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && bottom > b.top);
        })
        .map((el) => el.outerHTML.slice(0, 100));
    })()`);
      expect(overlaps, `320 × ${height}`).toEqual([]);
    }
  });
});

test("at 200 % text size on a desktop window, the header keeps everything on screen", async ({
  page,
  viewport,
}) => {
  test.skip((viewport?.width ?? 0) < 1024, "a desktop window");
  await visit(page, "/");
  await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
  const banner = page.getByRole("banner");
  const offScreen = await banner.evaluate((header) =>
    [...header.querySelectorAll("a, button, summary")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return el.checkVisibility() && r.width > 0 && (r.left < 0 || r.right > window.innerWidth);
      })
      .map((el) => el.outerHTML.slice(0, 100)),
  );
  expect(offScreen).toEqual([]);
  // Get Quote and Track Package are still one step away.
  const menu = banner.getByLabel("Menu", { exact: true });
  if (await menu.isVisible()) await menu.click();
  for (const name of [/get (a )?quote/i, /track package/i]) {
    const link = banner.getByRole("link", { name }).filter({ visible: true });
    await expect(link).toBeInViewport();
  }
});
