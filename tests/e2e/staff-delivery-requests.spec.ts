import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { E2E_OPS_TOKEN } from "./ops";
import { open, test } from "./staff";

/**
 * A receiver's request reaches operations at
 * /staff/delivery-requests, is read (the alternate phone in full, the booked
 * one by its last four digits) and accepted; the tracking API follows. Its
 * own shipment, made through the ingestion API, so no other test's request
 * on the demo shipments gets in the way.
 */
test.describe.configure({ timeout: 90_000 });

test.describe("Staff delivery requests (/staff/delivery-requests)", () => {
  test("as ops: a waiting request is shown, axe-clean at 390 and 1280 px, and accepted", async ({
    page,
    request,
    signInAs,
  }, testInfo) => {
    const lr = `DR${Date.now()}`.slice(0, 16);
    const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}` };
    const created = await request.put(`/api/ops/shipments/${lr}`, {
      headers: ops,
      data: {
        order_status: "In Transit",
        destination_pincode: "421302",
        consignee_phone: "+91 98220 15678",
      },
    });
    expect(created.status()).toBe(201);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const asked = await request.post(`/api/order/web/delivery-requests/${lr}`, {
      data: { option: "reschedule", date, pincode: "421302", phone_last4: "5678" },
    });
    expect(asked.status()).toBe(201);

    await signInAs("ops");
    await open(page, "/staff/delivery-requests");
    const card = page.getByRole("listitem").filter({ hasText: lr });
    await expect(card.getByRole("heading", { name: `New date · ${lr}` })).toBeVisible();
    await expect(card.locator(`time[datetime="${date}"]`)).toBeVisible();
    await expect(card).toContainText("receiver •••• 5678");
    await expect(page.getByText("9822015678")).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, STAFF_AXE);
      await page.screenshot({
        path: testInfo.outputPath(`delivery-requests-${width}.png`),
        fullPage: true,
      });
    }

    await card.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByText(/^Accepted\./)).toBeVisible();
    const tracking = await (await request.get(`/api/order/web/tracking/${lr}`)).json();
    expect(tracking.orderTracking.expected_delivery_date).toBe(date);
    expect(tracking.orderTracking.tracking_history.at(-1).remarks).toMatch(
      /^Delivery rescheduled to .* at the receiver's request\.$/,
    );
    await open(page, "/staff/delivery-requests?queue=decided&option=reschedule");
    await expect(page.getByRole("listitem").filter({ hasText: lr })).toContainText("Accepted");
  });

  test.describe("a decline without a reason", () => {
    // The refused post's 400 is the browser's own console line.
    test.use({ expectedConsoleErrors: /status of 400/ });
    test("as ops: declining without a reason says so beside the field and changes nothing", async ({
      page,
      request,
      signInAs,
    }) => {
      const lr = `DD${Date.now()}`.slice(0, 16);
      const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}` };
      const created = await request.put(`/api/ops/shipments/${lr}`, {
        headers: ops,
        data: {
          order_status: "In Transit",
          destination_pincode: "421302",
          consignee_phone: "9822015678",
        },
      });
      expect(created.status()).toBe(201);
      const asked = await request.post(`/api/order/web/delivery-requests/${lr}`, {
        data: { option: "phone", phone: "9123456789", pincode: "421302", phone_last4: "5678" },
      });
      expect(asked.status()).toBe(201);

      await signInAs("ops");
      await open(page, "/staff/delivery-requests?option=phone");
      const card = page.getByRole("listitem").filter({ hasText: lr });
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await card.getByRole("button", { name: "Decline" }).click();
      expect((await answer).status()).toBe(400);
      const reason = card.getByRole("textbox", { name: /Reason for the receiver/ });
      await expect(reason).toHaveAccessibleDescription(/Give a reason for declining/);
      await expect(card.getByText(/Give a reason for declining/)).toBeVisible();
      await expect(reason).toBeFocused();
      await open(page, "/staff/delivery-requests?queue=decided&option=phone");
      await expect(page.getByRole("listitem").filter({ hasText: lr })).toHaveCount(0);
    });
  });
});
