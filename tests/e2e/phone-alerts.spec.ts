import { expectNoAxeViolations, expect, test, visit } from "./fixtures";
import { openMessageFake, type MessageFake } from "./message-fake";

/**
 * "Get updates on your mobile" (CONTRACT.md "Messages by SMS and WhatsApp",
 * "consent"): the code really goes out through the outbox to the local fake
 * of MSG91, and the receiver types it back.
 */

/** A number of this run's own: each number gets 3 codes an hour. */
const phoneOf = (seed: number) => `98${String((Date.now() + seed) % 100_000_000).padStart(8, "0")}`;
const codeIn = (text: string) => {
  const match = text.match(/(?<!\d)\d{6}(?!\d)/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[0];
};

test.describe("Updates on your mobile", () => {
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("a Hindi receiver at 390 px subscribes by SMS with the code, then stops all at /hi/alerts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = phoneOf(1);
    const response = await visit(page, "/hi/track-shipment-v2/LR123456789");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const section = page.getByRole("region", { name: "अपने मोबाइल पर अपडेट पाएँ" });
    await expect(section).toContainText("Sahyadri Interlink Logistics");
    await section.getByRole("textbox", { name: "आपका मोबाइल नंबर" }).fill(`+91 ${phone}`);
    await section.getByRole("radio", { name: "SMS" }).check();
    await section.getByRole("button", { name: "मुझे अपडेट भेजें" }).click();
    const code = section.getByRole("textbox", { name: "SMS से भेजा गया 6 अंकों का कोड" });
    await expect(code).toBeFocused();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/phone-alerts-hi-390.png", fullPage: false });
    await expectNoAxeViolations(page);

    const sms = await fake.nextSms(phone, 30_000);
    await code.fill(codeIn(sms.text));
    await section.getByRole("button", { name: "कन्फ़र्म करें" }).click();
    await expect(section.getByRole("status")).toContainText("हो गया");

    await section.getByRole("link", { name: "इन अपडेट को बदलें या बंद करें" }).click();
    await expect(page).toHaveURL(/\/hi\/alerts\/[A-Za-z0-9_-]{30}$/);
    await expect(page.getByRole("main")).toContainText("LR123456789");
    await expect(page.getByRole("main")).not.toContainText(phone);
    await page.getByRole("button", { name: "सभी मैसेज बंद करें" }).click();
    await expect(page.getByRole("main")).toContainText("बंद हो गया");
    await expectNoAxeViolations(page);
  });
});

test.describe("An unknown /alerts link", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("an unknown /alerts link says so calmly, never cached", async ({ page }) => {
    const response = await page.goto("/alerts/AbCdEfGhIjKlMnOpQrStUvWxYz0123");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("main")).toContainText("We could not find updates for this link.");
  });
});

test.describe("Updates on your mobile with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("the code step posts to the page and answers there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const phone = phoneOf(2);
    await page.goto("/track-shipment-v2/LR123456789");
    const section = page.getByRole("region", { name: "Get updates on your mobile" });
    await section.getByRole("textbox", { name: "Your mobile number" }).fill(phone);
    await section.getByRole("button", { name: "Send me updates" }).click();
    const code = section.getByRole("textbox", { name: "The 6-digit code we sent by SMS" });
    await expect(code).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/phone-alerts-en-1280.png" });
    const sms = await fake.nextSms(phone, 30_000);
    await code.fill(codeIn(sms.text));
    await section.getByRole("button", { name: "Confirm" }).click();
    await expect(section.getByRole("status")).toContainText("Done: we will send updates to");
  });
});
