import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expect, test, visit } from "./fixtures";

/** The browser's own line for an intended 400 document or data response. */
const failedResource = /Failed to load resource: the server responded with a status of 400/;
const twentySix = Array.from({ length: 26 }, (_, i) => `LR${100000000 + i}`).join(", ");

/** The list of results, whichever layout the viewport shows: a table from 768 px, cards below. */
function rows(page: Page) {
  return page.getByRole("region", { name: /shipments$/ }).locator("tbody tr:visible, li:visible");
}

test.describe("several LR numbers at once", () => {
  test("three numbers with one unknown: each listed with status, latest update, POD and its page", async ({
    page,
  }) => {
    await visit(page, "/track-shipment");
    const input = page.getByRole("textbox", { name: "LR number" });
    await input.fill("lr123456789, SI20254567 LR999999999");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page).toHaveURL(/\/track-shipment\?lr=LR123456789,SI20254567,LR999999999$/);

    const list = page.getByRole("region", { name: "3 shipments" });
    await expect(list).toContainText("2 found, 1 not found.");
    await expect(rows(page)).toHaveCount(3);
    const [first, second, third] = [rows(page).nth(0), rows(page).nth(1), rows(page).nth(2)];
    await expect(first).toContainText("LR123456789");
    await expect(first).toContainText("In Transit");
    await expect(first).toContainText("Jaipur Hub");
    await expect(second).toContainText("Delivered");
    await expect(second.getByRole("link", { name: /Download POD/ })).toHaveAttribute(
      "href",
      "/api/order/web/pod/SI20254567",
    );
    await expect(third).toContainText("LR999999999");
    await expect(third).toContainText("Not found");
    await expect(third.getByRole("link")).toHaveCount(0);
    // The box keeps the list, to add or remove a number.
    await expect(input).toHaveValue("LR123456789, SI20254567, LR999999999");
    await expectNoAxeViolations(page);

    await first.getByRole("link", { name: /LR123456789/ }).click();
    await expect(page).toHaveURL(/\/track-shipment-v2\/LR123456789$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment LR123456789");
  });

  test("a pasted spreadsheet column works from the home card", async ({ page }) => {
    await visit(page, "/");
    const input = page.getByRole("search").first().getByRole("textbox", { name: "LR number" });
    await input.focus();
    // What a paste inserts: the browser turns the line breaks into spaces in a one-line box.
    await page.keyboard.insertText("LR555555555\nLR777777777\n");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/track-shipment\?lr=LR555555555,LR777777777$/);
    await expect(rows(page).nth(0)).toContainText("Delayed");
    await expect(rows(page).nth(1)).toContainText("Cancelled");
  });

  test("one number from the list page still opens its own page", async ({ page }) => {
    await visit(page, "/track-shipment?lr=LR123456789,SI20254567");
    const input = page.getByRole("textbox", { name: "LR number" });
    await input.fill("LR555555555");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/track-shipment-v2\/LR555555555$/);
  });

  test.describe("26 numbers", () => {
    test.use({ expectedConsoleErrors: failedResource });

    test("a plain message under the box, and nothing lost from it", async ({ page }) => {
      await visit(page, "/track-shipment");
      const input = page.getByRole("textbox", { name: "LR number" });
      await input.fill(twentySix);
      await page.getByRole("button", { name: "Track", exact: true }).click();
      await expect(
        page.getByText(
          "You entered 26 LR numbers. Track up to 25 at a time: remove 1 and try again.",
        ),
      ).toBeVisible();
      await expect(input).toHaveValue(twentySix);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("region", { name: /shipments$/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("several LR numbers with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: failedResource });

  test("the form reaches the list through the server, and 26 numbers keep the box", async ({
    page,
  }) => {
    await page.goto("/track-shipment");
    const input = page.getByRole("textbox", { name: "LR number" });
    await input.fill("LR123456789 LR999999999");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page).toHaveURL(/\/track-shipment\?lr=LR123456789,LR999999999$/);
    await expect(page.getByRole("region", { name: "2 shipments" })).toContainText(
      "1 found, 1 not found.",
    );

    await input.fill(twentySix);
    const response = page.waitForResponse((r) => r.url().includes("lrno="));
    await page.getByRole("button", { name: "Track", exact: true }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText(/You entered 26 LR numbers/)).toBeVisible();
    await expect(input).toHaveValue(twentySix);
  });

  test("one number still goes to its own page @server", async ({ request }) => {
    const response = await request.get("/track-shipment?lrno=%20si20254567%20", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/track-shipment-v2/si20254567");
  });
});
