import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";
import { E2E_OPS_TOKEN } from "./ops";

/**
 * The business webhook end to end (CONTRACT.md "Business accounts",
 * "webhook"): the demo owner sets the URL of a receiver this spec runs on
 * this machine, sees the secret once, an event posted through the ingestion
 * API arrives signed with it, and the page shows it delivered. The many
 * cases are in server/business/webhook.db.test.ts.
 */
const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
/** Delivered 26 hours ago: an older event leaves its headline as it is for the other specs. */
const LR = "SB0000000001";
const SHOTS = "/tmp/shots-hook";

let server: Server;
let url: string;
const received: { body: string; headers: IncomingHttpHeaders }[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
      res.statusCode = 200;
      res.end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sil-events`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// A refused URL answers 400, which the browser reports on its console.
test.use({ expectedConsoleErrors: /status of 400/ });

test("an owner sets a webhook and sees an event delivered to it", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto("/business/login");
  await page.getByLabel("E-mail address").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your shipments at a glance" }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Business account" })
    .getByRole("link", { name: "Webhook" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhook" })).toBeVisible();

  // A plain http:// address elsewhere is refused beside the field.
  await page.getByLabel("Webhook URL").fill("http://hooks.example.com/x");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByText("An http:// address is only allowed to this computer")).toBeVisible();

  await page.getByLabel("Webhook URL").fill(url);
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByRole("heading", { name: "Your signing secret" })).toBeVisible();
  const secret = (await page.locator("[data-secret]").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);

  // An event of the business's shipment, as the company's systems send it.
  const occurred = new Date(Date.now() - 40 * 60 * 60 * 1000).toISOString();
  const posted = await request.post(`/api/ops/shipments/${LR}/events`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: {
      events: [
        {
          id: `webhook-spec-${Date.now()}`,
          status: "In Transit",
          location: "Bhiwandi Hub",
          occurred_at: occurred,
        },
      ],
    },
  });
  expect(posted.status()).toBe(200);
  await expect
    .poll(() => received.filter((r) => JSON.parse(r.body).lr_no === LR).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const hit = received.find((r) => JSON.parse(r.body).lr_no === LR)!;
  const signature = `sha256=${createHmac("sha256", secret).update(hit.body).digest("hex")}`;
  expect(hit.headers["x-sil-signature"]).toBe(signature);

  // Shown once: a fresh load has no secret, and lists the delivery as delivered.
  await expect(async () => {
    await page.goto("/business/webhook");
    await expect(page.locator(`[data-delivery="${LR}"] [data-state="sent"]`).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator("[data-secret]")).toHaveCount(0);
  await expect(page.getByText("thanks").first()).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/webhook-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/webhook-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removed again, so the other specs' events go nowhere.
  await page.getByLabel("Yes, remove the webhook").check();
  await page.getByRole("button", { name: "Remove webhook" }).click();
  await expect(page.getByText("The webhook is removed.")).toBeVisible();
});
