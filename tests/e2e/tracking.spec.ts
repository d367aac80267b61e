import { expectNoAxeViolations, expect, test, visit } from "./fixtures";

/** The browser's own line for an intended 4xx/5xx document or data response. */
const failedResource =
  /Failed to load resource: the server responded with a status of (400|404|503)/;

test.describe("Track & Trace (/track-shipment)", () => {
  test("trims what was typed and opens its result; empty input does nothing", async ({ page }) => {
    await visit(page, "/track-shipment");
    const input = page.getByRole("textbox", { name: "LR number" });
    await expect(input).toHaveAttribute("placeholder", /SI20254567/);
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page).toHaveURL(/\/track-shipment$/);
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/track-shipment$/);

    await input.fill("  si20254567 ");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page).toHaveURL(/\/track-shipment-v2\/si20254567$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment SI20254567");
  });

  test("shows the FAQ block: five questions, one open at a time, and the help links", async ({
    page,
  }) => {
    await visit(page, "/track-shipment");
    const faq = page.getByRole("region", { name: /Frequently Asked Questions/ });
    const questions = faq.locator("details > summary");
    await expect(questions).toHaveCount(5);
    await questions.nth(0).click();
    await expect(faq.locator("details").nth(0)).toHaveAttribute("open", "");
    await questions.nth(3).click();
    await expect(faq.locator("details").nth(3)).toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Need More Help\?/ })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.getByRole("link", { name: /For Businesses/ })).toHaveAttribute(
      "href",
      "/business",
    );
    await expect(page.locator('main a[href="tel:+919876543210"]').first()).toBeVisible();
    await expect(page.locator('main a[href="mailto:support@example.com"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("home Track Your Shipment card", () => {
  test("an empty box does nothing on the first tap, while the hero's code is still loading", async ({
    page,
  }) => {
    await visit(page, "/");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // The hero's code loads on its first interaction: this tap is that interaction (spec section 5).
    await page.getByRole("button", { name: "Track Now" }).click();
    await page.waitForTimeout(1_000);
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Please fill/)).toHaveCount(0);
  });

  test("Enter submits and opens the result", async ({ page }) => {
    await visit(page, "/");
    const card = page.getByRole("search").filter({ hasText: "LR number" }).first();
    const input = card.getByRole("textbox", { name: "LR number" });
    await expect(input).toHaveAttribute("placeholder", /LR123456789/);
    await input.fill("LR123456789");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/track-shipment-v2\/LR123456789$/);
    await expect(page.getByRole("heading", { name: "Tracking History" })).toBeVisible();
  });
});

