import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { STAFF_JOB } from "./staff";

/** Careers (spec sections 2 to 4): the list of openings and each job's own page. */
const openings = [
  "Fleet Operations Executive",
  "Warehouse Supervisor",
  "Customer Support Associate",
];

test.describe("Careers (/join-us/career)", () => {
  test("lists the three open roles and no closed one", async ({ page }) => {
    await visit(page, "/join-us/career");
    const list = page.getByRole("region", { name: "Current Openings" }).getByRole("list").first();
    // Jobs the staff specs open and close for a moment are not counted.
    await expect(list.getByRole("listitem").filter({ hasNotText: STAFF_JOB })).toHaveCount(3);
    for (const title of openings)
      await expect(list.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("Area Sales Manager")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a card opens the job's own page with every list and the way back", async ({ page }) => {
    await visit(page, "/join-us/career");
    await page.getByRole("link", { name: "Warehouse Supervisor", exact: true }).click();
    await expect(page).toHaveURL(/\/join-us\/career\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Warehouse Supervisor" }),
    ).toBeVisible();
    for (const [section, item] of [
      ["Responsibilities", "Plan shift manpower"],
      ["Requirements", "Three years in warehouse operations"],
      ["Skills", "WMS"],
      ["Languages", "Hindi"],
      ["Benefits", "Annual bonus"],
    ]) {
      const region = page.getByRole("region", { name: section, exact: true });
      await expect(region.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    const summary = page.getByRole("complementary", { name: "Job summary" });
    for (const fact of [
      "Bhiwandi, Maharashtra",
      "3-6 years",
      "Mid level",
      "Full-time",
      "On-site",
    ]) {
      await expect(summary).toContainText(fact);
    }
    await expect(
      page.getByRole("button", { name: "Apply Now: Warehouse Supervisor" }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Back to Current Openings" }).click();
    await expect(page).toHaveURL(/\/join-us\/career$/);
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
  });

  test(
    "each job page carries JobPosting JSON-LD and its own title",
    { tag: "@server" },
    async ({ request }) => {
      const jobs = (await (await request.get("/api/jobs/active")).json()) as {
        id: number;
        title: string;
      }[];
      const job = jobs.find((j) => j.title === "Fleet Operations Executive")!;
      const response = await request.get(`/join-us/career/${job.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>Fleet Operations Executive | Careers`);
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      const postings = scripts
        .map((m) => JSON.parse(m[1]!))
        .filter((d) => d["@type"] === "JobPosting");
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        title: "Fleet Operations Executive",
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization" },
        jobLocation: { address: { addressRegion: "Maharashtra", addressCountry: "IN" } },
      });
      expect(postings[0].url).toMatch(new RegExp(`/join-us/career/${job.id}$`));
    },
  );

  test.describe("an unknown job (closed ones: server/api/jobs.db.test.ts)", () => {
    test.use({ expectedConsoleErrors: /status of 404/ });

    test("answers 404 with a calm message and the way back", async ({ page }) => {
      for (const path of ["/join-us/career/999999", "/join-us/career/not-a-job"]) {
        const response = await visit(page, path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "This opening is not available",
        );
        await expect(page.getByRole("link", { name: "Back to Current Openings" })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("Careers with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the list and a job's page work through the server alone", async ({ page }) => {
    await page.goto("/join-us/career");
    await page.getByRole("link", { name: "Customer Support Associate", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Customer Support Associate" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Benefits", exact: true })).toContainText(
      "Shift allowance",
    );
    await page.getByRole("link", { name: "Back to Current Openings" }).click();
    await expect(
      page
        .getByRole("region", { name: "Current Openings" })
        .getByRole("listitem")
        .filter({ hasNotText: STAFF_JOB }),
    ).toHaveCount(3);
  });
});

/** A page whose data cannot be fetched shows its own calm state, not the error screen. */
test.describe("when the network fails on the way", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch/ });

  test("Careers opened from the menu says 'No jobs found.'", async ({ page, viewport }) => {
    await visit(page, "/");
    await page.route("**/join-us/career.data*", (route) => route.abort("internetdisconnected"));
    if ((viewport?.width ?? 0) >= 1024) {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByText("Join Us", { exact: true }).click();
      await nav.getByRole("link", { name: "Careers" }).click();
    } else {
      await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Mobile" });
      await nav.getByText("Join Us", { exact: true }).click();
      await nav.getByRole("link", { name: "Careers" }).click();
    }
    await expect(page).toHaveURL("/join-us/career");
    await expect(page.getByText("No jobs found.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Careers");
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });

  test("a job card followed says the job could not be loaded", async ({ page }) => {
    await visit(page, "/join-us/career");
    await page.route(/\/join-us\/career\/\d+\.data/, (route) =>
      route.abort("internetdisconnected"),
    );
    await page.getByRole("link", { name: "Warehouse Supervisor", exact: true }).click();
    await expect(
      page.getByText("We could not load this job just now. Please try again.").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Current Openings/ })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });
});
