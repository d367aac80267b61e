import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { openMessageFake, type MessageFake } from "./message-fake";
import { open, test } from "./staff";
import { E2E_SMS_CALLBACK_SECRET } from "../support/e2e-messages";

/**
 * /staff/messages end to end (docs/decisions/047-messages.md "Sending"): a
 * test message queued by the admin goes through the server's outbox to the
 * local fake of MSG91 and Meta's Cloud API, whose callbacks move it on; a
 * refused WhatsApp message falls back once to SMS; a failed SMS is retried.
 */
test.describe("Messages (/staff/messages)", () => {
  // A refused form (bad number, a retry of a message no longer failed) answers 400 or 409.
  test.use({
    expectedConsoleErrors:
      /Failed to load resource: the server responded with a status of 4(00|09)/,
  });
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  /** A number of this run's own: its last 4 digits name its row in the list. */
  const aPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const masked = (phone: string) => `•••• ${phone.slice(-4)}`;

  test("as admin: a test SMS delivered, a refused WhatsApp message and its SMS, a retry", async ({
    page,
    signInAs,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs("admin");
    await open(page, "/staff");
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Messages", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

    const send = async (phone: string, channel: "SMS" | "WhatsApp", language = "English") => {
      const form = page.getByRole("form", { name: "Send a test message" });
      await form.getByLabel("Mobile number").fill(phone);
      await form.getByLabel("Channel").selectOption({ label: channel });
      await form.getByLabel("Language").selectOption({ label: language });
      await form.getByRole("button", { name: "Send the test message" }).click();
      await expect(page.getByRole("status")).toContainText(`A test ${channel} is queued`);
    };
    const row = (channel: "SMS" | "WhatsApp", phone: string) =>
      page
        .getByRole("list", { name: "Messages" })
        .getByRole("listitem")
        .filter({ hasText: `${channel}: Shipment booked to ${masked(phone)}` });
    const expectState = async (channel: "SMS" | "WhatsApp", phone: string, state: string) => {
      await expect(async () => {
        await open(page, "/staff/messages");
        await expect(row(channel, phone).locator("strong[data-state]")).toHaveText(state, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 30_000 });
    };

    // A bad number is refused beside its field, what was typed kept.
    await page
      .getByRole("form", { name: "Send a test message" })
      .getByLabel("Mobile number")
      .fill("12345");
    await page.getByRole("button", { name: "Send the test message" }).click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number.")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue("12345");

    // A test SMS reaches MSG91 with the booked text; its report says delivered.
    const smsPhone = aPhone();
    await send(smsPhone, "SMS", "Hindi");
    const sms = await fake.nextSms(smsPhone);
    expect(sms.text).toMatch(
      /शिपमेंट LR123456789 बुक हो गया है। ट्रैक करें: \S+\/hi\/track-shipment-v2\/LR123456789 /,
    );
    const report = await fake.postSmsReport(
      `${baseURL}/api/messages/status/sms/${E2E_SMS_CALLBACK_SECRET}`,
      { requestId: sms.requestId, number: `91${smsPhone}`, state: "delivered" },
    );
    expect(report.status).toBe(200);
    await expectState("SMS", smsPhone, "Delivered");

    // A WhatsApp message Meta refuses: failed, in Meta's words, and its one SMS arrives.
    const waPhone = aPhone();
    fake.next("whatsapp", "refuse");
    await send(waPhone, "WhatsApp");
    const fallback = await fake.nextSms(waPhone);
    expect(fallback.text).toContain("shipment LR123456789 is booked");
    await expectState("WhatsApp", waPhone, "Failed");
    await expect(row("WhatsApp", waPhone)).toContainText("131026");
    await expect(row("SMS", waPhone)).toContainText("in place of a failed WhatsApp message");

    // A refused SMS is retried from the list and goes.
    const retryPhone = aPhone();
    fake.next("sms", "refuse");
    await send(retryPhone, "SMS");
    await expectState("SMS", retryPhone, "Failed");
    await expect(row("SMS", retryPhone)).toContainText("Invalid mobile number");
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "/work/shots/staff-messages.png", fullPage: true });
    await row("SMS", retryPhone)
      .getByRole("button", { name: /^Retry/ })
      .click();
    await expect(page.getByRole("status")).toContainText("back in the queue");
    await fake.nextSms(retryPhone);
    await expectState("SMS", retryPhone, "Sent");

    // Its own page shows the whole number, to staff.
    await row("SMS", retryPhone).getByRole("link").first().click();
    await expect(page.getByText(retryPhone, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
  });
});

test.describe("Messages (/staff/messages) with JavaScript off", () => {
  test.use({
    javaScriptEnabled: false,
    expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
  });
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("an admin sends a test SMS, filters the failed ones by the URL and retries one", async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await signInAs("admin");
    await open(page, "/staff/messages", { js: false });
    const form = page.getByRole("form", { name: "Send a test message" });

    // A bad number: the page answers with the message beside the field, the typing kept.
    await form.getByLabel("Mobile number").fill("98765");
    await form.getByRole("button", { name: "Send the test message" }).click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number.")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue("98765");

    fake.next("sms", "refuse");
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Send the test message" }).click();
    await expect(page.getByRole("status")).toContainText("A test SMS is queued");

    const row = page
      .getByRole("list", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: `SMS: Shipment booked to •••• ${phone.slice(-4)}` });
    await expect(async () => {
      await open(page, "/staff/messages?state=failed&channel=sms", { js: false });
      await expect(row.locator("strong[data-state]")).toHaveText("Failed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // The filter is the URL's: every row shown is a failed SMS.
    const states = await page
      .getByRole("list", { name: "Messages" })
      .locator("strong[data-state]")
      .allTextContents();
    expect(new Set(states)).toEqual(new Set(["Failed"]));

    await row.getByRole("button", { name: /^Retry/ }).click();
    await expect(page.getByRole("status")).toContainText("back in the queue");
    const sent = await fake.nextSms(phone);
    expect(sent.template.event).toBe("booked");
  });
});
