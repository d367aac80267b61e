import type { Page, Response } from "@playwright/test";
import hindiDelivery from "@core/content/hi/delivery-options";
import hindiValidation from "@core/content/hi/validation";
import { buildTextPdf } from "../../database/pdf";
import { expect, test, visit } from "./fixtures";
import { applyPage, expectSummary, field, person, useOwnAddress } from "./form-helpers";
import { storedApplications, storedResume } from "./ops";

/**
 * A lead form's code (Conform, zod, its schema) loads on the visitor's first
 * interaction with it (decision 034). What the visitor does while it is on
 * its way counts as if it had been there: these tests hold the code back a
 * second to make that window wide.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test("the page loads no form code until the form is touched; a field left before it came is still checked", async ({
  page,
}) => {
  await visit(page, "/contact-us");
  const before = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
  );
  expect(before.some((path) => /lead-form-body/.test(path))).toBe(false);

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/lead-form-body-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await field(page, "Email").fill("asha@");
  await field(page, "Subject").focus();
  await page.waitForTimeout(300);
  // Not checked yet: the code is held back.
  await expect(page.getByText("Enter your email address, like name@example.com.")).toHaveCount(0);
  release();
  await expect(page.getByText("Enter your email address, like name@example.com.")).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("asha@");
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
});

test("a form sent before its code came is checked in the page, not sent to the server", async ({
  page,
}) => {
  await visit(page, "/get-a-quote");
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/lead-form-body-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await field(page, "Full name").fill(person.name);
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await page.waitForTimeout(300);
  release();
  const summary = await expectSummary(page, "Oops...", /fields marked below/);
  await expect(summary).toBeFocused();
  await expect(field(page, "Full name")).toHaveValue(person.name);
  await expect(page.getByRole("button", { name: "Show estimate" })).toBeHidden();
  expect(posted).toBe(false);
});

/**
 * The customer-care forms and the delivery check load their code the same
 * way (decision 034). Conform's and zod's own words stand for their code:
 * none of the scripts run before any interaction may hold them.
 */
async function visitWithoutFormCode(page: Page, path: string) {
  const scripts: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  };
  page.on("response", onResponse);
  await visit(page, path);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => text.includes("__intent__")).length, "scripts with Conform").toBe(0);
  expect(code.filter((text) => text.includes("$ZodError")).length, "scripts with zod").toBe(0);
}

