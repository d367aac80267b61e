/**
 * The consignee's updates asked for in a business booking (CONTRACT.md
 * "Messages by SMS and WhatsApp", "consent": "in the business booking for
 * the consignee's booked events"): by the page, the CSV and the API, the
 * subscription active at once with its consent's exact sentence, and the
 * booked message — then the shipment's later events — reaching the real
 * local fake of MSG91 and Meta's Cloud API through the outbox's senders.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_CSV_COLUMNS } from "@core/booking-columns";
import { SHIPMENT_EXAMPLE } from "@core/schemas/business-api";
import { messageConsents, messages, phoneSubscriptions, shipments } from "../../database/schema";
import { businessBookings } from "../../database/schema-business";
import {
  startFakeMessageProviders,
  type FakeMessageProviders,
} from "../../tests/support/fake-message-providers";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import { SESSION_SECRET } from "../../tests/support/test-staff";
import { createLogger } from "../logger";
import type { MessageSettings } from "../messages/settings";
import { createOutboxLoop } from "../outbox/queue";
import { createSmsSender } from "../outbox/channels/sms";
import { createWhatsAppSender } from "../outbox/channels/whatsapp";
import type { Database } from "../../database/client";
import { bookRequest, createBusinessBookings, type BookingContext } from "./bookings";

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
const EN_SENTENCE =
  "The consignee has agreed to get updates about this shipment on this mobile number from Sahyadri Interlink Logistics.";
const HI_SENTENCE =
  "पाने वाले ने इस मोबाइल नंबर पर Sahyadri Interlink Logistics से इस शिपमेंट के अपडेट पाने की सहमति दी है।";

let fake: FakeMessageProviders;
let t: TestApp;
let settings: MessageSettings;
let biz: TestBusiness;
let phoneSeq = 9_822_300_000;
const nextPhone = () => String(++phoneSeq);

const form = (phone: string, extra: Record<string, string> = {}) => ({
  pickup_address: "",
  consignee_name: "Ramesh Traders",
  consignee_phone: `+91 ${phone}`,
  consignee_address: "Shop 4, MG Road",
  consignee_pincode: "411001",
  service: "ptl",
  package_count: "1",
  weight_kg: "5",
  length_cm: "40",
  breadth_cm: "30",
  height_cm: "30",
  declared_value: "5000",
  invoice_no: "INV-U",
  ewb_no: "",
  payment_mode: "paid",
  cod_amount: "",
  client_ref: "",
  delivery_slot: "",
  address_type: "office",
  ...extra,
});

const csv = (columns: readonly string[], rows: Record<string, string>[]) =>
  new TextEncoder().encode(
    [columns.join(","), ...rows.map((r) => columns.map((c) => `"${r[c] ?? ""}"`).join(","))].join(
      "\r\n",
    ),
  );

const loop = (channel: "sms" | "whatsapp") => {
  const options = { db: t.database.db, queue: t.services.messageQueue, timeoutMs: 2_000 };
  const sender =
    channel === "sms"
      ? createSmsSender({ ...options, settings: settings.sms! })
      : createWhatsAppSender({ ...options, settings: settings.whatsapp! });
  return createOutboxLoop({ db: t.database.db, sender, logger: createLogger("silent") });
};

const subscriptionsOf = (lrNo: string) =>
  t.database.db.select().from(phoneSubscriptions).where(eq(phoneSubscriptions.lrNo, lrNo));
const consentsOf = (subscriptionId: string) =>
  t.database.db
    .select()
    .from(messageConsents)
    .where(eq(messageConsents.subscriptionId, subscriptionId));
const messagesOf = (lrNo: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(eq(messages.lrNo, lrNo))
    .orderBy(asc(messages.createdAt));
const countOf = async (table: typeof shipments | typeof phoneSubscriptions) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
};

beforeAll(async () => {
  fake = await startFakeMessageProviders(FAKE);
  settings = {
    sms: {
      provider: "msg91",
      apiKey: FAKE.sms.apiKey,
      sender: FAKE.sms.sender,
      dltEntityId: FAKE.sms.dltEntityId,
      baseUrl: fake.smsBaseUrl,
      callbackSecret: "test-sms-callback-secret-0123",
    },
    whatsapp: {
      token: FAKE.whatsapp.token,
      phoneNumberId: FAKE.whatsapp.phoneNumberId,
      appSecret: FAKE.whatsapp.appSecret,
      verifyToken: "test-verify-token-0123456789",
      baseUrl: fake.whatsappBaseUrl,
    },
  };
  t = await openTestApp({
    pincodes: true,
    services: { messages: settings, siteUrl: SITE, secret: SESSION_SECRET },
  });
  biz = await makeBusiness(t.database.db, "Updates Traders");
}, LOAD_DIRECTORY_MS);
afterAll(async () => {
  await fake?.close();
  t?.services.close();
  await t?.database.close();
});

describe("the booking form's consignee updates", () => {
  it("by SMS: active at once, the consent's sentence kept, booked reaches the phone with the LR", async () => {
    const phone = nextPhone();
    const made = await t.services.businessBookings.bookOne(
      biz.id,
      form(phone, { consignee_updates: "sms", consignee_language: "hi" }),
      { userId: biz.userId, lang: "hi" },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    const lrNo = made.lrNos[0]!;
    const [subscription, ...more] = await subscriptionsOf(lrNo);
    expect(more).toEqual([]);
    expect(subscription).toMatchObject({
      phone,
      channel: "sms",
      language: "hi",
      state: "active",
      source: "business_booking",
    });
    expect(subscription!.confirmedAt).not.toBeNull();
    expect(subscription!.events).toContain("out_for_delivery");
    const consents = await consentsOf(subscription!.id);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      phone,
      channel: "sms",
      action: "given",
      how: "business_booking",
      textShown: HI_SENTENCE,
      language: "hi",
    });
    // Who confirmed it: the person who made the booking the shipment belongs to.
    const [booker] = await t.database.db
      .select({ createdBy: businessBookings.createdBy })
      .from(shipments)
      .innerJoin(businessBookings, eq(businessBookings.id, shipments.bookingId))
      .where(eq(shipments.lrNo, lrNo));
    expect(booker!.createdBy).toBe(biz.userId);

    const [booked] = await messagesOf(lrNo);
    expect(booked).toMatchObject({ event: "booked", channel: "sms", phone, state: "queued" });
    expect(await loop("sms").deliverDue()).toMatchObject({ sent: 1 });
    const received = fake.received.sms.filter((m) => m.to === `91${phone}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain(lrNo);
    expect(received[0]!.text).toContain("बुक हो गया");

    // The later events reach the consignee through the same subscription.
    await t.services.tracking.appendEvents(lrNo, [
      {
        externalId: `${lrNo}-ofd`,
        status: "Out for Delivery",
        location: "Pune",
        remarks: "",
        occurredAt: new Date(),
      },
    ]);
    const after = await messagesOf(lrNo);
    expect(after.map((m) => [m.event, m.phone, m.subscriptionId])).toEqual([
      ["booked", phone, subscription!.id],
      ["out_for_delivery", phone, subscription!.id],
    ]);
    expect(await loop("sms").deliverDue()).toMatchObject({ sent: 1 });
    const second = fake.received.sms.filter((m) => m.to === `91${phone}`);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain(lrNo);
  });

  it("by WhatsApp: the booked message reaches the Graph API's fake in the chosen language", async () => {
    const phone = nextPhone();
    const made = await t.services.businessBookings.bookOne(
      biz.id,
      form(phone, { consignee_updates: "whatsapp", consignee_language: "mr" }),
      { userId: biz.userId, lang: "en" },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    const lrNo = made.lrNos[0]!;
    const [subscription] = await subscriptionsOf(lrNo);
    expect(subscription).toMatchObject({ channel: "whatsapp", language: "mr", state: "active" });
    const [consent] = await consentsOf(subscription!.id);
    expect(consent).toMatchObject({ textShown: EN_SENTENCE, language: "en", channel: "whatsapp" });
    expect(await loop("whatsapp").deliverDue()).toMatchObject({ sent: 1 });
    const received = fake.received.whatsapp.filter((m) => m.to === `91${phone}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.languageCode).toBe("mr");
    expect(received[0]!.parameters).toContain(lrNo);
  });

  it("with no updates chosen, stores no subscription, consent or message", async () => {
    const phone = nextPhone();
    const made = await t.services.businessBookings.bookOne(biz.id, form(phone), {
      userId: biz.userId,
    });
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    expect(await subscriptionsOf(made.lrNos[0]!)).toEqual([]);
    expect(await messagesOf(made.lrNos[0]!)).toEqual([]);
  });

  it("refuses a channel that is off with its message, storing nothing", async () => {
    const whatsappOff = createBusinessBookings(t.database.db, t.services.pincodes, undefined, {
      ...t.services.messageQueue,
      settings: { sms: settings.sms, whatsapp: null },
    });
    expect(whatsappOff.updateChannels()).toEqual({ sms: true, whatsapp: false });
    const before = [await countOf(shipments), await countOf(phoneSubscriptions)];
    const made = await whatsappOff.bookOne(
      biz.id,
      form(nextPhone(), { consignee_updates: "whatsapp" }),
      { userId: biz.userId },
    );
    expect(made).toEqual({
      ok: false,
      errors: { consignee_updates: "consigneeUpdatesOff?channel=WhatsApp" },
    });
    const refused = await t.services.businessBookings.estimateBooking(
      biz.id,
      form(nextPhone(), { consignee_updates: "fax", consignee_language: "gu" }),
    );
    expect(refused).toEqual({
      ok: false,
      errors: { consignee_updates: "consigneeUpdates", consignee_language: "consigneeLanguage" },
    });
    expect([await countOf(shipments), await countOf(phoneSubscriptions)]).toEqual(before);
  });
});

describe("the upload's consignee updates", () => {
  const row = (phone: string, ref: string, extra: Record<string, string> = {}) =>
    form(phone, { consignee_phone: phone, client_ref: ref, ...extra });

  it("books rows with both columns: each row its subscription, consent and booked message", async () => {
    const [a, b, c] = [nextPhone(), nextPhone(), nextPhone()];
    const stamp = Date.now().toString(36);
    const file = csv(BOOKING_CSV_COLUMNS, [
      row(a, `${stamp}-1`, { consignee_updates: "SMS", consignee_language: "mr" }),
      row(b, `${stamp}-2`, { consignee_updates: "whatsapp", consignee_language: "" }),
      row(c, `${stamp}-3`),
    ]);
    const check = await t.services.businessBookings.checkUpload(biz.id, file);
    if (!check.ok) throw new Error(JSON.stringify(check.mistakes));
    expect(check.totals.updates).toBe(2);
    expect(check.rows.map((r) => [r.updates, r.updatesLanguage])).toEqual([
      ["sms", "mr"],
      ["whatsapp", "en"],
      [null, "en"],
    ]);
    const made = await t.services.businessBookings.bookUpload(biz.id, file, {
      userId: biz.userId,
      fileName: "june.csv",
      lang: "hi",
    });
    if (!made.ok) throw new Error(JSON.stringify(made.mistakes));
    const subs = await Promise.all(made.lrNos.map(subscriptionsOf));
    expect(subs.map((list) => list.map((s) => [s.phone, s.channel, s.language]))).toEqual([
      [[a, "sms", "mr"]],
      [[b, "whatsapp", "en"]],
      [],
    ]);
    const [consent] = await consentsOf(subs[0]![0]!.id);
    expect(consent).toMatchObject({ textShown: HI_SENTENCE, how: "business_booking" });
    const queued = await Promise.all(made.lrNos.map(messagesOf));
    expect(queued.map((list) => list.map((m) => m.event))).toEqual([["booked"], ["booked"], []]);

    // The booking's page says which shipments have updates, and which the consignee stopped.
    const listed = () => t.services.businessBookings.shipmentsOfBooking(biz.id, made.bookingId);
    expect((await listed()).map((s) => [s.lrNo, s.consigneeUpdates])).toEqual([
      [made.lrNos[0], { channel: "sms", state: "active" }],
      [made.lrNos[1], { channel: "whatsapp", state: "active" }],
      [made.lrNos[2], null],
    ]);
    const alerts = t.services.phoneAlerts;
    expect(await alerts.stopAll(alerts.tokenOf(subs[0]![0]!.id), "mr")).toBe("stopped");
    expect((await listed()).map((s) => s.consigneeUpdates?.state ?? null)).toEqual([
      "withdrawn",
      "active",
      null,
    ]);
  });

  it("refuses a bad value by row and column, and a channel that is off, booking nothing", async () => {
    const stamp = Date.now().toString(36);
    const file = csv(BOOKING_CSV_COLUMNS, [
      row(nextPhone(), `${stamp}-1`, { consignee_updates: "sms" }),
      row(nextPhone(), `${stamp}-2`, { consignee_updates: "email" }),
      row(nextPhone(), `${stamp}-3`, { consignee_language: "ta" }),
    ]);
    const before = [await countOf(shipments), await countOf(phoneSubscriptions)];
    const made = await t.services.businessBookings.bookUpload(biz.id, file, {
      userId: biz.userId,
      fileName: "bad.csv",
    });
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.mistakes).toEqual([
      { row: 3, column: "consignee_updates", message: "consigneeUpdates" },
      { row: 4, column: "consignee_language", message: "consigneeLanguage" },
    ]);
    const smsOff = createBusinessBookings(t.database.db, t.services.pincodes, undefined, {
      ...t.services.messageQueue,
      settings: { sms: null, whatsapp: settings.whatsapp },
    });
    const off = await smsOff.bookUpload(
      biz.id,
      csv(BOOKING_CSV_COLUMNS, [row(nextPhone(), `${stamp}-4`, { consignee_updates: "sms" })]),
      { userId: biz.userId, fileName: "off.csv" },
    );
    expect(off.ok).toBe(false);
    if (!off.ok)
      expect(off.mistakes).toEqual([
        { row: 2, column: "consignee_updates", message: "consigneeUpdatesOff?channel=SMS" },
      ]);
    expect([await countOf(shipments), await countOf(phoneSubscriptions)]).toEqual(before);
  });

  it("still books an older file without the two columns, with no updates", async () => {
    const columns = BOOKING_CSV_COLUMNS.filter(
      (c) => c !== "consignee_updates" && c !== "consignee_language",
    );
    const made = await t.services.businessBookings.bookUpload(
      biz.id,
      csv(columns, [row(nextPhone(), `old-${Date.now().toString(36)}`)]),
      { userId: biz.userId, fileName: "old.csv" },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.mistakes));
    expect(await subscriptionsOf(made.lrNos[0]!)).toEqual([]);
  });
});

describe("the API's consignee updates", () => {
  let key = "";
  const post = (json: unknown) =>
    t.app.request("/api/business/v1/shipments", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
  const body = (phone: string, extra: Record<string, unknown> = {}) => ({
    ...SHIPMENT_EXAMPLE,
    consignee: { ...SHIPMENT_EXAMPLE.consignee, phone },
    client_ref: `API-${++phoneSeq}`,
    ...extra,
  });

  beforeAll(async () => {
    const made = await t.services.businessApiKeys.makeKey(
      { id: biz.userId, email: biz.email, role: "owner", businessId: biz.id, ipHash: "" },
      "Warehouse",
    );
    if (!made.ok) throw new Error(made.error);
    key = made.key;
  });

  it("books with consignee_updates: the subscription, the English sentence, booked queued", async () => {
    const phone = nextPhone();
    const answer = await post(body(phone, { consignee_updates: "sms", consignee_language: "hi" }));
    expect(answer.status).toBe(201);
    const { lr_no: lrNo } = (await answer.json()) as { lr_no: string };
    const [subscription] = await subscriptionsOf(lrNo);
    expect(subscription).toMatchObject({ phone, channel: "sms", language: "hi", state: "active" });
    const [consent] = await consentsOf(subscription!.id);
    expect(consent).toMatchObject({ textShown: EN_SENTENCE, language: "en" });
    expect((await messagesOf(lrNo)).map((m) => m.event)).toEqual(["booked"]);
    // The upload's booked messages above are due too: every one goes, none fails.
    expect(await loop("sms").deliverDue()).toMatchObject({ failed: 0 });
    expect(fake.received.sms.filter((m) => m.to === `91${phone}`)[0]!.text).toContain(lrNo);
  });

  it("books without the field as before: no subscription, no message", async () => {
    const answer = await post(body(nextPhone(), { consignee_updates: null }));
    expect(answer.status).toBe(201);
    const { lr_no: lrNo } = (await answer.json()) as { lr_no: string };
    expect(await subscriptionsOf(lrNo)).toEqual([]);
    expect(await messagesOf(lrNo)).toEqual([]);
  });

  it("refuses a wrong value with 400 and the field's message, storing nothing", async () => {
    const before = [await countOf(shipments), await countOf(phoneSubscriptions)];
    const answer = await post(
      body(nextPhone(), { consignee_updates: "email", consignee_language: "ta" }),
    );
    expect(answer.status).toBe(400);
    const json = (await answer.json()) as { errors: Record<string, string> };
    expect(json.errors).toEqual({
      consignee_updates:
        "Choose sms or whatsapp for the consignee's updates, or leave it empty for none.",
      consignee_language:
        "Choose the language of the consignee's updates: en, hi or mr, or leave it empty for English.",
    });
    expect([await countOf(shipments), await countOf(phoneSubscriptions)]).toEqual(before);
  });

  /** The database as the booking sees it, counting what it is asked to run; every call goes through. */
  function counted(db: Database) {
    const calls = { execute: 0, transaction: 0 };
    const proxy = new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if ((name === "execute" || name === "transaction") && typeof value === "function")
          return (...args: unknown[]) => {
            calls[name] += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { db: proxy, calls };
  }

  it("without the field is still one statement; with it, that statement in a transaction", async () => {
    const { BookingJsonSchema } = await import("@core/schemas/booking");
    const ctxOf = (db: Database): BookingContext => ({
      db,
      pincodes: t.services.pincodes,
      messages: t.services.messageQueue,
    });
    const plain = counted(t.database.db);
    const without = await bookRequest(
      ctxOf(plain.db),
      biz.id,
      BookingJsonSchema.parse(body(nextPhone())),
    );
    expect(without.ok).toBe(true);
    expect(plain.calls).toEqual({ execute: 1, transaction: 0 });

    const asked = counted(t.database.db);
    const withUpdates = await bookRequest(
      ctxOf(asked.db),
      biz.id,
      BookingJsonSchema.parse(body(nextPhone(), { consignee_updates: "whatsapp" })),
    );
    expect(withUpdates.ok).toBe(true);
    expect(asked.calls).toEqual({ execute: 0, transaction: 1 });
    if (withUpdates.ok) {
      const subs = await t.database.db
        .select()
        .from(phoneSubscriptions)
        .where(
          and(
            eq(phoneSubscriptions.lrNo, withUpdates.lrNos[0]!),
            eq(phoneSubscriptions.channel, "whatsapp"),
          ),
        );
      expect(subs).toHaveLength(1);
    }
  });
});
