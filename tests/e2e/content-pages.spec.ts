import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Spec section 2: help centre, testimonials, privacy policy and terms. */

/** The help centre's questions, in page order, as the visitor reads them. */
async function questionsOf(page: Page) {
  const headings = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(headings).toHaveCount(8);
  return headings.allTextContents();
}

/** A question's button: the <summary> holding its heading (<summary> has no ARIA role to find it by). */
function questionButton(page: Page, name: string) {
  return page
    .getByRole("main")
    .locator("summary")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** A question's answer, by its place under the question. */
function answerTo(page: Page, name: string) {
  return page
    .getByRole("main")
    .locator("details")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("summary + *");
}

test.describe("help centre (/support)", () => {
  const categories = [
    ["Shipment Status", 4],
    ["Destination and Contact Details", 2],
    ["Returns & Refunds", 2],
  ] as const;

  test("has three categories with 4, 2 and 2 questions", async ({ page }) => {
    await visit(page, "/support");
    const main = page.getByRole("main");
    for (const [title, count] of categories) {
      const category = main.getByRole("region", { name: title });
      await expect(category.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(category.getByRole("heading", { level: 3 })).toHaveCount(count);
    }
    await expect(
      main.getByRole("region").filter({ has: page.getByRole("heading", { level: 3 }) }),
    ).toHaveCount(3);
  });

  test("one question is open at a time, by mouse", async ({ page }) => {
    await visit(page, "/support");
    const q = await questionsOf(page);
    for (const name of q) await expect(answerTo(page, name)).toBeHidden();

    await questionButton(page, q[0]!).click();
    await expect(answerTo(page, q[0]!)).toBeVisible();

    await questionButton(page, q[1]!).click();
    await expect(answerTo(page, q[1]!)).toBeVisible();
    await expect(answerTo(page, q[0]!)).toBeHidden();

    // Also across categories.
    await questionButton(page, q[6]!).click();
    await expect(answerTo(page, q[6]!)).toBeVisible();
    await expect(answerTo(page, q[1]!)).toBeHidden();

    await questionButton(page, q[6]!).click();
    await expect(answerTo(page, q[6]!)).toBeHidden();
  });

  test("one question is open at a time, by keyboard", async ({ page }) => {
    await visit(page, "/support");
    const q = await questionsOf(page);

    await questionButton(page, q[2]!).focus();
    await page.keyboard.press("Enter");
    await expect(answerTo(page, q[2]!)).toBeVisible();

    // Tab moves to the next question's button: Space opens it and closes the first.
    await page.keyboard.press("Tab");
    await expect(questionButton(page, q[3]!)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answerTo(page, q[3]!)).toBeVisible();
    await expect(answerTo(page, q[2]!)).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(answerTo(page, q[3]!)).toBeHidden();
  });

  test("says refunds take 5 to 7 working days", async ({ page }) => {
    await visit(page, "/support");
    const refunds = page.getByRole("region", { name: "Returns & Refunds" });
    const answer = refunds.getByText(/5 to 7 working days/);
    await expect(answer).toBeHidden();
    await refunds
      .locator("details")
      .filter({ hasText: /5 to 7 working days/ })
      .locator("summary")
      .click();
    await expect(answer).toBeVisible();
  });

  test("ends with call and e-mail links to support", async ({ page }) => {
    await visit(page, "/support");
    const main = page.getByRole("main");
    const call = main.getByRole("link", { name: /call/i });
    const mail = main.getByRole("link", { name: /support@example\.com/ });
    await expect(call).toHaveAttribute("href", "tel:+919876543210");
    await expect(mail).toHaveAttribute("href", "mailto:support@example.com");
    await expect(call).toBeVisible();
    await expect(mail).toBeVisible();
    // At the bottom: after every question.
    const lastQuestion = main.getByRole("heading", { level: 3 }).last();
    const questionBox = (await lastQuestion.boundingBox())!;
    expect((await call.boundingBox())!.y).toBeGreaterThan(questionBox.y);
    expect((await mail.boundingBox())!.y).toBeGreaterThan(questionBox.y);
  });
});

test("testimonials page shows seven testimonials", async ({ page }) => {
  await visit(page, "/testimonials");
  const list = page.getByRole("region", { name: "Testimonials" });
  const cards = list.getByRole("figure");
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name: /Rated [45] out of 5/ })).toBeVisible();
    await expect(card.getByRole("blockquote")).not.toBeEmpty();
  }
});

test.describe("legal pages", () => {
  test("the privacy policy says when it was last updated", async ({ page }) => {
    await visit(page, "/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated June 26, 2025")).toBeVisible();
  });

  test("the terms state the update date, claim window, liability cap and courts", async ({
    page,
  }) => {
    await visit(page, "/terms-and-conditions");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Terms and Conditions" }),
    ).toBeVisible();
    await expect(main.getByText("Last updated June 26, 2025")).toBeVisible();
    await expect(main.getByText(/within 7 days of delivery/)).toBeVisible();
    await expect(main.getByText(/₹5,000/)).toBeVisible();
    await expect(main.getByText(/Mumbai/)).toBeVisible();
  });
});
