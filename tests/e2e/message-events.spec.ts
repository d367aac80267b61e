import type { Page } from "@playwright/test";
import { texts as deliveryTexts } from "@core/content/delivery-options";
import hindiDelivery from "@core/content/hi/delivery-options";
import { texts as ratingTexts } from "@core/content/delivery-rating";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";
import { E2E_OPS_TOKEN } from "./ops";

/**
 * SMS on a shipment's page (CONTRACT.md "proof by code"): with SMS on (the
 * e2e server's settings, tests/support/e2e-messages.ts), the delivery
 * options' proof offers a code to the booked phone in place of its last 4
 * digits; asking for it keeps what was typed and asks for the code, in
 * Hindi, with JavaScript and without. The booked phone's digits are never
 * on the page. The rating page's rules are Vitest's (app/routes/track/rate.db.test.ts);
 * here, an unknown token's calm 404.
 */

const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };
const PHONE = "9876504321";

let made = 0;
async function newShipment(page: Page) {
  made += 1;
  const lrNo = `LRM${Date.now().toString(36).toUpperCase()}${made}`;
  const put = await page.request.put(`/api/ops/shipments/${lrNo}`, {
    headers: ops,
    data: { order_status: "In Transit", destination_pincode: "411001", consignee_phone: PHONE },
  });
  expect(put.status(), await put.text()).toBe(201);
  const events = await page.request.post(`/api/ops/shipments/${lrNo}/events`, {
    headers: ops,
    data: {
      events: [
        {
          id: `${lrNo}-1`,
          status: "In Transit",
          location: "Pune Hub",
          remarks: "",
          occurred_at: new Date(Date.now() - 60_000).toISOString(),
        },
      ],
    },
  });
  expect(events.status()).toBe(200);
  return lrNo;
}

test("the proof step sends a code to the booked phone and asks for it, in Hindi", async ({
  page,
}, info) => {
  await useOwnAddress(page, info);
  await page.setViewportSize({ width: 390, height: 844 });
  const lrNo = await newShipment(page);
  const t = hindiDelivery;
  await visit(page, `/hi/track-shipment-v2/${lrNo}`);
  const region = page.getByRole("region", { name: t.heading });
  await region.getByText(t.open).click();
  await region.getByRole("radio", { name: t.options.instructions.label }).check();
  await region.getByLabel(t.options.instructions.field).fill("पीछे वाला गेट, आशा राव");
  await region.getByLabel(t.proof.pincode).fill("411001");
  await expect(region.getByText(t.proof.code.offer)).toBeVisible();
  await region.getByRole("button", { name: t.proof.code.send }).click();

  await expect(region.getByRole("status").filter({ hasText: t.proof.code.sent })).toBeVisible();
  const code = region.getByLabel(t.proof.code.label);
  await expect(code).toBeVisible();
  // What was typed is kept; the booked digits are nowhere on the page.
  await expect(region.getByLabel(t.options.instructions.field)).toHaveValue(
    "पीछे वाला गेट, आशा राव",
  );
  await expect(region.getByLabel(t.proof.pincode)).toHaveValue("411001");
  await expect(region).not.toContainText("4321");
  await code.fill("123456");
  await code.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/work/shots/proof-code-hi-390.png" });
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("asking for a code is a plain form post", async ({ page }, info) => {
    await useOwnAddress(page, info);
    const lrNo = await newShipment(page);
    const t = deliveryTexts.en;
    await page.goto(`/track-shipment-v2/${lrNo}`);
    const region = page.getByRole("region", { name: t.heading });
    await region.getByText(t.open).click();
    await region.getByLabel(t.proof.pincode).fill("411001");
    await region.getByRole("button", { name: t.proof.code.send }).click();
    await expect(page.getByText(t.proof.code.sent)).toBeVisible();
    await expect(page.getByLabel(t.proof.code.label)).toBeVisible();
    await expect(page.getByLabel(t.proof.pincode)).toHaveValue("411001");
  });
});

test.describe("the rating page", () => {
  test.use({
    expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
  });
  test("an unknown rating link is a calm 404 page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto("/rate/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      ratingTexts.en.notFoundHeading,
    );
    await page.screenshot({ path: "/work/shots/rate-404-en-390.png" });
    await expectNoAxeViolations(page);
  });
});
