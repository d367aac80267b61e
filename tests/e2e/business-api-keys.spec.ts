import { portalNav } from "./business-helpers";
import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };

// The key without a name is answered 400, which Chromium logs.
test.use({ expectedConsoleErrors: /status of 400/ });

test("an owner makes an API key, sees it once, books with it, revokes it, and it is refused", async ({
  page,
  request,
}) => {
  await page.goto("/business/login");
  await page.locator("#field-email").fill(OWNER.email);
  await page.locator("#field-password").fill(OWNER.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/business$/);

  await portalNav(page, "API keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  // A name is needed, beside its field.
  await page.getByRole("button", { name: "Make key" }).click();
  await expect(page.getByLabel("Name of the key")).toHaveAttribute("aria-invalid", "true");
  const name = `Warehouse ${Date.now()}`;
  await page.getByLabel("Name of the key").fill(name);
  await page.getByRole("button", { name: "Make key" }).click();
  const shown = page.getByLabel("The new API key");
  await expect(shown).toBeVisible();
  const key = await shown.inputValue();
  expect(key).toMatch(/^sil_live_[0-9A-Za-z]{32}$/);
  await expectNoAxeViolations(page, STAFF_AXE);

  // The key books through the built server's API.
  const booked = await request.post("/api/business/v1/shipments", {
    headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": `e2e-${Date.now()}` },
    data: {
      consignee: {
        name: "Anita Desai",
        phone: "9876543210",
        address: "14 FC Road",
        pincode: "411001",
      },
      service: "ptl",
      packages: [{ weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 }],
      declared_value: 12000,
      invoice_no: "INV-E2E",
      payment_mode: "paid",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { lr_no: lr } = (await booked.json()) as { lr_no: string };
  expect(lr).toMatch(/^SB\d{10}$/);

  // Shown once: a new visit lists it by name and prefix only, with its last use.
  await page.goto("/business/api-keys");
  await expect(page.getByLabel("The new API key")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText(`${key.slice(0, 13)}…`)).toBeVisible();
  await expect(row.getByText("Never")).toHaveCount(0);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-api/api-keys-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole("checkbox").check();
  await row.getByRole("button", { name: `Revoke the key “${name}”` }).click();
  await expect(page.getByText("The key is revoked.")).toBeVisible();

  const refused = await request.get(`/api/business/v1/shipments/${lr}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { ok: boolean }).ok).toBe(false);
});
