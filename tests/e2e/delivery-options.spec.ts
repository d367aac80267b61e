import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { texts as deliveryTexts } from "@core/content/delivery-options";
import hindiDelivery from "@core/content/hi/delivery-options";
import hindiTracking from "@core/content/hi/tracking";
import hindiValidation from "@core/content/hi/validation";
import { texts as validation } from "@core/content/validation";
import { expect, expectNoAxeViolations, visit } from "./fixtures";
import { useOwnAddress } from "./form-helpers";
import { findHtmlcsErrors, formatHtmlcsErrors } from "./htmlcs";
import { E2E_OPS_TOKEN } from "./ops";
// The shared fixtures, with operations' account for the answer (tests/e2e/staff.ts).
import { test } from "./staff";

/**
 * "Change delivery" on a shipment's page (CONTRACT.md "Delivery
 * options for the receiver"): each option is taken with the two facts of
 * the booking, in English and Hindi, with JavaScript and without; wrong
 * facts get one message whichever was wrong, then the lock; the request
 * and its state (received, then declined by operations with a reason)
 * show to anyone with the LR number, nobody's details; a
 * delivered or cancelled shipment offers nothing; a missed delivery and a
 * quiet shipment say so, each with its ticket link. Each test makes its
 * own shipment through the ingestion API and uses its own client address,
 * since one request waits per shipment and wrong tries count per address.
 */

const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };
const FACTS = { pincode: "411001", last4: "4321", phone: "9876504321" };

/** A 400, 403, 409 or 429 answer to the form's fetch, which Chromium logs. */
test.use({
  expectedConsoleErrors:
    /Failed to load resource: the server responded with a status of 4(00|03|09|29)/,
});

const words = {
  en: { page: deliveryTexts.en, messages: validation.en, prefix: "" },
  hi: { page: hindiDelivery, messages: hindiValidation, prefix: "/hi" },
} as const;
type Lang = keyof typeof words;

