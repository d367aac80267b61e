import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

/**
 * The site assistant (spec section 2 "Chat widget", section 4 "Chat panel",
 * section 9). Timings are checked on Playwright's fake clock, so
 * 'not before 800 ms' and 'by 800 ms' are exact and cannot be flaky.
 */

const GREETING = "Hi! 👋 How can I assist you today?";

function chat(page: Page) {
  const dialog = page.getByRole("dialog", { name: "SIL Assistant" });
  const log = dialog.getByRole("log", { name: "Conversation" });
  return {
    launcher: page.getByRole("button", { name: "Chat with SIL Assistant" }),
    dialog,
    log,
    input: dialog.getByRole("textbox", { name: "Your message" }),
    send: dialog.getByRole("button", { name: "Send message" }),
    userMessages: log.locator('[data-sender="user"]'),
    botMessages: log.locator('[data-sender="bot"]'),
  };
}

/** Opens the panel and waits for the greeting. */
async function openChat(page: Page) {
  const c = chat(page);
  await c.launcher.click();
  await expect(c.dialog).toBeVisible();
  await expect(c.botMessages.first()).toContainText(GREETING);
  return c;
}

/**
 * Fake timers from the first script on, stopped: time moves only by runFor.
 * (Nothing the page needs to load or hydrate waits on a timer.)
 */
