import { expect, type Locator, type Page } from "@playwright/test";

/** Shared by the marketing specs: the six services and ways to reach parts of a page. */
export const services = [
  ["/services/ptl", "Part Truck Load (PTL)"],
  ["/services/ltl", "Less Than Truckload (LTL)"],
  ["/services/ftl", "Full Truck Load (FTL)"],
  ["/services/cl", "Courier Logistics"],
  ["/services/warehousing", "Warehousing"],
  ["/services/express-delivery", "Express Delivery"],
] as const;

/** Fake timers from the first script on, stopped: time moves only by runFor. */
export async function stopTime(page: Page) {
  const start = new Date("2026-01-05T10:00:00+05:30").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/** Scrolls a part of the page to the middle of the viewport (its code loads when seen). */
export async function reach(region: Locator) {
  await region.evaluate((el) => el.scrollIntoView({ block: "center" }));
}

export async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name }).first()).toHaveAttribute("href", href);
}

export function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Our Services" });
  return {
    region,
    viewport: region.locator("[data-state]"),
    toggle: region.getByRole("button", { name: /services carousel/ }),
    offset: () =>
      region
        .locator("[data-slide]")
        .first()
        .evaluate((el) => el.parentElement!.style.transform),
  };
}

/**
 * Whether the carousel's slides move: two samples of their offset 300 ms
 * apart differ (moving) or agree (still), polled while a scroll settles.
 */
export async function expectMoving(page: Page, moving: boolean) {
  const c = carousel(page);
  await expect(c.viewport).toHaveAttribute("data-state", moving ? "playing" : "stopped");
  await expect
    .poll(async () => {
      const before = await c.offset();
      await page.waitForTimeout(300);
      return before !== (await c.offset());
    })
    .toBe(moving);
}
