import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * On a phone no floating button (WhatsApp, chat, back to top) ever lies on
 * the page's text or controls: scrolled through each page at 360 and 390 px,
 * no text and no control in sight overlaps a floating button's box. What is
 * in sight is the window less the buttons' opaque strip (root.tsx), which
 * the page scrolls under as under the browser's own bar; the foot of the
 * page clears it.
 */
const PAGES: { path: string; open?: string }[] = [
  { path: "/track-shipment-v2/LR123456789", open: "Choose an option" },
  { path: "/track-shipment-v2/LR444444444", open: "Choose an option" },
  { path: "/track-shipment?lr=LR123456789,SI20254567" },
  { path: "/support/request" },
  { path: "/get-a-quote" },
  { path: "/hi/track-shipment-v2/LR444444444" },
];

type Found = { covered: string[]; strip: { top: number; opaque: boolean } | null };

/** What lies under a floating button at this scroll position, in the part of the window in sight. */
function coveredNow(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const aside = document.querySelector("[data-floating-actions]")!;
    const buttons = [...aside.querySelectorAll("a, button")]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0);
    const asideBox = aside.getBoundingClientRect();
    const stripStyle = getComputedStyle(aside);
    const strip =
      stripStyle.position === "fixed" && asideBox.height > 0
        ? { top: asideBox.top, opaque: stripStyle.backgroundColor === "rgb(255, 255, 255)" }
        : null;
    const sightBottom = strip ? strip.top : window.innerHeight;
    const boxes: { what: string; r: DOMRect }[] = [];
    const main = [
      document.querySelector("header"),
      document.querySelector("main"),
      document.querySelector("footer"),
    ];
    for (const root of main) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          boxes.push({ what: `text "${node.textContent.trim().slice(0, 40)}"`, r });
      }
      for (const el of root.querySelectorAll("a, button, input, select, textarea, summary, label"))
        if (el.checkVisibility())
          boxes.push({ what: el.outerHTML.slice(0, 80), r: el.getBoundingClientRect() });
    }
    const covered = boxes
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ what, r }) => ({
        what,
        top: Math.max(r.top, 0),
        bottom: Math.min(r.bottom, sightBottom),
        r,
      }))
      .filter(
        ({ top, bottom, r }) =>
          top < bottom &&
          buttons.some(
            (b) => r.left < b.right && r.right > b.left && top < b.bottom && bottom > b.top,
          ),
      )
      .map(({ what }) => what);
    return { covered, strip };
  });
}

for (const width of [360, 390])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    for (const { path, open } of PAGES)
      test(`nothing in sight lies under a floating button on ${path}`, async ({ page }) => {
        test.setTimeout(120_000);
        await visit(page, path);
        if (open) await page.getByText(open, { exact: true }).first().click();
        const covered = new Set<string>();
        const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        for (let y = 0; ; y = Math.min(y + 300, end)) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          // The back-to-top button shows once the page scrolled.
          await page.waitForTimeout(50);
          const found = await coveredNow(page);
          for (const what of found.covered) covered.add(`at ${y}: ${what}`);
          if (found.strip)
            expect(found.strip.opaque, "the strip hides what scrolls under it").toBe(true);
          if (y >= end) {
            // The foot of the page clears the strip: its last line can be read.
            const last = await page.evaluate(() => {
              const rects = [...document.querySelectorAll("footer *")]
                .filter((el) => el.checkVisibility() && el.children.length === 0)
                .map((el) => el.getBoundingClientRect().bottom);
              return Math.max(...rects);
            });
            expect(last).toBeLessThanOrEqual(found.strip?.top ?? page.viewportSize()!.height);
            break;
          }
        }
        expect([...covered]).toEqual([]);
      });
  });
