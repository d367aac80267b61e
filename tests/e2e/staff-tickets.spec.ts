import type { TestInfo } from "@playwright/test";
import { buildTextPdf } from "../../database/pdf";
import { expect, expectNoAxeViolations, STAFF_AXE } from "./fixtures";
import { field, useOwnAddress } from "./form-helpers";
import { test } from "./staff";

/**
 * Customer care's staff side: a request raised through the
 * JSON door in Marathi is found on /staff/tickets by the customer-care role,
 * opened with everything the customer sent and the shipment's tracking, and
 * answered with a public reply and an internal note that stay apart. Axe-clean.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));
test.use({ expectedConsoleErrors: /status of 403/ });

let sequence = 0;
const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}${(sequence += 1)}`;

test("customer care finds a ticket, replies to the customer and notes for colleagues", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const description = `The box arrived crushed and two plates are broken. ${tag}`;
  const raised = await request.post("/api/support/tickets", {
    headers: { "X-Forwarded-For": `172.21.${sequence % 250}.${(sequence % 200) + 1}` },
    multipart: {
      data: JSON.stringify({
        category: "damage",
        lr_no: "LR123456789",
        name: `Sunita ${tag}`,
        email: `sunita-${tag}@example.org`,
        phone: "9822012345",
        description,
        declared_value: 2500,
        language: "mr",
      }),
      attachments: {
        name: "invoice.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(buildTextPdf([{ text: "Invoice" }])),
      },
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  const { ticket: number } = (await raised.json()) as { ticket: string };

  await signInAs("support");
  const nav = page.getByRole("navigation", { name: "Staff console" });
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Customer-care tickets" })).toBeVisible();
  await expect(page.getByRole("link", { name: /open damage or short tickets/ })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  await nav.getByRole("link", { name: "Tickets" }).click();
  await expect(page.getByRole("heading", { name: "Tickets", level: 1 })).toBeVisible();
  await field(page, "Number, name, e-mail, phone or LR").fill(tag);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText("1 ticket · page 1 of 1")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Ticket ${number}` })).toBeVisible();
  const sent = page.getByRole("region", { name: "What the customer sent" });
  await expect(sent).toContainText(description);
  await expect(sent).toContainText("₹2,500");
  await expect(sent).toContainText("Marathi");
  await expect(page.getByRole("region", { name: "Shipment LR123456789" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our promises" })).toContainText("Not yet due");
  const download = page.waitForEvent("download");
  await sent.getByRole("link", { name: "invoice.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("invoice.pdf");
  await expectNoAxeViolations(page, STAFF_AXE);

  const reply = `We have asked the Pune hub for photos. ${tag}`;
  await expect(page.getByText(/an e-mail in Marathi carries it/)).toBeVisible();
  await field(page, "Reply to the customer").fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(
    page.getByText("Reply sent. The customer is e-mailed it, with a link to their ticket."),
  ).toBeVisible();
  const conversation = page.getByRole("region", { name: "Conversation with the customer" });
  await expect(conversation).toContainText(reply);
  await expect(conversation).toContainText("changed the status from Open to Acknowledged");

  const note = `Hub manager promised photos by noon. ${tag}`;
  await field(page, "Internal note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added. It stays inside the console.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Internal notes" })).toContainText(note);
  await expect(conversation).not.toContainText(note);
  await expectNoAxeViolations(page, STAFF_AXE);
});

test("sales is refused the tickets", async ({ page, signInAs }) => {
  await signInAs("sales");
  await expect(
    page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Tickets" }),
  ).toHaveCount(0);
  const response = await page.goto("/staff/tickets");
  expect(response?.status()).toBe(403);
});

test("customer care sees a ticket without an e-mail address, its SMS updates waiting for the code", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  const tag = unique(testInfo);
  const raised = await request.post("/api/support/tickets", {
    headers: { "X-Forwarded-For": `172.22.${sequence % 250}.${(sequence % 200) + 1}` },
    multipart: {
      data: JSON.stringify({
        category: "delay",
        lr_no: "LR123456789",
        name: `Sunita ${tag}`,
        phone: "9822012346",
        sms_updates: true,
        description: `No update on my parcel for five days. ${tag}`,
      }),
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  const { ticket: number } = (await raised.json()) as { ticket: string };

  await signInAs("support");
  await page.goto(`/staff/tickets/${number}`);
  await expect(page.getByRole("heading", { name: `Ticket ${number}` })).toBeVisible();
  const sent = page.getByRole("region", { name: "What the customer sent" });
  await expect(sent).toContainText("No e-mail: updates by SMS");
  await expect(sent).toContainText(
    "SMS to 9822012346: waiting for the visitor's code, nothing is sent yet",
  );
  await expect(page.getByRole("link", { name: /^E-mail/ })).toHaveCount(0);
  await expect(page.getByText(/nothing else reaches them: they gave no e-mail/)).toBeVisible();
  await page.screenshot({ path: "/work/shots/staff-ticket-sms.png", fullPage: true });
  await expectNoAxeViolations(page, STAFF_AXE);
});
