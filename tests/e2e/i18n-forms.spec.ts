import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { expectSuccessDialog, expectSummary, field, useOwnAddress } from "./form-helpers";
import { E2E_OPS_TOKEN } from "./ops";

/**
 * The forms in Hindi and Marathi: labels, errors beside the
 * fields, the summary and the success dialog in the page's language, with
 * or without JavaScript; the lead keeps the page's language.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

/** The quote requests stored for one address, as the company's systems read them. */
async function storedQuotes(page: Page, email: string) {
  const response = await page.request.get(
    `/api/ops/quote-requests?email=${encodeURIComponent(email)}`,
    { headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; language: string }[];
}

test.describe("in Hindi", () => {
  test("a quote sent empty shows Hindi errors beside the fields, keeps what was typed, then is sent and stored as Hindi", async ({
    page,
  }) => {
    const email = `hindi-${Date.now()}@example.org`;
    await visit(page, "/hi/get-a-quote");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await field(page, "पूरा नाम").fill("आशा पाटिल");
    await page.getByRole("button", { name: "कोटेशन लें" }).click();

    await expectSummary(page, "ओह...", "कृपया नीचे दिखाए गए 4 फ़ील्ड ठीक करें।");
    await expect(field(page, "ईमेल")).toHaveAttribute("aria-invalid", "true");
    // Beside the field, and in the summary.
    await expect(field(page, "ईमेल").locator("..")).toContainText(
      "अपना ईमेल पता लिखें, जैसे name@example.com।",
    );
    await expect(page.getByText("अपनी ज़रूरत की सेवा चुनें।").first()).toBeVisible();
    await expect(page.getByText("Enter your email address", { exact: false })).toHaveCount(0);
    await expect(field(page, "पूरा नाम")).toHaveValue("आशा पाटिल");

    await field(page, "ईमेल").fill(email);
    await field(page, "सेवा").selectOption("ltl");
    await field(page, "कहाँ से").fill("Pune, Maharashtra");
    await field(page, "कहाँ तक").fill("Delhi, Delhi");
    await page.getByRole("button", { name: "कोटेशन लें" }).click();

    const dialog = await expectSuccessDialog(
      page,
      "कोटेशन अनुरोध भेज दिया गया!",
      "हम 24 घंटे के अंदर आपसे संपर्क करेंगे।",
    );
    await expect(page).toHaveURL(/\/hi\/get-a-quote\?sent=1/);
    await dialog.getByRole("button", { name: "ठीक है" }).click();
    await expect(dialog).toBeHidden();

    const [stored] = await storedQuotes(page, email);
    expect(stored).toMatchObject({ name: "आशा पाटिल", language: "hi" });
  });
});

test.describe("in Marathi", () => {
  test("a pickup's wrong phone number is said in Marathi beside the field", async ({ page }) => {
    await visit(page, "/mr/pickup-request");
    await field(page, "फोन").fill("12345");
    await field(page, "फोन").press("Tab");
    await expect(page.getByText("तुमचा 10 अंकी मोबाइल नंबर लिहा, उदा. 98765 43210.")).toBeVisible();
    await expect(page.getByRole("button", { name: "पिकअप बुक करा" })).toBeVisible();
  });
});

test.describe("in Hindi without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("the contact form posts, and the server's errors come back in Hindi with every value kept", async ({
    page,
  }) => {
    await page.goto("/hi/contact-us");
    await field(page, "नाम").fill("रवि कुमार");
    await field(page, "ईमेल").fill("ravi@");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();

    await expect(page).toHaveURL(/\/hi\/contact-us/);
    await expectSummary(
      page,
      "सभी फ़ील्ड भरना ज़रूरी है",
      "कृपया नीचे दिखाए गए 3 फ़ील्ड ठीक करें।",
    );
    await expect(
      page.getByText("अपना ईमेल पता लिखें, जैसे name@example.com।").last(),
    ).toBeVisible();
    await expect(page.getByText("अपना संदेश लिखें।").last()).toBeVisible();
    await expect(field(page, "नाम")).toHaveValue("रवि कुमार");
    await expect(field(page, "ईमेल")).toHaveValue("ravi@");

    await field(page, "ईमेल").fill("ravi@example.org");
    await field(page, "विषय").fill("पिकअप के बारे में");
    await field(page, "संदेश").fill("कल पिकअप हो सकता है?");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/contact-us\?sent=1/);
    await expectSuccessDialog(page, "संदेश भेज दिया गया!", "हम जल्द ही ईमेल से आपको जवाब देंगे।");
  });
});
