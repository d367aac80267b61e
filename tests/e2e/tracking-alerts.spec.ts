import { expectNoAxeViolations, expect, test, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";

const failedResource = /Failed to load resource: the server responded with a status of 400/;

test.describe("Get updates by e-mail", () => {
  test.use({ expectedConsoleErrors: failedResource });

  test("asks for a confirmation; a bad address is answered under the field, as typed", async ({
    page,
  }, info) => {
    await useOwnAddress(page, info);
    const response = await visit(page, "/track-shipment-v2/LR123456789");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const section = page.getByRole("region", { name: "Get updates by e-mail" });
    const email = section.getByRole("textbox", { name: "Your e-mail address" });
    await email.fill("asha@");
    await section.getByRole("button", { name: "Send me updates" }).click();
    await expect(
      section.getByText("Enter your email address, like name@example.com."),
    ).toBeVisible();
    await expect(email).toHaveValue("asha@");
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill(`asha.${info.project.name}@example.org`);
    await section.getByRole("button", { name: "Send me updates" }).click();
    await expect(page).toHaveURL(/\/track-shipment-v2\/LR123456789\?alerts=sent#alerts$/);
    await expect(section.getByRole("status")).toContainText("Check your inbox");
    await expectNoAxeViolations(page);
  });

  test("is not offered for a delivered shipment", async ({ page }) => {
    await visit(page, "/track-shipment-v2/SI20254567");
    await expect(page.getByRole("region", { name: "Tracking History" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Get updates by e-mail" })).toHaveCount(0);
  });

  test("a confirmation or unsubscribe link that is unknown says so calmly, never cached", async ({
    page,
  }) => {
    for (const [path, text] of [
      ["/tracking-alerts/confirm?t=nothing-here", "This confirmation link has expired"],
      ["/tracking-alerts/unsubscribe?t=nothing-here", "These updates are already stopped"],
    ] as const) {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("main")).toContainText(text);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("Get updates by e-mail with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: failedResource });

  test("the form posts to the page and answers there", async ({ page }, info) => {
    await useOwnAddress(page, info);
    await page.goto("/track-shipment-v2/LR555555555");
    const section = page.getByRole("region", { name: "Get updates by e-mail" });
    await section
      .getByRole("textbox", { name: "Your e-mail address" })
      .fill(`nojs.${info.project.name}@example.org`);
    await section.getByRole("button", { name: "Send me updates" }).click();
    await expect(page).toHaveURL(/\/track-shipment-v2\/LR555555555\?alerts=sent#alerts$/);
    await expect(section).toContainText("Check your inbox");
  });
});

/**
 * Asking again for the same shipment and address while its
 * confirmation waits sends nothing and says the link was already sent, in
 * the page's language, with JavaScript and without.
 */
const alreadySent = {
  en: "We already sent a link to confirm to this address less than an hour ago.",
  hi: "हमने इस ईमेल पते पर कन्फ़र्म करने का लिंक एक घंटे से कम समय पहले ही भेज दिया है।",
  mr: "या ईमेल पत्त्यावर कन्फर्म करण्याची लिंक आम्ही एका तासापेक्षा कमी वेळापूर्वीच पाठवली आहे.",
};
const regionNames = {
  en: "Get updates by e-mail",
  hi: "ईमेल पर अपडेट पाएँ",
  mr: "ईमेलवर अपडेट मिळवा",
};
const submitNames = { en: "Send me updates", hi: "मुझे अपडेट भेजें", mr: "मला अपडेट पाठवा" };

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Asking again for the same address, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of ["en", "hi", "mr"] as const) {
      test(`says the link was already sent (${lang})`, async ({ page }, info) => {
        await useOwnAddress(page, info);
        const prefix = lang === "en" ? "" : `/${lang}`;
        const address = `again.${lang}.${javaScriptEnabled}.${info.project.name}.${Date.now()}@example.org`;
        const ask = async () => {
          const section = page.getByRole("region", { name: regionNames[lang] });
          await section.getByRole("textbox").fill(address);
          await section.getByRole("button", { name: submitNames[lang] }).click();
          return section;
        };
        const open = (path: string) => (javaScriptEnabled ? visit(page, path) : page.goto(path));
        await open(`${prefix}/track-shipment-v2/LR000000000`);
        await ask();
        await expect(page).toHaveURL(/\?alerts=sent#alerts$/);

        await open(`${prefix}/track-shipment-v2/LR000000000`);
        const section = await ask();
        await expect(page).toHaveURL(
          new RegExp(`^[^?]*${prefix}/track-shipment-v2/LR000000000\\?alerts=already-sent#alerts$`),
        );
        await expect(section.getByRole("status")).toContainText(alreadySent[lang]);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    }
  });
}
