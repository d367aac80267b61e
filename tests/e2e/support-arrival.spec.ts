import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";

/**
 * After raising a request, the card with the ticket number is in view and
 * focused, with and without JavaScript; after a reply on the ticket's page
 * the box is empty and the "sent" note is in view and focused
 * (app/components/ui/use-arrival-focus.ts). In English and Hindi.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

let emailNo = 0;
const email = () => `arrival.e2e.${Date.now()}.${++emailNo}@example.org`;

const WORDS = {
  en: {
    prefix: "",
    category: "Damaged or short",
    lr: "LR number",
    name: "Your name",
    phone: "Mobile number",
    email: "E-mail address",
    what: "What happened?",
    value: "Value of the goods (₹)",
    submit: "Raise my request",
    ticketNumber: "Ticket number",
    contact: "E-mail address or mobile number",
    show: "Show my request",
    reply: "Your reply",
    send: "Send reply",
  },
  hi: {
    prefix: "/hi",
    category: "खराब या सामान कम",
    lr: "LR नंबर",
    name: "आपका नाम",
    phone: "मोबाइल नंबर",
    email: "ईमेल पता",
    what: "क्या हुआ?",
    value: "सामान की कीमत (₹)",
    submit: "मेरी रिक्वेस्ट दर्ज करें",
    ticketNumber: "टिकट नंबर",
    contact: "ईमेल पता या मोबाइल नंबर",
    show: "मेरी रिक्वेस्ट दिखाएँ",
    reply: "आपका जवाब",
    send: "जवाब भेजें",
  },
};
type Words = (typeof WORDS)["en"];

/**
 * The element lies wholly inside the viewport once the page has settled: on
 * a loaded machine the anchor's jump can be measured before the stylesheet
 * and fonts have laid the page out, as a visitor would never see it.
 */
async function expectInView(page: Page, element: Locator) {
  await expect(async () => {
    const box = (await element.boundingBox())!;
    const { height } = page.viewportSize()!;
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(box.y, `top of the element, scrolled ${scrolled}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `foot of the element, scrolled ${scrolled}`).toBeLessThanOrEqual(
      height,
    );
  }).toPass({ timeout: 5_000 });
}

async function raise(page: Page, w: Words) {
  await page.getByLabel(w.category).check();
  await page.getByLabel(w.lr).fill("LR123456789");
  await page.getByLabel(w.name).fill("Asha Patil");
  await page.getByLabel(w.phone).fill("98765 43210");
  await page.getByLabel(w.email).fill(email());
  await page.getByLabel(w.what).fill("The carton arrived torn and two jars were broken.");
  await page.getByLabel(w.value).fill("2500");
  // A visitor who has filled the form has the page's fonts by now; the page after the
  // redirect then lays out once. (On a loaded machine the Devanagari face could arrive
  // after the jump to #raised and move the card below the fold.)
  await page.evaluate(() => document.fonts.ready);
  // As a visitor on a phone: the button is at the foot of a long page.
  await page.getByRole("button", { name: w.submit }).click();
}

for (const lang of ["en", "hi"] as const)
  test(`the ticket number is in view and focused after raising, then a reply empties its box: ${lang}`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    await visit(page, `${w.prefix}/support/request`);
    await raise(page, w);
    const card = page.locator("#raised");
    await expect(card).toBeFocused();
    await expect(card.getByTestId("ticket-number")).toHaveText(/^SIL-\d{4}-\d{6}$/);
    await expectInView(page, card);

    // The ticket's page, found by its number as the visitor would.
    const number = (await card.getByTestId("ticket-number").textContent())!.trim();
    await page.goto(`${w.prefix}/support/ticket`);
    await page.getByLabel(w.ticketNumber).fill(number);
    await page.getByLabel(w.contact).fill("9876543210");
    await page.getByRole("button", { name: w.show }).click();
    await expect(page.getByLabel(w.reply)).toBeVisible();

    for (const text of ["The box is with me if you want to see it.", "I can send more photos."]) {
      await page.getByLabel(w.reply).fill(text);
      await page.getByRole("button", { name: w.send }).click();
      await expect(page.locator("main ol").getByText(text)).toBeVisible();
      const note = page.locator("#done");
      await expect(note).toBeFocused();
      await expect(note).toHaveAttribute("role", "status");
      await expectInView(page, note);
      await expect(page.getByLabel(w.reply)).toHaveValue("");
    }
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "hi"] as const)
    test(`the redirect brings the ticket number into view: ${lang}`, async ({ page }) => {
      const w = WORDS[lang];
      await page.goto(`${w.prefix}/support/request`);
      await raise(page, w);
      await expect(page).toHaveURL(/#raised$/);
      const card = page.locator("#raised");
      await expect(card.getByTestId("ticket-number")).toHaveText(/^SIL-\d{4}-\d{6}$/);
      await expectInView(page, card);
    });
});
