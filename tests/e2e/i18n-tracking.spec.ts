import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";

/**
 * Tracking, tracking alerts and the chat assistant in Hindi and Marathi:
 * a tracking page shows its statuses in Hindi, the
 * search stays in the page's language, the list of several shipments reads
 * in Marathi, and the chat greets in Marathi and answers a Marathi keyword.
 * Demo data: CONTRACT.md "Demo data".
 */

/** Devanagari digits: never on these pages (CONTRACT.md "Languages": digits are Latin). */
const devanagariDigits = /[०-९]/;

/** The list of results, whichever layout the viewport shows: a table from 768 px, cards below. */
function rows(page: Page) {
  return page.locator("#batch-title").locator("..").locator("tbody tr:visible, li:visible");
}

test.describe("a shipment's page in Hindi", () => {
  test("shows its statuses, timeline and dates in Hindi, Latin digits", async ({ page }) => {
    await visit(page, "/hi/track-shipment-v2/LR123456789");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिपमेंट LR123456789");
    await expect(page).toHaveTitle(/^ट्रैकिंग LR123456789: रास्ते में \|/);
    // The answer at the top: the status's summary and the latest update.
    await expect(page.locator("main header, main section").first()).toContainText(
      "आपका शिपमेंट रास्ते में है। ताज़ा अपडेट: Jaipur Hub",
    );

    const panel = page.getByRole("region", { name: "ट्रैकिंग हिस्ट्री" });
    await expect(panel).toContainText("LR123456789");
    await expect(panel).toContainText("रास्ते में");

    const journey = page.getByRole("region", { name: "शिपमेंट का सफ़र" });
    const titles = journey.getByRole("heading", { level: 3 });
    // Milestones still ahead, then the updates grouped by status, newest first.
    await expect(titles.nth(0)).toHaveText("डिलीवर हो गया");
    await expect(titles.nth(1)).toHaveText("डिलीवरी के लिए निकला");
    await expect(journey).toContainText("बाकी है");
    await expect(journey).toContainText("ताज़ा अपडेट");
    await expect(titles.filter({ hasText: "बुक हो गया" })).toHaveCount(1);
    await expect(titles.filter({ hasText: "पेंडिंग" })).toHaveCount(1);
    await expect(titles.filter({ hasText: "भेजा गया" })).toHaveCount(1);

    // 'शुक्र, 20 नव॰ 26': the language's day and month, Latin digits.
    const dates = journey.locator("time");
    await expect(dates.first()).toHaveText(/^(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ \d{2}/);
    expect(await journey.innerText()).not.toMatch(devanagariDigits);
    // Places and LR numbers inside the Hindi are marked as English.
    await expect(panel.locator('dd [lang="en"]')).toHaveText("LR123456789");

    await expect(page.getByRole("heading", { name: "ईमेल पर अपडेट पाएँ" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a delivered shipment: its status, proof of delivery and sharing in Hindi", async ({
    page,
  }) => {
    await visit(page, "/hi/track-shipment-v2/SI20254567");
    const panel = page.getByRole("region", { name: "ट्रैकिंग हिस्ट्री" });
    await expect(panel).toContainText("डिलीवर हो गया");
    await expect(panel.getByRole("link", { name: /POD डाउनलोड करें/ })).toHaveAttribute(
      "href",
      "/api/order/web/pod/SI20254567",
    );
    await panel.getByRole("button", { name: "शेयर करें" }).click();
    const dialog = page.getByRole("dialog", { name: "ट्रैकिंग शेयर करें" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "लिंक कॉपी करें" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "पेज का लिंक" })).toHaveValue(
      /\/hi\/track-shipment-v2\/SI20254567$/,
    );
    // Delivered: no e-mail alerts to ask for.
    await expect(page.getByRole("heading", { name: "ईमेल पर अपडेट पाएँ" })).toHaveCount(0);
  });

  test("asks for e-mail updates in Hindi and stays on the Hindi page", async ({ page }) => {
    await visit(page, "/hi/track-shipment-v2/LR555555555");
    await page
      .getByRole("textbox", { name: "आपका ईमेल पता" })
      .fill(`hindi-${Date.now()}@example.org`);
    await page
      .getByRole("region", { name: "ईमेल पर अपडेट पाएँ" })
      .getByRole("button", { name: "मुझे अपडेट भेजें" })
      .click();
    await expect(page).toHaveURL(/\/hi\/track-shipment-v2\/LR555555555\?alerts=sent#alerts$/);
    await expect(page.getByRole("status")).toContainText("अपना इनबॉक्स देखें");
  });
});

test.describe("searching in Hindi and Marathi", () => {
  test("the search on /hi/track-shipment opens /hi/track-shipment-v2/…", async ({ page }) => {
    await visit(page, "/hi/track-shipment");
    const input = page.getByRole("textbox", { name: "LR नंबर" });
    await expect(input).toHaveAttribute("placeholder", "जैसे SI20254567");
    await input.fill("  si20254567 ");
    await page.getByRole("button", { name: "ट्रैक करें", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/track-shipment-v2\/si20254567$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिपमेंट SI20254567");
    await expect(page.getByRole("region", { name: "ट्रैकिंग हिस्ट्री" })).toContainText(
      "डिलीवर हो गया",
    );
  });

  test("several numbers from /mr/track-shipment: the list in Marathi, each linked to its Marathi page", async ({
    page,
  }) => {
    await visit(page, "/mr/track-shipment");
    await page
      .getByRole("textbox", { name: "LR नंबर" })
      .fill("LR123456789, SI20254567 LR999999999");
    await page.getByRole("button", { name: "ट्रॅक करा", exact: true }).click();
    await expect(page).toHaveURL(/\/mr\/track-shipment\?lr=LR123456789,SI20254567,LR999999999$/);

    const list = page.getByRole("region", { name: "3 शिपमेंट" });
    await expect(list).toContainText("2 सापडले, 1 सापडले नाहीत.");
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText("मार्गावर");
    await expect(rows(page).nth(0)).toContainText("Jaipur Hub");
    await expect(rows(page).nth(1)).toContainText("डिलिव्हर झाले");
    await expect(
      rows(page)
        .nth(1)
        .getByRole("link", { name: /POD डाउनलोड करा/ }),
    ).toHaveAttribute("href", "/api/order/web/pod/SI20254567");
    await expect(rows(page).nth(2)).toContainText("सापडले नाही");
    await expect(rows(page).nth(2)).toContainText("नंबर तपासा");
    expect(await list.innerText()).not.toMatch(devanagariDigits);
    await expectNoAxeViolations(page);

    await rows(page)
      .nth(0)
      .getByRole("link", { name: /LR123456789/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mr\/track-shipment-v2\/LR123456789$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिपमेंट LR123456789");
  });

  test.describe("a refused list", () => {
    test.use({ expectedConsoleErrors: /status of 400/ });

    test("from the Hindi home page's search is refused in Hindi, and too many in Marathi", async ({
      page,
    }) => {
      await visit(page, "/hi");
      await page.getByRole("textbox", { name: "LR नंबर" }).fill("abc, x1");
      await page.getByRole("button", { name: "अभी ट्रैक करें" }).click();
      await expect(page).toHaveURL(/\/hi\/track-shipment\?lrno=abc/);
      await expect(
        page.getByText("ये LR नंबर नहीं हैं: abc, x1। LR नंबर में 6 से 20 अक्षर और अंक होते हैं"),
      ).toBeVisible();

      const many = Array.from({ length: 27 }, (_, i) => `LR${300000 + i}`).join(" ");
      await visit(page, `/mr/track-shipment?lr=${many}`);
      await expect(
        page.getByText("तुम्ही 27 LR नंबर टाकले आहेत. एका वेळी 25 पर्यंत ट्रॅक करा: 2 काढून"),
      ).toBeVisible();
    });
  });

  test("without JavaScript the server's redirects stay in the language @server", async ({
    request,
  }) => {
    const one = await request.get("/hi/track-shipment?lrno=%20si20254567%20", { maxRedirects: 0 });
    expect(one.status()).toBe(302);
    expect(one.headers().location).toBe("/hi/track-shipment-v2/si20254567");
    const list = await request.get("/mr/track-shipment?lrno=LR555555555+LR777777777", {
      maxRedirects: 0,
    });
    expect(list.headers().location).toBe("/mr/track-shipment?lr=LR555555555,LR777777777");
    const single = await request.get("/mr/track-shipment?lr=LR555555555", { maxRedirects: 0 });
    expect(single.headers().location).toBe("/mr/track-shipment-v2/LR555555555");
  });

  test.describe("an unknown number", () => {
    test.use({
      expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    });

    test("says so in Hindi, with what to check", async ({ page }) => {
      const response = await visit(page, "/hi/track-shipment-v2/LR999999999");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 2, name: /LR999999999/ })).toHaveText(
        "LR नंबर LR999999999 वाला कोई शिपमेंट नहीं मिला",
      );
      await expect(page.getByText("कृपया जाँच लें:")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "दूसरा LR नंबर ट्रैक करें" })).toHaveValue(
        "LR999999999",
      );
    });
  });
});

test.describe("the alert pages in Marathi", () => {
  test("a used-up confirmation link says so and leads to the Marathi tracking page", async ({
    page,
  }) => {
    await visit(page, "/mr/tracking-alerts/confirm?t=not-a-token");
    await expect(page.getByText("ही कन्फर्मेशन लिंक एक्स्पायर झाली आहे")).toBeVisible();
    await expect(page.locator('main a.btn-dark[href="/mr/track-shipment"]')).toBeVisible();
  });
});

test.describe("the chat assistant in Marathi and Hindi", () => {
  function chat(page: Page, title: string, button: string) {
    const dialog = page.getByRole("dialog", { name: title });
    const log = dialog.getByRole("log");
    return {
      launcher: page.getByRole("button", { name: button }),
      dialog,
      input: dialog.getByRole("textbox"),
      botMessages: log.locator('[data-sender="bot"]'),
    };
  }

  test("greets in Marathi and answers Marathi keywords in Marathi, with Marathi links", async ({
    page,
  }) => {
    await visit(page, "/mr");
    const c = chat(page, "SIL असिस्टंट", "SIL असिस्टंटशी चॅट करा");
    await c.launcher.click();
    await expect(c.dialog).toBeVisible();
    await expect(c.botMessages.first()).toContainText("नमस्कार! 👋 आज मी तुम्हाला कशी मदत करू?");
    await expect(c.dialog.getByRole("group", { name: "सुचवलेले विषय" })).toContainText("करिअर");

    await c.input.fill("नोकरी");
    await c.input.press("Enter");
    const careers = c.botMessages.nth(1);
    await expect(careers).toContainText("आमच्याकडे भरती सुरू आहे!");
    await expect(careers.getByRole("link", { name: "करिअर पेजवर" })).toHaveAttribute(
      "href",
      "/mr/join-us/career",
    );

    await c.input.fill("माझे पार्सल ट्रॅक करायचे आहे");
    await c.input.press("Enter");
    const track = c.botMessages.nth(2);
    await expect(track).toContainText("तुमचा LR नंबर इथे लिहा");
    await expect(track.getByRole("link", { name: "ट्रॅकिंग पेजवर" })).toHaveAttribute(
      "href",
      "/mr/track-shipment",
    );

    // English typed on a Marathi page is understood too, and answered in Marathi.
    await c.input.fill("help");
    await c.input.press("Enter");
    await expect(c.botMessages.nth(3)).toContainText("आमची सपोर्ट टीम 24/7 तुमच्यासाठी आहे.");
  });

  test("fetches its Marathi words with its script, not with every page, and reports a status in Marathi off the tracking pages", async ({
    page,
    request,
  }) => {
    // The page's HTML carries the button's words only; the conversation's come when the chat loads.
    const html = await (await request.get("/mr/about-us")).text();
    expect(html).toContain("SIL असिस्टंटशी चॅट करा");
    expect(html).not.toContain("आज मी तुम्हाला कशी मदत करू?");
    expect(html).not.toContain("मार्गावर");

    const texts: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(?:chat|shipment-statuses)-[\w-]{8}\.js$/.test(r.url())) texts.push(r.url());
    });
    await visit(page, "/mr/about-us");
    const c = chat(page, "SIL असिस्टंट", "SIL असिस्टंटशी चॅट करा");
    await c.launcher.click();
    await expect(c.botMessages.first()).toContainText("नमस्कार! 👋 आज मी तुम्हाला कशी मदत करू?");
    expect(texts).toHaveLength(2);
    await c.input.fill("LR123456789");
    await c.input.press("Enter");
    await expect(c.botMessages.nth(1)).toContainText("LR123456789 चे स्टेटस: मार्गावर.");
  });

  test("answers an LR number in Hindi with the status in Hindi and a Hindi link", async ({
    page,
  }) => {
    await visit(page, "/hi/track-shipment");
    const c = chat(page, "SIL असिस्टेंट", "SIL असिस्टेंट से चैट करें");
    await c.launcher.click();
    await expect(c.botMessages.first()).toContainText("नमस्ते!");
    await c.input.fill("lr123456789 कहाँ है?");
    await c.input.press("Enter");
    const reply = c.botMessages.nth(1);
    await expect(reply).toContainText("LR123456789 का स्टेटस: रास्ते में।");
    await expect(reply).toContainText("ताज़ा अपडेट: Jaipur Hub");
    expect(await reply.innerText()).not.toMatch(devanagariDigits);
    await expect(
      reply.getByRole("link", { name: "LR123456789 का पूरा सफ़र देखें" }),
    ).toHaveAttribute("href", "/hi/track-shipment-v2/LR123456789");
  });
});

