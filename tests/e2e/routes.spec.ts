import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { publicPaths } from "@core/content/routes";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { E2E_METRICS_TOKEN } from "./ops";

/**
 * Every route of spec section 2: served, server-rendered with its own title
 * and heading, accessible; plus the 404 page, the API's edges and the
 * security headers. Tests tagged @server need no viewport and run once.
 */
const routes = [...publicPaths, "/track-shipment-v2/LR123456789"];

function decodeEntities(text: string) {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The document title as the server sent it, without running any script. */
function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]).trim();
}

/** The floating WhatsApp chat link shows on every page (spec section 2). */
async function expectWhatsAppLink(page: Page) {
  const link = page.getByRole("link", { name: /WhatsApp/i });
  await expect(link).toBeInViewport();
  await expect(link).toHaveAttribute("href", "https://wa.me/919876543210");
}

/** All content inside landmarks (axe's "region"), and every aria-controls names an element that exists. */
async function expectLandmarksAndControls(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(["region"]).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 120)))).toEqual([]);
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-controls]")]
      .filter(
        (el) =>
          !el
            .getAttribute("aria-controls")!
            .split(/\s+/)
            .every((id) => document.getElementById(id)),
      )
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(dangling, "aria-controls naming no element").toEqual([]);
}

test("the route list covers every page of the spec", { tag: "@server" }, () => {
  // Spec section 2 names 22 fixed routes, /delivery-check answers the pincode check,
  // /grievance names the grievance officer and /support/request and /support/ticket are
  // customer care; a page dropped from publicPaths
  // would silently lose its tests.
  expect(routes).toHaveLength(27);
  expect(new Set(routes).size).toBe(routes.length);
});

for (const path of routes) {
  test.describe(`route ${path}`, () => {
    test(
      "is server-rendered with its own title and a heading",
      { tag: "@server" },
      async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        expect(titleOf(html), "a non-empty <title>").toBeTruthy();
        expect(html).toMatch(/<h1[\s>][\s\S]*?\S[\s\S]*?<\/h1>/);
      },
    );

    test("shows its heading and passes the accessibility scan", async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expectWhatsAppLink(page);
      await expectNoAxeViolations(page);
      await expectLandmarksAndControls(page);
    });
  });
}

test("every route has a title of its own", { tag: "@server" }, async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of routes) {
    const title = titleOf(await (await request.get(path)).text());
    expect(title, `title of ${path}`).toBeTruthy();
    const other = titles.get(title!);
    expect(other, `${path} has the same title as ${other}: "${title}"`).toBeUndefined();
    titles.set(title!, path);
  }
});

test(
  "a page rendered on request comes in Brotli to a browser that takes it, gzip to one that does not",
  { tag: "@server" },
  async ({ request }) => {
    for (const path of ["/hi/track-shipment", "/get-a-quote"]) {
      const br = await request.get(path, {
        headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
      });
      expect(br.status(), path).toBe(200);
      expect(br.headers()["content-encoding"], path).toBe("br");
      const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], path).toBe("gzip");
      const html = await br.text();
      expect(html, path).toContain("</html>");
      expect(titleOf(await gzip.text()), path).toBe(titleOf(html));
    }
  },
);

test(
  "titles fit a search result and descriptions say enough",
  { tag: "@server" },
  async ({ request }) => {
    // Search results show about 60 characters of a title; a description under 70 is replaced by page text.
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      const title = titleOf(html) ?? "";
      const description = decodeEntities(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
      );
      expect(title.length, `title of ${path}: "${title}"`).toBeLessThanOrEqual(60);
      expect(description.length, `description of ${path}: "${description}"`).toBeGreaterThanOrEqual(
        70,
      );
      expect(description.length, `description of ${path}`).toBeLessThanOrEqual(160);
    }
  },
);

test(
  "a path with a trailing slash redirects permanently to the one without, keeping the query",
  { tag: "@server" },
  async ({ request }) => {
    for (const path of [
      "/about-us/",
      "/services/ftl/",
      "/join-us/career/",
      "/track-shipment/?lrno=LR123456789",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 308], path).toContain(response.status());
      const [bare, query] = path.split("?");
      expect(response.headers()["location"], path).toBe(
        bare!.replace(/\/$/, "") + (query ? `?${query}` : ""),
      );
    }
    // The home page is "/" itself, and the API keeps its own answers.
    expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/api/health/", { maxRedirects: 0 })).status()).not.toBe(308);
  },
);

test.describe("an unknown path", () => {
  test("answers 404 with the not-found page", { tag: "@server" }, async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 - Page Not Found");
    expect(titleOf(html)).toContain("404 - Page Not Found");
  });

  test.describe(() => {
    // The browser reports the document's own 404 status on the console.
    test.use({
      expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    });

    test("shows '404 - Page Not Found' and a link home that works", async ({ page }) => {
      const response = await visit(page, "/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }),
      ).toBeVisible();
      await expectWhatsAppLink(page);
      await expectNoAxeViolations(page);
      await page
        .getByRole("main")
        .getByRole("link", { name: /home page/i })
        .click();
      await expect(page).toHaveURL("/");
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "It is our responsibility to deliver goods on time.",
        }),
      ).toBeVisible();
    });
  });
});

test.describe("the API", { tag: "@server" }, () => {
  test("/api/health answers 200 {ok:true,version}", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({
      ok: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  test("/metrics counts a shipment's page under its route pattern, never its LR number", async ({
    request,
  }) => {
    expect((await request.get("/track-shipment-v2/LR123456789")).status()).toBe(200);
    expect((await request.get("/metrics")).status()).toBe(401);
    const response = await request.get("/metrics", {
      headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
    });
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /^sil_http_request_duration_seconds_count\{method="GET",route="\/track-shipment-v2\/:lrno",status_class="2xx"\} [1-9]/m,
    );
    expect(text).not.toContain("LR123456789");
  });

  test("an unknown /api/ path answers JSON 404", async ({ request }) => {
    const response = await request.get("/api/x");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ ok: false });
  });
});

test.describe("security headers", { tag: "@server" }, () => {
  // A prerendered page, a page rendered per request and the 404 page.
  for (const path of [
    "/",
    "/support",
    "/contact-us",
    "/track-shipment-v2/LR123456789",
    "/no-such-page",
  ]) {
    test(`HTML from ${path} carries a strict CSP and the base headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-type"]).toContain("text/html");

      const csp = headers["content-security-policy"];
      expect(csp, "Content-Security-Policy header").toBeTruthy();
      const directives = new Map(
        csp!.split(";").map((d) => {
          const [name = "", ...values] = d.trim().split(/\s+/);
          return [name.toLowerCase(), values] as const;
        }),
      );
      const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
      expect(scriptSrc, "script-src (or default-src)").toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);

      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
    });
  }
});
