import { expect, test } from "./fixtures";
import {
  captchaAnswer,
  expectSuccessDialog,
  expectSummary,
  field,
  person,
  franchiseFields,
  useOwnAddress,
} from "./form-helpers";

/** The lead forms with JavaScript off: the server checks, keeps, confirms. */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test.describe("without JavaScript", () => {
  // The browser logs every 4xx document as an error; a refused form is answered 400.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("a quote is refused with the errors beside the fields and every value kept, then sent", async ({
    page,
  }) => {
    await page.goto("/get-a-quote");
    await field(page, "Full name").fill(person.name);
    await field(page, "Email").fill("asha@");
    await field(page, "Service").selectOption("ltl");
    await field(page, "Notes").fill("Fragile");
    await page.getByRole("button", { name: "Get My Quote" }).click();

    await expectSummary(page, "Oops...", "Please correct the 3 fields marked below.");
    await expect(
      page.getByText("Enter your email address, like name@example.com.").last(),
    ).toBeVisible();
    await expect(field(page, "Full name")).toHaveValue(person.name);
    await expect(field(page, "Email")).toHaveValue("asha@");
    await expect(field(page, "Service")).toHaveValue("ltl");
    await expect(field(page, "Notes")).toHaveValue("Fragile");

    await field(page, "Email").fill(person.email);
    await field(page, "Origin").fill("Pune, Maharashtra");
    await field(page, "Destination").fill("Delhi, Delhi");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page).toHaveURL(/\/get-a-quote\?sent=1/);
    const dialog = await expectSuccessDialog(
      page,
      "Quote Request Sent!",
      "We will contact you within 24 hours.",
    );
    await expect(field(page, "Full name")).toHaveValue("");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a pickup in the past is refused and the values stay", async ({ page }) => {
    await page.goto("/pickup-request");
    await field(page, "Full name").fill("Ravi Kumar");
    await field(page, "Pickup date").fill("2020-01-01");
    await field(page, "Total boxes").fill("4");
    await page.getByRole("button", { name: "Request Pickup" }).click();
    await expectSummary(page, "Something went wrong.", /fields marked below/);
    await expect(page.getByText("Choose today or a later date.").last()).toBeVisible();
    await expect(field(page, "Total boxes")).toHaveValue("4");
  });

  test("a franchise enquiry survives a wrong captcha and is then accepted", async ({ page }) => {
    await page.goto("/join-us/franchise");
    for (const [label, value] of franchiseFields) await field(page, label).fill(value);
    await field(page, "Business type").selectOption("Partnership");
    const captcha = field(page, /^What is/);
    await captcha.fill("99");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();

    await expectSummary(page, "Incorrect CAPTCHA", "Please try again.");
    await expect(field(page, "Investment capacity")).toHaveValue("₹15 lakh");
    await expect(field(page, "Business type")).toHaveValue("Partnership");
    await expect(captcha).toHaveValue("");
    await captcha.fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectSuccessDialog(
      page,
      "Registration Successful!",
      "Thank you for submitting the franchise registration form.",
    );
  });
});
