import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Spec section 2, "Header": top strip, main navigation, menus by mouse, keyboard and touch. */

const serviceLinks = [
  "/services",
  "/services/ptl",
  "/services/ltl",
  "/services/ftl",
  "/services/cl",
  "/services/warehousing",
  "/services/express-delivery",
];

/** A disclosure's button. <summary> has no ARIA role of its own, so it is found by its text in its landmark. */
function disclosure(nav: Locator, label: string) {
  return nav.getByText(label, { exact: true });
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

async function isFocused(locator: Locator) {
  return locator.evaluate((el) => el === document.activeElement);
}

async function focusedHref(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute("href") ?? null);
}

test.describe("top strip", () => {
  test("has the phone, e-mail and social links", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(header.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    const social = header.getByRole("list", { name: "Social media" });
    for (const [network, host] of [
      ["Facebook", "facebook.com"],
      ["X", "x.com"],
      ["LinkedIn", "linkedin.com"],
    ] as const) {
      const link = social.getByRole("link", { name: new RegExp(`on ${network}$`) });
      await expect(link).toBeVisible();
      const href = new URL((await link.getAttribute("href"))!);
      expect(
        href.hostname === host || href.hostname.endsWith(`.${host}`),
        `${network} link ${href}`,
      ).toBe(true);
    }
  });

  test("shows 'Global Support' at desktop width", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) < 1024, "the label is for wider screens");
    await visit(page, "/");
    await expect(
      page.getByRole("banner").getByText("Global Support", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("desktop", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 1024,
    "the desktop navigation shows from 1024 px",
  );

  test("shows GET QUOTE and TRACK PACKAGE and no menu button", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    const quote = header.getByRole("link", { name: "GET QUOTE" });
    const track = header.getByRole("link", { name: "TRACK PACKAGE" });
    await expect(quote).toBeVisible();
    await expect(track).toBeVisible();
    await expect(header.getByLabel("Menu", { exact: true })).toBeHidden();
    await quote.click();
    await expect(page).toHaveURL("/get-a-quote");
    await expect(page.getByRole("heading", { level: 1, name: "Get a Quote" })).toBeVisible();
    await track.click();
    await expect(page).toHaveURL("/track-shipment");
    await expect(page.getByRole("heading", { level: 1, name: "Track & Trace" })).toBeVisible();
  });

  test("the Services and Join Us menus work by keyboard alone", async ({ page }) => {
    await visit(page, "/");
    const nav = mainNav(page);
    const services = disclosure(nav, "Services");
    const joinUs = disclosure(nav, "Join Us");
    const allServices = nav.getByRole("link", { name: "All Services" });

    // Tab from the top of the page to the Services button.
    let tabs = 0;
    while (!(await isFocused(services))) {
      expect(++tabs, "Tab never reached 'Services'").toBeLessThan(20);
      await page.keyboard.press("Tab");
    }
    await expect(allServices).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(allServices).toBeVisible();

    // Every link of the menu is next in the tab order.
    const reached: (string | null)[] = [];
    for (let i = 0; i < serviceLinks.length; i++) {
      await page.keyboard.press("Tab");
      reached.push(await focusedHref(page));
    }
    expect(reached.sort()).toEqual([...serviceLinks].sort());
    await expect(allServices).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(allServices).toBeHidden();
    await expect(services).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(joinUs).toBeFocused();
    await page.keyboard.press("Enter");
    const careers = nav.getByRole("link", { name: "Careers" });
    await expect(careers).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(careers).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/join-us/career");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Careers");
    await expect(careers).toBeHidden();
    await expect(allServices).toBeHidden();
  });

  test("the menus open and close by mouse, and close on a click outside", async ({ page }) => {
    await visit(page, "/");
    const nav = mainNav(page);
    const services = disclosure(nav, "Services");
    const joinUs = disclosure(nav, "Join Us");
    const allServices = nav.getByRole("link", { name: "All Services" });
    const careers = nav.getByRole("link", { name: "Careers" });

    await services.click();
    await expect(allServices).toBeVisible();
    await services.click();
    await expect(allServices).toBeHidden();

    await services.click();
    await expect(allServices).toBeVisible();
    // Opening the other menu closes this one.
    await joinUs.click();
    await expect(careers).toBeVisible();
    await expect(allServices).toBeHidden();

    await page.getByRole("heading", { level: 1 }).click();
    await expect(careers).toBeHidden();

    await services.click();
    await nav.getByRole("link", { name: /Full Truck Load/ }).click();
    await expect(page).toHaveURL("/services/ftl");
    await expect(
      page.getByRole("heading", { level: 1, name: "Full Truck Load (FTL)" }),
    ).toBeVisible();
    await expect(allServices).toBeHidden();
  });
});

test.describe("phone", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 1024,
    "the mobile navigation shows below 1024 px",
  );

  test("hides GET QUOTE and TRACK PACKAGE behind the menu button", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "GET QUOTE" })).toBeHidden();
    await expect(header.getByRole("link", { name: "TRACK PACKAGE" })).toBeHidden();
    await expect(mainNav(page)).toBeHidden();
    await expect(header.getByLabel("Menu", { exact: true })).toBeVisible();
  });

  test("the menu button opens the mobile navigation with groups that expand separately", async ({
    page,
  }) => {
    await visit(page, "/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Contact" })).toBeVisible();

    const allServices = mobileNav.getByRole("link", { name: "All Services" });
    const client = mobileNav.getByRole("link", { name: "Client" });
    await expect(allServices).toBeHidden();
    await expect(client).toBeHidden();

    await disclosure(mobileNav, "Services").click();
    await expect(allServices).toBeVisible();
    await expect(client).toBeHidden();

    await disclosure(mobileNav, "Join Us").click();
    await expect(client).toBeVisible();
    await expect(allServices).toBeVisible();

    await disclosure(mobileNav, "Services").click();
    await expect(allServices).toBeHidden();
    await expect(client).toBeVisible();

    await client.click();
    await expect(page).toHaveURL("/join-us/client-registration");
    await expect(
      page.getByRole("heading", { level: 1, name: "Client Registration" }),
    ).toBeVisible();
    await expect(mobileNav).toBeHidden();
  });

  test("the menu closes on a tap outside it", async ({ page }) => {
    await visit(page, "/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
    await expect(mobileNav).toBeVisible();
    await page.getByRole("contentinfo").getByText("Quick Links").tap();
    await expect(mobileNav).toBeHidden();
  });
});
