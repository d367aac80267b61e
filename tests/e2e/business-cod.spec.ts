import type { Page } from "@playwright/test";
import { acceptInvitation, registerClient, portalNav } from "./business-helpers";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { E2E_OPS_TOKEN } from "./ops";
import { test } from "./staff";

/**
 * COD end to end (CONTRACT.md "Business accounts", "COD"; decision 044): a
 * business of its own (the demo's shipments stay as other specs expect
 * them) books a cod shipment; the ingestion API delivers it with
 * cod_collected; operations record the remittance, a wrong amount first;
 * the business's COD page shows it paid with the bank reference.
 */
const PASSWORD = "cashew groves of sindhudurg";
const SHOTS = "/tmp/shots-cod";

async function bookCod(owner: Page): Promise<string> {
  await portalNav(owner, "Profile");
  await owner.getByLabel("Name of the address").fill("Bhiwandi warehouse");
  await owner.getByLabel("Contact person").fill("Imran Khan");
  await owner.getByLabel("Mobile number").fill("98220 12345");
  await owner.getByRole("textbox", { name: "Address", exact: true }).fill("Gala 4, Rahnal village");
  await owner.getByLabel("PIN code").fill("421302");
  await owner.getByRole("button", { name: "Add address" }).click();
  await expect(owner.getByText("The address is added.")).toBeVisible();

  await owner.goto("/business/book");
  await owner.locator("#field-consignee_name").fill("Shree Ganesh Stores");
  await owner.locator("#field-consignee_phone").fill("98220 22222");
  await owner.locator("#field-consignee_address").fill("Shop 4, MG Road, Pune");
  await owner.locator("#field-consignee_pincode").fill("411001");
  await owner.locator("#field-weight_kg").fill("12.5");
  await owner.locator("#field-length_cm").fill("40");
  await owner.locator("#field-breadth_cm").fill("30");
  await owner.locator("#field-height_cm").fill("30");
  await owner.locator("#field-declared_value").fill("12000");
  await owner.locator("#field-invoice_no").fill("INV-COD-1");
  await owner.locator("#field-payment_mode").selectOption("cod");
  await owner.locator("#field-cod_amount").fill("12000");
  await owner.getByRole("button", { name: "Check and estimate" }).click();
  await owner.getByRole("button", { name: "Confirm booking" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  const lr = await owner
    .getByRole("link", { name: /SB\d{10}/ })
    .first()
    .textContent();
  expect(lr).toMatch(/^SB\d{10}$/);
  return lr!;
}

// The refused amount answers 400, which the browser reports on its console.
test.use({ expectedConsoleErrors: /status of 400/ });

test("a cod shipment delivered with its collection, remitted by operations, shown to the business", async ({
  page,
  browser,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-8);
  const leadId = await registerClient(request, `cod${tag}`);
  await signInAs("sales");
  await visit(page, `/staff/leads/${leadId}`);
  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: /Save/ }).first().click();
  await page.getByRole("button", { name: "Open a business account" }).click();
  const link = await page.getByLabel("One-time link").inputValue();
  await page.getByRole("link", { name: "Open its page" }).click();
  await page.waitForURL(/\/staff\/businesses\/[0-9a-f-]{36}$/);
  const businessId = new URL(page.url()).pathname.split("/").at(-1)!;
  const { context: ownerContext, owner } = await acceptInvitation(browser, link, PASSWORD);
  const lr = await bookCod(owner);

  // Delivered through the ingestion API, with Rs 11,500 collected against Rs 12,000 due.
  const delivered = await request.post(`/api/ops/shipments/${lr}/events`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: {
      events: [
        {
          id: `cod-${tag}`,
          status: "Delivered",
          location: "Pune",
          occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
          cod_collected: 11500,
        },
      ],
    },
  });
  expect(delivered.status()).toBe(200);

  // Operations: the business is on /staff/cod; a wrong amount is refused with both figures.
  await signInAs("ops");
  await visit(page, "/staff/cod");
  await page.getByRole("link", { name: `Kulkarni Agro cod${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/businesses/${businessId}/cod$`));
  const choice = page.getByRole("checkbox", { name: new RegExp(lr) });
  await expect(page.getByText("differs from the COD due, Rs 12,000.00")).toBeVisible();
  await choice.check();
  await page.getByLabel("Amount (Rs)").fill("12000");
  await page.getByLabel("Bank reference (UTR)").fill(`HDFC${tag}`);
  await page.getByRole("button", { name: "Record the remittance" }).click();
  const message =
    "The amount is Rs 12,000.00 but the chosen shipments' collected COD adds up to Rs 11,500.00.";
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel("Amount (Rs)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Amount (Rs)")).toHaveAccessibleDescription(
    new RegExp(message.slice(0, 40)),
  );
  await expect(choice).toBeChecked();
  await expectNoAxeViolations(page, STAFF_AXE);
  await page.getByLabel("Amount (Rs)").fill("11500");
  await page.getByRole("button", { name: "Record the remittance" }).click();
  await expect(page.getByText("The remittance is recorded")).toBeVisible();
  await expect(page.getByText(new RegExp(`Rs 11,500.00 · HDFC${tag}`))).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(lr) })).toHaveCount(0);

  // The business's COD page: paid, with the reference; nothing still owed.
  const response = await owner.goto("/business/cod");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(owner.getByRole("heading", { level: 1, name: "Cash on delivery" })).toBeVisible();
  const row = owner.getByRole("listitem").filter({ hasText: lr });
  await expect(row.getByText(new RegExp(`bank reference HDFC${tag}`))).toBeVisible();
  await expect(row.getByText("differs from the COD due")).toBeVisible();
  await expect(owner.getByText("Collected, still to be paid to you").locator("..")).toContainText(
    "₹0",
  );
  await owner.getByRole("link", { name: "Paid to you", exact: true }).click();
  await expect(owner).toHaveURL(/\?state=remitted$/);
  await expect(owner.getByRole("status").filter({ hasText: "1 shipment" })).toBeVisible();
  await expectNoAxeViolations(owner, STAFF_AXE);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: `${SHOTS}/business-cod-1280.png`, fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: `${SHOTS}/business-cod-390.png`, fullPage: true });
  await owner.goto("/mr/business/cod");
  await expect(owner.getByRole("heading", { level: 1, name: "कॅश ऑन डिलिव्हरी" })).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/business-cod-mr-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, `/staff/businesses/${businessId}/cod`);
  await page.screenshot({ path: `${SHOTS}/staff-business-cod-1280.png`, fullPage: true });
  await ownerContext.close();
});
