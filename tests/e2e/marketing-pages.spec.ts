import { LANGS, localizePath } from "@core/i18n";
import { publicPaths } from "@core/content/routes";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { carousel, expectLink, reach, services, stopTime } from "./marketing-helpers";

/**
 * The other marketing pages of spec sections 1, 2 and 9: /services,
 * the six service pages, /about-us with its counter, /join-us; and what
 * search engines read (meta tags, JSON-LD, sitemap, robots.txt).
 */

test.describe("/services", () => {
  test("title, coverage with the map of India, six services with Know More", async ({ page }) => {
    await visit(page, "/services");
    await expect(page).toHaveTitle("Our Services | Sahyadri Interlink Logistics");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /PTL, LTL, FTL/,
    );
    const coverage = page.getByRole("region", { name: "Coverage across India" });
    for (const [value, label] of [
      ["29", "States covered"],
      ["18,000+", "Pincodes reached daily"],
      ["100,000+", "Shipments handled monthly"],
    ]) {
      await expect(coverage.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(coverage.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(coverage.getByRole("img", { name: /Map of India/ })).toBeVisible();
    const grid = page.getByRole("region", { name: "Six ways to move your goods" });
    await expect(grid.getByRole("link", { name: /^Know More/ })).toHaveCount(6);
    for (const [href, name] of services) await expectLink(grid, `Know More about ${name}`, href);
    await expectNoAxeViolations(page);
  });
});

test.describe("service pages", () => {
  const billing: Record<string, string[]> = {
    ptl: ["Paid", "To-Pay", "Prepaid"],
    ltl: ["Paid", "To-Pay", "Prepaid"],
    ftl: ["Paid", "To-Pay", "Prepaid"],
    cl: ["COD (Cash on Delivery)", "DOD (Demand Draft on Delivery)"],
    warehousing: [],
    "express-delivery": ["COD (Cash on Delivery)", "DOD (Demand Draft on Delivery)"],
  };

  for (const [path, name] of services) {
    const slug = path.split("/").pop()!;
    test(`${path}: intro, quote link, six features, billing and the shared blocks`, async ({
      page,
    }) => {
      await visit(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(name);
      await expectLink(main, `Get a Quote for ${name}`, "/get-a-quote");
      const features = main.getByRole("region", { name: /^Why choose/ });
      await expect(features.getByRole("listitem")).toHaveCount(6);
      const billingRegion = main.getByRole("region", { name: /Pay the way|pay on delivery/ });
      if (billing[slug]!.length === 0) await expect(billingRegion).toHaveCount(0);
      for (const option of billing[slug]!) {
        await expect(billingRegion.getByText(option, { exact: true })).toBeVisible();
      }
      const others = main.getByRole("region", { name: "Explore our other services" });
      await expect(others.getByRole("link")).toHaveCount(5);
      for (const [href, other] of services.filter(([p]) => p !== path)) {
        await expectLink(others, `Know More about ${other}`, href);
      }
      const banner = main.getByRole("region", { name: "Streamline Your Logistics" });
      await expectLink(banner, "Get a Quote", "/get-a-quote");
      await expectLink(banner, "Track a Package", "/track-shipment");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("/about-us", () => {
  test("banner, mission and vision, audiences, carousel, features and the board", async ({
    page,
  }) => {
    await visit(page, "/about-us");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "About Sahyadri Interlink Logistics",
    );
    await expect(main.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    const audiences = main.getByRole("region", { name: "One platform, every business" });
    for (const title of [
      "D2C brands",
      "Enterprise and B2B",
      "Global trade and freight forwarding",
      "3PL and omni-channel",
    ]) {
      await expect(audiences.getByRole("heading", { name: title })).toBeVisible();
    }
    const region = carousel(page).region;
    for (const [href, name] of services) await expectLink(region, `Know More about ${name}`, href);
    const board = main.getByRole("region", { name: "Board Members" });
    await expect(board.getByRole("listitem")).toHaveCount(2);
    await expect(board).toContainText("Rajendra Patil");
    await expect(board).toContainText("Managing Director");
    await expect(board).toContainText("Sunita Deshmukh");
    await expect(board).toContainText("Director, Operations");
    await expectNoAxeViolations(page);
  });

  test(
    "the server sends the final number of the years counter",
    { tag: "@server" },
    async ({ request }) => {
      const html = await (await request.get("/about-us")).text();
      expect(html).toMatch(/data-testid="years-count"[^>]*>22</);
    },
  );

  test("the counter counts to 22 over 2 s once in view, and can be paused", async ({ page }) => {
    await stopTime(page);
    await visit(page, "/about-us");
    const count = page.getByTestId("years-count");
    await expect(count).toHaveText("22");
    await reach(count);
    await expect(page.locator("[data-running]")).toHaveCount(1); // in view, hydrated, counting
    await page.waitForTimeout(100); // the effect asks for its first frame
    await page.clock.runFor(500);
    const early = Number(await count.textContent());
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(22);

    const toggle = page.getByRole("button", { name: /years counter/ });
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Play years counter");
    const paused = await count.textContent();
    await page.clock.runFor(3_000);
    await expect(count).toHaveText(paused!);
    await toggle.click();
    await page.waitForTimeout(100);
    await page.clock.runFor(1_600);
    await expect(count).toHaveText("22");
    await expect(toggle).toHaveAccessibleName("Replay years counter");
  });

  test("the counter holds still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopTime(page);
    await visit(page, "/about-us");
    const count = page.getByTestId("years-count");
    await reach(count);
    await expect(page.getByRole("button", { name: "Replay years counter" })).toBeVisible(); // hydrated
    await page.clock.runFor(1_000);
    await expect(count).toHaveText("22");
    await expect(page.getByRole("button", { name: "Replay years counter" })).toBeVisible();
  });
});

test.describe("business account (/join-us)", () => {
  test("links, six questions one open at a time, closing call to action", async ({ page }) => {
    await visit(page, "/join-us");
    const main = page.getByRole("main");
    const ways = main.getByRole("region", { name: "Grow your business with our network" });
    await expectLink(ways, "Enquire about a franchise", "/join-us/franchise");
    await expectLink(ways, "Register as a client", "/join-us/client-registration");
    await expectLink(ways, "Explore warehousing", "/services/warehousing");
    await expectLink(ways, "Ask for a quote", "/get-a-quote");
    await expectLink(ways, "Sign in to your business account", "/business/login");

    const faq = main.getByRole("region", { name: "Business account FAQ" });
    const items = faq.locator("details");
    await expect(items).toHaveCount(6);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);

    const cta = main.getByRole("region", { name: "Ready to ship as a business?" });
    await expectLink(cta, "Contact Us", "/contact-us");
    await expectLink(cta, "Get a Quote", "/get-a-quote");
    await cta.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact-us");
  });

  test("client-side navigation brings in the deferred parts of the next pages", async ({
    page,
  }) => {
    await visit(page, "/join-us");
    await page.getByRole("link", { name: "Explore warehousing" }).click();
    await expect(page).toHaveURL("/services/warehousing");
    await expect(page.getByRole("heading", { name: "How Warehousing works" })).toBeVisible();
    await expect(page.getByRole("region", { name: /pay on delivery|Pay the way/ })).toHaveCount(0);
    const others = page.getByRole("region", { name: "Explore our other services" });
    await others.hover(); // its code loads on the first interaction
    await others.getByRole("link", { name: "Know More about Full Truck Load (FTL)" }).click();
    await expect(page).toHaveURL("/services/ftl");
    await expect(page.getByRole("heading", { name: "How Full Truck Load works" })).toBeVisible();
    await page.getByRole("link", { name: "Get a Quote for Full Truck Load (FTL)" }).click();
    await expect(page).toHaveURL("/get-a-quote");
  });

  test("passes the accessibility scan with a question open", async ({ page }) => {
    await visit(page, "/join-us");
    await page.locator("main details summary").first().click();
    await expectNoAxeViolations(page);
  });
});

const origin = process.env.SITE_URL ?? "http://localhost:3000";

test.describe("search engines and sharing", { tag: "@server" }, () => {
  function jsonLd(html: string) {
    return [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  }

  test("every marketing page has its title, description, canonical URL, Open Graph and card", async ({
    request,
  }) => {
    for (const path of ["/", "/about-us", "/services", ...services.map(([p]) => p), "/join-us"]) {
      const html = await (await request.get(path)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, path).toBe(new URL(path, origin).href);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(html, path).toContain(`<meta property="og:image" content="${origin}/og-image.png"`);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"');
    }
    const image = await request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("JSON-LD: Organization and LocalBusiness on home, FAQPage on /join-us", async ({
    request,
  }) => {
    const home = jsonLd(await (await request.get("/")).text());
    const graph = home.flatMap(
      (d) => (d["@graph"] as Record<string, unknown>[] | undefined) ?? [d],
    );
    expect(graph.map((d) => d["@type"])).toEqual(
      expect.arrayContaining(["Organization", "LocalBusiness"]),
    );
    const business = graph.find((d) => d["@type"] === "LocalBusiness")!;
    expect(business.address).toMatchObject({ addressLocality: "Vasai East", addressCountry: "IN" });

    const faq = jsonLd(await (await request.get("/join-us")).text()).find(
      (d) => d["@type"] === "FAQPage",
    );
    expect((faq?.mainEntity as unknown[]).length).toBe(6);
  });

  test("/sitemap.xml lists every public route and open job; /robots.txt points at it", async ({
    request,
  }) => {
    // Rendered per request (docs/decisions/011-sitemap-per-request.md): the open jobs of the demo data.
    const jobs = (await (await request.get("/api/jobs/active")).json()) as { id: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(sitemap.headers()["cache-control"]).toBe("public, max-age=300");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // English, then Hindi, then Marathi (CONTRACT.md "Languages").
    const paths = [...publicPaths, ...jobs.map((j) => `/join-us/career/${j.id}`)];
    expect(locs).toEqual(
      LANGS.flatMap((lang) => paths.map((p) => new URL(localizePath(lang, p), origin).href)),
    );

    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
