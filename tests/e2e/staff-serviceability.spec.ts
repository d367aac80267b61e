import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { open, test } from "./staff";

/**
 * Where the company delivers is set in the staff console,
 * and the site follows at once: the pincode API, the "Do we deliver?" page
 * and the estimate. Each test removes its rules again (the demo's map stays).
 * Goa's pincodes: no other spec uses them. The two tests here both change
 * 403001 (one its district, one the pincode): never at the same time.
 */
test.describe.configure({ timeout: 90_000, lock: "goa-pincodes" });

const PIN = "403001";

async function servedAt(request: APIRequestContext, pin: string) {
  const res = await request.get(`/api/pincodes/${pin}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { serviceable: boolean; district: string; state: string };
}

async function setRule(page: Page, area: string, serves: "Serve" | "Do not serve") {
  await page.getByRole("combobox", { name: "State, district or pincode" }).fill(area);
  await page
    .getByRole("group", { name: "Rule" })
    .first()
    .getByRole("radio", { name: serves, exact: true })
    .check();
  await page.getByRole("button", { name: "Save rule" }).click();
}

test.describe("Where we deliver (/staff/serviceability)", () => {
  test("as ops: a district stopped in the console is not served on the site at once; removing the rule serves it again", async ({
    page,
    request,
    signInAs,
  }) => {
    const { district, state } = await servedAt(request, PIN);
    expect((await servedAt(request, PIN)).serviceable).toBe(true);
    await signInAs("ops");
    await open(page, "/staff/serviceability");
    await expect(page.getByRole("heading", { level: 1, name: "Where we deliver" })).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);

    const area = `${district}, ${state}`;
    await setRule(page, area, "Do not serve");
    await expect(page.getByRole("status").filter({ hasText: area })).toContainText("not served");
    const row = page.getByRole("row", { name: new RegExp(area) });
    await expect(row).toContainText("Not served");
    await expectNoAxeViolations(page, STAFF_AXE);

    // The site, at once: the API, the check's own page and the estimate.
    expect((await servedAt(request, PIN)).serviceable).toBe(false);
    const site = await page.context().newPage();
    await visit(site, `/delivery-check?pin=${PIN}`);
    await expect(site.getByText(`Not yet: we do not deliver to ${PIN}`)).toBeVisible();
    const estimate = await request.get(
      `/api/estimate?from=411001&to=${PIN}&weight_kg=5&service=cl`,
    );
    expect(estimate.status()).toBe(400);
    expect((await estimate.json()).errors.to).toContain(
      `We do not deliver to or from PIN code ${PIN}`,
    );

    await row.getByRole("button", { name: `Remove the rule for ${area}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "is removed" })).toBeVisible();
    expect((await servedAt(request, PIN)).serviceable).toBe(true);
    await visit(site, `/delivery-check?pin=${PIN}`);
    await expect(site.getByText(`Yes, we deliver to ${PIN}`)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

    test("as admin: a wrong area is refused next to the field, typed text kept; a CSV of pincodes applies at once", async ({
      page,
      request,
      signInAs,
    }) => {
      await signInAs("admin");
      await open(page, "/staff/serviceability", { js: false });
      await setRule(page, "Atlantis", "Do not serve");
      const field = page.getByRole("combobox", { name: "State, district or pincode" });
      await expect(field).toHaveValue("Atlantis");
      await expect(field).toHaveAccessibleDescription(/not "Atlantis"/);

      await page.getByLabel("CSV file").setInputFiles({
        name: "goa.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`pincode\n${PIN}\n403002\n`),
      });
      await page
        .getByRole("group", { name: "Rule" })
        .nth(1)
        .getByRole("radio", { name: "Do not serve", exact: true })
        .check();
      await page.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 pincodes" })).toHaveText(
        "2 pincodes are now not served.",
      );
      expect((await servedAt(request, PIN)).serviceable).toBe(false);
      expect((await servedAt(request, "403002")).serviceable).toBe(false);

      for (const pin of [PIN, "403002"])
        await page.getByRole("button", { name: `Remove the rule for ${pin}` }).click();
      expect((await servedAt(request, PIN)).serviceable).toBe(true);
    });
  });
});
