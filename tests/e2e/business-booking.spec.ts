import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";
import type { Page } from "@playwright/test";

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };

async function signIn(page: Page, prefix = "") {
  await page.goto(`${prefix}/business/login`);
  await page.locator("#field-email").fill(OWNER.email);
  await page.locator("#field-password").fill(OWNER.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(new RegExp(`${prefix}/business$`));
}

for (const { prefix, words } of [
  {
    prefix: "",
    words: {
      check: "Check and estimate",
      confirm: "Confirm booking",
      name: "Enter the consignee's name.",
      done: "Booking confirmed",
    },
  },
  {
    prefix: "/hi",
    words: {
      check: "जाँचें और अनुमान देखें",
      confirm: "बुकिंग पक्की करें",
      name: "पाने वाले का नाम लिखें।",
      done: "बुकिंग पक्की हो गई",
    },
  },
]) {
  test(`books one shipment after its mistakes${prefix ? ` in ${prefix.slice(1)}` : ""}`, async ({
    page,
  }) => {
    await signIn(page, prefix);
    const response = await page.goto(`${prefix}/business/book`);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await page.locator("#field-consignee_phone").fill("+91 98220 12345");
    await page.locator("#field-consignee_pincode").fill("4110");
    await page.getByRole("button", { name: words.check }).click();
    await expect(page.getByText(words.name)).toBeVisible();
    // What was typed stays.
    await expect(page.locator("#field-consignee_phone")).toHaveValue("+91 98220 12345");
    await expectNoAxeViolations(page, STAFF_AXE);

    await page.locator("#field-consignee_name").fill("रमेश ट्रेडर्स");
    await page.locator("#field-consignee_address").fill("Shop 4, MG Road, Pune");
    await page.locator("#field-consignee_pincode").fill("411001");
    await page.locator("#field-weight_kg").fill("12.5");
    await page.locator("#field-length_cm").fill("40");
    await page.locator("#field-breadth_cm").fill("30");
    await page.locator("#field-height_cm").fill("30");
    await page.locator("#field-declared_value").fill("12000");
    await page.locator("#field-invoice_no").fill("INV-1");
    await page.locator("#field-payment_mode").selectOption("paid");
    await page.getByRole("button", { name: words.check }).click();
    await expect(page.locator("#estimate-heading")).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.getByRole("button", { name: words.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.done })).toBeVisible();
    const lr = await page
      .getByRole("link", { name: /SB\d{10}/ })
      .first()
      .textContent();
    expect(lr).toMatch(/^SB\d{10}$/);
    await expect(page.getByRole("link", { name: /PDF/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    const tracking = await page.request.get(`/api/order/web/tracking/${lr}`);
    expect(tracking.status()).toBe(200);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form still checks and keeps what was typed", async ({ page }) => {
    await signIn(page);
    await page.goto("/business/book");
    await page.locator("#field-consignee_name").fill("No Script Traders");
    await page.getByRole("button", { name: "Check and estimate" }).click();
    await expect(page.getByText("Enter the consignee's address.")).toBeVisible();
    await expect(page.locator("#field-consignee_name")).toHaveValue("No Script Traders");
  });
});

const HEADER =
  "pickup_address,consignee_name,consignee_phone,consignee_address,consignee_pincode,service,package_count,weight_kg,length_cm,breadth_cm,height_cm,declared_value,invoice_no,ewb_no,payment_mode,cod_amount,client_ref,delivery_slot,address_type,consignee_updates,consignee_language";
const row = (ref: string, pincode = "411001") =>
  `,Ramesh,9822012345,MG Road,${pincode},ptl,2,10,40,30,30,5000,INV-${ref},,paid,,${ref},,office`;

test("uploads a file with mistakes, sees them, fixes it and books", async ({ page }) => {
  await signIn(page);
  await page.goto("/business/book/upload");
  const stamp = Date.now().toString(36).toUpperCase();
  await page.locator("#field-file").setInputFiles({
    name: "june.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([HEADER, row(`${stamp}-1`), row(`${stamp}-2`, "12")].join("\r\n")),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("1 mistake(s) found")).toBeVisible();
  await expect(page.getByRole("cell", { name: "consignee_pincode" })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download the wrong rows/ }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(file, "utf8")).toContain(",error");

  await page.locator("#field-file").setInputFiles({
    name: "june.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([HEADER, row(`${stamp}-1`), row(`${stamp}-2`)].join("\r\n")),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("2 shipment(s) ready to book")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  await page.getByRole("button", { name: "Book 2 shipments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: /SB\d{10}/ })).toHaveCount(2);
});
