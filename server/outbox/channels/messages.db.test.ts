/**
 * The SMS and WhatsApp channels of the outbox against the real local fake of
 * MSG91 and Meta's Cloud API (tests/support/fake-message-providers.ts), and
 * the providers' callbacks posted by the fake to the app over real HTTP.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messageConsents, messages, outbox, phoneSubscriptions } from "../../../database/schema";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  startFakeMessageProviders,
  type FakeMessageProviders,
} from "../../../tests/support/fake-message-providers";
import { createLogger } from "../../logger";
import { enqueueMessage, type MessageQueueContext, type NewMessage } from "../../messages/enqueue";
import type { MessageSettings } from "../../messages/settings";
import { whatsappSignature } from "../../messages/whatsapp-cloud";
import { createOutboxLoop } from "../queue";
import { createSmsSender } from "./sms";
import { createWhatsAppSender } from "./whatsapp";

const SITE = "https://sil.example";
const FAKE = {
  site: SITE,
  sms: {
    apiKey: "test-msg91-key-0123456789",
    sender: "SILLOG",
    dltEntityId: "1201160000000000001",
  },
  whatsapp: {
    token: "test-whatsapp-token-0123456789",
    phoneNumberId: "106540352242922",
    appSecret: "test-whatsapp-app-secret-0123456789",
  },
};
const SMS_SECRET = "test-sms-callback-secret-0123";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123";

describe("the SMS and WhatsApp channels", () => {
  let fake: FakeMessageProviders;
  let t: TestApp;
  let site: Server;
  let siteUrl = "";
  let settings: MessageSettings;
  /** The senders' clock: the real one, moved ahead by a test. */
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  let phoneSeq = 9822000000;
  const nextPhone = () => String(++phoneSeq);

  beforeAll(async () => {
    fake = await startFakeMessageProviders(FAKE);
    settings = {
      sms: {
        provider: "msg91",
        apiKey: FAKE.sms.apiKey,
        sender: FAKE.sms.sender,
        dltEntityId: FAKE.sms.dltEntityId,
        baseUrl: fake.smsBaseUrl,
        callbackSecret: SMS_SECRET,
      },
      whatsapp: {
        token: FAKE.whatsapp.token,
        phoneNumberId: FAKE.whatsapp.phoneNumberId,
        appSecret: FAKE.whatsapp.appSecret,
        verifyToken: "test-verify-token-0123456789",
        baseUrl: fake.whatsappBaseUrl,
      },
    };
    t = await openTestApp({ services: { messages: settings, siteUrl: SITE } });
    site = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (site) await new Promise<void>((resolve) => site.close(() => resolve()));
    await fake?.close();
    await t?.database.close();
  });
  afterEach(() => {
    ahead = 0;
  });

  const ctx = (): MessageQueueContext => ({ ...t.services.messageQueue, now });
  const loop = (channel: "sms" | "whatsapp", timeoutMs = 2_000) => {
    const options = { db: t.database.db, queue: ctx(), now, timeoutMs };
    const sender =
      channel === "sms"
        ? createSmsSender({ ...options, settings: settings.sms! })
        : createWhatsAppSender({ ...options, settings: settings.whatsapp! });
    return createOutboxLoop({
      db: t.database.db,
      sender,
      logger: createLogger("silent"),
      now,
    });
  };
  const booked = (channel: "sms" | "whatsapp", phone: string, lang: "en" | "hi" = "en") =>
    ({
      channel,
      phone,
      event: "booked",
      lang,
      values: { lrNo: "LR123456789", alertsToken: TOKEN },
      lrNo: "LR123456789",
    }) satisfies NewMessage;
  async function queue(message: NewMessage) {
    const queued = await t.database.db.transaction((tx) => enqueueMessage(tx, ctx(), message));
    if (!queued.queued) throw new Error(`not queued: ${queued.why}`);
    return queued.id;
  }
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  const itemOf = async (id: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.aboutId, id)))[0]!;
  const fallbacksOf = (id: string) =>
    t.database.db.select().from(messages).where(eq(messages.fallbackOf, id));
  const smsTo = (phone: string) => fake.received.sms.filter((m) => m.to === `91${phone}`);
  const waTo = (phone: string) => fake.received.whatsapp.filter((m) => m.to === `91${phone}`);

  it("sends an accepted SMS once: sent, with MSG91's request id and answer", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone, "hi"));
    expect(await loop("sms").deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [received] = smsTo(phone);
    expect(received!.text).toContain("LR123456789");
    expect(received!.text).toBe((await rowOf(id)).body);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: "sent", providerId: received!.requestId });
    expect(row.sentAt).not.toBeNull();
    expect(row.providerAnswer).toContain(received!.requestId);
    expect((await itemOf(id)).status).toBe("sent");
  });

  it("marks a refused SMS failed at once, in MSG91's words, with no more tries", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    fake.next("sms", "refuse");
    expect(await loop("sms").deliverDue()).toEqual({ sent: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row.state).toBe("failed");
    expect(row.failedAt).not.toBeNull();
    expect(row.providerAnswer).toContain("Invalid mobile number");
    expect((await itemOf(id)).status).toBe("failed");
  });

  it("takes MSG91's HTTP 200 with an error body for the refusal it is", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    fake.next("sms", "error-200");
    await loop("sms").deliverDue();
    const row = await rowOf(id);
    expect(row.state).toBe("failed");
    expect(row.providerAnswer).toContain("Insufficient balance");
    expect(row.providerId).toBeNull();
  });

  it("retries a provider that answers 500 with the outbox's backoff, and loses nothing", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    fake.next("sms", "fail-500", 3);
    const sms = loop("sms");
    for (let i = 0; i < 3; i++) {
      expect(await sms.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const item = await itemOf(id);
      expect(item.status).toBe("pending");
      expect((await rowOf(id)).state).toBe("queued");
      expect((await rowOf(id)).providerAnswer).toContain("HTTP 500");
      // Not due again before its backoff…
      expect(await sms.deliverDue()).toEqual({ sent: 0, failed: 0 });
      ahead = item.nextAttemptAt.getTime() - Date.now() + 1_000;
    }
    // …and sent when the provider is back, an hour on.
    ahead = Math.max(ahead, 60 * 60_000);
    expect(await sms.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(id)).state).toBe("sent");
    expect(smsTo(phone)).toHaveLength(1);
  });

  it("counts a provider that does not answer as failed for now, then gives up after a day", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    fake.next("sms", "hang", 2);
    const sms = loop("sms", 300);
    expect(await sms.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await itemOf(id)).status).toBe("pending");
    expect((await rowOf(id)).providerAnswer).toContain("no answer within");
    ahead = 25 * 60 * 60_000;
    expect(await sms.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await itemOf(id)).status).toBe("failed");
    expect((await rowOf(id)).state).toBe("failed");
  });

  it("falls back once to SMS when WhatsApp refuses, and never twice", async () => {
    const phone = nextPhone();
    const id = await queue(booked("whatsapp", phone, "hi"));
    fake.next("whatsapp", "refuse");
    expect(await loop("whatsapp").deliverDue()).toEqual({ sent: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row.state).toBe("failed");
    expect(row.providerAnswer).toContain("131026");
    const [fallback] = await fallbacksOf(id);
    expect(fallback).toMatchObject({ channel: "sms", event: "booked", language: "hi" });
    expect(await loop("sms").deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smsTo(phone)).toHaveLength(1);
    // A late "failed" callback for the same message changes nothing and queues no second SMS.
    await t.database.db
      .update(messages)
      .set({ providerId: `wamid.x${phone}` })
      .where(eq(messages.id, id));
    const res = await fake.postWhatsAppStatus(`${siteUrl}/api/messages/status/whatsapp`, {
      id: `wamid.x${phone}`,
      recipient: `91${phone}`,
      status: "failed",
      error: { code: 131026, title: "Message undeliverable" },
    });
    expect(res.status).toBe(200);
    expect(await fallbacksOf(id)).toHaveLength(1);
  });

  it("falls back to SMS when WhatsApp's status callback says failed, once", async () => {
    const phone = nextPhone();
    const id = await queue(booked("whatsapp", phone));
    await loop("whatsapp").deliverDue();
    const [sent] = waTo(phone);
    expect((await rowOf(id)).state).toBe("sent");
    const failed = {
      id: sent!.messageId,
      recipient: `91${phone}`,
      status: "failed" as const,
      error: { code: 131049, title: "Meta chose not to deliver" },
    };
    const url = `${siteUrl}/api/messages/status/whatsapp`;
    expect((await fake.postWhatsAppStatus(url, failed)).status).toBe(200);
    expect((await fake.postWhatsAppStatus(url, failed)).status).toBe(200);
    const row = await rowOf(id);
    expect(row.state).toBe("failed");
    expect(row.providerAnswer).toContain("131049");
    expect(await fallbacksOf(id)).toHaveLength(1);
  });

  it("lists a waiting message on /staff/outbox with its number masked and never its text", async () => {
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    const listed = await t.services.outboxDesk.list({ channel: "sms" });
    const item = listed.rows.find((r) => r.description.facts.some((f) => f.href?.endsWith(id)));
    expect(item).toBeDefined();
    const words = JSON.stringify(item);
    expect(words).toContain(`•••• ${phone.slice(-4)}`);
    expect(words).not.toContain(phone);
    expect(words).not.toContain("track-shipment-v2");
    await loop("sms").deliverDue();
  });

  it("sends a message once when two senders share the database", async () => {
    // What earlier tests left due (their fallbacks) goes first.
    await loop("sms").deliverDue();
    const phone = nextPhone();
    const id = await queue(booked("sms", phone));
    const results = await Promise.all([loop("sms").deliverDue(), loop("sms").deliverDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(smsTo(phone)).toHaveLength(1);
    expect((await rowOf(id)).state).toBe("sent");
  });

  it("names both channels on /api/ready, stuck when a message has waited 15 minutes", async () => {
    const ready = await t.app.request("/api/ready");
    expect((await ready.json()).checks).toMatchObject({ sms: "ok", whatsapp: "ok" });
    const phone = nextPhone();
    const id = await queue(booked("whatsapp", phone));
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(outbox.aboutId, id));
    const stuck = await (await t.app.request("/api/ready")).json();
    expect(stuck.checks.whatsapp).toMatch(/^stuck: 1 messages due/);
    await loop("whatsapp").deliverDue();
    expect((await (await t.app.request("/api/ready")).json()).checks.whatsapp).toBe("ok");
  });

  describe("callbacks", () => {
    it("moves an SMS forward from MSG91's report; a wrong secret is 401 and changes nothing", async () => {
      const phone = nextPhone();
      const id = await queue(booked("sms", phone));
      await loop("sms").deliverDue();
      const [sent] = smsTo(phone);
      const report = {
        requestId: sent!.requestId,
        number: `91${phone}`,
        state: "delivered" as const,
      };
      const wrong = await fake.postSmsReport(
        `${siteUrl}/api/messages/status/sms/not-the-secret`,
        report,
      );
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).ok).toBe(false);
      expect((await rowOf(id)).state).toBe("sent");
      const right = await fake.postSmsReport(
        `${siteUrl}/api/messages/status/sms/${SMS_SECRET}`,
        report,
      );
      expect(right.status).toBe(200);
      const row = await rowOf(id);
      expect(row.state).toBe("delivered");
      expect(row.deliveredAt).not.toBeNull();
    });

    it("takes MSG91's v3 JSON report, ignores unknown ids with 200, answers 400 to a malformed one", async () => {
      const url = `${siteUrl}/api/messages/status/sms/${SMS_SECRET}`;
      const phone = nextPhone();
      const id = await queue(booked("sms", phone));
      await loop("sms").deliverDue();
      const [sent] = smsTo(phone);
      const v3 = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          requestId: sent!.requestId,
          number: `91${phone}`,
          status: "2",
          desc: "FAILED",
          failedReason: "Absent subscriber",
        }),
      });
      expect(v3.status).toBe(200);
      expect(await rowOf(id)).toMatchObject({ state: "failed" });
      expect((await rowOf(id)).providerAnswer).toContain("Absent subscriber");
      const unknown = await fake.postSmsReport(url, {
        requestId: "nobody-sent-this",
        number: "919000000000",
        state: "delivered",
      });
      expect(unknown.status).toBe(200);
      for (const body of ["{not json", JSON.stringify({ hello: "world" }), "data=%5B1%2C2"]) {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": body.startsWith("data=")
              ? "application/x-www-form-urlencoded"
              : "application/json",
          },
          body,
        });
        expect(res.status).toBe(400);
        expect((await res.json()).ok).toBe(false);
      }
    });

    it("checks WhatsApp's signature: missing or forged 401, malformed 400, statuses out of order never go back", async () => {
      const url = `${siteUrl}/api/messages/status/whatsapp`;
      const phone = nextPhone();
      const id = await queue(booked("whatsapp", phone));
      await loop("whatsapp").deliverDue();
      const [sent] = waTo(phone);
      const status = (s: "sent" | "delivered" | "read") => ({
        id: sent!.messageId,
        recipient: `91${phone}`,
        status: s,
      });
      const forged = await fake.postWhatsAppStatus(
        url,
        status("delivered"),
        `sha256=${"0".repeat(64)}`,
      );
      expect(forged.status).toBe(401);
      const unsigned = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ object: "whatsapp_business_account", entry: [] }),
      });
      expect(unsigned.status).toBe(401);
      expect((await rowOf(id)).state).toBe("sent");
      const bad = "{not json";
      const malformed = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": whatsappSignature(bad, FAKE.whatsapp.appSecret),
        },
        body: bad,
      });
      expect(malformed.status).toBe(400);
      expect((await fake.postWhatsAppStatus(url, status("read"))).status).toBe(200);
      expect((await rowOf(id)).state).toBe("delivered");
      // A late "sent" never undoes "delivered".
      expect((await fake.postWhatsAppStatus(url, status("sent"))).status).toBe(200);
      expect((await rowOf(id)).state).toBe("delivered");
      const handshake = await fetch(
        `${url}?hub.mode=subscribe&hub.verify_token=${settings.whatsapp!.verifyToken}&hub.challenge=12345`,
      );
      expect(await handshake.text()).toBe("12345");
      expect(
        (await fetch(`${url}?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`)).status,
      ).toBe(403);
    });

    it("STOP withdraws the number's WhatsApp subscriptions and records each withdrawal; YES confirms a pending one", async () => {
      const url = `${siteUrl}/api/messages/status/whatsapp`;
      const phone = nextPhone();
      const subscription = (state: string, lang: string) => ({
        phone,
        channel: "whatsapp",
        language: lang,
        lrNo: "LR123456789",
        events: ["booked"],
        state,
        source: "shipment_page",
        tokenHash: `hash-${phone}-${state}-${lang}`,
      });
      const [pending] = await t.database.db
        .insert(phoneSubscriptions)
        .values(subscription("pending", "mr"))
        .returning();
      const optIn = await queue({
        channel: "whatsapp",
        phone,
        event: "whatsapp_opt_in",
        lang: "mr",
        values: { lrNo: "LR123456789", alertsToken: TOKEN },
        lrNo: "LR123456789",
        subscriptionId: pending!.id,
      });
      expect(
        (await fake.postWhatsAppInbound(url, { from: `91${phone}`, text: " yes " })).status,
      ).toBe(200);
      const [confirmed] = await t.database.db
        .select()
        .from(phoneSubscriptions)
        .where(eq(phoneSubscriptions.id, pending!.id));
      expect(confirmed).toMatchObject({ state: "active" });
      expect(confirmed!.confirmedAt).not.toBeNull();
      const given = await t.database.db
        .select()
        .from(messageConsents)
        .where(eq(messageConsents.subscriptionId, pending!.id));
      expect(given).toMatchObject([
        {
          action: "given",
          how: "whatsapp_reply",
          language: "mr",
          textShown: (await rowOf(optIn)).body,
        },
      ]);

      const [other] = await t.database.db
        .insert(phoneSubscriptions)
        .values(subscription("pending", "hi"))
        .returning();
      // Someone else's and a forged STOP change nothing.
      expect(
        (await fake.postWhatsAppInbound(url, { from: "919111111111", text: "STOP" })).status,
      ).toBe(200);
      expect(
        (
          await fake.postWhatsAppInbound(
            url,
            { from: `91${phone}`, text: "STOP" },
            `sha256=${"1".repeat(64)}`,
          )
        ).status,
      ).toBe(401);
      // "stop sending" is not STOP alone.
      await fake.postWhatsAppInbound(url, { from: `91${phone}`, text: "stop sending me" });
      let subs = await t.database.db
        .select()
        .from(phoneSubscriptions)
        .where(eq(phoneSubscriptions.phone, phone));
      expect(subs.every((s) => s.state !== "withdrawn")).toBe(true);

      expect(
        (await fake.postWhatsAppInbound(url, { from: `91${phone}`, text: "Stop" })).status,
      ).toBe(200);
      subs = await t.database.db
        .select()
        .from(phoneSubscriptions)
        .where(eq(phoneSubscriptions.phone, phone));
      expect(subs.map((s) => s.state)).toEqual(["withdrawn", "withdrawn"]);
      expect(subs.every((s) => s.withdrawnAt !== null)).toBe(true);
      const withdrawn = (
        await t.database.db.select().from(messageConsents).where(eq(messageConsents.phone, phone))
      )
        .filter((c) => c.action === "withdrawn")
        .map((c) => [c.subscriptionId, c.how, c.textShown, c.language])
        .sort();
      expect(withdrawn).toEqual(
        [
          [pending!.id, "stop_reply", "Stop", "mr"],
          [other!.id, "stop_reply", "Stop", "hi"],
        ].sort(),
      );
    });
  });
});