/** India's calendar day, `days` from today. */
function indiaDay(days: number): string {
  const now = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

let made = 0;
/** A shipment of this test's own, on its way, with the delivery facts booked. */
async function newShipment(
  request: APIRequestContext,
  info: TestInfo,
  { lastEventDaysAgo = 0, status = "In Transit" } = {},
) {
  made += 1;
  const lrNo = `LRD${Date.now().toString(36).toUpperCase()}${info.workerIndex}${made}`;
  const put = await request.put(`/api/ops/shipments/${lrNo}`, {
    headers: ops,
    data: {
      order_status: status,
      destination_pincode: FACTS.pincode,
      consignee_phone: FACTS.phone,
      expected_delivery_date: indiaDay(3),
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  const occurred = new Date(Date.now() - lastEventDaysAgo * 86_400_000 - 60_000).toISOString();
  const events = await request.post(`/api/ops/shipments/${lrNo}/events`, {
    headers: ops,
    data: {
      events: [
        { id: `${lrNo}-1`, status, location: "Pune Hub", remarks: "", occurred_at: occurred },
      ],
    },
  });
  expect(events.status()).toBe(200);
  return lrNo;
}

type Option = "reschedule" | "instructions" | "phone" | "collect";

/** Opens the folded form and fills one option, the facts and (maybe) an e-mail address. */
async function fillRequest(
  page: Page,
  lang: Lang,
  option: Option,
  facts: { pincode: string; last4: string } = FACTS,
) {
  const t = words[lang].page;
  const region = page.getByRole("region", { name: t.heading });
  await region.getByText(t.open).click();
  await region.getByRole("radio", { name: t.options[option].label }).check();
  if (option === "reschedule")
    await region.getByLabel(t.options.reschedule.field).fill(indiaDay(2));
  if (option === "instructions")
    await region.getByLabel(t.options.instructions.field).fill("Back gate, ask for Asha Rao");
  if (option === "phone") await region.getByLabel(t.options.phone.field).fill("98123 45678");
  if (option === "collect") await region.getByRole("radio", { name: /^Bhiwandi/ }).check();
  await region.getByLabel(t.proof.pincode).fill(facts.pincode);
  await region.getByLabel(t.proof.phoneLast4).fill(facts.last4);
  await region.getByLabel(t.email).fill("asha.rao@example.org");
  return region;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "by 1:00 PM today" or its kin (core/answer-by.ts) in the page's language:
 * the hour and the day depend on when the test runs, and a request just
 * made is never past due ("soon").
 */
function answerBy(lang: Lang): string {
  const w = words[lang].page.answerBy;
  const by = [w.today, w.tomorrow, w.weekday, w.later].map((form) =>
    escapeRegExp(form)
      .replace("\\{time\\}", "\\d{1,2}:\\d{2} [AP]M")
      .replace("\\{day\\}", `(${w.weekdays.join("|")})`)
      .replace("\\{date\\}", "\\d{1,2} \\S+"),
  );
  return `(${by.join("|")})`;
}

/** A text of the page with its {by} filled, as a pattern. */
function answeredBy(lang: Lang, text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text).replace("\\{by\\}", answerBy(lang))}$`);
}

/** What the request list says of each option, as the page words it. */
function askedFor(lang: Lang, option: Option): RegExp {
  const r = words[lang].page.requests;
  const text = {
    reschedule: r.reschedule.replace("{date}", ""),
    instructions: r.instructions,
    phone: r.phone,
    collect: r.collect.replace("{branch}", "Bhiwandi"),
  }[option];
  return new RegExp(escapeRegExp(text));
}

/** The page says the request was taken, shows it Received, and shows none of what was typed. */
async function expectTaken(page: Page, lang: Lang, option: Option) {
  const { page: t, messages } = words[lang];
  await expect(page).toHaveURL(/\?delivery=sent#change-delivery$/);
  const region = page.getByRole("region", { name: t.heading });
  const status = region.getByRole("status");
  await expect(status).toHaveText(answeredBy(lang, messages.deliveryReceived));
  await expect(status).toContainText(new RegExp(answerBy(lang)));
  const item = region.getByRole("listitem").first();
  await expect(item).toContainText(askedFor(lang, option));
  await expect(item).toContainText(t.requests.status.received);
  // While it waits, no second request is offered.
  await expect(region.getByText(t.open)).toHaveCount(0);
  const html = await page.content();
  for (const typed of ["98123", "Asha Rao", "asha.rao@example.org", FACTS.phone])
    expect(html, typed).not.toContain(typed);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Each option once in English and once in Hindi, across the two runs.
    const plan: [Option, Lang][] = (
      ["reschedule", "instructions", "phone", "collect"] as const
    ).map((option, i) => [option, (i + (javaScriptEnabled ? 0 : 1)) % 2 === 0 ? "en" : "hi"]);

    test("each option is taken with the right facts, in English and Hindi", async ({
      page,
      request,
    }, info) => {
      await useOwnAddress(page, info);
      for (const [option, lang] of plan) {
        const lrNo = await newShipment(request, info);
        const path = `${words[lang].prefix}/track-shipment-v2/${lrNo}`;
        if (javaScriptEnabled) await visit(page, path);
        else await page.goto(path);
        const region = await fillRequest(page, lang, option);
        await region.getByRole("button", { name: words[lang].page.submit }).click();
        await expectTaken(page, lang, option);
      }
    });
  });
}

test("the request and its state show to anyone with the LR number; a second one waits its turn", async ({
  page,
  browser,
  request,
  signInAs,
}, info) => {
  await useOwnAddress(page, info);
  const lrNo = await newShipment(request, info);
  const path = `/track-shipment-v2/${lrNo}`;
  // Someone else has the same page open with the form, before the first request.
  const other = await browser.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.251.${info.workerIndex % 250}.9` },
  });
  const otherPage = await other.newPage();
  await otherPage.goto(path);

  await visit(page, path);
  await (await fillRequest(page, "en", "collect"))
    .getByRole("button", { name: deliveryTexts.en.submit })
    .click();
  await expectTaken(page, "en", "collect");

  // The second request is refused (409) and says why, with everything typed kept.
  const region = await fillRequest(otherPage, "en", "instructions");
  await region.getByRole("button", { name: deliveryTexts.en.submit }).click();
  await expect(region.getByRole("alert")).toHaveText(validation.en.deliveryWaiting);
  await expect(region.getByLabel(deliveryTexts.en.options.instructions.field)).toHaveValue(
    "Back gate, ask for Asha Rao",
  );
  // Reloaded, it shows the first request and its state, and no form.
  await otherPage.goto(path);
  const shown = otherPage.getByRole("region", { name: deliveryTexts.en.heading });
  await expect(shown.getByRole("listitem")).toHaveCount(1);
  await expect(shown.getByRole("listitem")).toContainText("Collect from Bhiwandi");
  await expect(shown.getByRole("listitem")).toContainText("Received");
  await expect(shown.getByText(deliveryTexts.en.open)).toHaveCount(0);
  const note = shown.getByText(answeredBy("en", deliveryTexts.en.waitingNote));
  await expect(note).toContainText(new RegExp(answerBy("en")));

  // Operations declines it with a reason: the page says so, and offers the options again.
  await signInAs("ops");
  await visit(page, "/staff/delivery-requests?option=collect");
  const row = page.getByRole("listitem").filter({ hasText: lrNo });
  const reason = "The Bhiwandi counter is closed for stock-taking this week.";
  await row.getByLabel("Reason for the receiver").fill(reason);
  await row.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText(/^Declined\./)).toBeVisible();
  await otherPage.goto(path);
  await expect(shown.getByRole("listitem")).toContainText("Declined");
  await expect(shown.getByRole("listitem")).toContainText(`Reason: ${reason}`);
  await expect(shown.getByText(deliveryTexts.en.open)).toBeVisible();
  await other.close();
});

