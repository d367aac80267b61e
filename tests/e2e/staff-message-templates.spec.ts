import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { open, test } from "./staff";

/**
 * The texts the company registers with the DLT portal and with Meta, from
 * the console's navigation, in each language, ready to copy
 * (docs/decisions/046-sms-and-whatsapp.md).
 */
test.describe("Message templates (/staff/messages/templates)", () => {
  test("as ops: every template to register, from the navigation, with its text, values and ids", async ({
    page,
    signInAs,
  }) => {
    await signInAs("ops");
    await open(page, "/staff");
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Message templates" })
      .click();
    await expect(page).toHaveURL(/\/staff\/messages\/templates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();

    const booked = page.getByRole("article", { name: "Shipment booked" }).first();
    await expect(booked.getByRole("heading", { level: 4 })).toHaveText([
      "English",
      "Hindi",
      "Marathi",
    ]);
    const hindi = booked.locator("pre[lang=hi]");
    await expect(hindi).toContainText("शिपमेंट {#var#} बुक हो गया है।");
    await expect(hindi).toContainText(/https?:\/\/[^/\s]+\/hi\/track-shipment-v2\/\{#var#\}/);
    await expect(booked).toContainText("PLACEHOLDER-booked-hi (placeholder: not registered yet)");
    await expect(booked.getByRole("listitem").first()).toHaveText(
      "LR number, at most 20 characters",
    );

    const optIn = page.getByRole("article", { name: "WhatsApp opt-in" });
    await expect(optIn).toContainText("sil_whatsapp_opt_in");
    await expect(optIn.locator("pre[lang=mr]")).toContainText("{{1}}");
    await expectNoAxeViolations(page, STAFF_AXE);
  });
});
