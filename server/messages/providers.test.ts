/**
 * The two providers and their callbacks against the local fake of MSG91 and
 * the WhatsApp Cloud API (tests/support/fake-message-providers.ts), over
 * real HTTP: what is sent, what each answer becomes, and what the callbacks
 * say once checked.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  findSmsTemplate,
  renderSms,
  renderWhatsApp,
  findWhatsAppTemplate,
} from "@core/messages/templates";
import {
  startFakeMessageProviders,
  type FakeMessageProviders,
} from "../../tests/support/fake-message-providers";
import { freePort } from "../../tests/support/test-smtp";
import { createMsg91Provider, isSmsCallbackSecret, parseMsg91Report } from "./msg91";
import type { DeliveryEvent, InboundMessage } from "./provider";
import type { SmsSettings, WhatsAppSettings } from "./settings";
import {
  createWhatsAppProvider,
  isStopReply,
  isWhatsAppSignature,
  parseWhatsAppCallback,
  whatsappHandshake,
  whatsappSignature,
} from "./whatsapp-cloud";

const SITE = "https://www.sil.example.in";
const SMS = {
  apiKey: "msg91-key-0123456789",
  sender: "SILLOG",
  dltEntityId: "1201160000000000001",
};
const WA = {
  token: "EAAG-token-0123456789",
  phoneNumberId: "106540352242922",
  appSecret: "app-secret-0123456789",
};
const VERIFY_TOKEN = "verify-token-0123456789";
const CALLBACK_SECRET = "dlr-secret-0123456789";
const booked = { lrNo: "LR123456789", alertsToken: "AbCdEfGhIjKlMnOpQrStUv" };

let fake: FakeMessageProviders;
let smsSettings: SmsSettings;
let waSettings: WhatsAppSettings;

/** A site's two callback doors, built on the parsers and checks as a route would be. */
let site: Server;
let siteUrl: string;
const heard: { delivery: DeliveryEvent[]; inbound: InboundMessage[] } = {
  delivery: [],
  inbound: [],
};