test("wrong facts get one message whichever was wrong, nothing typed lost, then the lock", async ({
  page,
  request,
}, info) => {
  await useOwnAddress(page, info);
  const lrNo = await newShipment(request, info);
  await visit(page, `/track-shipment-v2/${lrNo}`);
  const t = deliveryTexts.en;
  const wrong = validation.en.deliveryWrongFacts;
  // Each try waits for its answer to be shown (the button is back from "Sending..."): the
  // message of the one before is the same words.
  const send = async (region: Awaited<ReturnType<typeof fillRequest>>) => {
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await region.getByRole("button", { name: t.submit }).click();
    await answered;
    await expect(region.getByRole("button", { name: t.submit })).toBeEnabled();
  };

  const region = await fillRequest(page, "en", "instructions", {
    pincode: "411002",
    last4: "4321",
  });
  const alert = region.getByRole("alert");
  await send(region);
  await expect(alert).toHaveText(wrong);
  await expect(region.getByLabel(t.options.instructions.field)).toHaveValue(
    "Back gate, ask for Asha Rao",
  );
  await expect(region.getByLabel(t.proof.pincode)).toHaveValue("411002");
  await expect(region.getByLabel(t.proof.pincode)).toHaveAttribute("aria-invalid", "true");
  await expect(region.getByLabel(t.proof.phoneLast4)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // The other fact wrong alone: the same words.
  await region.getByLabel(t.proof.pincode).fill(FACTS.pincode);
  await region.getByLabel(t.proof.phoneLast4).fill("1234");
  await send(region);
  await expect(alert).toHaveText(wrong);
  await expect(region.getByLabel(t.proof.phoneLast4)).toHaveValue("1234");

  // Five wrong tries are each answered alike; the sixth, even with the right facts, is locked.
  for (const last4 of ["1230", "1240", "1250"]) {
    await region.getByLabel(t.proof.phoneLast4).fill(last4);
    await send(region);
    await expect(alert).toHaveText(wrong);
    await expect(region.getByLabel(t.proof.phoneLast4)).toHaveValue(last4);
  }
  await region.getByLabel(t.proof.phoneLast4).fill(FACTS.last4);
  await send(region);
  await expect(alert).toHaveText(validation.en.deliveryLocked);
});

test.describe("others' wrong tries", () => {
  test.use({ javaScriptEnabled: false });

  test("never lock the receiver out: the form asks the captcha, in the page's language", async ({
    page,
    request,
  }, info) => {
    const lrNo = await newShipment(request, info);
    // Five wrong tries, each from an address of its own, through the JSON door.
    for (let i = 1; i <= 5; i++) {
      const res = await request.post(`/api/order/web/delivery-requests/${lrNo}`, {
        headers: { "X-Forwarded-For": `10.252.${info.workerIndex % 250}.${i}` },
        data: {
          option: "collect",
          branch: "bhiwandi",
          pincode: FACTS.pincode,
          phone_last4: "0000",
        },
      });
      expect(res.status()).toBe(403);
    }
    await useOwnAddress(page, info);
    await page.goto(`/hi/track-shipment-v2/${lrNo}`);
    const { page: t, messages } = words.hi;
    const region = await fillRequest(page, "hi", "collect");
    await region.getByRole("button", { name: t.submit }).click();
    // Not stored, not counted: the question, asked in Hindi, with its message beside it.
    await expect(region.getByText(t.proof.captcha.why)).toBeVisible();
    const answer = region.getByRole("textbox", { name: new RegExp(t.proof.captcha.label) });
    await expect(answer).toHaveAccessibleDescription(
      new RegExp(messages.captchaMissing.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    const label = (await region.locator('label[for="delivery-captchaInput"]').innerText()) ?? "";
    const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? [];
    expect(label).toContain("कितना होता है?");
    await answer.fill(String(Number(a) + Number(b)));
    await region.getByRole("button", { name: t.submit }).click();
    await expectTaken(page, "hi", "collect");
  });
});

test("a delivered or cancelled shipment offers nothing", async ({ page }) => {
  for (const lrNo of ["SI20254567", "LR777777777"]) {
    await visit(page, `/track-shipment-v2/${lrNo}`);
    await expect(page.getByRole("region", { name: "Tracking History" })).toBeVisible();
    await expect(page.getByRole("region", { name: deliveryTexts.en.heading })).toHaveCount(0);
    await expect(page.getByText(deliveryTexts.en.open)).toHaveCount(0);
    await expect(page.getByText(deliveryTexts.en.expected, { exact: true })).toHaveCount(0);
  }
});

test("a missed delivery comes first, with the options and a ticket for an attempt that did not happen", async ({
  page,
}) => {
  // Demo data (CONTRACT.md): Delivery Attempted yesterday.
  await visit(page, "/track-shipment-v2/LR444444444");
  const t = deliveryTexts.en;
  const panel = page.getByRole("region", { name: t.attempted.title });
  await expect(panel).toContainText("We could not deliver this shipment on");
  await expect(panel.getByText(t.open)).toBeVisible();
  // Above the result, the first thing a phone shows.
  const panelTop = (await panel.boundingBox())!.y;
  const historyTop = (await page.getByRole("region", { name: "Tracking History" }).boundingBox())!
    .y;
  expect(panelTop).toBeLessThan(historyTop);
  await expectNoAxeViolations(page);

  const report = panel.getByRole("link", { name: t.attempted.report });
  await expect(report).toHaveAttribute("href", "/support/request?category=attempt&lr=LR444444444");
  await report.click();
  await expect(page).toHaveURL(/\/support\/request\?category=attempt&lr=LR444444444$/);
  await expect(
    page.getByRole("radio", { name: /^Delivery attempt that did not happen/ }),
  ).toBeChecked();
  await expect(page.getByRole("textbox", { name: /^LR number/ })).toHaveValue("LR444444444");
});

test("a shipment without news for two days says so, with a ticket for the delay", async ({
  page,
  request,
}, info) => {
  const lrNo = await newShipment(request, info, { lastEventDaysAgo: 3 });
  await visit(page, `/hi/track-shipment-v2/${lrNo}`);
  const note = page.getByRole("region", {
    name: hindiDelivery.silence.title.replace("{days}", "2"),
  });
  await expect(note).toBeVisible();
  await expect(note.getByRole("link")).toHaveAttribute(
    "href",
    `/hi/support/request?category=delay&lr=${lrNo}`,
  );
  // The note's link is the page's only "Report a problem": not a second one to another address.
  await expect(page.getByRole("link", { name: hindiTracking.result.reportProblem })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test.describe("the open form and its errors", () => {
  test.use({ bypassCSP: true });

  test("HTML_CodeSniffer (pa11y's engine) finds no WCAG2AA error, in Hindi", async ({
    page,
    request,
  }, info) => {
    await useOwnAddress(page, info);
    const lrNo = await newShipment(request, info);
    await visit(page, `/hi/track-shipment-v2/${lrNo}`);
    const region = page.getByRole("region", { name: hindiDelivery.heading });
    await region.getByText(hindiDelivery.open).click();
    await region.getByRole("radio", { name: hindiDelivery.options.collect.label }).check();
    await region.getByRole("button", { name: hindiDelivery.submit }).click();
    // Every field it needs is named under it.
    await expect(region.getByText(hindiValidation.deliveryBranch)).toBeVisible();
    await expect(region.getByText(hindiValidation.pincode)).toBeVisible();
    const errors = await findHtmlcsErrors(page);
    expect(errors, formatHtmlcsErrors(errors)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
