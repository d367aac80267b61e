import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";
import { openMessageFake, type MessageFake } from "./message-fake";

/**
 * A request raised with a mobile number and SMS updates in place of an
 * e-mail address (CONTRACT.md "Messages by SMS and WhatsApp", "consent"):
 * the code really goes out through the outbox to the local fake of MSG91,
 * the visitor types it on the raised page, the ticket's page confirms it,
 * and the request's receipt follows by SMS in the page's language.
 */

/** A number of this run's own: each number gets 3 codes an hour. */
const phoneOf = (seed: number) => `97${String((Date.now() + seed) % 100_000_000).padStart(8, "0")}`;
/** The code of an SMS that also names the ticket (whose number ends in 6 digits too). */
const codeIn = (text: string, number: string) => {
  const match = text.replace(number, "").match(/(?<!\d)\d{6}(?!\d)/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[0];
};

const DESCRIPTION = "No update on my parcel for five days, and the branch phone is not answered.";

test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

test.describe("A request with SMS updates instead of an e-mail address", () => {
  // The fake's port is one spec's at a time: waiting for it counts in the test's time.
  test.describe.configure({ timeout: 150_000 });
  let fake: MessageFake;
  test.beforeEach(async ({ page }) => {
    fake = await openMessageFake();
    await page.emulateMedia({ reducedMotion: "reduce" });
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("in Hindi at 390 px: raised without an e-mail, the code typed, the receipt by SMS", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = phoneOf(1);
    await visit(page, "/hi/support/request");
    // With SMS on, the address is not marked required, and the form says why.
    await expect(page.getByLabel("ईमेल पता")).not.toHaveAttribute("required");
    await page.getByLabel("देर हो रही है, या कोई अपडेट नहीं").check();
    await page.getByLabel("LR नंबर").fill("LR123456789");
    await page.getByLabel("आपका नाम").fill("सुनीता जाधव");
    await page.getByLabel("मोबाइल नंबर").fill(`+91 ${phone}`);
    await page.getByLabel("क्या हुआ?").fill(DESCRIPTION);
    // Neither an address nor the box: the address is asked for beside its field.
    await page.getByRole("button", { name: "मेरी रिक्वेस्ट दर्ज करें" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("ईमेल पता")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("checkbox", { name: /SMS से भेजें/ }).check();
    // With the box, the address is no longer asked for.
    await expect(page.getByLabel("ईमेल पता")).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("ईमेल पता").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/ticket-sms-form-hi-390.png" });
    await page.getByRole("button", { name: "मेरी रिक्वेस्ट दर्ज करें" }).click();

    await expect(page.getByRole("heading", { name: "आपकी रिक्वेस्ट दर्ज हो गई है" })).toBeVisible();
    const number = (await page.getByTestId("ticket-number").textContent())!.trim();
    expect(number).toMatch(/^SIL-\d{4}-\d{6}$/);
    await expect(page.getByRole("main")).toContainText("यह नंबर संभालकर रखें");
    await expect(page.getByRole("main")).not.toContainText("ईमेल कर दिया है");
    const section = page.getByRole("region", { name: "अपने SMS अपडेट की पुष्टि करें" });
    await expect(section).toContainText(phone.slice(-3));
    await expect(section).not.toContainText(phone);
    await expectNoAxeViolations(page);

    const sms = await fake.nextSms(phone, 30_000);
    expect(sms.text).toContain(`${number} के लिए आपका कोड`);
    await section
      .getByRole("textbox", { name: "SMS से भेजा गया 6 अंकों का कोड" })
      .fill(codeIn(sms.text, number));
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/ticket-sms-hi-390.png" });
    await section.getByRole("button", { name: "कन्फ़र्म करें" }).click();

    // The ticket's own page answers, with the updates on.
    await expect(page).toHaveURL(new RegExp(`/hi/support/ticket/${number}\\?t=`));
    const done = page.getByRole("region", { name: "अपने मोबाइल पर अपडेट पाएँ" });
    await expect(done.getByRole("status")).toContainText("हो गया");
    await expectNoAxeViolations(page);

    const receipt = await fake.nextSms(phone, 30_000);
    expect(receipt.text).toContain(`आपकी रिक्वेस्ट ${number} दर्ज हो गई है`);
    expect(receipt.text).toContain(`/hi/support/ticket/${number}`);
  });
});

test.describe("A request with SMS updates, JavaScript off", () => {
  // The refused post is a 400, which the browser logs.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });
  test.describe.configure({ timeout: 150_000 });
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("the server asks for an address or the box, then a wrong code, a new code and the right one", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const phone = phoneOf(2);
    await page.goto("/support/request");
    await page.getByLabel("Late, or no update").check();
    await page.getByLabel("LR number").fill("LR123456789");
    await page.getByLabel("Your name").fill("Sunita Jadhav");
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByLabel("What happened?").fill(DESCRIPTION);
    await page.getByRole("button", { name: "Raise my request" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check your request");
    await expect(page.locator("#support-ticket-email-error")).toHaveText(
      "Enter your email address, like name@example.com.",
    );
    // What was typed is kept.
    await expect(page.getByLabel("What happened?")).toHaveValue(DESCRIPTION);
    await page.getByLabel("E-mail address").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/ticket-sms-form-en-1280.png" });
    await page.getByRole("checkbox", { name: /Send me updates about this request by SMS/ }).check();
    await page.getByRole("button", { name: "Raise my request" }).click();

    await expect(page.getByRole("heading", { name: "Your request is raised" })).toBeVisible();
    const number = (await page.getByTestId("ticket-number").textContent())!.trim();
    const section = page.getByRole("region", { name: "Confirm your SMS updates" });
    await page.screenshot({ path: "/work/shots/ticket-sms-raised-en-1280.png" });
    const first = await fake.nextSms(phone, 30_000);
    expect(first.text).toContain(`your code for ${number} is`);
    const wrong = codeIn(first.text, number) === "000000" ? "111111" : "000000";
    await section.getByRole("textbox", { name: "The 6-digit code we sent by SMS" }).fill(wrong);
    await section.getByRole("button", { name: "Confirm" }).click();

    // The ticket's page, at the code step, says what went wrong and keeps the number hidden.
    await expect(page).toHaveURL(new RegExp(`/support/ticket/${number}\\?t=`));
    const onTicket = page.getByRole("region", { name: "Get updates on your mobile" });
    await expect(onTicket).toContainText("This code is not right. You can try 4 more times.");
    await onTicket.getByRole("button", { name: "Send a new code" }).click();
    await expect(onTicket).toContainText("We sent a new code by SMS to");
    const second = await fake.nextSms(phone, 30_000);
    await onTicket
      .getByRole("textbox", { name: "The 6-digit code we sent by SMS" })
      .fill(codeIn(second.text, number));
    await onTicket.getByRole("button", { name: "Confirm" }).click();
    await expect(onTicket.getByRole("status")).toContainText("Done: we will send updates to");
    const receipt = await fake.nextSms(phone, 30_000);
    expect(receipt.text).toContain(`we have your request ${number}`);
  });
});