test.describe("Tracking v2 (/track-shipment-v2/{lrno})", () => {
  test("LR123456789: newest first, grouped, with More Info / Hide Details and pending steps", async ({
    page,
  }) => {
    await visit(page, "/track-shipment-v2/LR123456789");
    const panel = page.getByRole("region", { name: "Tracking History" });
    await expect(panel).toContainText("LR123456789");
    await expect(panel).toContainText("In Transit");
    await expect(panel.getByRole("link", { name: /Download POD/ })).toHaveCount(0);

    const timeline = page.getByRole("region", { name: /Shipment journey/ });
    const text = await timeline.innerText();
    // Pending milestones first, then the newest update (Jaipur), then older groups, Manifested last.
    expect(text.indexOf("Delivered")).toBeLessThan(text.indexOf("Jaipur Hub"));
    expect(text.indexOf("Jaipur Hub")).toBeLessThan(text.indexOf("Vasai Hub"));
    // Two milestones still to come, and the legacy "Panding" group, named as the spec names it.
    await expect(timeline.getByText("Pending", { exact: true })).toHaveCount(3);
    await expect(timeline.getByRole("heading", { level: 3 })).toContainText(["Shipped", "Pending"]);
    await expect(timeline.getByText(/Panding|shipped/)).toHaveCount(0);
    await expect(timeline.getByRole("heading", { name: "In Transit", exact: true })).toHaveCount(1);

    const more = timeline.getByText("More Info");
    await expect(timeline.getByText("Ahmedabad Hub")).toBeHidden();
    await more.click();
    await expect(timeline.getByText("Hide Details")).toBeVisible();
    await expect(timeline.getByText("Ahmedabad Hub")).toBeVisible();
    await timeline.getByText("Hide Details").click();
    await expect(timeline.getByText("Ahmedabad Hub")).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("SI20254567: delivered, and the POD downloads as a PDF", async ({ page }) => {
    await visit(page, "/track-shipment-v2/SI20254567");
    await expect(page.getByRole("region", { name: "Tracking History" })).toContainText("Delivered");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download POD/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("POD-SI20254567.pdf");
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("LR000000000: says there is no tracking history", async ({ page }) => {
    await visit(page, "/track-shipment-v2/LR000000000");
    await expect(page.getByText("No tracking history found for this number.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [lrNo, status] of [
    ["LR555555555", "Delayed"],
    ["LR777777777", "Cancelled"],
  ] as const) {
    test(`${lrNo}: shows ${status}`, async ({ page }) => {
      await visit(page, `/track-shipment-v2/${lrNo}`);
      await expect(page.getByRole("region", { name: "Tracking History" })).toContainText(status);
      await expect(page.getByRole("region", { name: /Shipment journey/ })).toContainText(status);
      await expectNoAxeViolations(page);
    });
  }

  test.describe("unknown and malformed numbers", () => {
    test.use({ expectedConsoleErrors: failedResource });

    test("an unknown LR gets a calm not-found answer with the format, an example and help", async ({
      page,
    }) => {
      const response = await visit(page, "/track-shipment-v2/LR999999999");
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main).toContainText("LR999999999");
      await expect(main).toContainText("6 to 20 letters and digits");
      await expect(main).toContainText("LR123456789");
      await expect(main.locator('a[href="tel:+919876543210"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a malformed LR answers 400 with the expected format, never a server error", async ({
      page,
    }) => {
      for (const raw of ["LR%20123", "..%2F..%2Fetc", "LR%00123456", "A".repeat(500)]) {
        const response = await page.goto(`/track-shipment-v2/${raw}`);
        expect(response?.status(), raw).toBe(400);
        await expect(page.getByRole("main")).toContainText("6 to 20 letters and digits");
      }
    });
  });

  test("a new search shows 'Tracking...' on a disabled button while it loads", async ({ page }) => {
    await visit(page, "/track-shipment-v2/LR123456789");
    await page.route("**/track-shipment-v2/SI20254567.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole("textbox", { name: "Track another LR number" }).fill("SI20254567");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    const busy = page.getByRole("button", { name: "Tracking..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment SI20254567");
    await expect(page.getByRole("button", { name: "Track", exact: true })).toBeEnabled();
  });

  test.describe("when the network fails", () => {
    test.use({
      expectedConsoleErrors: /Tracking page failed|Failed to load resource|Failed to fetch/,
    });

    test("says 'Failed to fetch tracking data.' in the page with a way to retry", async ({
      page,
    }) => {
      let alerted = false;
      page.on("dialog", (dialog) => {
        alerted = true;
        void dialog.dismiss();
      });
      await visit(page, "/track-shipment-v2/LR123456789");
      await page.route("**/track-shipment-v2/SI20254567.data*", (route) =>
        route.abort("internetdisconnected"),
      );
      await page.getByRole("textbox", { name: "Track another LR number" }).fill("SI20254567");
      await page.getByRole("textbox", { name: "Track another LR number" }).press("Enter");
      await expect(page.getByText("Failed to fetch tracking data.")).toBeVisible();
      await page.unroute("**/track-shipment-v2/SI20254567.data*");
      await page.getByRole("link", { name: /Try again/ }).click();
      await expect(page.getByRole("region", { name: "Tracking History" })).toContainText(
        "SI20254567",
      );
      expect(alerted).toBe(false);
    });
  });

  test("the share dialog offers WhatsApp, e-mail, Telegram and copies the page link", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/track-shipment-v2/LR123456789");
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share tracking" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=.*LR123456789/,
    );
    await expect(dialog.getByRole("link", { name: /Telegram/ })).toHaveAttribute(
      "href",
      /^https:\/\/t\.me\/share\/url\?url=.*LR123456789/,
    );
    await expect(dialog.getByRole("link", { name: /E-mail/ })).toHaveAttribute(
      "href",
      /^mailto:\?subject=Track%20Shipment&body=.*LR123456789/,
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // 'Copied!' shows for 2 s, then the button reads 'Copy link' again.
    await page.waitForTimeout(1_500);
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 2_000 });

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the share dialog takes focus when it opens, and Tab never reaches what it hides", async ({
    page,
  }) => {
    await visit(page, "/track-shipment-v2/LR123456789");
    const share = page.getByRole("button", { name: "Share" });
    await share.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share tracking" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const popover = page.locator("#share-tracking");
    for (let presses = 1; presses <= 10 && (await popover.isVisible()); presses += 1) {
      await page.keyboard.press("Tab");
      // Either focus stays in the open dialog, or the dialog closed when focus left it.
      const state = await popover.evaluate((d) => ({
        inside: d.contains(document.activeElement),
        open: d.matches(":popover-open"),
      }));
      expect(state.inside || !state.open, `after ${presses} Tab presses`).toBe(true);
    }
    await expect(dialog).toBeHidden();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home card and the v1 form reach the result through the server", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("textbox", { name: "LR number" }).first().fill(" lr123456789 ");
    await page.getByRole("button", { name: "Track Now" }).click();
    await expect(page).toHaveURL(/\/track-shipment-v2\/lr123456789$/);
    await expect(page.getByRole("region", { name: "Tracking History" })).toContainText(
      "LR123456789",
    );

    await page.goto("/track-shipment");
    await page.getByRole("textbox", { name: "LR number" }).fill("SI20254567");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page.getByRole("link", { name: /Download POD/ })).toBeVisible();
  });

  test("an empty home card answers 204: the page stays as it was", async ({ page }) => {
    await page.goto("/");
    const answer = page.waitForResponse((r) => r.url().includes("/track-shipment?lrno="));
    await page.getByRole("button", { name: "Track Now" }).click();
    expect((await answer).status()).toBe(204);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "It is our responsibility to deliver goods on time.",
    );
  });

  test("every demo LR renders its answer, and More Info still opens", async ({ page }) => {
    for (const [lrNo, expected] of [
      ["LR123456789", "Jaipur Hub"],
      ["SI20254567", "Delivered"],
      ["LR000000000", "No tracking history found for this number."],
      ["LR555555555", "Delayed"],
      ["LR777777777", "Cancelled"],
    ] as const) {
      await page.goto(`/track-shipment-v2/${lrNo}`);
      await expect(page.getByRole("main"), lrNo).toContainText(expected);
    }
    await page.goto("/track-shipment-v2/LR123456789");
    await page.getByText("More Info").click();
    await expect(page.getByText("Ahmedabad Hub")).toBeVisible();
  });
});

test.describe("caching of a shipment's answers", () => {
  test("the page, its .data and the POD are never stored by a browser or proxy @server", async ({
    request,
  }) => {
    for (const path of [
      "/track-shipment-v2/SI20254567",
      "/track-shipment-v2/SI20254567.data",
      "/track-shipment-v2/LR999999999",
      "/api/order/web/pod/SI20254567",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(500);
      expect(res.headers()["cache-control"], path).toBe("no-store");
    }
  });
});
