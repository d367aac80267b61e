import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Spec section 2: footer, scroll-to-top button, WhatsApp link, scroll on route change. */

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  // Let the scroll event and React's re-render happen before anything is asserted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe("footer", () => {
  test("has quick links, the six services, the address, the year and legal links", async ({
    page,
  }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");

    for (const [name, href] of [
      ["About Us", "/about-us"],
      ["Services", "/services"],
      ["Track Shipment", "/track-shipment"],
      ["Get a Quote", "/get-a-quote"],
      ["Contact", "/contact-us"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    for (const [name, href] of [
      ["Less Than Truckload", "/services/ltl"],
      ["Part Truck Load", "/services/ptl"],
      ["Full Truck Load", "/services/ftl"],
      ["Courier Logistics", "/services/cl"],
      ["Warehousing", "/services/warehousing"],
      ["Express Delivery", "/services/express-delivery"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await expect(footer.getByText(/Vasai East/)).toBeVisible();
    await expect(footer.getByText(/Maharashtra/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(footer.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Sahyadri Interlink Logistics`),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: /privacy/i })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: /terms/i })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    await expect(footer.getByRole("link", { name: "Grievance Officer" })).toHaveAttribute(
      "href",
      "/grievance",
    );
  });

  test("legal links lead to the privacy policy and the terms", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: /privacy/i }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await footer.getByRole("link", { name: /terms/i }).click();
    await expect(page).toHaveURL("/terms-and-conditions");
    await expect(
      page.getByRole("heading", { level: 1, name: "Terms and Conditions" }),
    ).toBeVisible();
  });
});

test.describe("Back to top", () => {
  test("appears only after 200 px of scroll and returns to the top", async ({ page }) => {
    await visit(page, "/privacy-policy");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);

    await scrollTo(page, 150);
    await expect(button).toHaveCount(0);
    await scrollTo(page, 200);
    await expect(button).toHaveCount(0);

    await scrollTo(page, 260);
    await expect(button).toBeVisible();

    await scrollTo(page, 1200);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    await visit(page, "/terms-and-conditions");
    await scrollTo(page, 900);
    const button = page.getByRole("button", { name: "Back to top" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

// Its presence on every route is checked by routes.spec.ts, on every page it visits.
test("the WhatsApp link floats: it stays in view down to the foot of the page", async ({
  page,
}) => {
  await visit(page, "/privacy-policy");
  const link = page.getByRole("link", { name: /WhatsApp/i });
  await expect(link).toHaveAttribute("href", "https://wa.me/919876543210");
  await expect(link).toBeInViewport();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(link).toBeInViewport();
});

test("following a link after scrolling down lands at the top of the new page", async ({ page }) => {
  await visit(page, "/privacy-policy");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await footer.getByRole("link", { name: /terms/i }).click();
  await expect(page).toHaveURL("/terms-and-conditions");
  await expect(
    page.getByRole("heading", { level: 1, name: "Terms and Conditions" }),
  ).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await scrollTo(page, 800);
  await footer.getByRole("link", { name: "Courier Logistics", exact: true }).click();
  await expect(page).toHaveURL("/services/cl");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  "the stylesheet comes before the scripts' hints, which ask for low priority, so a phone gets it first",
  { tag: "@server" },
  async ({ request }) => {
    // Prerendered, rendered, and rendered once then kept (the shipment page).
    for (const path of ["/", "/hi", "/contact-us", "/track-shipment-v2/LR123456789"]) {
      const html = await (await request.get(path)).text();
      const stylesheet = html.indexOf('rel="stylesheet"');
      const firstHint = html.indexOf('rel="modulepreload"');
      expect(stylesheet, path).toBeGreaterThan(-1);
      expect(firstHint, path).toBeGreaterThan(-1);
      expect(stylesheet, path).toBeLessThan(firstHint);
      const hints = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(hints.length, path).toBeGreaterThan(3);
      for (const hint of hints) expect(hint, path).toContain('fetchPriority="low"');
    }
  },
);

test("the browser fetches the page's modules at low priority, the stylesheet at the highest", async ({
  page,
}) => {
  // Chromium's own record of each request's priority (every project here runs Chromium).
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  const priorities = new Map<string, string>();
  session.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script" || type === "Stylesheet")
      priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  await page.goto("/get-a-quote");
  await page.waitForLoadState("networkidle");
  const scripts = [...priorities].filter(([path]) => path.endsWith(".js"));
  const styles = [...priorities].filter(([path]) => path.endsWith(".css"));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [path, priority] of scripts) expect(priority, path).toBe("Low");
  for (const [path, priority] of styles) expect(priority, path).toBe("VeryHigh");
});