test.describe("what the statuses mean, under the search", () => {
  for (const [path, title, labels] of [
    [
      "/track-shipment",
      "What the statuses mean",
      [
        "Manifested",
        "In Transit",
        "Out for Delivery",
        "Delivery Attempted",
        "Delivered",
        "Delayed",
        "Cancelled",
      ],
    ],
    [
      "/hi/track-shipment",
      "स्टेटस का मतलब",
      [
        "बुक हो गया",
        "रास्ते में",
        "डिलीवरी के लिए निकला",
        "डिलीवरी की कोशिश हुई",
        "डिलीवर हो गया",
        "देरी हुई",
        "रद्द",
      ],
    ],
    [
      "/mr/track-shipment",
      "स्टेटसचा अर्थ",
      [
        "बुक झाले",
        "मार्गावर",
        "डिलिव्हरीसाठी निघाले",
        "डिलिव्हरीचा प्रयत्न झाला",
        "डिलिव्हर झाले",
        "उशीर झाला",
        "रद्द झाले",
      ],
    ],
  ] as const)
    test(`${path} explains every status a shipment can show`, async ({ page }) => {
      await visit(page, path);
      const list = page.getByRole("heading", { name: title }).locator("..").getByRole("listitem");
      await expect(list).toHaveCount(labels.length);
      for (const [i, label] of labels.entries())
        await expect(list.nth(i).locator("p > span").first()).toHaveText(label);
    });
});
