import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRatings, messages, outbox, shipments } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../tests/support/test-staff";
import { createSilenceWatch } from "../services/delivery-silence";
import { insertPhoneSubscription, MESSAGES_ON } from "../../tests/support/test-messages";
import { alertsTokenHash } from "./alerts-token";
import { DAILY_MESSAGES_PER_SHIPMENT } from "./enqueue";
import { queueShipmentMessages } from "./shipment-messages";

const SECRET = "shipment-messages-secret-0123456789";
const HOUR = 60 * 60 * 1000;

/** Shipment events become SMS and WhatsApp messages to the right subscriptions only. */
describe("a shipment's events by SMS and WhatsApp", () => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await openTestApp({ services: { secret: SECRET, messages: MESSAGES_ON } });
  }, 120_000);
  afterAll(() => t?.database.close());

  /** A subscription as the consent's door leaves it (test setup). */
  const subscribe = (lrNo: string, s: Parameters<typeof insertPhoneSubscription>[3]) =>
    insertPhoneSubscription(t.database.db, SECRET, lrNo, s);

  const messagesOf = (lrNo: string) =>
    t.database.db
      .select()
      .from(messages)
      .where(eq(messages.lrNo, lrNo))
      .orderBy(asc(messages.createdAt));

  const event = (status: string, at = new Date()) => ({
    externalId: `e-${++serial}`,
    status,
    location: "Pune",
    remarks: "",
    occurredAt: at,
  });

  it("tells only active subscriptions that chose the event, each in its language and channel", async () => {
    const lrNo = "LR123456789";
    const hindi = await subscribe(lrNo, { phone: "9822000001", language: "hi" });
    const marathiWa = await subscribe(lrNo, {
      phone: "9822000002",
      channel: "whatsapp",
      language: "mr",
      events: ["delivered"],
    });
    await subscribe(lrNo, { phone: "9822000003", state: "withdrawn" });
    await subscribe(lrNo, { phone: "9822000004", state: "pending" });
    await subscribe("LR444444444", { phone: "9822000005" });
    await t.database.db
      .update(shipments)
      .set({ expectedDeliveryDate: "2099-09-30" })
      .where(eq(shipments.lrNo, lrNo));

    await t.services.tracking.appendEvents(lrNo, [event("Out for Delivery")]);
    const out = await messagesOf(lrNo);
    expect(out.map((m) => [m.phone, m.channel, m.event, m.language])).toEqual([
      ["9822000001", "sms", "out_for_delivery", "hi"],
    ]);
    // The expected day in Hindi, Latin digits; the stop link carries the subscription's token.
    expect(out[0]!.values).toEqual({ lrNo, day: "बुधवार 30 सितंबर", alertsToken: hindi.token });
    expect(out[0]!.body).toContain("30 सितंबर");
    expect(out[0]!.body).toContain(`http://localhost:3000/hi/alerts/${hindi.token}`);
    expect(out[0]!.subscriptionId).toBe(hindi.id);
    const items = await t.database.db.select().from(outbox).where(eq(outbox.aboutId, out[0]!.id));
    expect(items.map((i) => [i.channel, i.payload])).toEqual([["sms", { messageId: out[0]!.id }]]);

    // Delivered: both, each with its own rating link and a rating row behind it.
    await t.services.tracking.appendEvents(lrNo, [event("Delivered")]);
    const delivered = (await messagesOf(lrNo)).filter((m) => m.event === "delivered");
    expect(delivered.map((m) => [m.phone, m.channel, m.language]).sort()).toEqual([
      ["9822000001", "sms", "hi"],
      ["9822000002", "whatsapp", "mr"],
    ]);
    const wa = delivered.find((m) => m.channel === "whatsapp")!;
    const values = wa.values as Record<string, string>;
    expect(values.alertsToken).toBe(marathiWa.token);
    expect(values.ratingToken).toMatch(/^[A-Za-z0-9_-]{30}$/);
    expect(wa.body).toContain(`/mr/rate/${values.ratingToken}`);
    expect(wa.body).toContain(`/mr/track-shipment-v2/${lrNo}`);
    const ratings = await t.database.db
      .select()
      .from(deliveryRatings)
      .where(eq(deliveryRatings.lrNo, lrNo));
    expect(ratings).toHaveLength(2);
    expect(ratings.map((r) => r.tokenHash)).toContain(alertsTokenHash(values.ratingToken!));
    expect(ratings.every((r) => r.rating === null)).toBe(true);
  });

  it("tells a delivery attempt with the page to change the delivery, and a repeat of an event nothing", async () => {
    const lrNo = "LR555555555";
    await subscribe(lrNo, { phone: "9822000011", events: ["delivery_attempted"] });
    const attempt = event("Delivery Attempted");
    await t.services.tracking.appendEvents(lrNo, [attempt]);
    await t.services.tracking.appendEvents(lrNo, [attempt]); // the same event again: skipped
    // In Transit and Delayed are no message's event.
    await t.services.tracking.appendEvents(lrNo, [event("In Transit"), event("Delayed")]);
    const sent = await messagesOf(lrNo);
    expect(sent.map((m) => m.event)).toEqual(["delivery_attempted"]);
    expect(sent[0]!.body).toContain(`/track-shipment-v2/${lrNo} Stop:`);
  });

  it("sends nothing after Delivered in one batch, as the e-mail alerts", async () => {
    const lrNo = "LR900000001";
    await t.services.tracking.upsertShipment(lrNo, "In Transit");
    await subscribe(lrNo, { phone: "9822000021" });
    const now = Date.now();
    await t.services.tracking.appendEvents(lrNo, [
      event("Delivered", new Date(now - HOUR)),
      event("Delivery Attempted", new Date(now)),
      event("Out for Delivery", new Date(now - 2 * HOUR)),
    ]);
    expect((await messagesOf(lrNo)).map((m) => m.event)).toEqual(["out_for_delivery", "delivered"]);
  });

  it("keeps to the daily limit of one number about one shipment, through the one door", async () => {
    const lrNo = "LR900000002";
    await t.services.tracking.upsertShipment(lrNo, "In Transit");
    await subscribe(lrNo, { phone: "9822000031" });
    for (let i = 0; i < DAILY_MESSAGES_PER_SHIPMENT + 2; i++)
      await t.services.tracking.appendEvents(lrNo, [event("Delivery Attempted")]);
    expect(await messagesOf(lrNo)).toHaveLength(DAILY_MESSAGES_PER_SHIPMENT);
  });

  it("counts India's day: six at 23:30 IST, more again at 00:30 IST the next day", async () => {
    const lrNo = "LR900000003";
    await t.services.tracking.upsertShipment(lrNo, "In Transit");
    await subscribe(lrNo, { phone: "9822000041" });
    let clock = new Date("2026-12-03T18:00:00Z"); // 23:30 in India
    const ctx = () => ({ ...t.services.messageQueue, now: () => clock });
    const results = [];
    for (let i = 0; i < DAILY_MESSAGES_PER_SHIPMENT + 1; i++)
      results.push(
        ...(await queueShipmentMessages(t.database.db, ctx(), { lrNo, event: "no_news_48h" })),
      );
    expect(results.map((r) => r.result.queued)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    clock = new Date("2026-12-03T19:00:00Z"); // 00:30 in India, the 4th
    const next = await queueShipmentMessages(t.database.db, ctx(), { lrNo, event: "no_news_48h" });
    expect(next.map((r) => r.result.queued)).toEqual([true]);
  });

  it("queues nothing, and makes no rating row, while both channels are off", async () => {
    const lrNo = "LR900000004";
    await t.services.tracking.upsertShipment(lrNo, "In Transit");
    await subscribe(lrNo, { phone: "9822000051" });
    const off = { ...t.services.messageQueue, settings: { sms: null, whatsapp: null } };
    expect(await queueShipmentMessages(t.database.db, off, { lrNo, event: "delivered" })).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(deliveryRatings).where(eq(deliveryRatings.lrNo, lrNo)),
    ).toEqual([]);
  });

  it("tells the 48-hour silence once, with the e-mail's mark", async () => {
    const lrNo = "LR900000005";
    await t.services.tracking.upsertShipment(lrNo, "In Transit");
    const start = new Date();
    await t.services.tracking.appendEvents(lrNo, [event("In Transit", start)]);
    await subscribe(lrNo, { phone: "9822000061", language: "mr", events: ["no_news_48h"] });
    await subscribe(lrNo, { phone: "9822000062", events: ["delivered"] });
    let clock = new Date(start.getTime() + 20 * HOUR);
    const watch = () =>
      createSilenceWatch(t.database.db, {
        siteUrl: "http://localhost:3000",
        now: () => clock,
        messages: t.services.messageQueue,
      });
    await watch().run();
    expect(await messagesOf(lrNo)).toEqual([]);
    clock = new Date(start.getTime() + 49 * HOUR);
    await watch().run();
    clock = new Date(start.getTime() + 60 * HOUR);
    await watch().run();
    const told = await messagesOf(lrNo);
    expect(told.map((m) => [m.phone, m.event, m.language])).toEqual([
      ["9822000061", "no_news_48h", "mr"],
    ]);
    expect(told[0]!.body).toContain("48 तासांपासून");
  });

  it("tells a delivery request's answer in the subscription's language", async () => {
    const lrNo = "LR444444444";
    await subscribe(lrNo, {
      phone: "9822000071",
      language: "hi",
      events: ["delivery_request_answer"],
    });
    const now = new Date();
    const view = await t.services.deliveryOptions.forShipment(lrNo, now);
    const asked = await t.services.deliveryOptions.request(
      lrNo,
      { option: "reschedule", date: view!.window.last, pincode: "110001", phone_last4: "9876" },
      { ipHash: "answer-test", language: "en", now },
    );
    expect(asked.kind).toBe("created");
    if (asked.kind !== "created") return;
    const admin = await ensureAdmin(t);
    const actor = await actorOf(t, (await makeStaff(t, admin, "ops")).token);
    expect(
      await t.services.deliveryDesk.decide(
        asked.id,
        { decision: "accept", reason: "" },
        actor,
        now,
      ),
    ).toEqual({ kind: "done", status: "accepted" });
    const answers = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.lrNo, lrNo), eq(messages.phone, "9822000071")));
    expect(answers.map((m) => [m.event, m.language])).toEqual([["delivery_request_answer", "hi"]]);
    const [y, mo, d] = view!.window.last.split("-").map(Number);
    const month = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(y!, mo! - 1, d!)),
    );
    expect((answers[0]!.values as Record<string, string>).answer).toBe(
      `${d} ${month} के लिए मान ली गई`,
    );
    // The other subscriber of this shipment chose every event (in English): the reschedule's In Transit is none.
    const others = await t.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.lrNo, lrNo),
          eq(messages.phone, "9822000005"),
          eq(messages.event, "delivery_request_answer"),
        ),
      );
    expect(others.map((m) => [m.event, (m.values as Record<string, string>).answer])).toEqual([
      [
        "delivery_request_answer",
        `accepted for ${d} ${new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y!, mo! - 1, d!)))}`,
      ],
    ]);
  });
});
