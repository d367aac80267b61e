import type { APIRequestContext, Page } from "@playwright/test";
import { phoneAlertTexts as en } from "@core/content/phone-alerts";
import hi from "@core/content/hi/phone-alerts";
import mr from "@core/content/mr/phone-alerts";
import mrRating from "@core/content/mr/delivery-rating";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { openMessageFake, type MessageFake } from "./message-fake";
import { E2E_OPS_TOKEN } from "./ops";
import { open, test } from "./staff";
import { E2E_SMS_CALLBACK_SECRET } from "../support/e2e-messages";

/**
 * A receiver's journeys by SMS and WhatsApp, end to end through the real
 * doors only (CONTRACT.md "Messages by SMS and WhatsApp"; decision 047):
 * the shipment's page to subscribe, the ops ingestion API for the events,
 * the local fake of MSG91 and Meta's Cloud API for what reaches the phone
 * and for the providers' callbacks, /staff/messages for what staff see, and
 * /alerts/<token> or a STOP reply to withdraw. Each journey books its own
 * shipment through the ops API, so no other spec's events reach it, and
 * uses a number of its own (6 messages a day, 3 codes an hour per number).
 */

const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, "Content-Type": "application/json" };
/** The outbox loops run every few seconds: this long with nothing sent means nothing was queued. */
const QUIET_MS = 8_000;