beforeAll(async () => {
  fake = await startFakeMessageProviders({ site: SITE, sms: SMS, whatsapp: WA });
  smsSettings = {
    provider: "msg91",
    ...SMS,
    baseUrl: fake.smsBaseUrl,
    callbackSecret: CALLBACK_SECRET,
  };
  waSettings = { ...WA, verifyToken: VERIFY_TOKEN, baseUrl: fake.whatsappBaseUrl };
  site = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://site");
      const sms = /^\/api\/messages\/status\/sms\/([^/]+)$/.exec(url.pathname);
      if (sms && req.method === "POST") {
        if (!isSmsCallbackSecret(sms[1]!, smsSettings)) return res.writeHead(404).end();
        const events = parseMsg91Report(req.headers["content-type"] ?? "", raw.toString("utf8"));
        if (!events) return res.writeHead(400).end();
        heard.delivery.push(...events);
        return res.writeHead(200).end("ok");
      }
      if (url.pathname === "/api/messages/status/whatsapp") {
        if (req.method === "GET") {
          const challenge = whatsappHandshake(url.searchParams, waSettings.verifyToken);
          return challenge === null ? res.writeHead(403).end() : res.writeHead(200).end(challenge);
        }
        if (
          !isWhatsAppSignature(
            raw,
            req.headers["x-hub-signature-256"] as string,
            waSettings.appSecret,
          )
        )
          return res.writeHead(401).end();
        const callback = parseWhatsAppCallback(raw.toString("utf8"));
        if (!callback) return res.writeHead(400).end();
        heard.delivery.push(...callback.statuses);
        heard.inbound.push(...callback.inbound);
        return res.writeHead(200).end("ok");
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

beforeEach(() => {
  fake.received.sms.length = 0;
  fake.received.whatsapp.length = 0;
  fake.received.refused.length = 0;
  heard.delivery.length = 0;
  heard.inbound.length = 0;
});

describe("MSG91", () => {
  // A loaded machine can be slow to answer: only the time-out tests wait briefly.
  const sms = (timeoutMs = 10_000) =>
    createMsg91Provider({ settings: smsSettings, site: SITE, timeoutMs });

  it("sends the registered text filled, with the DLT header, entity id and template id", async () => {
    const result = await sms().send({
      to: "+91 98220 12345",
      event: "booked",
      lang: "en",
      values: booked,
    });
    expect(result.outcome).toBe("accepted");
    const [got] = fake.received.sms;
    expect(got).toBeDefined();
    expect(result).toMatchObject({ providerId: got!.requestId });
    expect(got!.to).toBe("919822012345");
    expect(got!.text).toBe(renderSms(findSmsTemplate("booked", "en"), booked, SITE));
    expect(got!.text).toContain(`${SITE}/track-shipment-v2/LR123456789`);
    expect(got!.body).toMatchObject({
      sender: "SILLOG",
      route: "4",
      PE_ID: SMS.dltEntityId,
      DLT_TE_ID: findSmsTemplate("booked", "en").dltTemplateId,
      unicode: 0,
    });
  });

  it("sends Hindi and Marathi as Unicode", async () => {
    const result = await sms().send({
      to: "9822012345",
      event: "booked",
      lang: "mr",
      values: booked,
    });
    expect(result.outcome).toBe("accepted");
    expect(fake.received.sms[0]!.body.unicode).toBe(1);
    expect(fake.received.sms[0]!.text).toContain("बुक झाले आहे");
  });

  it("refuses, without a request, a value over 30 characters or a number that is not an Indian mobile", async () => {
    const long = await sms().send({
      to: "9822012345",
      event: "booked",
      lang: "en",
      values: { ...booked, alertsToken: "x".repeat(31) },
    });
    expect(long).toMatchObject({
      outcome: "refused",
      reason: expect.stringMatching(/more than 30/),
    });
    const landline = await sms().send({
      to: "022 2345 6789",
      event: "booked",
      lang: "en",
      values: booked,
    });
    expect(landline).toMatchObject({ outcome: "refused", reason: "not an Indian mobile number" });
    expect(fake.received.sms).toHaveLength(0);
    expect(fake.received.refused).toHaveLength(0);
  });

  it("takes HTTP 200 with an error body for the refusal it is", async () => {
    fake.next("sms", "error-200");
    const result = await sms().send({
      to: "9822012345",
      event: "booked",
      lang: "en",
      values: booked,
    });
    expect(result).toMatchObject({
      outcome: "refused",
      reason: "MSG91 refused it: Insufficient balance (code 301)",
      answer: { status: 200, body: { type: "error" } },
    });
  });

  it("refuses with a wrong key or a template id MSG91 does not know", async () => {
    const wrongKey = createMsg91Provider({
      settings: { ...smsSettings, apiKey: "another-key-0123" },
      site: SITE,
    });
    expect(
      await wrongKey.send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("Authentication failure"),
    });
    const unknownId = createMsg91Provider({
      settings: smsSettings,
      site: SITE,
      templateId: () => "1207000000000000000",
    });
    expect(
      await unknownId.send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("Template ID not found"),
    });
    expect(fake.received.sms).toHaveLength(0);
  });

  it("counts a 500, no answer in time and no server as failures for now", async () => {
    fake.next("sms", "fail-500");
    expect(
      await sms().send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "temporary",
      answer: { status: 500 },
    });
    fake.next("sms", "hang");
    const started = Date.now();
    expect(
      await sms(500).send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "temporary",
      reason: "no answer within 0.5 s",
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    const nowhere = createMsg91Provider({
      settings: { ...smsSettings, baseUrl: `http://127.0.0.1:${await freePort()}` },
      site: SITE,
    });
    expect(
      await nowhere.send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "temporary",
      reason: expect.stringMatching(/^could not reach the provider/),
    });
  });

  it("hears a delivery report at the secret path only", async () => {
    const result = await sms().send({
      to: "9822012345",
      event: "booked",
      lang: "en",
      values: booked,
    });
    if (result.outcome !== "accepted") throw new Error(result.reason);
    const door = `${siteUrl}/api/messages/status/sms/${CALLBACK_SECRET}`;
    const ok = await fake.postSmsReport(door, {
      requestId: result.providerId,
      number: "919822012345",
      state: "delivered",
    });
    expect(ok.status).toBe(200);
    const failed = await fake.postSmsReport(door, {
      requestId: "another",
      number: "919822012345",
      state: "failed",
      reason: "Absent subscriber",
    });
    expect(failed.status).toBe(200);
    expect(heard.delivery).toEqual([
      { providerId: result.providerId, state: "delivered" },
      { providerId: "another", state: "failed", error: "FAILED: Absent subscriber" },
    ]);
    const guessed = await fake.postSmsReport(
      `${siteUrl}/api/messages/status/sms/dlr-secret-0123456788`,
      {
        requestId: result.providerId,
        number: "919822012345",
        state: "failed",
      },
    );
    expect(guessed.status).toBe(404);
    expect(heard.delivery).toHaveLength(2);
  });

  it("reads MSG91's JSON report (webhook v3) and its other failure statuses", () => {
    const v3 = JSON.stringify({
      requestId: "346a",
      number: "919822012345",
      status: "16",
      desc: "REJECTED",
    });
    expect(parseMsg91Report("application/json", v3)).toEqual([
      { providerId: "346a", state: "failed", error: "REJECTED" },
    ]);
    expect(
      parseMsg91Report("application/json", JSON.stringify({ requestId: "346b", status: 8 })),
    ).toEqual([{ providerId: "346b", state: "sent" }]);
    expect(parseMsg91Report("application/json", "{not json")).toBeNull();
    expect(parseMsg91Report("application/x-www-form-urlencoded", "other=1")).toBeNull();
  });
});

