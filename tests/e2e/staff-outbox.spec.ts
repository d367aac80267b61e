import { createServer, type Socket } from "node:net";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { holdSmtpPort } from "./mailbox";
import { open, test } from "./staff";

/**
 * The e-mail outbox in the console. The test server's SMTP_URL points at
 * E2E_PORT + 9, where nothing listens, and OUTBOX_MAX_ATTEMPTS is 1
 * (playwright.config.ts): a
 * lead's e-mails fail at once and wait in /staff/outbox. For the retry, this
 * test listens there and never answers, so the retried e-mail stays pending
 * while the sender waits for a greeting (10 s), not failing again at once.
 * One run (@server): the port is one.
 */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;

async function silentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", resolve);
  });
  return () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

// Long walks through the console and the site, on a shared machine.
test.describe.configure({ timeout: 90_000 });

test.describe("Staff outbox (/staff/outbox)", () => {
  // Its e-mails must fail: no test reads e-mails on that port meanwhile (tests/e2e/mailbox.ts).
  let release: (() => void) | undefined;
  test.beforeEach(async () => {
    release = await holdSmtpPort();
  });
  test.afterEach(() => release?.());

  test("as ops: a failed e-mail is listed with its error, never its body; a retry moves it back to pending @server", async ({
    page,
    signInAs,
  }) => {
    const email = `outbox-${Date.now()}@example.org`;
    const message = "Please call me about shipment E2E outbox.";
    await visit(page, "/contact-us");
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "Name", exact: true })
      .fill("Outbox Test");
    await page.getByRole("main").getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "Subject", exact: true })
      .fill("Outbox test");
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "Message", exact: true })
      .fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();

    await signInAs("ops");
    const row = page.getByRole("listitem").filter({ hasText: email });
    await expect(async () => {
      await open(page, "/staff/outbox?status=failed");
      await expect(row).toContainText("Failed", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText(/ECONNREFUSED/);
    await expect(page.getByText(message)).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, STAFF_AXE);
    }

    // One list of every channel: the webhooks' filter leaves the e-mail out, the e-mails' keeps it.
    const channels = page.getByRole("navigation", { name: "Channel" });
    await channels.getByRole("link", { name: /^Webhooks/ }).click();
    await expect(page).toHaveURL(/channel=webhook/);
    await expect(row).toHaveCount(0);
    await channels.getByRole("link", { name: /^E-mails/ }).click();
    await expect(row).toContainText("Failed");
    await open(page, "/staff/outbox?status=failed");

    const stop = await silentSmtp();
    try {
      await row.getByRole("button", { name: /Retry the e-mail/ }).click();
      await expect(page.getByText("back in the queue")).toBeVisible();
      await open(page, "/staff/outbox?status=pending");
      await expect(row).toContainText("Waiting");
      await expect(row).toContainText("1 try");
    } finally {
      await stop();
    }
  });
});
