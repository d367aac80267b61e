import { E2E_OPS_TOKEN } from "./ops";
import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { open, test } from "./staff";

/**
 * Operations' working day. The shipment queues and the
 * pickups of the day, at a phone's width and a desktop's, scanned by axe;
 * then the path the issue counted: a shipment out of a queue, an event
 * added, and the headline following it in one post.
 */
const api = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const stamp = Date.now().toString().slice(-8);
const lrs = { stale: `OPS${stamp}1`, attempted: `OPS${stamp}2` };

test.describe.configure({ timeout: 90_000 });

test("ops: the queues and the day's pickups, at 390 and 1280 px; a queue's shipment fixed in one post", async ({
  page,
  request,
  signInAs,
}) => {
  // A shipment silent for three days, and one whose newest event is an attempt.
  for (const [lr, status, at] of [
    [lrs.stale, "In Transit", hoursAgo(72)],
    [lrs.attempted, "Delivery Attempted", hoursAgo(2)],
  ] as const) {
    await request.put(`/api/ops/shipments/${lr}`, {
      headers: api,
      data: { order_status: "Manifested" },
    });
    const added = await request.post(`/api/ops/shipments/${lr}/events`, {
      headers: api,
      data: { events: [{ id: `${lr}-1`, status, location: "Nashik Hub", occurred_at: at }] },
    });
    expect(added.status()).toBe(200);
  }
  // A pickup for today (India's date), from its own address so no form limit is touched.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const pickup = await request.post("/api/requestPickups/create/web", {
    headers: { "X-Forwarded-For": "198.51.100.77" },
    data: {
      company_id: 99,
      name: `Pickup ${stamp}`,
      phone_number: "9876543210",
      email: "pickup-e2e@example.org",
      address: "Gala 12, Sativali Road",
      city: "Vasai",
      state: "Maharashtra",
      pincode: "401208",
      pickUpDate: today,
      pickupTime: { from: "23:59" },
      expectedPackages: 4,
      load_type: "PTL",
      makeThisSlotDefault: false,
    },
  });
  expect(pickup.status()).toBe(201);

  await signInAs("ops");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });

    await open(page, "/staff");
    const overview = page.getByRole("region", { name: "Shipments needing attention" });
    await expect(
      overview.getByRole("link", { name: /shipments: Delivery attempted/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.screenshot({
      path: test.info().outputPath(`overview-${width}.png`),
      fullPage: true,
    });

    await open(page, "/staff/shipments?queue=stale");
    const queue = page.getByRole("region", { name: "No update for 48 hours" });
    await expect(queue.getByRole("link", { name: lrs.stale })).toBeVisible();
    await expect(queue.getByRole("link", { name: lrs.attempted })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^No update for 48 hours/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.screenshot({
      path: test.info().outputPath(`queue-stale-${width}.png`),
      fullPage: true,
    });

    await open(page, "/staff/shipments?queue=attempted");
    await expect(
      page
        .getByRole("region", { name: "Delivery attempted" })
        .getByRole("link", { name: lrs.attempted }),
    ).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.screenshot({
      path: test.info().outputPath(`queue-attempted-${width}.png`),
      fullPage: true,
    });

    await open(page, "/staff/pickups");
    await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Gala 12, Sativali Road").locator("visible=true")).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.screenshot({ path: test.info().outputPath(`pickups-${width}.png`), fullPage: true });
  }

  // The pickup's lead opens for ops, with the way back to the pickups.
  await page
    .getByRole("link", { name: `Pickup ${stamp}` })
    .locator("visible=true")
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Pickup ${stamp}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Pickups" })).toBeVisible();

  // From the queue to the shipment: one event, and the headline follows it.
  await open(page, "/staff/shipments?queue=attempted");
  await page
    .getByRole("region", { name: "Delivery attempted" })
    .getByRole("link", { name: lrs.attempted })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Shipment ${lrs.attempted}` }),
  ).toBeVisible();
  const form = page.getByRole("region", { name: "Add a tracking event" });
  await form.getByRole("combobox", { name: "Status" }).selectOption("Out for Delivery");
  await form.getByLabel("Location").fill("Vasai East");
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByText("The event is added")).toBeVisible();
  const headline = page.getByRole("region", { name: "Headline status" });
  await expect(headline).toContainText("Follows the newest event");
  await expect(headline.getByRole("combobox", { name: "Status" })).toHaveValue("Out for Delivery");
  // The event form is new again: nothing sent is offered to send twice.
  await expect(form.getByRole("combobox", { name: "Status" })).toHaveValue("");
  await expect(form.getByLabel("Location")).toHaveValue("");
  await expectNoAxeViolations(page, STAFF_AXE);
  await page.screenshot({ path: test.info().outputPath("shipment-1280.png"), fullPage: true });
  await open(page, `/track-shipment-v2/${lrs.attempted}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Out for Delivery").first()).toBeVisible();
  const tracking = await request.get(`/api/order/web/tracking/${lrs.attempted}`);
  expect((await tracking.json()).orderTracking.order_status).toBe("Out for Delivery");
});
