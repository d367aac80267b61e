import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { useOwnAddress } from "./form-helpers";
import { open, test } from "./staff";

/**
 * Statements (decision 043) end to end, through the built server: the demo
 * owner opens the monthly statements, gets a month's PDF and CSV, disputes
 * a shipment's charge from the shipments list, and customer care finds the
 * billing ticket with the LR in its queue; staff see the statements and the
 * owner's sign-in under "Activity" on the business's page. Desktop only, as the other business specs.
 */
test("statements, their files, and a disputed charge in the support queue", async ({
  page,
  signInAs,
}, testInfo) => {
  await useOwnAddress(page, testInfo);
  await page.goto("/business/login");
  await page.getByLabel("E-mail address").fill("owner@demo-traders.example");
  await page.getByLabel("Password").fill("demo-traders-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/business");

  await page.getByRole("navigation").getByRole("link", { name: "Statements" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statements" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Freight" })).toBeVisible();
  const firstMonth = table.getByRole("row").nth(1);
  await expect(firstMonth.getByRole("cell").first()).toHaveText(/^\d+$/);
  await expectNoAxeViolations(page);
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/statements-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/statements-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const pdfLink = firstMonth.getByRole("link", { name: /as PDF$/ });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["cache-control"]).toBe("no-store");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    firstMonth.getByRole("link", { name: /as CSV$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sil-statement-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFBooked (India time),LR number,")).toBe(true);
  expect(csv).toMatch(/SB00000000\d\d/);
  expect((await page.request.get("/business/statements/2026-13.pdf")).status()).toBe(404);

  // "Dispute this charge" beside a shipment: customer care's form, billing and the LR filled in.
  await page.getByRole("navigation").getByRole("link", { name: "Shipments" }).click();
  await page
    .getByRole("row", { name: /SB0000000002/ })
    .getByRole("link", { name: "Dispute this charge" })
    .click();
  await expect(page).toHaveURL(/\/support\/request\?category=billing&lr=SB0000000002$/);
  await expect(page.getByLabel("LR number")).toHaveValue("SB0000000002");
  await expect(page.getByLabel("Charges or invoice")).toBeChecked();
  await page.getByLabel("Your name").fill("Rohan Deshmukh");
  await page.getByLabel("Mobile number").fill("98220 00000");
  await page.getByLabel("E-mail address").fill("owner@demo-traders.example");
  await page
    .getByLabel("What happened?")
    .fill("The freight charged for this shipment is above the rate card.");
  await page.getByRole("button", { name: "Raise my request" }).click();
  await expect(page.getByRole("heading", { name: "Your request is raised" })).toBeVisible();
  const number = (await page.getByTestId("ticket-number").textContent())!.trim();

  await signInAs("support");
  await open(page, "/staff/tickets?category=billing");
  const ticket = page.locator("tr, li").filter({ hasText: number }).first();
  await expect(ticket).toContainText("SB0000000002");
  await expect(ticket).toContainText(/Charges or invoice|billing/i);

  await signInAs("admin");
  await open(page, "/staff/businesses");
  await page.getByRole("link", { name: "Demo Traders Pvt Ltd" }).first().click();
  await expect(page.getByRole("heading", { name: "Statements" })).toBeVisible();
  // The owner's sign-in above, in words, under the business's activity.
  await expect(
    page
      .getByRole("region", { name: "Activity" })
      .getByText("Rohan Deshmukh at Demo Traders Pvt Ltd signed in", { exact: true })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  const staffPdf = page.getByRole("link", { name: /^PDF statement for / }).first();
  const answer = await page.request.get((await staffPdf.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
});
