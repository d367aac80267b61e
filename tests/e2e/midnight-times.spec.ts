import { E2E_OPS_TOKEN } from "./ops";
import { expect, visit } from "./fixtures";
import { test } from "./staff";

/**
 * The first hour after midnight in India is 12 on the 12-hour clock, in the
 * tracking API's orderdate, on the shipment page and on the staff ticket page
 * (core/india-time.ts), with the browser's clock at 00:09 IST too.
 */
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };
/** 30 Nov 2026, 00:09 in India. */
const AT = new Date("2026-11-29T18:39:00Z");

test("an event at 00:09 IST reads 12:09 AM everywhere", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(AT);
  const lr = `LR${String(Date.now() + testInfo.workerIndex).slice(-9)}`;
  const made = await request.put(`/api/ops/shipments/${lr}`, {
    headers: ops,
    data: { order_status: "Manifested" },
  });
  expect(made.status()).toBe(201);
  const added = await request.post(`/api/ops/shipments/${lr}/events`, {
    headers: ops,
    data: {
      events: [
        {
          id: `midnight-${lr}`,
          status: "In Transit",
          location: "Nashik Hub",
          remarks: "Left the hub after midnight",
          occurred_at: AT.toISOString(),
        },
      ],
    },
  });
  expect(added.status()).toBe(200);

  const api = await (await request.get(`/api/order/web/tracking/${lr}`)).text();
  expect(api).toContain("30th Nov 2026 - 12:09 AM");
  expect(api).not.toContain("0:09");

  await visit(page, `/track-shipment-v2/${lr}`);
  const main = page.getByRole("main");
  await expect(main.getByText("12:09 AM").first()).toBeVisible();
  await expect(main).not.toContainText(/\b0:09/);

  const raised = await request.post("/api/support/tickets", {
    headers: { "X-Forwarded-For": `172.22.${testInfo.workerIndex}.9` },
    multipart: {
      data: JSON.stringify({
        category: "delay",
        lr_no: lr,
        name: "Asha Patil",
        email: `asha-${lr}@example.org`,
        phone: "9822012345",
        description: "It left the hub after midnight and has not moved since.",
        language: "en",
      }),
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  const { ticket } = (await raised.json()) as { ticket: string };
  await signInAs("support");
  await visit(page, `/staff/tickets/${ticket}`);
  const shipment = page.getByRole("region", { name: `Shipment ${lr}` });
  await expect(shipment).toContainText("12:09 AM");
  await expect(shipment).not.toContainText(/\b0:09/);
});