async function stopTime(page: Page) {
  const start = new Date("2026-01-05T10:00:00+05:30").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/** The browser's own console line for an intended 404 from the tracking API. */
const notFoundResource = /Failed to load resource: the server responded with a status of 404/;

test.describe("chat widget", () => {
  test("the panel's script loads only when the visitor reaches for the button", async ({
    page,
  }) => {
    await stopTime(page); // so the idle-time preload does not start either
    const chatScripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && /\/chat-panel-[\w-]+\.js$/.test(request.url()))
        chatScripts.push(request.url());
    });
    await visit(page, "/");
    const c = chat(page);
    await expect(c.launcher).toBeVisible();
    expect(chatScripts, "no chat-panel script before any interaction").toEqual([]);
    await c.launcher.hover();
    await expect.poll(() => chatScripts.length).toBe(1);
  });

  test("opens and closes by the button, Escape and a click outside; focus goes in and back", async ({
    page,
  }) => {
    await visit(page, "/");
    const c = chat(page);
    await expect(c.launcher).toHaveAttribute("aria-expanded", "false");
    // It names the panel only once the panel exists.
    await expect(c.launcher).not.toHaveAttribute("aria-controls", /./);

    await openChat(page);
    await expect(c.launcher).toHaveAttribute("aria-expanded", "true");
    await expect(c.launcher).toHaveAttribute("aria-controls", "chat-panel");
    await expect(c.dialog).toHaveAttribute("id", "chat-panel");
    await expect(c.dialog).not.toHaveAttribute("aria-modal", "true");
    await expect(c.input).toBeFocused();
    await expect(c.botMessages).toHaveCount(1);
    await expect(c.log).toHaveAttribute("aria-live", "polite");

    // 320 px wide, 360 px from the sm breakpoint (spec section 9).
    const box = await c.dialog.boundingBox();
    expect(box?.width).toBe((page.viewportSize()?.width ?? 0) >= 640 ? 360 : 320);

    await page.keyboard.press("Escape");
    await expect(c.dialog).toBeHidden();
    await expect(c.launcher).toBeFocused();
    await expect(c.launcher).toHaveAttribute("aria-expanded", "false");

    await c.launcher.click();
    await expect(c.input).toBeFocused();
    await c.dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(c.dialog).toBeHidden();
    await expect(c.launcher).toBeFocused();

    await c.launcher.click();
    await expect(c.dialog).toBeVisible();
    await c.launcher.click();
    await expect(c.dialog).toBeHidden();

    await c.launcher.click();
    await expect(c.dialog).toBeVisible();
    await c.dialog.getByRole("heading", { name: "SIL Assistant" }).click(); // inside: stays open
    await expect(c.dialog).toBeVisible();
    // Outside: the page's left margin, clear of the panel at either width.
    await page.mouse.click(8, Math.round((page.viewportSize()?.height ?? 800) / 2));
    await expect(c.dialog).toBeHidden();
    await expect(c.launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter and the send button send at once; empty input is ignored; the reply comes 800 ms later", async ({
    page,
  }) => {
    await stopTime(page);
    await visit(page, "/");
    const c = await openChat(page);

    await c.input.fill("   ");
    await c.input.press("Enter");
    await c.send.click();
    await page.clock.runFor(2_000);
    await expect(c.userMessages).toHaveCount(0);
    await expect(c.botMessages).toHaveCount(1);

    await c.input.fill("What do you offer?");
    await c.input.press("Enter");
    await expect(c.userMessages).toHaveCount(1);
    await expect(c.userMessages.last()).toHaveText(/What do you offer\?/);
    await expect(c.input).toHaveValue("");
    await page.clock.runFor(799);
    await expect(c.botMessages).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(c.botMessages).toHaveCount(2);
    await expect(c.botMessages.last()).toContainText(
      "PTL, FTL, Express Delivery, Warehousing and more",
    );

    await c.input.fill("I need support");
    await c.send.click();
    await expect(c.userMessages).toHaveCount(2);
    await expect(c.input).toHaveValue("");
    await page.clock.runFor(799);
    await expect(c.botMessages).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(c.botMessages.last()).toContainText("+91 98765 43210");
    await expect(
      c.botMessages.last().getByRole("link", { name: "support@example.com" }),
    ).toHaveAttribute("href", "mailto:support@example.com");

    await c.input.fill("Good morning");
    await c.input.press("Enter");
    await page.clock.runFor(800);
    await expect(c.botMessages.last()).toContainText(/^SIL Assistant: Thank you/);
    await expect(c.botMessages.last().getByRole("button")).toHaveText([
      "Track Shipment",
      "Get Quote",
      "Careers",
      "Services",
      "Support",
    ]);
  });

  test("a quick action sends its label and gets its reply 600 ms later", async ({ page }) => {
    await stopTime(page);
    await visit(page, "/");
    const c = await openChat(page);

    await c.botMessages.first().getByRole("button", { name: "Get Quote" }).click();
    await expect(c.userMessages).toHaveCount(1);
    await expect(c.userMessages.last()).toHaveText(/Get Quote$/);
    await page.clock.runFor(599);
    await expect(c.botMessages).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(c.botMessages).toHaveCount(2);
    const reply = c.botMessages.last();
    await expect(reply.getByRole("link", { name: "request a quote" })).toHaveAttribute(
      "href",
      "/get-a-quote",
    );
    await expect(reply.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
  });

  test("the 'Can I help you?' bubble shows for 3 s every 10 s while closed, and never takes focus", async ({
    page,
  }) => {
    await stopTime(page);
    await visit(page, "/");
    const c = chat(page);
    const bubble = page.getByText("Can I help you?");
    await expect(bubble).toHaveCount(0);

    await page.clock.runFor(9_999);
    await expect(bubble).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveAttribute("aria-hidden", "true");
    await expect(page.locator("body")).toBeFocused(); // it took nothing
    await page.clock.runFor(2_999);
    await expect(bubble).toBeVisible();
    await page.clock.runFor(1);
    await expect(bubble).toHaveCount(0);
    await page.clock.runFor(7_000);
    await expect(bubble).toBeVisible();

    // Open: it goes and stays away.
    await c.launcher.click();
    await expect(c.dialog).toBeVisible();
    await expect(bubble).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(bubble).toHaveCount(0);
  });

  test("the bubble holds still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopTime(page);
    await visit(page, "/");
    await page.clock.runFor(10_000);
    const bubble = page.locator("[data-chat-bubble]");
    await expect(bubble).toBeVisible();
    const motion = await bubble.evaluate((el) => {
      const style = getComputedStyle(el);
      return { transition: style.transitionProperty, animation: style.animationName };
    });
    expect(motion).toEqual({ transition: "none", animation: "none" });
  });

  test.describe("LR numbers", () => {
    test.use({ expectedConsoleErrors: [notFoundResource] });

    test("answers with the shipment's status and latest location, or the tracking page's words when unknown", async ({
      page,
    }) => {
      await visit(page, "/");
      const c = await openChat(page);

      await c.input.fill("where is lr123456789");
      await c.input.press("Enter");
      const found = c.botMessages.nth(1);
      await expect(found).toContainText("LR123456789 is In Transit.");
      await expect(found).toContainText("Latest update: Jaipur Hub");
      await expect(found.getByRole("link", { name: /LR123456789/ })).toHaveAttribute(
        "href",
        "/track-shipment-v2/LR123456789",
      );

      await c.input.fill("LR999999999");
      await c.input.press("Enter");
      await expect(c.botMessages.nth(2)).toContainText(
        "We could not find a shipment with LR number LR999999999.",
      );
    });
  });

  test("answers several LR numbers in one message, one line each", async ({ page }) => {
    await visit(page, "/");
    const c = await openChat(page);
    await c.input.fill("lr123456789, SI20254567 and LR999999999");
    await c.input.press("Enter");
    const reply = c.botMessages.nth(1);
    await expect(reply).toContainText("Here are your 3 shipments:");
    const lines = (await reply.innerText()).split("\n").filter((l) => l.trim());
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(/^LR123456789: In Transit, Jaipur Hub/),
      expect.stringMatching(/^SI20254567: Delivered/),
      "LR999999999: not found. Please check the number.",
    ]);
    await expect(reply.getByRole("link", { name: "SI20254567" })).toHaveAttribute(
      "href",
      "/track-shipment-v2/SI20254567",
    );
  });

  test.describe("tracking service unreachable", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test("says so calmly and offers the tracking page", async ({ page }) => {
      await page.route("**/api/order/web/tracking/**", (route) => route.abort("failed"));
      await visit(page, "/");
      const c = await openChat(page);
      await c.input.fill("SI20254567");
      await c.input.press("Enter");
      const reply = c.botMessages.nth(1);
      await expect(reply).toContainText("Please try again in a minute.");
      await expect(reply.getByRole("link", { name: /SI20254567/ })).toHaveAttribute(
        "href",
        "/track-shipment-v2/SI20254567",
      );
    });
  });

  test("a link in a reply navigates within the site and the conversation is kept", async ({
    page,
  }) => {
    await visit(page, "/");
    const c = await openChat(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    await c.input.fill("Any job openings?");
    await c.input.press("Enter");
    await c.botMessages.nth(1).getByRole("link", { name: "Careers page" }).click();
    await expect(page).toHaveURL("/join-us/career");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A client-side navigation: the document (and this flag) survived.
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expect(c.dialog).toBeHidden();

    await c.launcher.click();
    await expect(c.userMessages).toHaveText([/Any job openings\?/]);
    await expect(c.botMessages).toHaveCount(2);
  });

  test("works by keyboard alone", async ({ page }) => {
    await visit(page, "/");
    const c = chat(page);
    await c.launcher.focus();
    await page.keyboard.press("Enter");
    await expect(c.input).toBeFocused();
    await page.keyboard.type("help");
    await page.keyboard.press("Enter");
    await expect(c.botMessages).toHaveCount(2);

    // Tab from the close button reaches the first quick action; Enter sends it.
    await c.dialog.getByRole("button", { name: "Close chat" }).focus();
    await page.keyboard.press("Tab");
    await expect(
      c.botMessages.first().getByRole("button", { name: "Track Shipment" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(c.userMessages.last()).toHaveText(/Track Shipment$/);
    await expect(c.botMessages).toHaveCount(3);

    await page.keyboard.press("Escape");
    await expect(c.dialog).toBeHidden();
    await expect(c.launcher).toBeFocused();
    await page.keyboard.press("Space");
    await expect(c.dialog).toBeVisible();
    await expect(c.input).toBeFocused();
  });

  test("axe finds nothing with the panel open", async ({ page }) => {
    await visit(page, "/");
    const c = await openChat(page);
    await c.input.fill("hello");
    await c.input.press("Enter");
    await expect(c.botMessages).toHaveCount(2);
    await c.input.fill("how much does it cost?");
    await c.input.press("Enter");
    await expect(c.botMessages).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
