import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { INDIA_OFFSET_MS } from "@core/india-time";
import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { open, test } from "./staff";

/**
 * The business portal's shipments list and pickups as the demo owner uses
 * them (CONTRACT.md "Business accounts", "shipments" and "pickups"), and
 * operations' side of a pickup at /staff/pickups.
 *
 * Every spec shares one server and its demo data. The only demo shipment
 * waiting for a pickup is SB0000000003 (Booked), and this spec runs at both
 * widths at once: the tests that ask for its pickup take a lock for the run,
 * and end by having operations cancel the pickup, which sets SB0000000003
 * free again for the next one (and for any other spec).
 */
const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
const BOOKED = "SB0000000003";
const BUSINESS = "Demo Traders Pvt Ltd";
/** The evening slot is open on every day the form offers, today included (core/business-pickups.ts). */
const SLOT = { key: "17-20", en: "5 PM – 8 PM", staff: "17:00–20:00" };

async function signInBusiness(page: Page, { js = true } = {}) {
  await open(page, "/business/login", { js });
  await page.getByLabel("E-mail address").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your shipments at a glance" }),
  ).toBeVisible();
}

/** Runs `body` while no other test of the run holds SB0000000003's pickup (workers share the data directory). */
async function holdingTheDemoPickup(body: () => Promise<void>) {
  const lock = path.join(process.env.SIL_E2E_DATA_DIR!, "business-demo-pickup.lock");
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The next Sunday in India, 1 to 7 days ahead: within the form's week, and never a pickup day. */
function nextSundayInIndia() {
  const today = new Date(Date.now() + INDIA_OFFSET_MS);
  const ahead = 7 - today.getUTCDay() || 7;
  return new Date(today.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}

const listItem = (page: Page, lr: string) =>
  page
    .getByRole("main")
    .locator("table tbody tr, ul > li")
    .filter({ hasText: lr })
    .locator("visible=true");

/** The business's newest pickup on /business/pickups (or /hi/…), under "Your pickups". */
const newestPickup = (page: Page, yours: string) =>
  page.getByRole("region", { name: yours }).getByRole("listitem").first();

/** Operations move the day's demo pickup on /staff/pickups: "Mark scheduled", "Cancel pickup". */
async function moveAsOperations(page: Page, date: string, action: string, done: string, js = true) {
  await open(page, `/staff/pickups?date=${date}`, { js });
  await page.getByRole("button", { name: `${action}: ${BUSINESS}, ${SLOT.staff}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Pickup moved to ${done}.` }),
  ).toBeVisible();
}

test("the shipments list filters, pages and exports what it shows", async ({ page }) => {
  await signInBusiness(page);
  const response = await open(page, "/business/shipments");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Shipments" })).toBeVisible();
  for (const lr of ["SB0000000001", "SB0000000002", BOOKED])
    await expect(listItem(page, lr)).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  // By status: only the delivered one, with its POD link.
  await page.getByLabel("Status").selectOption({ label: "Delivered" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]status=delivered/);
  await expect(page.getByRole("status").filter({ hasText: "1 shipment" })).toBeVisible();
  await expect(listItem(page, "SB0000000001")).toBeVisible();
  await expect(listItem(page, "SB0000000001").getByRole("link", { name: "POD" })).toBeVisible();
  await expect(listItem(page, BOOKED)).toHaveCount(0);

  // The export answers the same rows as CSV.
  const exportLink = page.getByRole("link", { name: "Download as CSV" });
  const delivered = await page.request.get((await exportLink.getAttribute("href"))!);
  expect(delivered.status()).toBe(200);
  expect(delivered.headers()["content-type"]).toContain("text/csv");
  const lines = (await delivered.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^LR number,Booked \(India time\),Status,/);
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(/^SB0000000001,.*,Delivered,DT-ORD-1001,Kaveri Textiles,1111,411001,/);

  // By a word of the consignee's name, status cleared: only Patil Hardware's.
  await page.getByLabel("Status").selectOption({ label: "Any status" });
  await page.getByLabel("Search").fill("patil");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]q=patil/);
  await expect(listItem(page, BOOKED)).toBeVisible();
  await expect(listItem(page, "SB0000000001")).toHaveCount(0);
  await expect(page.getByLabel("Search")).toHaveValue("patil");

  // A filter that matches nothing says so, offers no export, and clearing shows all again.
  await page.getByLabel("Search").fill("no such consignee");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("No shipments match these filters.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download as CSV" })).toHaveCount(0);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/business\/shipments$/);
  await expect(listItem(page, "SB0000000002")).toBeVisible();

  // The demo's few shipments fit one page of 50: no paging links, and a page past the
  // last shows the last one instead of an empty list.
  await expect(page.getByRole("navigation", { name: /^Page \d+ of \d+$/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await open(page, "/business/shipments?page=9");
  await expect(listItem(page, BOOKED)).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous page" })).toHaveCount(0);

  await open(page, "/hi/business/shipments?status=delivered");
  await expect(page.getByRole("heading", { level: 1, name: "शिपमेंट" })).toBeVisible();
  await expect(listItem(page, "SB0000000001").getByText("डिलीवर हो गया")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
});

test.describe("a pickup of SB0000000003", () => {
  // A refused pickup answers 400, which the browser reports on its console.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("a pickup asked for, put right, scheduled by operations, and shown scheduled", async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    await signInBusiness(page);
    await holdingTheDemoPickup(async () => {
      const response = await open(page, "/business/pickups");
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: "Pickups" })).toBeVisible();
      await expectNoAxeViolations(page, STAFF_AXE);

      const address = page.getByLabel("Pickup address");
      const date = page.getByLabel("Date", { exact: true });
      const slots = page.getByRole("group", { name: "Time slot" });
      const lr = page.getByRole("checkbox", { name: new RegExp(BOOKED) });
      await address.selectOption({ label: "Bhiwandi warehouse, 421302" });
      const day = await date.inputValue();
      const sunday = nextSundayInIndia();

      // A Sunday first: the message is beside the date, and everything chosen stays.
      await date.fill(sunday);
      await slots.getByLabel(SLOT.en).check();
      await lr.check();
      await page.getByRole("button", { name: "Ask for the pickup" }).click();
      const sundayMessage = "We do not collect on Sundays. Choose another day.";
      await expect(page.getByText(sundayMessage)).toBeVisible();
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(date).toHaveAccessibleDescription(new RegExp(sundayMessage));
      await expect(date).toHaveValue(sunday);
      await expect(slots.getByLabel(SLOT.en)).toBeChecked();
      await expect(lr).toBeChecked();
      await expect(address).toHaveValue(/.+/);
      await expectNoAxeViolations(page, STAFF_AXE);

      // The form's first day is a pickup day: asked for.
      await date.fill(day);
      await page.getByRole("button", { name: "Ask for the pickup" }).click();
      await expect(page.getByText("Pickup asked for. We show its state below.")).toBeVisible();
      const yours = newestPickup(page, "Your pickups");
      await expect(yours).toContainText(BOOKED);
      await expect(yours).toContainText(`${SLOT.en}`);
      await expect(yours).toContainText("State: Requested");
      // It waits for no second pickup.
      await expect(page.getByRole("checkbox", { name: new RegExp(BOOKED) })).toHaveCount(0);

      // Operations see it with its shipment, and schedule it.
      await signInAs("ops");
      await open(page, `/staff/pickups?date=${day}`);
      const business = page.getByRole("region", { name: /^Business accounts:/ });
      await expect(business.getByText(BOOKED).locator("visible=true")).toBeVisible();
      await moveAsOperations(page, day, "Mark scheduled", "Scheduled");

      // The business sees it scheduled, in its own words.
      await open(page, "/business/pickups");
      await expect(newestPickup(page, "Your pickups")).toContainText("State: Scheduled");
      await open(page, "/hi/business/pickups");
      await expect(page.getByRole("heading", { level: 1, name: "पिकअप" })).toBeVisible();
      await expect(newestPickup(page, "आपके पिकअप")).toContainText("स्टेटस: तय हुआ");
      await expectNoAxeViolations(page, STAFF_AXE);

      // Set SB0000000003 free again for the other tests of the run.
      await moveAsOperations(page, day, "Cancel pickup", "Cancelled");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the list filters and a pickup is refused, then asked for", async ({ page, signInAs }) => {
      test.setTimeout(180_000);
      await signInBusiness(page, { js: false });
      await open(page, "/business/shipments", { js: false });
      await page.getByLabel("Payment mode").selectOption({ label: "Cash on delivery" });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/[?&]payment=cod/);
      await expect(listItem(page, "SB0000000002")).toBeVisible();
      await expect(listItem(page, BOOKED)).toHaveCount(0);
      await expect(page.getByLabel("Payment mode")).toHaveValue("cod");

      await holdingTheDemoPickup(async () => {
        await open(page, "/business/pickups", { js: false });
        const date = page.getByLabel("Date", { exact: true });
        const day = await date.inputValue();
        const slots = page.getByRole("group", { name: "Time slot" });
        await slots.getByLabel(SLOT.en).check();

        // No shipment ticked: refused, with the message beside the list and the slot kept.
        await page.getByRole("button", { name: "Ask for the pickup" }).click();
        const none = "Tick at least one shipment.";
        await expect(page.getByText(none)).toBeVisible();
        await expect(
          page.getByRole("group", { name: "Shipments to collect" }),
        ).toHaveAccessibleDescription(none);
        await expect(slots.getByLabel(SLOT.en)).toBeChecked();
        await expect(date).toHaveValue(day);

        await page.getByRole("checkbox", { name: new RegExp(BOOKED) }).check();
        await page.getByRole("button", { name: "Ask for the pickup" }).click();
        await expect(page.getByText("Pickup asked for. We show its state below.")).toBeVisible();
        await expect(newestPickup(page, "Your pickups")).toContainText("State: Requested");

        // Operations cancel it (the console's forms work without JavaScript too); the business sees that.
        await signInAs("ops");
        await moveAsOperations(page, day, "Cancel pickup", "Cancelled", false);
        await open(page, "/business/pickups", { js: false });
        await expect(newestPickup(page, "Your pickups")).toContainText("State: Cancelled");
        await expect(page.getByRole("checkbox", { name: new RegExp(BOOKED) })).toBeVisible();
      });
    });
  });
});
