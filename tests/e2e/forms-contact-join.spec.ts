import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import {
  captchaAnswer,
  expectSuccessDialog,
  expectSummary,
  field,
  franchiseFields,
  submitByKeyboard,
  tabTo,
  typeFields,
  useOwnAddress,
} from "./form-helpers";

/** The contact form and map, and the client registration captcha. */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test.describe("contact us", () => {
  test("warns 'All fields are required', shows 'Submitting...', then 'Message sent successfully!'", async ({
    page,
  }) => {
    await visit(page, "/contact-us");
    await submitByKeyboard(page, "Send Message");
    const summary = await expectSummary(
      page,
      "All fields are required",
      "Please correct the 4 fields marked below.",
    );
    await expect(summary).toBeFocused();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-us.data*", async (route) => {
      await held;
      await route.continue();
    });
    await typeFields(page, [
      ["Name", "Meera Shah"],
      ["Email", "meera@example.org"],
      ["Subject", "Delivery to Goa"],
      ["Message", "Do you deliver on Sundays?"],
    ]);
    await submitByKeyboard(page, "Send Message");
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expectSuccessDialog(
      page,
      "Message sent successfully!",
      "We will reply to you by email soon.",
    );
  });

  test("shows the office address, phone and support e-mail, and loads the map only when asked", async ({
    page,
  }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) google.push(request.url());
    });
    await page.route(/^https:\/\/www\.google\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
    );
    await visit(page, "/contact-us");
    const office = page.getByRole("region", { name: "Our office", exact: true });
    await expect(office).toContainText("Vasai East");
    await expect(office.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(office.getByRole("link", { name: "support@example.com" })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
    // A map on load all the same: the site's own drawing of the surroundings.
    const map = page.getByRole("img", {
      name: /Map of our office's surroundings: .*Vasai East, Palghar/,
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("src", "/office-map.svg");
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(google).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe[title^='Map']")).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?q=/,
    );
    await expect.poll(() => google.length).toBeGreaterThan(0);
  });

  test.describe("when the server refuses the message", () => {
    test.use({ expectedConsoleErrors: /status of 400/ });
    test("says 'Failed to submit' with the server's reason", async ({ page }) => {
      await visit(page, "/contact-us");
      // Only a bot fills the hidden honeypot field.
      await page
        .locator("input[name=website_url]")
        .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
      await typeFields(page, [
        ["Name", "Bot"],
        ["Email", "bot@example.org"],
        ["Subject", "Offer"],
        ["Message", "Buy now"],
      ]);
      await submitByKeyboard(page, "Send Message");
      await expectSummary(
        page,
        "Failed to submit",
        "The form was not sent properly. Please try again.",
      );
      await expect(field(page, "Message")).toHaveValue("Buy now");
    });
  });
});

test.describe("client registration", () => {
  test.use({ expectedConsoleErrors: /status of 400/ });
  test("after a wrong captcha: 'Incorrect CAPTCHA', a new question, focus on it, nothing else lost", async ({
    page,
  }) => {
    await visit(page, "/join-us/client-registration");
    await typeFields(page, [
      ["Full name", "Vikram Rao"],
      ["Company name", "Rao Textiles Pvt Ltd"],
      ["Contact number", "9123456789"],
      ["Email", "vikram@example.org"],
      ["Address", "Plot 7, MIDC"],
      ["City", "Bhiwandi"],
      ["State", "Maharashtra"],
      ["PIN code", "421302"],
    ]);
    const question = await page
      .getByText(/^What is/)
      .first()
      .innerText();
    const captcha = field(page, /^What is \d+ \+ \d+\?/);
    await tabTo(page, captcha);
    await page.keyboard.type(String(Number(await captchaAnswer(page)) + 1));
    await page.keyboard.press("Enter");

    await expectSummary(page, "Incorrect CAPTCHA", "Please try again.");
    await expect(captcha).toBeFocused();
    await expect(captcha).toHaveValue("");
    await expect(field(page, "Company name")).toHaveValue("Rao Textiles Pvt Ltd");
    await expect(page.getByText(/^What is/).first()).not.toHaveText(question);
    await expectNoAxeViolations(page);

    await page.keyboard.type(await captchaAnswer(page));
    await page.keyboard.press("Enter");
    await expectSuccessDialog(page, "Registration Successful!", "Client registered successfully.");
  });
});

test.describe("franchise registration when the network fails", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });
  test("says 'Submission Failed' / 'Failed to submit form. Please try again.' and keeps everything", async ({
    page,
  }) => {
    await visit(page, "/join-us/franchise");
    await page.route("**/join-us/franchise.data*", (route) => route.abort());
    for (const [label, value] of franchiseFields) await field(page, label).fill(value);
    await field(page, "Business type").selectOption("LLP");
    const token = page.locator("input[name=captchaToken]");
    const question = await token.inputValue();
    await field(page, /^What is/).fill(await captchaAnswer(page));
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectSummary(page, "Submission Failed", "Failed to submit form. Please try again.");
    await expect(field(page, "Preferred city")).toHaveValue("Nashik");
    // A failed call asks a new question (spec section 4), with an empty answer.
    await expect(token).not.toHaveValue(question);
    await expect(field(page, /^What is/)).toHaveValue("");
  });
});