describe("WhatsApp Cloud API", () => {
  const wa = (timeoutMs = 10_000) => createWhatsAppProvider({ settings: waSettings, timeoutMs });

  it("sends the approved template by name and language with its parameters in order", async () => {
    const result = await wa().send({
      to: "9822012345",
      event: "booked",
      lang: "hi",
      values: booked,
    });
    expect(result.outcome).toBe("accepted");
    const [got] = fake.received.whatsapp;
    expect(result).toMatchObject({ providerId: got!.messageId });
    expect(got).toMatchObject({
      to: "919822012345",
      name: "sil_booked",
      languageCode: "hi",
      parameters: ["LR123456789", "LR123456789", booked.alertsToken],
    });
    // What the receiver reads, as Meta fills the approved body.
    expect(renderWhatsApp(findWhatsAppTemplate("booked", "hi"), booked, SITE)).toContain(
      `${SITE}/hi/alerts/${booked.alertsToken}`,
    );
  });

  it("takes an answer without a message id, or with an error body, as no success", async () => {
    fake.next("whatsapp", "error-200");
    expect(
      await wa().send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "temporary",
      reason: "WhatsApp refused it: (#131000) Something went wrong (code 131000)",
      answer: { status: 200 },
    });
    fake.next("whatsapp", "refuse");
    expect(
      await wa().send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("code 131026): Receiver is incapable"),
    });
    const wrongToken = createWhatsAppProvider({
      settings: { ...waSettings, token: "EAAG-another-0123456" },
    });
    expect(
      await wrongToken.send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "refused",
      reason: expect.stringContaining("(code 190)"),
    });
    expect(fake.received.whatsapp).toHaveLength(0);
  });

  it("counts a 500 and no answer in time as failures for now, and refuses a value over 30 characters unsent", async () => {
    fake.next("whatsapp", "fail-500");
    expect(
      (await wa().send({ to: "9822012345", event: "booked", lang: "en", values: booked })).outcome,
    ).toBe("temporary");
    fake.next("whatsapp", "hang");
    expect(
      await wa(500).send({ to: "9822012345", event: "booked", lang: "en", values: booked }),
    ).toMatchObject({
      outcome: "temporary",
      reason: "no answer within 0.5 s",
    });
    const long = await wa().send({
      to: "9822012345",
      event: "booked",
      lang: "en",
      values: { ...booked, lrNo: "L".repeat(31) },
    });
    expect(long).toMatchObject({
      outcome: "refused",
      reason: expect.stringMatching(/more than 30/),
    });
    expect(fake.received.whatsapp).toHaveLength(0);
  });

  it("answers Meta's GET check with the challenge for our token only", async () => {
    const door = `${siteUrl}/api/messages/status/whatsapp`;
    const ok = await fetch(
      `${door}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await fetch(
      `${door}?hub.mode=subscribe&hub.verify_token=guess-0123456789&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
    expect(
      whatsappHandshake(
        new URLSearchParams({ "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1" }),
        VERIFY_TOKEN,
      ),
    ).toBeNull();
  });

  it("hears signed statuses and a STOP reply, and nothing unsigned or signed with another secret", async () => {
    const result = await wa().send({
      to: "9822012345",
      event: "booked",
      lang: "en",
      values: booked,
    });
    if (result.outcome !== "accepted") throw new Error(result.reason);
    const door = `${siteUrl}/api/messages/status/whatsapp`;
    for (const status of ["sent", "delivered", "read"] as const)
      expect(
        (
          await fake.postWhatsAppStatus(door, {
            id: result.providerId,
            recipient: "919822012345",
            status,
          })
        ).status,
      ).toBe(200);
    await fake.postWhatsAppStatus(door, {
      id: "wamid.other",
      recipient: "919822012345",
      status: "failed",
      error: { code: 131047, title: "Re-engagement message" },
    });
    expect(heard.delivery).toEqual([
      { providerId: result.providerId, state: "sent" },
      { providerId: result.providerId, state: "delivered" },
      { providerId: result.providerId, state: "delivered" },
      {
        providerId: "wamid.other",
        state: "failed",
        error: "code 131047: Re-engagement message: Re-engagement message",
      },
    ]);
    expect(
      (await fake.postWhatsAppInbound(door, { from: "919822012345", text: "Stop" })).status,
    ).toBe(200);
    expect(heard.inbound).toEqual([{ from: "919822012345", text: "Stop" }]);
    expect(isStopReply(heard.inbound[0]!.text)).toBe(true);
    expect(isStopReply("please stop calling")).toBe(false);

    const forged = whatsappSignature("{}", "another-secret-0123456789");
    expect(
      (await fake.postWhatsAppInbound(door, { from: "919822012345", text: "STOP" }, forged)).status,
    ).toBe(401);
    expect(
      (await fake.postWhatsAppInbound(door, { from: "919822012345", text: "STOP" }, "")).status,
    ).toBe(401);
    expect(heard.inbound).toHaveLength(1);
  });

  it("checks the signature over the raw bytes, not a re-serialised body", () => {
    const raw = '{"object":"whatsapp_business_account","entry":[]}';
    const signature = whatsappSignature(raw, WA.appSecret);
    expect(isWhatsAppSignature(raw, signature, WA.appSecret)).toBe(true);
    expect(isWhatsAppSignature(raw.replace(":[]", ": []"), signature, WA.appSecret)).toBe(false);
    expect(
      isWhatsAppSignature(raw, signature.toUpperCase().replace("SHA256", "sha256"), WA.appSecret),
    ).toBe(true);
    expect(isWhatsAppSignature(raw, "sha256=abc", WA.appSecret)).toBe(false);
    expect(parseWhatsAppCallback('{"object":"page","entry":[]}')).toBeNull();
  });
});