let made = 0;
const aPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const masked = (phone: string) => `•••• ${phone.slice(-4)}`;
const codeIn = (text: string) => {
  const match = text.match(/(?<!\d)\d{6}(?!\d)/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[0];
};

/** A shipment of this run's own, in transit, booked through the ops API. */
async function newShipment(request: APIRequestContext) {
  made += 1;
  const lrNo = `LRJ${Date.now().toString(36).toUpperCase()}${made}`;
  const put = await request.put(`/api/ops/shipments/${lrNo}`, {
    headers: ops,
    data: { order_status: "In Transit", destination_pincode: "411001", consignee_phone: aPhone() },
  });
  expect(put.status(), await put.text()).toBe(201);
  await postEvent(request, lrNo, "In Transit");
  return lrNo;
}

let events = 0;
async function postEvent(request: APIRequestContext, lrNo: string, status: string) {
  events += 1;
  const response = await request.post(`/api/ops/shipments/${lrNo}/events`, {
    headers: ops,
    data: {
      events: [
        {
          id: `${lrNo}-${events}`,
          status,
          location: "Pune Hub",
          remarks: "",
          occurred_at: new Date().toISOString(),
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const to = (phone: string) => `91${phone}`;
const smsTo = (fake: MessageFake, phone: string) =>
  fake.received.sms.filter((m) => m.to === to(phone));
const whatsAppTo = (fake: MessageFake, phone: string) =>
  fake.received.whatsapp.filter((m) => m.to === to(phone));

/** The shipment page's block, filled in and sent. */
async function subscribe(
  page: Page,
  t: typeof en,
  path: string,
  phone: string,
  channel: "SMS" | "WhatsApp",
) {
  await visit(page, path);
  const section = page.getByRole("region", { name: t.heading });
  await section.getByRole("textbox", { name: t.phoneLabel }).fill(phone);
  await section.getByRole("radio", { name: channel }).check();
  await section.getByRole("button", { name: t.submit }).click();
  return section;
}

test.describe("Message journeys", () => {
  let fake: MessageFake;
  test.beforeEach(async () => {
    fake = await openMessageFake();
  });
  test.afterEach(async () => {
    await fake?.close();
  });

  test("SMS in Hindi: code, out for delivery, delivered report, stop by the link", async ({
    page,
    signInAs,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const lrNo = await newShipment(page.request);
    const phone = aPhone();

    await page.setViewportSize({ width: 390, height: 844 });
    const section = await subscribe(page, hi, `/hi/track-shipment-v2/${lrNo}`, phone, "SMS");
    const code = section.getByRole("textbox", { name: hi.codeLabel });
    await expect(code).toBeFocused();
    const codeSms = await fake.nextSms(phone);
    expect(codeSms.template.event).toBe("sms_code");
    expect(codeSms.template.lang).toBe("hi");
    await code.fill(codeIn(codeSms.text));
    await section.getByRole("button", { name: hi.confirm }).click();
    await expect(section.getByRole("status")).toContainText(
      hi.confirmed.replace(/\{phone\}.*/, "").trim(),
    );

    // Out for delivery: the Hindi template, naming the LR, with the stop link.
    await postEvent(page.request, lrNo, "Out for Delivery");
    const ofd = await fake.nextSms(phone);
    expect(ofd.template.event).toBe("out_for_delivery");
    expect(ofd.template.lang).toBe("hi");
    expect(ofd.text).toContain(`शिपमेंट ${lrNo} डिलीवरी के लिए निकला है`);
    expect(ofd.text).toContain(`/hi/track-shipment-v2/${lrNo}`);
    const alertsPath = ofd.text.match(/\/hi\/alerts\/[A-Za-z0-9_-]{30}/)?.[0];
    expect(alertsPath, ofd.text).toBeTruthy();

    // MSG91's delivery report moves it to Delivered, as ops see it.
    const report = await fake.postSmsReport(
      `${baseURL}/api/messages/status/sms/${E2E_SMS_CALLBACK_SECRET}`,
      { requestId: ofd.requestId, number: to(phone), state: "delivered" },
    );
    expect(report.status).toBe(200);
    await signInAs("ops");
    const row = page
      .getByRole("list", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: `SMS: Out for delivery to ${masked(phone)}` })
      .filter({ hasText: lrNo });
    await expect(async () => {
      await open(page, "/staff/messages");
      await expect(row.locator("strong[data-state]")).toHaveText("Delivered", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("main")).not.toContainText(phone);
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/work/shots/journey-staff-messages.png" });

    // The link in the SMS stops everything; the next event sends nothing.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, alertsPath!);
    await expect(page.getByRole("main")).toContainText(lrNo);
    await expect(page.getByRole("main")).not.toContainText(phone);
    await page.getByRole("button", { name: hi.stopAll }).click();
    await expect(page.getByRole("main")).toContainText(hi.stopped);
    await postEvent(page.request, lrNo, "Delivery Attempted");
    await page.waitForTimeout(QUIET_MS);
    expect(smsTo(fake, phone)).toEqual([]);
    // Nor was anything queued: the number's messages are still the code and the one event.
    await open(page, "/staff/messages");
    const ofThisNumber = page
      .getByRole("list", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: masked(phone) })
      .filter({ hasText: lrNo });
    await expect(ofThisNumber).toHaveCount(2);
    await expect(ofThisNumber.filter({ hasText: "Delivery attempted" })).toHaveCount(0);
  });

  test("WhatsApp in English: YES, a refused message falls back to one SMS, STOP ends all", async ({
    page,
    signInAs,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const lrNo = await newShipment(page.request);
    const phone = aPhone();
    const whatsappUrl = `${baseURL}/api/messages/status/whatsapp`;

    await page.setViewportSize({ width: 1280, height: 900 });
    const section = await subscribe(page, en, `/track-shipment-v2/${lrNo}`, phone, "WhatsApp");
    await expect(section.getByRole("status")).toContainText(
      en.whatsappSent.replace(/\{phone\}.*/, "").trim(),
    );
    const optIn = await fake.nextWhatsApp(phone);
    expect(optIn.name).toBe("sil_whatsapp_opt_in");
    expect(optIn.languageCode).toBe("en");
    expect(optIn.parameters[0]).toBe(lrNo);
    const alertsPath = `/alerts/${optIn.parameters[1]}`;
    await visit(page, alertsPath);
    await expect(page.getByRole("main")).toContainText(en.states.pending);

    // YES confirms it.
    const yes = await fake.postWhatsAppInbound(whatsappUrl, { from: to(phone), text: "YES" });
    expect(yes.status).toBe(200);
    await visit(page, alertsPath);
    await expect(page.getByRole("main")).toContainText(en.states.active);

    // Meta refuses the out-for-delivery message: one SMS with the same event instead.
    const refusedBefore = fake.received.refused.filter((r) => r.channel === "whatsapp").length;
    fake.next("whatsapp", "refuse");
    await postEvent(page.request, lrNo, "Out for Delivery");
    const fallback = await fake.nextSms(phone);
    expect(fallback.template.event).toBe("out_for_delivery");
    expect(fallback.template.lang).toBe("en");
    expect(fallback.text).toContain(`shipment ${lrNo} is out for delivery`);
    expect(fake.received.refused.filter((r) => r.channel === "whatsapp").length).toBe(
      refusedBefore + 1,
    );
    expect(whatsAppTo(fake, phone)).toEqual([]);
    // Ops see the WhatsApp message failed in Meta's words, and its SMS in its place.
    await signInAs("ops");
    const rows = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
    const failed = rows.filter({ hasText: `WhatsApp: Out for delivery to ${masked(phone)}` });
    await expect(async () => {
      await open(page, "/staff/messages");
      await expect(failed.locator("strong[data-state]")).toHaveText("Failed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(failed).toContainText("131026");
    await expect(
      rows
        .filter({ hasText: `SMS: Out for delivery to ${masked(phone)}` })
        .filter({ hasText: "in place of a failed WhatsApp message" }),
    ).toHaveCount(1);
    // Only one: nothing more reaches the number while the loops run.
    await page.waitForTimeout(QUIET_MS);
    expect(smsTo(fake, phone)).toEqual([]);
    expect(whatsAppTo(fake, phone)).toEqual([]);

    // STOP withdraws; the next event sends nothing on either channel.
    const stop = await fake.postWhatsAppInbound(whatsappUrl, { from: to(phone), text: "STOP" });
    expect(stop.status).toBe(200);
    await visit(page, alertsPath);
    await expect(page.getByRole("main")).toContainText(en.states.withdrawn);
    await postEvent(page.request, lrNo, "Delivery Attempted");
    await page.waitForTimeout(QUIET_MS);
    expect(smsTo(fake, phone)).toEqual([]);
    expect(whatsAppTo(fake, phone)).toEqual([]);
  });

  test("WhatsApp in Marathi: confirmed by the link, delivered with its rating link, rated 5", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lrNo = await newShipment(page.request);
    const phone = aPhone();

    await page.setViewportSize({ width: 390, height: 844 });
    const section = await subscribe(page, mr, `/mr/track-shipment-v2/${lrNo}`, phone, "WhatsApp");
    await expect(section.getByRole("status")).toContainText(
      mr.whatsappSent.replace(/\{phone\}.*/, "").trim(),
    );
    const optIn = await fake.nextWhatsApp(phone);
    expect(optIn.name).toBe("sil_whatsapp_opt_in");
    expect(optIn.languageCode).toBe("mr");

    // The opt-in's link confirms it, in Marathi.
    await visit(page, `/mr/alerts/${optIn.parameters[1]}`);
    await expect(page.getByRole("main")).toContainText(mr.states.pending);
    await page.getByRole("button", { name: mr.confirmWhatsApp }).click();
    await expect(page.getByRole("main")).toContainText(mr.states.active);
    await expectNoAxeViolations(page);

    // Delivered: the Marathi template with the POD page and a rating link of its own.
    await postEvent(page.request, lrNo, "Delivered");
    const delivered = await fake.nextWhatsApp(phone);
    expect(delivered.name).toBe("sil_delivered");
    expect(delivered.languageCode).toBe("mr");
    expect(delivered.parameters).toContain(lrNo);
    const ratingToken = delivered.parameters.find(
      (p) => /^[A-Za-z0-9_-]{30}$/.test(p) && p !== lrNo,
    );
    expect(ratingToken, delivered.parameters.join(" | ")).toBeTruthy();

    await visit(page, `/mr/rate/${ratingToken}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mrRating.heading);
    await expect(page.getByRole("main")).toContainText(lrNo);
    await page.getByRole("radio", { name: mrRating.stars[4] }).check({ force: true });
    await page.getByRole("button", { name: mrRating.submit }).click();
    await expect(page.getByRole("main")).toContainText(mrRating.thanks);
    await expect(page.getByRole("main")).toContainText(
      mrRating.yourRating.replace("{rating}", "5"),
    );
    await expectNoAxeViolations(page);
    // The same link again shows the rating given, not a second form.
    await visit(page, `/mr/rate/${ratingToken}`);
    await expect(page.getByRole("main")).toContainText(
      mrRating.yourRating.replace("{rating}", "5"),
    );
    await expect(page.getByRole("button", { name: mrRating.submit })).toHaveCount(0);
  });
});
