import { eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as subscribePage } from "./track-shipment-v2";
import { action as unsubscribePage } from "./tracking-alerts-unsubscribe";
import { action as confirmPage } from "./tracking-alerts-confirm";
import { shipments, trackingEvents, trackingSubscriptions } from "../../../tests/support/database";
import { createLogger, createOutboxSender, type OutboxSender } from "../../../tests/support/server";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { nextIp } from "../../../tests/support/test-leads";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/test-smtp";
import { englishMessage } from "@core/messages";
import { clearEmails, queuedEmails } from "../../../tests/support/test-outbox";

const TOKEN = "test-ops-token-0123456789";
const LR = "LR123456789";
const VISITOR = "asha.patil@example.org";

/** A received message's text: folded headers unfolded, quoted-printable soft breaks joined, =XX decoded. */
function decode(raw: string) {
  return raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The value of ?t= in the first link to `path` in a message. */
function tokenIn(raw: string, path: string) {
  const match = decode(raw).match(new RegExp(`${path}\\?t=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in:\n${raw}`);
  return match[1]!;
}

/**
 * Tracking alerts end to end inside the process: the page form,
 * the confirmation e-mail, the ingestion API storing events, the outbox
 * delivering to an SMTP server, and the one-click unsubscribe.
 */
describe("tracking alerts by e-mail", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let outbox: OutboxSender;
  let eventNo = 0;

  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, services: { siteUrl: "https://sil.example.in" } });
    smtp = await startTestSmtpServer();
    outbox = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Sahyadri <info@example.com>",
      logger: createLogger("silent"),
      // Ahead of the database's clock, so an e-mail queued this millisecond is due.
      now: () => new Date(Date.now() + 1_000),
    });
  });
  afterAll(async () => {
    await outbox?.stop();
    await smtp?.close();
    await t?.database.close();
  });
  // The events a test ingested go with it, so a Delivered one cannot end the next test's shipment.
  afterEach(async () => {
    await t.database.db
      .delete(trackingEvents)
      .where(like(trackingEvents.externalId, "alert-test-%"));
  });
  beforeEach(async () => {
    await t.database.db.delete(trackingSubscriptions);
    await clearEmails(t.database.db);
    smtp.received.length = 0;
  });

  const context = () =>
    ({
      services: t.services,
      visitor: { ip: nextIp(), userAgent: "alert-tests" },
      cspNonce: "",
      siteUrl: "",
    }) as AppLoadContext;

  async function subscribe(email = VISITOR, lrNo = LR) {
    const request = new Request(`http://localhost/track-shipment-v2/${lrNo}`, {
      method: "POST",
      body: new URLSearchParams({ email }),
    });
    return subscribePage({ request, params: { lrno: lrNo }, context: context() } as never);
  }

  async function ingest(status: string, lrNo = LR) {
    eventNo += 1;
    const res = await t.app.request(`/api/ops/shipments/${lrNo}/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          {
            id: `alert-test-${eventNo}`,
            status,
            location: "Indore Hub",
            remarks: "Scanned",
            occurred_at: new Date().toISOString(),
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
  }

  async function deliver() {
    await outbox.deliverDue();
    return smtp.received.splice(0);
  }

  async function subscribeAndConfirm() {
    // A new address each time: the limit per address would stop the fourth.
    await subscribe(`confirmed-${++eventNo}@example.org`);
    const [confirmation] = await deliver();
    const token = tokenIn(confirmation!.raw, "/tracking-alerts/confirm");
    const request = new Request("http://localhost/tracking-alerts/confirm", {
      method: "POST",
      body: new URLSearchParams({ t: token }),
    });
    expect(await confirmPage({ request, context: context() } as never)).toMatchObject({
      lrNo: LR,
      confirmed: true,
    });
  }

  it("sends only a confirmation until the address is confirmed, then an alert per new event", async () => {
    const response = (await subscribe()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/track-shipment-v2/${LR}?alerts=sent#alerts`);

    const [confirmation, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(confirmation!.to).toEqual([VISITOR]);
    expect(decode(confirmation!.raw)).toContain(
      `Subject: Confirm e-mail updates for shipment ${LR}`,
    );
    const token = tokenIn(confirmation!.raw, "/tracking-alerts/confirm");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const [row] = await t.database.db.select().from(trackingSubscriptions);
    expect(row).toMatchObject({ email: VISITOR, language: "en", confirmedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);

    await ingest("In Transit");
    expect(await deliver()).toHaveLength(0);

    const request = new Request("http://localhost/tracking-alerts/confirm", {
      method: "POST",
      body: new URLSearchParams({ t: token }),
    });
    await confirmPage({ request, context: context() } as never);
    await ingest("Out for Delivery");
    const [alert, ...more] = await deliver();
    expect(more).toHaveLength(0);
    expect(alert!.to).toEqual([VISITOR]);
    const text = decode(alert!.raw);
    expect(text).toContain(`Subject: Shipment ${LR}: Out for Delivery`);
    expect(text).toContain("Out for Delivery at Indore Hub");
    expect(text).toContain(`https://sil.example.in/track-shipment-v2/${LR}`);
  });

  it("carries List-Unsubscribe and List-Unsubscribe-Post; the one-click POST stops the alerts and forgets the address", async () => {
    await subscribeAndConfirm();
    await ingest("In Transit");
    const [alert] = await deliver();
    // Headers are not quoted-printable: unfold them only (decode() would read "?t=AB…" as =AB).
    const raw = alert!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(alert!.to[0]).toMatch(/^confirmed-\d+@example\.org$/);
    const header = raw.match(
      /^List-Unsubscribe: <(https:\/\/sil\.example\.in\/tracking-alerts\/unsubscribe\?t=[A-Za-z0-9_-]+)>$/m,
    );
    expect(header).not.toBeNull();
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // What a mail provider sends (RFC 8058): a POST to the header's URL, no cookies, no form of ours.
    const request = new Request(header![1]!.replace("https://sil.example.in", "http://localhost"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await unsubscribePage({ request, context: context() } as never)).toMatchObject({
      done: true,
    });
    expect(await t.database.db.select().from(trackingSubscriptions)).toHaveLength(0);

    await ingest("Out for Delivery");
    expect(await deliver()).toHaveLength(0);
  });

  it("sends the Delivered alert and nothing after it", async () => {
    await subscribeAndConfirm();
    await ingest("Delivered");
    const [last] = await deliver();
    expect(decode(last!.raw)).toContain("This is the last update we send about this shipment.");
    await ingest("Out for Delivery");
    expect(await deliver()).toHaveLength(0);
    // Back in transit for the next test.
    await t.database.db
      .delete(trackingEvents)
      .where(eq(trackingEvents.trackingStatus, "Delivered"));
  });

  it("refuses a bad address with the message and stores nothing", async () => {
    const result = (await subscribe("asha@")) as {
      data: { alerts: { email: string; message: string } };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    // The page shows the message in its language; in English, these words.
    const { alerts } = result.data;
    expect({ ...alerts, message: englishMessage(alerts.message) }).toEqual({
      email: "asha@",
      message: "Enter your email address, like name@example.com.",
    });
    expect(await t.database.db.select().from(trackingSubscriptions)).toHaveLength(0);
    expect(await queuedEmails(t.database.db)).toHaveLength(0);
  });

  it("limits requests per e-mail address, whatever the network", async () => {
    await t.database.db
      .insert(shipments)
      .values({ lrNo: "LR444444444", orderStatus: "In Transit" })
      .onConflictDoNothing();
    for (const lrNo of ["LR123456789", "LR555555555", "LR000000000"])
      expect(((await subscribe("flood@example.org", lrNo)) as Response).status).toBe(303);
    const result = (await subscribe("FLOOD@example.org", "LR444444444")) as {
      init: ResponseInit;
    };
    expect(result.init.status).toBe(429);
    expect(await queuedEmails(t.database.db)).toHaveLength(3);
  });

  describe("asking again for the same shipment and address", () => {
    const sentAlready = `/track-shipment-v2/${LR}?alerts=already-sent#alerts`;
    // An address per test: each has its own hourly budget of three.
    let address = "";
    beforeEach(() => void (address = `again-${++eventNo}@example.org`));

    it("sends one confirmation for three requests, and says the others were already sent", async () => {
      expect(((await subscribe(address)) as Response).headers.get("Location")).toBe(
        `/track-shipment-v2/${LR}?alerts=sent#alerts`,
      );
      for (const email of [address, address.toUpperCase()]) {
        const again = (await subscribe(email)) as Response;
        expect(again.status).toBe(303);
        expect(again.headers.get("Location")).toBe(sentAlready);
      }
      expect(await deliver()).toHaveLength(1);
    });

    it("sends one for three requests at once", async () => {
      const answers = (await Promise.all([
        subscribe(address),
        subscribe(address),
        subscribe(address),
      ])) as Response[];
      expect(answers.map((a) => a.headers.get("Location")).sort()).toEqual([
        sentAlready,
        sentAlready,
        `/track-shipment-v2/${LR}?alerts=sent#alerts`,
      ]);
      expect(await deliver()).toHaveLength(1);
    });

    it("sends it again after an hour, with a new link; the first stops working", async () => {
      await subscribe(address);
      const first = tokenIn((await deliver())[0]!.raw, "/tracking-alerts/confirm");
      await t.database.db
        .update(trackingSubscriptions)
        .set({ createdAt: new Date(Date.now() - 61 * 60_000) });
      expect(((await subscribe(address)) as Response).headers.get("Location")).toBe(
        `/track-shipment-v2/${LR}?alerts=sent#alerts`,
      );
      const [again, ...others] = await deliver();
      expect(others).toHaveLength(0);
      expect(tokenIn(again!.raw, "/tracking-alerts/confirm")).not.toBe(first);
      expect(await t.services.trackingAlerts.peekConfirm(first)).toBeNull();
      expect(((await subscribe(address)) as Response).headers.get("Location")).toBe(sentAlready);
    });

    it("spends none of the address's hourly budget on the requests it did not send", async () => {
      await subscribe(address);
      for (let i = 0; i < 4; i++) await subscribe(address);
      for (const lrNo of ["LR555555555", "LR000000000"])
        expect(((await subscribe(address, lrNo)) as Response).status).toBe(303);
      expect(await queuedEmails(t.database.db)).toHaveLength(3);
    });
  });

  it("refuses a shipment that is already delivered", async () => {
    const result = (await subscribe("delivered@example.org", "SI20254567")) as {
      init: ResponseInit;
      data: { alerts: { message: string } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.alerts.message).toMatch(/no more updates/);
  });

  describe("in the language of the page", () => {
    /** What a visitor sends from /hi or /mr/track-shipment-v2/…: the page's language is in its URL. */
    async function subscribeFrom(lang: "hi" | "mr", email: string) {
      const request = new Request(`http://localhost/${lang}/track-shipment-v2/${LR}`, {
        method: "POST",
        body: new URLSearchParams({ email }),
      });
      return subscribePage({ request, params: { lrno: LR }, context: context() } as never);
    }

    /** The e-mails waiting in the outbox, as stored: subject and body in plain text. */
    async function queued() {
      const rows = await queuedEmails(t.database.db);
      await clearEmails(t.database.db);
      return rows;
    }

    it("stores Hindi and sends the confirmation in Hindi with links to the Hindi pages", async () => {
      const response = (await subscribeFrom("hi", "meera@example.org")) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(
        `/hi/track-shipment-v2/${LR}?alerts=sent#alerts`,
      );

      const [row] = await t.database.db.select().from(trackingSubscriptions);
      expect(row).toMatchObject({ email: "meera@example.org", language: "hi" });

      const [confirmation, ...others] = await queued();
      expect(others).toHaveLength(0);
      expect(confirmation!.subject).toBe(`शिपमेंट ${LR} के ईमेल अपडेट कन्फ़र्म करें`);
      expect(confirmation!.body).toContain(
        `हमारी वेबसाइट पर शिपमेंट ${LR} के ईमेल अपडेट माँगे हैं।`,
      );
      expect(confirmation!.body).toMatch(
        /^https:\/\/sil\.example\.in\/hi\/tracking-alerts\/confirm\?t=[A-Za-z0-9_-]{43}$/m,
      );
      expect(confirmation!.body).toContain(
        `शिपमेंट अभी ट्रैक करें: https://sil.example.in/hi/track-shipment-v2/${LR}`,
      );
      expect(confirmation!.body).not.toMatch(/https:\/\/sil\.example\.in\/(?!hi\/)/);
    });

    it("confirms from the Hindi link and writes each alert in Hindi, Latin digits, Hindi unsubscribe link", async () => {
      await subscribeFrom("hi", "ravi@example.org");
      const [confirmation] = await queued();
      const token = confirmation!.body.match(
        /\/hi\/tracking-alerts\/confirm\?t=([A-Za-z0-9_-]+)/,
      )![1]!;
      const request = new Request(`http://localhost/hi/tracking-alerts/confirm`, {
        method: "POST",
        body: new URLSearchParams({ t: token }),
      });
      expect(await confirmPage({ request, context: context() } as never)).toMatchObject({
        lrNo: LR,
        confirmed: true,
      });

      await ingest("Out for Delivery");
      const [alert, ...more] = await queued();
      expect(more).toHaveLength(0);
      expect(alert!.subject).toBe(`शिपमेंट ${LR}: डिलीवरी के लिए निकला`);
      const lines = alert!.body.split("\n");
      expect(lines[0]).toBe(`शिपमेंट ${LR} का नया अपडेट:`);
      // Status, place and time: the date in Hindi with Latin digits.
      expect(lines[2]).toMatch(
        /^डिलीवरी के लिए निकला, Indore Hub, \d{1,2} [^\d\s]+ 20\d\d, \d{1,2}:\d{2} /,
      );
      expect(lines[2]).not.toMatch(/[०-९]/);
      expect(alert!.body).toContain(
        `सफ़र का हर पड़ाव: https://sil.example.in/hi/track-shipment-v2/${LR}`,
      );
      expect(alert!.body).toContain("हर नए अपडेट पर हम आपको फिर लिखेंगे।");
      expect(alert!.body).toMatch(
        /^ये ईमेल बंद करें: https:\/\/sil\.example\.in\/hi\/tracking-alerts\/unsubscribe\?t=[A-Za-z0-9_-]+$/m,
      );
      expect(alert!.headers?.["List-Unsubscribe"]).toMatch(
        /^<https:\/\/sil\.example\.in\/hi\/tracking-alerts\/unsubscribe\?t=[A-Za-z0-9_-]+>$/,
      );
    });

    it("writes Marathi for a subscription from /mr, with Latin digits in the date", async () => {
      await subscribeFrom("mr", "sai@example.org");
      const [row] = await t.database.db.select().from(trackingSubscriptions);
      expect(row!.language).toBe("mr");
      const [confirmation] = await queued();
      expect(confirmation!.subject).toBe(`शिपमेंट ${LR} चे ईमेल अपडेट कन्फर्म करा`);
      expect(confirmation!.body).toContain(`https://sil.example.in/mr/track-shipment-v2/${LR}`);
      await t.database.db
        .update(trackingSubscriptions)
        .set({ confirmedAt: new Date() })
        .where(eq(trackingSubscriptions.email, "sai@example.org"));
      await ingest("In Transit");
      const [alert] = await queued();
      expect(alert!.subject).toBe(`शिपमेंट ${LR}: मार्गावर`);
      expect(alert!.body.split("\n")[2]).toMatch(/^मार्गावर, Indore Hub, \d{1,2} \S+ 20\d\d/);
      expect(alert!.body).not.toMatch(/[०-९]/);
    });

    it("keeps English for a subscription from an English page", async () => {
      await subscribe("english@example.org");
      const [row] = await t.database.db.select().from(trackingSubscriptions);
      expect(row!.language).toBe("en");
      const [confirmation] = await queued();
      expect(confirmation!.subject).toBe(`Confirm e-mail updates for shipment ${LR}`);
      expect(confirmation!.body).toContain(`https://sil.example.in/tracking-alerts/confirm?t=`);
    });
  });

  it("forgets subscriptions 60 days after the last event, unconfirmed ones after 7 days, and on erasure", async () => {
    await subscribeAndConfirm();
    await subscribe("later@example.org");
    const alerts = t.services.trackingAlerts;
    expect(await alerts.forgetOld()).toBe(0);
    const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.lrNo, LR));
    const old = new Date(Date.now() - 61 * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(trackingSubscriptions)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect(await alerts.forgetOld()).toBe(1); // the unconfirmed one
    await t.database.db.update(trackingSubscriptions).set({ createdAt: old });
    await t.database.db
      .update(trackingEvents)
      .set({ createdAt: old })
      .where(eq(trackingEvents.shipmentId, shipment!.id));
    expect(await alerts.forgetOld()).toBe(1);
    expect(await t.database.db.select().from(trackingSubscriptions)).toHaveLength(0);

    await subscribe("erase.me@example.org");
    expect(await alerts.eraseEmail(" Erase.Me@example.org ")).toBe(1);
  });
});
