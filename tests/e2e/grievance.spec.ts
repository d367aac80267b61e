import type { Page } from "@playwright/test";
import { company } from "@core/content/company";
import { localizePath, type Lang } from "@core/i18n";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

/**
 * The grievance officer's page (CONTRACT.md "Customer care"): in
 * English, Hindi and Marathi it names the officer with e-mail and phone
 * links, the three steps from customer care to the consumer commission, the
 * promises and the claim limit, and the footer of every page links to it.
 */
const officer = company.grievanceOfficer;

const words: Record<
  Lang,
  { officer: string; steps: string[]; raise: string; hours: string; days: string }
> = {
  en: {
    officer: "Grievance Officer",
    steps: ["Customer care", "Grievance officer", "Consumer commission"],
    raise: "Raise a request",
    hours: "within 48 hours",
    days: "within 30 days",
  },
  hi: {
    officer: "शिकायत अधिकारी",
    steps: ["ग्राहक सहायता", "शिकायत अधिकारी", "उपभोक्ता आयोग"],
    raise: "रिक्वेस्ट दर्ज करें",
    hours: "48 घंटे के अंदर",
    days: "30 दिन के अंदर",
  },
  mr: {
    officer: "तक्रार अधिकारी",
    steps: ["ग्राहक सहाय्य", "तक्रार अधिकारी", "ग्राहक आयोग"],
    raise: "विनंती नोंदवा",
    hours: "48 तासांच्या आत",
    days: "30 दिवसांच्या आत",
  },
};

/** The escalation steps: the ordered list whose items are headed (the breadcrumb is a list too). */
const stepsOf = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

for (const [lang, w] of Object.entries(words) as [Lang, (typeof words)[Lang]][]) {
  const path = localizePath(lang, "/grievance");

  test.describe(path, () => {
    test("names the officer, the three steps, the promises and the claim limit", async ({
      page,
    }) => {
      await visit(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(w.officer);
      await expect(main.getByText(officer.name, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole("link", { name: officer.email })).toHaveAttribute(
        "href",
        `mailto:${officer.email}`,
      );
      await expect(main.getByRole("link", { name: officer.phone.display })).toHaveAttribute(
        "href",
        `tel:${officer.phone.tel}`,
      );

      const steps = stepsOf(page);
      expect(await steps.evaluate((list) => list.tagName)).toBe("OL");
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText(w.steps);
      await expect(steps.getByRole("link", { name: w.raise })).toHaveAttribute(
        "href",
        localizePath(lang, "/support/request"),
      );
      await expect(steps.getByRole("link", { name: "1915" })).toHaveAttribute("href", "tel:1915");

      await expect(main).toContainText(w.hours);
      await expect(main).toContainText(w.days);
      await expect(main).toContainText("₹5,000");
      await expect(
        main.locator(`a[href="${localizePath(lang, "/terms-and-conditions")}"]`),
      ).toBeVisible();
    });

    test("passes the accessibility scan", async ({ page }) => {
      await visit(page, path);
      await expectNoAxeViolations(page);
    });

    test("is reached from the home page's footer", async ({ page }) => {
      await visit(page, localizePath(lang, "/"));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: w.officer, exact: true })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.officer);
    });
  });
}
