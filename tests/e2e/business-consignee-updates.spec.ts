import type { Page } from "@playwright/test";
import hi from "@core/content/hi/business-booking";
import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";
import { openMessageFake, type MessageFake } from "./message-fake";

/**
 * The consignee's updates in the business booking, end to end (CONTRACT.md
 * "Messages by SMS and WhatsApp", "consent"): a booker on a phone in Hindi
 * chooses SMS for the consignee, sees the choice in the estimate, confirms,
 * and the `booked` message reaches the local fake of MSG91 with the LR.
 */

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
const t = hi.book;
const aPhone = () => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function signIn(page: Page, prefix: string) {
  await page.goto(`${prefix}/business/login`);
  await page.locator("#field-email").fill(OWNER.email);
  await page.locator("#field-password").fill(OWNER.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(new RegExp(`${prefix}/business$`));
}

async function fillShipment(page: Page, phone: string) {
  await page.locator("#field-consignee_name").fill("रमेश ट्रेडर्स");
  await page.locator("#field-consignee_phone").fill(`+91 ${phone}`);
  await page.locator("#field-consignee_address").fill("Shop 4, MG Road, Pune");
  await page.locator("#field-consignee_pincode").fill("411001");
  await page.locator("#field-weight_kg").fill("5");
  await page.locator("#field-length_cm").fill("40");
  await page.locator("#field-breadth_cm").fill("30");
  await page.locator("#field-height_cm").fill("30");
  await page.locator("#field-declared_value").fill("5000");
  await page.locator("#field-invoice_no").fill("INV-UPD");
  await page.locator("#field-payment_mode").selectOption("paid");
}

test.describe("the consignee's updates", () => {
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("at 390 px in Hindi: SMS chosen, kept through a mistake, booked reaches the phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/hi");
    await page.goto("/hi/business/book");
    const updates = page.getByRole("group", { name: t.updates });
    await expect(updates.getByText(t.updatesConsent)).toBeVisible();
    // No updates unless chosen; the messages in the page's language unless changed.
    await expect(updates.getByRole("radio", { name: t.updatesNone })).toBeChecked();
    await expect(page.locator("#field-consignee_language")).toHaveValue("hi");
    if (process.env.SHOTS_DIR) {
      await updates.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/book-hi.png` });
    }

    const phone = aPhone();
    await fillShipment(page, phone);
    await page.locator("#field-consignee_name").fill("");
    await updates.getByRole("radio", { name: "SMS" }).check();
    await page.getByRole("button", { name: t.check }).click();
    await expect(page.getByText("पाने वाले का नाम लिखें।")).toBeVisible();
    // The choice stays with what was typed.
    await expect(updates.getByRole("radio", { name: "SMS" })).toBeChecked();

    await page.locator("#field-consignee_name").fill("रमेश ट्रेडर्स");
    await page.getByRole("button", { name: t.check }).click();
    const estimate = page.getByRole("region", { name: t.estimate });
    await expect(estimate.getByText("SMS · हिन्दी")).toBeVisible();
    await expect(estimate.getByText(t.updatesConsent)).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole("button", { name: t.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: hi.booking.title })).toBeVisible();
    const lr = (await page
      .getByRole("link", { name: /SB\d{10}/ })
      .first()
      .textContent())!;
    expect(lr).toMatch(/^SB\d{10}$/);
    // The confirmed booking says the consignee gets SMS updates.
    const header = page.getByRole("columnheader", { name: hi.booking.updates });
    await expect(header).toBeVisible();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/booked-hi.png` });
    await expect(
      page
        .getByRole("row", { name: new RegExp(lr) })
        .getByRole("cell")
        .nth(4),
    ).toHaveText("SMS");

    const booked = await fake.nextSms(phone);
    expect(booked.text).toContain(lr);
    expect(booked.text).toContain("बुक हो गया");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the choice and its language come back after a mistake", async ({ page }) => {
      await signIn(page, "");
      await page.goto("/business/book");
      await page.getByRole("radio", { name: "WhatsApp" }).check();
      await page.locator("#field-consignee_language").selectOption("mr");
      await page.getByRole("button", { name: "Check and estimate" }).click();
      await expect(page.getByText("Enter the consignee's name.")).toBeVisible();
      await expect(page.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
      await expect(page.locator("#field-consignee_language")).toHaveValue("mr");
    });
  });
});
