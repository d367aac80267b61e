import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Helpers for the lead form specs: a keyboard-only way through a form, a
 * client address of its own for every test (rate limits are per address; the
 * server believes X-Forwarded-For from a loopback peer), and captcha answers.
 */
let sequence = 0;
export async function useOwnAddress(page: Page, testInfo: TestInfo) {
  sequence += 1;
  const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** A field by its label's exact text; the "*" of a required field is not part of it. */
export function field(page: Page, label: string | RegExp): Locator {
  if (label instanceof RegExp) return page.getByLabel(label);
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

/** Tabs to each field by its label and types (a select picks the option starting with the text). */
export async function typeFields(page: Page, fields: [label: string | RegExp, text: string][]) {
  for (const [label, text] of fields) {
    const target = field(page, label);
    await tabTo(page, target);
    await page.keyboard.type(text);
    await setPickedValue(target, text);
  }
}

/**
 * Chromium 155 emulating a touch screen ignores keystrokes in date and time
 * fields (a phone's visitor picks from the system's picker instead), so
 * there the value the keystrokes stand for is set as the picker would.
 * Keystrokes as typed into the en-US fields: a date MMDDYYYY, a time HHMMAM.
 */
async function setPickedValue(target: Locator, typed: string) {
  const { type, value } = await target.evaluate((el) => ({
    type: (el as HTMLInputElement).type,
    value: (el as HTMLInputElement).value,
  }));
  if (value || !typed) return;
  const date = /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const time = /^(\d{2})(\d{2})(AM|PM)$/i.exec(typed);
  if (type === "date" && date) await target.fill(`${date[3]}-${date[1]}-${date[2]}`);
  else if (type === "time" && time) {
    const hours = (Number(time[1]) % 12) + (time[3]?.toUpperCase() === "PM" ? 12 : 0);
    await target.fill(`${String(hours).padStart(2, "0")}:${time[2]}`);
  }
}

/** The answer to the captcha question shown now. */
export async function captchaAnswer(page: Page): Promise<string> {
  const label = await page
    .getByText(/^What is \d+ \+ \d+\?/)
    .first()
    .innerText();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label)!;
  return String(Number(a) + Number(b));
}

/** A date `days` ahead, as typed into Chromium's en-US date field (MMDDYYYY) and as stored. */
export function dateAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) =>
    String(n).padStart(2, "0"),
  );
  return { typed: `${m}${d}${y}`, iso: `${y}-${m}-${d}` };
}

export const person = {
  name: "Asha Patil",
  email: "asha@example.org",
  phone: "98765 43210",
};

/** The quote form, filled as a visitor would. */
export const quoteFields: [string, string][] = [
  ["Full name", person.name],
  ["Email", person.email],
  ["Phone", person.phone],
  ["Service", "Full"],
  ["Origin", "Pune, Maharashtra"],
  ["Destination", "Delhi, Delhi"],
  ["Notes", "Two pallets, 800 kg."],
];

/** Tabs to the submit button and presses Enter. */
export async function submitByKeyboard(page: Page, name: string | RegExp) {
  await tabTo(page, page.getByRole("button", { name }));
  await page.keyboard.press("Enter");
}

/** The success dialog, open, with its title and text. */
export async function expectSuccessDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  return dialog;
}

/** The error summary above the form, by its title. */
export async function expectSummary(page: Page, title: string, text: string | RegExp) {
  const summary = page.getByRole("heading", { name: title, level: 3 }).locator("..");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(text);
  return summary;
}

/** The franchise form's text fields, filled as a visitor would. */
export const franchiseFields: [string, string][] = [
  ["Full name", "Sunita Deshmukh"],
  ["Company or firm", "Deshmukh Couriers"],
  ["Experience", "6 years"],
  ["Investment capacity", "₹15 lakh"],
  ["Preferred city", "Nashik"],
  ["Contact number", "7012345678"],
  ["Email", "sunita@example.org"],
  ["Address", "12 College Road"],
  ["City", "Nashik"],
  ["State", "Maharashtra"],
  ["PIN code", "422005"],
];

/** The application page of the first open job (the careers form on a page of its own). */
export async function applyPage(request: APIRequestContext) {
  const jobs = (await (await request.get("/api/jobs/active")).json()) as { id: number }[];
  return `/join-us/career/${jobs[0]!.id}/apply`;
}