/** Holds back the scripts whose address matches until `release` is called. */
async function holdScripts(page: Page, address: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("the request form in Hindi: no form code before a touch, and what was done meanwhile counts", async ({
  page,
}) => {
  await visitWithoutFormCode(page, "/hi/support/request");
  const release = await holdScripts(page, /request-form-[\w-]+\.js$/);
  const delay = page.getByLabel("देर हो रही है, या कोई अपडेट नहीं");
  const email = page.getByLabel("ईमेल पता");
  await delay.check();
  await email.fill("asha@");
  await page.getByLabel("क्या हुआ?").focus();
  await page.waitForTimeout(300);
  // Not checked yet: the code is held back.
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(email).toHaveAccessibleDescription(/अपना ईमेल पता लिखें, जैसे name@example.com।/);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("asha@");
  await expect(delay).toBeChecked();
  await expect(page.getByLabel("LR नंबर")).not.toHaveAttribute("aria-invalid", "true");
});

test("a request sent before its code came is checked in the page, not sent to the server", async ({
  page,
}) => {
  await visit(page, "/support/request");
  const release = await holdScripts(page, /request-form-[\w-]+\.js$/);
  const posts = countPosts(page);
  await page.getByLabel("Your name").fill("Asha Patil");
  await page.getByRole("button", { name: "Raise my request" }).click();
  await page.waitForTimeout(300);
  // Not answered yet: the code is held back.
  await expect(page.getByRole("heading", { name: "Please check your request" })).toHaveCount(0);
  release();
  const summary = await expectSummary(
    page,
    "Please check your request",
    /fields need your attention/,
  );
  await expect(summary).toBeFocused();
  await expect(page.getByText("Choose what your request is about.").first()).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Asha Patil");
  expect(posts).toEqual([]);
});

test("the ticket lookup in Marathi: no form code before a touch; a field left empty meanwhile is checked", async ({
  page,
}) => {
  await visitWithoutFormCode(page, "/mr/support/ticket");
  const release = await holdScripts(page, /ticket-lookup-form-[\w-]+\.js$/);
  const posts = countPosts(page);
  const number = field(page, "तिकीट नंबर");
  const contact = field(page, "ईमेल पत्ता किंवा मोबाइल नंबर");
  await number.focus();
  await contact.focus();
  await page.keyboard.type("9876543210");
  await page.waitForTimeout(300);
  await expect(number).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(number).toHaveAccessibleDescription(/तुमचा तिकीट नंबर लिहा, उदा. SIL-2026-000042./);
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(contact).toHaveValue("9876543210");
  await expect(contact).toBeFocused();
  expect(posts).toEqual([]);
});

test("the delivery check loads no Conform or zod with the page; a pincode checked before the rule came is answered", async ({
  page,
}) => {
  await visitWithoutFormCode(page, "/delivery-check");
  // Every script asked for from now on is the check's rule (and zod).
  const release = await holdScripts(page, /\.js$/);
  const pin = page.getByLabel("PIN code", { exact: true });
  await pin.fill("41100");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await page.waitForTimeout(300);
  await expect(pin).not.toHaveAttribute("aria-invalid", "true");
  release();
  await expect(pin).toHaveAccessibleDescription("Enter the 6-digit PIN code, like 401208.");
  await expect(pin).toHaveValue("41100");
  // Answered in place, not by the server's page.
  await expect(page).toHaveURL(/\/delivery-check$/);
});

test.describe("the careers application page", () => {
  const pdf = Buffer.from(buildTextPdf([{ text: "Asha Patil", size: 20 }, { text: "Shift lead" }]));
  const resume = { name: "Asha CV.pdf", mimeType: "application/pdf", buffer: pdf };

  test("no form code before a touch; a résumé chosen and skills typed meanwhile count", async ({
    page,
    request,
  }) => {
    await visitWithoutFormCode(page, await applyPage(request));
    const release = await holdScripts(page, /application-page-form-[\w-]+\.js$/);
    const file = field(page, "Résumé");
    const skills = page.getByRole("combobox", { name: "Skills" });
    await field(page, "Full Name").fill("Asha Patil");
    await skills.fill("Excel, SAP");
    // A file the browser can tell is no résumé: its check runs as soon as it is chosen.
    await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: pdf });
    await page.waitForTimeout(300);
    const wrongType = "Upload your résumé as a PDF, DOC or DOCX file.";
    await expect(page.getByText(wrongType)).toHaveCount(0);
    release();
    await expect(file).toHaveAccessibleDescription(new RegExp(escape(wrongType)));
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Full Name")).toHaveValue("Asha Patil");
    await expect(skills).toHaveValue("Excel, SAP");
    await file.setInputFiles(resume);
    await expect(page.getByText(/^Asha CV\.pdf · \d+ KB$/)).toBeVisible();
    await expect(file).not.toHaveAttribute("aria-invalid", "true");
  });

  test("an application filled in and sent before its code came is sent once it comes, résumé and all", async ({
    page,
    request,
  }) => {
    const path = await applyPage(request);
    await visit(page, path);
    const release = await holdScripts(page, /application-page-form-[\w-]+\.js$/);
    const posts = countPosts(page);
    const email = `asha.deferred.${Date.now()}@example.org`;
    await field(page, "Full Name").fill("Asha Patil");
    await field(page, "Email").fill(email);
    await field(page, "Phone Number").fill("98765 43210");
    await field(page, "Résumé").setInputFiles(resume);
    await field(page, "Experience (years)").fill("3");
    await field(page, "Current Job Title").fill("Shift Lead");
    await page.getByRole("combobox", { name: "Skills" }).fill("Excel, SAP");
    await field(page, "Current Salary").fill("3 lakh");
    await field(page, "Expected Salary").fill("4 lakh");
    for (const question of [/relocate/, /authorised/])
      await page
        .getByRole("radiogroup", { name: question })
        .getByRole("radio", { name: "Yes" })
        .check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForTimeout(300);
    // Held, not sent as a page load: the code is held back.
    expect(posts).toEqual([]);
    release();
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?sent=1$`));
    await expect(page.getByRole("dialog")).toContainText("Thank you for applying!");
    const [stored] = await storedApplications(request, email);
    expect(stored!.data).toMatchObject({
      basicInformation: { name: "Asha Patil", email },
      professionalInformation: { experience_years: 3, skills: ["Excel", "SAP"] },
      logistics: { willing_to_relocate: true, authorized_to_work: true },
    });
    expect(stored!.resume.file_name).toBe("Asha CV.pdf");
    expect((await storedResume(request, stored!)).equals(pdf)).toBe(true);
    expect(posts).toHaveLength(1);
  });
});

test.describe("a shipment's page with delivery options", () => {
  // The server's answer to a refused request is a 400, which Chromium logs.
  test.use({
    expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
  });

  test("no Conform or zod before or after a touch; what was chosen and typed before the page's code came is kept and checked", async ({
    page,
  }) => {
    const path = "/hi/track-shipment-v2/LR444444444";
    await visitWithoutFormCode(page, path);
    // Now the page's own code (the form's with it) is held back while the visitor starts.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const release = await holdScripts(page, /track-shipment-v2-[\w-]+\.js$/);
    // Not "load": the page's held code keeps it from loading.
    await page.goto(path, { waitUntil: "commit" });
    const t = hindiDelivery;
    const panel = page.getByRole("region", { name: t.attempted.title });
    await panel.getByText(t.open).click();
    const instructions = panel.getByRole("radio", { name: t.options.instructions.label });
    const pincode = panel.getByLabel(t.proof.pincode);
    await instructions.check();
    await pincode.fill("1100");
    const hydrated = () => (window as unknown as { __e2eHydrated?: boolean }).__e2eHydrated;
    expect(await page.evaluate(hydrated)).toBe(false);
    release();
    await page.waitForFunction(hydrated);
    await expect(instructions).toBeChecked();
    await expect(pincode).toHaveValue("1100");
    await panel.getByRole("button", { name: t.submit }).click();
    // The server judges the fields: each message beside its field, nothing typed lost.
    await expect(pincode).toHaveAttribute("aria-invalid", "true");
    await expect(pincode).toHaveAccessibleDescription(new RegExp(escape(hindiValidation.pincode)));
    const driver = panel.getByLabel(t.options.instructions.field);
    await expect(driver).toHaveAccessibleDescription(
      new RegExp(escape(hindiValidation.deliveryInstructions)),
    );
    await expect(pincode).toHaveValue("1100");
    await expect(instructions).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const code = await Promise.all(scripts);
    expect(code.filter((text) => text.includes("__intent__")).length, "Conform").toBe(0);
    expect(code.filter((text) => text.includes("$ZodError")).length, "zod").toBe(0);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
