import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";

/**
 * Customer care for a visitor: raise a request with and without
 * JavaScript, in English and Hindi, on a phone and a desktop; get the ticket
 * number; find the request again; reply; the shipment page's "Report a
 * problem"; axe on every new page.
 */

// A PNG of one pixel: a real photo for the form, checked by its bytes on the server.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let emailNo = 0;
const email = () => `asha.e2e.${Date.now()}.${++emailNo}@example.org`;

// Requests are limited per address: each test sends from one of its own.
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test.describe("raising a request with JavaScript", () => {
  // A wrong lookup is a 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });
  // The chat's hint fades in every 10 s: a scan during its 300 ms fade reads a half-drawn
  // bubble's contrast. Without motion it appears whole, as the scan should see it.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

  test("checks in the browser, then gives a ticket number that finds the request again", async ({
    page,
  }) => {
    await visit(page, "/support/request");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Raise my request" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check your request");
    await expect(page.getByText("Choose what your request is about.").first()).toBeVisible();

    await page.getByLabel("Damaged or short").check();
    await page.getByLabel("LR number").fill("LR123456789");
    await page.getByLabel("Your name").fill("Asha Patil");
    await page.getByLabel("Mobile number").fill("98765 43210");
    const address = email();
    await page.getByLabel("E-mail address").fill(address);
    await page
      .getByLabel("What happened?")
      .fill("The carton arrived torn and two jars were broken.");
    await page.getByLabel("Value of the goods (₹)").fill("2500");
    await page
      .getByLabel("Photos or documents (optional)")
      .setInputFiles({ name: "box.png", mimeType: "image/png", buffer: PIXEL });
    await page.getByRole("button", { name: "Raise my request" }).click();

    await expect(page.getByRole("heading", { name: "Your request is raised" })).toBeVisible();
    const number = (await page.getByTestId("ticket-number").textContent())!.trim();
    expect(number).toMatch(/^SIL-\d{4}-\d{6}$/);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Follow your request" }).click();
    await page.getByLabel("Ticket number").fill(number);
    await page.getByLabel("E-mail address or mobile number").fill("someone.else@example.org");
    await page.getByRole("button", { name: "Show my request" }).click();
    await expect(page.getByRole("alert")).toContainText("We could not find a request");
    await expect(page.getByRole("button", { name: "Show my request" })).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.getByLabel("E-mail address or mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Show my request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Request ${number.replace(/-/g, "\u2011")}`,
    );
    await expect(page.getByTestId("ticket-status")).toHaveText("Received");
    await expect(
      page.getByText(/Acknowledged by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M/),
    ).toBeVisible();
    await expect(page.getByText("box.png")).toBeVisible();
    await expect(page.getByText(/You can escalate from/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Your reply").fill("The box is with me if you want to see it.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your reply is sent." })).toBeVisible();
    await expect(page.getByText("The box is with me if you want to see it.")).toBeVisible();
  });

  test("a shipment's page reports a problem with its LR number filled in", async ({ page }) => {
    await visit(page, "/track-shipment-v2/LR123456789");
    await page.getByRole("link", { name: "Report a problem" }).click();
    await expect(page).toHaveURL(/\/support\/request\?lr=LR123456789$/);
    await expect(page.getByLabel("LR number")).toHaveValue("LR123456789");
  });
});

test.describe("raising a request without JavaScript, in Hindi", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("answers beside each field in Hindi, keeps what was typed, then gives the number", async ({
    page,
  }) => {
    await page.goto("/hi/support/request");
    await page.getByLabel("देर हो रही है, या कोई अपडेट नहीं").check();
    await page.getByLabel("आपका नाम").fill("आशा पाटिल");
    await page.getByLabel("मोबाइल नंबर").fill("98765 43210");
    await page.getByLabel("क्या हुआ?").fill("बहुत देर");
    await page.getByRole("button", { name: "मेरी रिक्वेस्ट दर्ज करें" }).click();

    // Each message is read with its field (aria-describedby), in Hindi.
    await expect(page.getByLabel("LR नंबर")).toHaveAccessibleDescription(
      /शिपमेंट का LR नंबर लिखें, जैसे LR123456789।/,
    );
    await expect(page.getByLabel("क्या हुआ?")).toHaveAccessibleDescription(
      /थोड़ा और बताएँ: कम से कम 20 अक्षर।/,
    );
    await expect(page.getByLabel("ईमेल पता")).toHaveAccessibleDescription(
      /अपना ईमेल पता लिखें, जैसे name@example.com।/,
    );
    await expect(page.getByLabel("आपका नाम")).toHaveValue("आशा पाटिल");
    await expect(page.getByLabel("देर हो रही है, या कोई अपडेट नहीं")).toBeChecked();

    await page.getByLabel("LR नंबर").fill("LR555555555");
    await page.getByLabel("ईमेल पता").fill(email());
    await page.getByLabel("क्या हुआ?").fill("शिपमेंट चार दिन से एक ही जगह पर है, कोई अपडेट नहीं।");
    await page.getByRole("button", { name: "मेरी रिक्वेस्ट दर्ज करें" }).click();
    await expect(page.getByRole("heading", { name: "आपकी रिक्वेस्ट दर्ज हो गई है" })).toBeVisible();
    await expect(page.getByTestId("ticket-number")).toHaveText(/^SIL-\d{4}-\d{6}$/);
  });

  test("a billing request needs no LR number", async ({ page }) => {
    await page.goto("/support/request");
    await page.getByLabel("Charges or invoice").check();
    await page.getByLabel("Your name").fill("Ravi Shinde");
    await page.getByLabel("Mobile number").fill("9822012345");
    await page.getByLabel("E-mail address").fill(email());
    await page.getByLabel("What happened?").fill("My invoice shows the GST twice for one booking.");
    await page.getByRole("button", { name: "Raise my request" }).click();
    await expect(page.getByTestId("ticket-number")).toHaveText(/^SIL-\d{4}-\d{6}$/);
  });
});
