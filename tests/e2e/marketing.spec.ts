import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { carousel, expectLink, expectMoving, reach, services, stopTime } from "./marketing-helpers";

/**
 * The home page of spec sections 2, 4 and 9: every section in
 * order, every link where the spec says, and the moving parts with their
 * timings (on Playwright's fake clock), stopping for hover, focus and Pause
 * and holding still under reduced motion. The other marketing pages are in
 * marketing-pages.spec.ts.
 */

test.describe("home (/)", () => {
  test("shows the sections of spec section 2 in order", async ({ page }) => {
    await visit(page, "/");
    const main = page.getByRole("main");
    const headings = await main.locator("h1, h2").allTextContents();
    const order = [
      "It is our responsibility to deliver goods on time.",
      "Track Your Shipment",
      "Pickup Request",
      "Get a Quote",
      "Business Account",
      "Our Services",
      "Simplifying Logistics for Every Business",
      "Our Commitment to Excellence",
      "Streamline Your Logistics",
      "What Our Customers Say",
    ];
    const positions = order.map((h) => headings.findIndex((t) => t.trim() === h));
    expect(positions, headings.join(" | ")).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const title of [
      "Secure & Reliable",
      "Cost Effective",
      "Expert Team",
      "Smart Technology",
      "24/7 Support",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });

  test("every link goes where the spec says", async ({ page }) => {
    await visit(page, "/");
    const main = page.getByRole("main");
    await expectLink(main, "Get Started Now", "/services");
    await expectLink(main, /^Learn More/, "/about-us");
    await expectLink(main, "Pickup Request", "/pickup-request");
    await expectLink(
      main.getByRole("region", { name: "Start here" }),
      "Get a Quote",
      "/get-a-quote",
    );
    await expectLink(main, "Business Account", "/join-us");
    await expectLink(main, "Sign in to your business account", "/business/login");
    for (const [href, name] of services) {
      await expectLink(carousel(page).region, `Know More about ${name}`, href);
    }
    await expectLink(main, "Explore D2C Logistics", "/services/ltl");
    await expectLink(main, "Explore Personal Parcel Delivery", "/services/cl");
    await expectLink(main, "Explore Smart Warehousing", "/services/warehousing");
    const banner = main.getByRole("region", { name: "Streamline Your Logistics" });
    await expectLink(banner, "Get a Quote", "/get-a-quote");
    await expectLink(banner, "Track a Package", "/track-shipment");
    await expectLink(main, "Read all testimonials", "/testimonials");

    // Links work the same before and after their part of the page has hydrated.
    await main.getByRole("link", { name: "Get Started Now" }).click();
    await expect(page).toHaveURL("/services");
    await page.goBack();
    const c = carousel(page);
    await reach(c.region);
    await expect(c.viewport).toHaveAttribute("data-ready", "true");
    await c.toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/ptl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Part Truck Load (PTL)");
  });

  test("the services carousel: slides per view, gap, loop autoplay, hover, focus and Pause", async ({
    page,
  }, testInfo) => {
    await visit(page, "/");
    const c = carousel(page);
    await reach(c.region);
    await expect(c.viewport).toHaveAttribute("data-ready", "true");
    await expect(c.region.locator("[data-slide]")).toHaveCount(6);

    const perView = await c.region
      .locator("[data-slide]")
      .first()
      .evaluate((slide) => {
        const container = slide.parentElement!;
        return {
          perView: container.getBoundingClientRect().width / slide.getBoundingClientRect().width,
          gap: getComputedStyle(slide).paddingLeft,
        };
      });
    expect(perView.perView).toBeCloseTo(testInfo.project.name === "phone" ? 1.2 : 3, 1);
    expect(perView.gap).toBe("24px");

    await expectMoving(page, true);
    await c.viewport.hover();
    await expectMoving(page, false);
    await page.mouse.move(0, 0);
    await expectMoving(page, true);

    // Keyboard focus on a card stops it; moving focus out starts it again.
    await c.toggle.focus();
    await page.keyboard.press("Tab");
    await expect(c.region.locator("[data-slide] a").first()).toBeFocused();
    await expectMoving(page, false);
    await page.keyboard.press("Shift+Tab");
    await expect(c.toggle).toBeFocused();
    await expectMoving(page, true);

    // Pause holds it still, whatever the mouse does; Play starts it.
    await expect(c.toggle).toHaveAccessibleName("Pause services carousel");
    await c.toggle.click();
    await expect(c.toggle).toHaveAccessibleName("Play services carousel");
    await c.viewport.hover();
    await page.mouse.move(0, 0);
    await expectMoving(page, false);
    await c.toggle.click();
    await expectMoving(page, true);
  });

  test("testimonials advance every 2 s and wrap both ways", async ({ page }) => {
    await stopTime(page);
    await visit(page, "/");
    const region = page.getByRole("region", { name: "What Our Customers Say" });
    await reach(region);
    const position = region.getByTestId("testimonial-position");
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(7);
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "true"); // hydrated
    await expect(position).toHaveText("1 / 7");
    await expect(slides.nth(0)).not.toHaveAttribute("aria-hidden", "true");

    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(position).toHaveText("7 / 7");
    await page.waitForTimeout(100); // let the effects restart the 2 s timer
    await page.clock.runFor(1_999);
    await expect(position).toHaveText("7 / 7");
    await page.clock.runFor(1);
    await expect(position).toHaveText("1 / 7"); // wraps forward on its own
    await page.waitForTimeout(100);
    await page.clock.runFor(2_000);
    await expect(position).toHaveText("2 / 7");
    await expect(slides.nth(1)).not.toHaveAttribute("aria-hidden", "true");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");

    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(position).toHaveText("3 / 7");
    for (let i = 0; i < 4; i++)
      await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(position).toHaveText("7 / 7");
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(position).toHaveText("1 / 7"); // Next wraps too

    // Pause (WCAG 2.2.2) holds it.
    await region.getByRole("button", { name: "Pause testimonials" }).click();
    await page.clock.runFor(6_000);
    await expect(position).toHaveText("1 / 7");
    await region.getByRole("button", { name: "Play testimonials" }).click();
    await page.waitForTimeout(100);
    await page.clock.runFor(2_000);
    await expect(position).toHaveText("2 / 7");
  });

  test("the carousel holds still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const c = carousel(page);
    await reach(c.region);
    await expect(c.viewport).toHaveAttribute("data-ready", "true");
    await expect(c.toggle).toHaveAccessibleName("Play services carousel");
    await expectMoving(page, false);
    const before = await c.offset();
    await page.waitForTimeout(1_000);
    expect(await c.offset()).toBe(before);
  });

  test("the testimonials hold still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopTime(page);
    await visit(page, "/");
    const region = page.getByRole("region", { name: "What Our Customers Say" });
    await reach(region);
    await expect(region.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(region.getByTestId("testimonial-position")).toHaveText("1 / 7");
  });

  test("passes the accessibility scan with every part hydrated", async ({ page }) => {
    await visit(page, "/");
    await reach(carousel(page).region);
    await reach(page.getByRole("region", { name: "What Our Customers Say" }));
    await page.getByRole("heading", { level: 1 }).hover();
    await expectNoAxeViolations(page);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of the home page is there, and the counter shows 22", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const name of [
      "Track Your Shipment",
      "Our Services",
      "Simplifying Logistics for Every Business",
      "Our Commitment to Excellence",
      "Streamline Your Logistics",
      "What Our Customers Say",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /^Know More/ })).toHaveCount(6);
    await page.goto("/about-us");
    await expect(page.getByTestId("years-count")).toHaveText("22");
    await page.goto("/services/ftl");
    await expect(
      page.getByRole("region", { name: /^Why choose/ }).getByRole("listitem"),
    ).toHaveCount(6);
  });
});
