import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import {
  dateAhead,
  expectSuccessDialog,
  expectSummary,
  field,
  person,
  quoteFields,
  submitByKeyboard,
  typeFields,
  useOwnAddress,
} from "./form-helpers";

/**
 * The lead forms as visitors use them: by keyboard alone, with
 * every message of spec section 8 where it belongs, and nothing typed ever
 * lost. This file: quotes and pickups; forms-contact-join.spec.ts and
 * forms-no-js.spec.ts cover the rest. What is stored is checked by the
 * integration tests (server/api/leads.db.test.ts, app/routes/forms/page-actions.db.test.ts).
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test.describe("get a quote", () => {
  test("is completed by keyboard alone; the dialog confirms and the form is cleared", async ({
    page,
  }) => {
    await visit(page, "/get-a-quote");
    await expectNoAxeViolations(page);
    await typeFields(page, quoteFields);
    await submitByKeyboard(page, "Get My Quote");

    const dialog = await expectSuccessDialog(
      page,
      "Quote Request Sent!",
      "We will contact you within 24 hours.",
    );
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/get-a-quote$/);
    await expect(page.getByRole("heading", { name: "Tell us about your shipment" })).toBeFocused();
    await expect(field(page, "Full name")).toHaveValue("");
    await expect(field(page, "Service")).toHaveValue("");
  });

  test("checks fields in the browser, focuses the summary and keeps what was typed", async ({
    page,
  }) => {
    await visit(page, "/get-a-quote");
    await typeFields(page, [
      ["Full name", person.name],
      ["Email", "asha@"],
      ["Phone", "12345"],
    ]);
    await page.keyboard.press("Tab");
    await expect(
      page.getByText("Enter your 10-digit mobile number, like 98765 43210."),
    ).toBeVisible();
    await submitByKeyboard(page, "Get My Quote");

    const summary = await expectSummary(
      page,
      "Oops...",
      "Please correct the 5 fields marked below.",
    );
    await expect(summary).toBeFocused();
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Full name")).toHaveValue(person.name);
    await expect(field(page, "Email")).toHaveValue("asha@");
    await expectNoAxeViolations(page);

    await summary.getByRole("link", { name: "Choose the service you need." }).press("Enter");
    await expect(field(page, "Service")).toBeFocused();
  });

  test.describe("when the network fails", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });
    test("says 'Server Error' / 'Please try again later.' and keeps everything", async ({
      page,
    }) => {
      await visit(page, "/get-a-quote");
      await page.route("**/get-a-quote.data*", (route) => route.abort());
      await typeFields(page, quoteFields);
      await submitByKeyboard(page, "Get My Quote");
      const summary = await expectSummary(page, "Server Error", "Please try again later.");
      await expect(summary).toBeFocused();
      await expect(field(page, "Notes")).toHaveValue("Two pallets, 800 kg.");
      await expect(field(page, "Service")).toHaveValue("ftl");
    });
  });
});

test("request a custom quote is the same form, confirmed the same way", async ({ page }) => {
  await visit(page, "/request-quote");
  await expect(
    page.getByRole("heading", { name: "Request a Custom Quote", level: 1 }),
  ).toBeVisible();
  await typeFields(page, quoteFields);
  await submitByKeyboard(page, "Request Custom Quote");
  await expectSuccessDialog(page, "Quote Request Sent!", "We will contact you within 24 hours.");
});

test.describe("pickup request", () => {
  test("shows the three highlights and is completed by keyboard alone", async ({ page }) => {
    await visit(page, "/pickup-request");
    for (const name of ["Reliable Service", "Easy Booking", "24/7 Support"])
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
    await expect(field(page, "Pickup date")).toHaveAttribute("type", "date");
    await expect(field(page, "Total boxes")).toHaveAttribute("type", "number");
    await typeFields(page, [
      ["Full name", "Ravi Kumar"],
      ["Phone", "+91 98765-43210"],
      ["Email", "ravi@example.org"],
      ["Address", "Shop 4, Station Road"],
      ["City", "Vasai"],
      ["State", "Maharashtra"],
      ["PIN code", "401208"],
      ["Pickup date", dateAhead(2).typed],
      ["Pickup time (from)", "1030AM"],
      ["Total boxes", "12"],
      ["Load type", "P"],
    ]);
    await submitByKeyboard(page, "Request Pickup");
    await expectSuccessDialog(
      page,
      "Pickup Request created successfully!",
      "We will call you to confirm the pickup slot.",
    );
    await page.keyboard.press("Escape");
    await expect(field(page, "City")).toHaveValue("");
  });

  test.describe("when the network fails", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });
    test("says 'Error creating pickup request.'", async ({ page }) => {
      await visit(page, "/pickup-request");
      await page.route("**/pickup-request.data*", (route) => route.abort());
      await typeFields(page, [
        ["Full name", "Ravi Kumar"],
        ["Phone", "9876543210"],
        ["Email", "ravi@example.org"],
        ["Address", "Shop 4"],
        ["City", "Vasai"],
        ["State", "Maharashtra"],
        ["PIN code", "401208"],
        ["Pickup date", dateAhead(1).typed],
        ["Total boxes", "3"],
        ["Load type", "F"],
      ]);
      await submitByKeyboard(page, "Request Pickup");
      await expectSummary(page, "Error creating pickup request.", "Please try again later.");
      await expect(field(page, "Address")).toHaveValue("Shop 4");
    });
  });
});

const emptyForms = [
  ["/get-a-quote", "Get My Quote", "Oops..."],
  ["/request-quote", "Request Custom Quote", "Oops..."],
  ["/pickup-request", "Request Pickup", "Something went wrong."],
  ["/contact-us", "Send Message", "All fields are required"],
  ["/join-us/client-registration", "Register", "Registration Failed"],
  ["/join-us/franchise", "Submit Enquiry", "Submission Failed"],
] as const;

for (const [path, button, title] of emptyForms) {
  test(`${path} sent empty: '${title}' takes focus, each error sits by its field`, async ({
    page,
  }) => {
    await visit(page, path);
    await submitByKeyboard(page, button);
    await expectSummary(page, title, /fields marked below/);
    // A role that may be named, so the title is read with it.
    const summary = page.getByRole("alert", { name: title });
    await expect(summary).toBeFocused();
    // Its links follow the form's order.
    const linked = await summary
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.slice(1)));
    const inForm = await page
      .locator("[aria-invalid=true]")
      .evaluateAll((els) => els.map((e) => e.id));
    expect(linked).toEqual(inForm);
    const invalid = await page.locator("[aria-invalid=true]").all();
    expect(invalid.length).toBeGreaterThanOrEqual(4);
    for (const input of invalid) {
      const [errorId] = (await input.getAttribute("aria-describedby"))!.split(" ");
      await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
