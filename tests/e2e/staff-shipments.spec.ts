import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { open, test } from "./staff";

/** Operations work shipments at /staff/shipments, visitors see it at once. */

const newLr = () => `E2E${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 90 + 10)}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

// Long walks through the console and the site, on a shared machine.
test.describe.configure({ timeout: 90_000 });

test.describe("Staff shipments (/staff/shipments)", () => {
  // The refused non-PDF upload answers 400, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("as ops: create a shipment, add an event and a POD; the public tracking page shows both", async ({
    page,
    request,
    signInAs,
  }) => {
    await signInAs("ops");
    await open(page, "/staff/shipments");
    await expectNoAxeViolations(page, STAFF_AXE);

    const lr = newLr();
    await page.getByLabel("LR number").fill(lr.toLowerCase());
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText(`No shipment has the LR number ${lr}`)).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.getByRole("button", { name: "Create shipment" }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/shipments/${lr}`));
    await expect(page.getByText("The shipment is created.")).toBeVisible();

    // The status is chosen from the one list: a typo like "Intransit" cannot be made here.
    const eventStatus = page
      .getByRole("region", { name: "Add a tracking event" })
      .getByRole("combobox", { name: "Status" });
    await expect(eventStatus.getByRole("option")).toHaveText([
      "Choose the status",
      "Manifested",
      "In Transit",
      "Out for Delivery",
      "Delivery Attempted",
      "Delivered",
      "Delayed",
      "Cancelled",
    ]);
    await eventStatus.selectOption("In Transit");
    await page.getByLabel("Location").fill("Bhiwandi hub");
    await page.getByLabel("Remarks").fill("Loaded on the Nashik line");
    await page.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByText("The event is added")).toBeVisible();
    const timeline = page.getByRole("region", { name: "As the visitor sees it" });
    await expect(timeline).toContainText("Bhiwandi hub");

    await page.locator("#pod-file").setInputFiles({
      name: "signed-lr.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByRole("button", { name: "Upload POD" }).click();
    await expect(page.getByText("The proof of delivery is stored")).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);

    // The visitor's page, straight after: the event and the POD, with the same bytes.
    await open(page, `/track-shipment-v2/${lr}`);
    await expect(page.getByText("Bhiwandi hub").first()).toBeVisible();
    const pod = page.getByRole("link", { name: /Download POD/ });
    await expect(pod).toBeVisible();
    const download = await request.get((await pod.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

    // A file that is not a PDF is refused next to the field; the old POD stays.
    await open(page, `/staff/shipments/${lr}`);
    const podFile = page.getByLabel(/New proof of delivery/).and(page.locator("input"));
    await expect(podFile).toBeVisible();
    await podFile.setInputFiles({
      name: "photo.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("GIF89a not a pdf"),
    });
    await page.getByRole("button", { name: "Replace POD" }).click();
    await expect(podFile).toHaveAccessibleDescription(/The file is not a PDF, JPEG or PNG\./);

    // The order status, changed here, is the visitor's status.
    await page
      .getByRole("region", { name: "Headline status" })
      .getByRole("combobox", { name: "Status" })
      .selectOption("Delivered");
    await page.getByRole("button", { name: "Set and pin" }).click();
    await expect(page.getByText("The headline status is set and pinned")).toBeVisible();
    await open(page, `/track-shipment-v2/${lr}`);
    await expect(
      page.getByRole("region", { name: "Tracking History" }).getByText("Delivered"),
    ).toBeVisible();
  });
});

test.describe("Staff shipments and outbox are for ops", () => {
  test.use({ expectedConsoleErrors: /status of 403/ });

  test("the pages of one role answer 403 to another", async ({ page, signInAs }) => {
    await signInAs("hr");
    for (const path of ["/staff/shipments", "/staff/outbox"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: /Not for your role/ })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Staff console" })).not.toContainText(
      "Shipments",
    );
  });
});

test.describe("Staff shipments without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an event added without JavaScript is on the tracking page", async ({ page, signInAs }) => {
    await signInAs("ops");
    const lr = newLr();
    await open(page, `/staff/shipments?lr=${lr}`, { js: false });
    await page.getByRole("button", { name: "Create shipment" }).click();
    await page
      .getByRole("region", { name: "Add a tracking event" })
      .getByRole("combobox", { name: "Status" })
      .selectOption("Manifested");
    await page.getByLabel("Location").fill("Vasai depot");
    await page.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByText("The event is added")).toBeVisible();
    await open(page, `/track-shipment-v2/${lr}`, { js: false });
    await expect(page.getByText("Vasai depot").first()).toBeVisible();
  });
});
