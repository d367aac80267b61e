import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { useOwnAddress } from "./form-helpers";

/**
 * A résumé over the body limit (7 MB) sent without
 * JavaScript used to meet the host's limit before the page, answering a raw
 * JSON 413 in English and losing the form. The page answers now: in its
 * own language, beside the file field, with everything else kept.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

const TOO_LARGE = {
  en: "Your résumé is larger than 5 MB. Please choose a smaller file.",
  hi: "आपका रिज़्यूमे 5 MB से बड़ा है। कृपया छोटी फ़ाइल चुनें।",
};
const SEVEN_MB = Buffer.alloc(7 * 1024 * 1024, 0x41);
SEVEN_MB.write("%PDF-1.4\n", 0);

test.describe("a 7 MB résumé with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 413/ });

  for (const lang of ["en", "hi"] as const) {
    test(`is refused beside the file field in ${lang}, with everything typed kept`, async ({
      page,
    }, testInfo) => {
      await page.goto("/join-us/career");
      const href = await page
        .getByRole("link", { name: /^Apply Now:/ })
        .first()
        .getAttribute("href");
      const applyPath = `${lang === "en" ? "" : `/${lang}`}${href}`;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(applyPath);

      const form = page.locator("form#job-application");
      const field = (name: string) => form.locator(`[name="${name}"]`);
      const typed: Record<string, string> = {
        "basicInformation.name": "आशा Patil",
        "basicInformation.email": "asha.large@example.org",
        "basicInformation.number": "+91 98765 43210",
        "basicInformation.location": "Vasai, Maharashtra",
        "jobRelatedInformation.cover_letter": "मैंने छह साल 40 ट्रकों का बेड़ा चलाया है।",
        "professionalInformation.experience_years": "6",
        "professionalInformation.current_jobtitle": "Fleet Supervisor",
        "logistics.current_salary": "₹4.8 lakh a year",
        "logistics.expected_salary": "₹6 lakh a year",
      };
      for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
      await field("professionalInformation.skills").fill("Fleet Management, Excel");
      await field("resume_file").setInputFiles({
        name: "Asha CV.pdf",
        mimeType: "application/pdf",
        buffer: SEVEN_MB,
      });

      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(response.status()).toBe(413);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      await page.waitForLoadState();

      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // The message is the file field's own, named by it (aria-describedby) and shown beside it.
      const resume = field("resume_file");
      await expect(resume).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await resume.getAttribute("aria-describedby")) ?? "";
      const beside = page.locator(
        describedBy
          .split(/\s+/)
          .map((id) => `[id="${id}"]`)
          .join(","),
      );
      await expect(beside.filter({ hasText: TOO_LARGE[lang] })).toHaveCount(1);
      for (const [name, value] of Object.entries(typed))
        await expect(field(name)).toHaveValue(value);
      await expect(page.getByText("The request is too large.")).toHaveCount(0);

      const dir = process.env.SCREENSHOT_DIR ?? testInfo.outputPath();
      mkdirSync(dir, { recursive: true });
      await resume.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `apply-7mb-no-js-${lang}-390.png`) });
    });
  }
});
