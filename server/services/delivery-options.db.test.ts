import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { deliveryRequests, shipments, trackingEvents } from "../../database/schema";
import { deliveryMessages } from "@core/schemas/delivery-request";
import { openTestDatabase } from "../../tests/support/test-database";
import { capturedLogger } from "../../tests/support/test-app";
import { createDeliveryOptions, createDeliveryViewPrefetch } from "./delivery-options";
import { createTrackingService, TRACKING_CACHE_TTL_MS } from "./tracking";
import { createRateLimits } from "./rate-limit";
import { createCaptchaService, type CaptchaService } from "./captcha";
import { queuedWebhooks } from "../../tests/support/test-outbox";

const NOW = new Date("2026-11-27T06:00:00Z"); // 11:30 in India
const HOUR = 60 * 60 * 1000;
const PHONE = "9876504321";

describe("the receiver's delivery requests", () => {
  let database: DatabaseHandle;
  let service: ReturnType<typeof createDeliveryOptions>;
  let quiet: ReturnType<typeof createDeliveryOptions>;
  let captcha: CaptchaService;
  /** A new question and its right answer, as a receiver who reads it sends them. */
  const answered = () => {
    const { token, question } = captcha.issue();
    const [, a, b] = /(\d+) \+ (\d+)/.exec(question)!;
    return { captchaToken: token, captchaInput: String(Number(a) + Number(b)) };
  };
  const logs = capturedLogger();
  const changed: string[] = [];
  let lrNo = 0;
  let address = 0;
  const nextAddress = () => `hash-${++address}`;

  /** A shipment booked with both facts, its last event an hour ago. */
  async function shipment(
    overrides: Partial<typeof shipments.$inferInsert> = {},
    lastEventAt = new Date(NOW.getTime() - HOUR),
  ) {
    const lr = `LRD${String(++lrNo).padStart(6, "0")}`;
    const [row] = await database.db
      .insert(shipments)
      .values({
        lrNo: lr,
        orderStatus: "In Transit",
        destinationPincode: "411001",
        consigneePhone: PHONE,
        expectedDeliveryDate: "2026-11-30",
        ...overrides,
      })
      .returning();
    await database.db.insert(trackingEvents).values({
      shipmentId: row!.id,
      trackingStatus: row!.orderStatus,
      location: "Pune Hub",
      occurredAt: lastEventAt,
    });
    return row!;
  }

  const facts = { pincode: "411001", phone_last4: "4321" };
  const ask = (lr: string, fields: Record<string, unknown>, ipHash = nextAddress()) =>
    service.request(lr, { ...facts, ...fields }, { ipHash, language: "hi", now: NOW });

  beforeAll(async () => {
    database = await openTestDatabase();
    const rateLimits = createRateLimits();
    captcha = createCaptchaService(database.db, "test-secret-of-sixteen");
    service = createDeliveryOptions({
      db: database.db,
      rateLimits,
      captcha,
      secret: "test-secret-of-sixteen",
      logger: logs.logger,
      webhooks: true,
      onChange: (lr) => changed.push(lr),
    });
    quiet = createDeliveryOptions({
      db: database.db,
      rateLimits,
      captcha,
      secret: "test-secret-of-sixteen",
      logger: logs.logger,
      webhooks: false,
    });
  });
  afterAll(() => database.close());

  it("takes each option with the right facts, with its webhook in the same transaction", async () => {
    const options = [
      { option: "reschedule", date: "2026-12-02" },
      { option: "instructions", instructions: "Gate at the back, ask for Ravi" },
      { option: "phone", phone: "+91 91234 56789" },
      { option: "collect", branch: "bhiwandi", email: "Asha@Example.org" },
    ];
    for (const fields of options) {
      const { lrNo: lr, id: shipmentId } = await shipment();
      const outcome = await ask(lr, fields);
      expect(outcome).toEqual({ kind: "created", id: expect.any(String), status: "received" });
      if (outcome.kind !== "created") continue;
      const [row] = await database.db
        .select()
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, outcome.id));
      expect(row).toMatchObject({
        shipmentId,
        option: fields.option,
        status: "received",
        language: "hi",
        dueAt: new Date(NOW.getTime() + 4 * HOUR),
      });
      const [hook] = await queuedWebhooks(database.db, { aboutId: outcome.id });
      expect(hook).toMatchObject({
        event: "delivery_request.created",
        idempotencyKey: `delivery_request.created:${outcome.id}`,
        status: "pending",
      });
      const body = JSON.parse(hook!.body);
      expect(body.data).toMatchObject({ lr_no: lr, option: fields.option, request_id: outcome.id });
      expect(hook!.body).not.toContain(PHONE);
      expect(changed).toContain(lr);
    }
    const rows = await database.db.select().from(deliveryRequests);
    expect(rows.find((r) => r.option === "phone")!.alternatePhone).toBe("9123456789");
    expect(rows.find((r) => r.option === "collect")!.email).toBe("asha@example.org");
  });

  it("makes a request due 4 working hours after it arrives: at 04:17 IST, by 13:00 that day", async () => {
    for (const [arrived, due] of [
      ["2026-12-02T04:17:00+05:30", "2026-12-02T13:00:00+05:30"],
      ["2026-12-05T23:30:00+05:30", "2026-12-07T13:00:00+05:30"], // Saturday night: Monday
    ]) {
      const { lrNo: lr } = await shipment();
      const outcome = await service.request(
        lr,
        { ...facts, option: "instructions", instructions: "Ring the bell twice." },
        { ipHash: nextAddress(), language: "en", now: new Date(arrived!) },
      );
      if (outcome.kind !== "created") throw new Error(outcome.kind);
      const [row] = await database.db
        .select({ dueAt: deliveryRequests.dueAt })
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, outcome.id));
      expect(row!.dueAt.toISOString()).toBe(new Date(due!).toISOString());
      // The page says when: the view carries it.
      const view = await service.forShipment(lr, new Date(arrived!));
      expect(view!.requests[0]!.dueAt).toBe(new Date(due!).toISOString());
    }
  });

  it("writes no webhook when DELIVERY_WEBHOOK_URL is not set", async () => {
    const { lrNo: lr } = await shipment();
    const outcome = await quiet.request(
      lr,
      { option: "collect", branch: "pune", ...facts },
      { ipHash: nextAddress(), language: "en", now: NOW },
    );
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    const hooks = await queuedWebhooks(database.db, { aboutId: outcome.id });
    expect(hooks).toEqual([]);
  });

  it("answers a wrong PIN code and a wrong phone alike, and locks one address out of a shipment after 5", async () => {
    const { lrNo: lr } = await shipment();
    const from = nextAddress();
    const wrongPin = await ask(lr, { option: "collect", branch: "pune", pincode: "411002" }, from);
    const wrongPhone = await ask(
      lr,
      { option: "collect", branch: "pune", phone_last4: "4322" },
      from,
    );
    expect(wrongPin).toEqual({ kind: "wrong-facts" });
    expect(wrongPhone).toEqual(wrongPin);
    for (let i = 0; i < 3; i++)
      expect(
        await ask(
          lr,
          { option: "collect", branch: "pune", pincode: "110001", ...answered() },
          from,
        ),
      ).toEqual({ kind: "wrong-facts" });
    // Five wrong from this address: it is locked out of this shipment, right facts too.
    const locked = await ask(lr, { option: "collect", branch: "pune", ...answered() }, from);
    expect(locked).toEqual({ kind: "locked", retryAfterSeconds: expect.any(Number) });
    if (locked.kind === "locked") expect(locked.retryAfterSeconds).toBeGreaterThan(3_500);
    // Another address is not: with the captcha the shipment now asks, the receiver gets through.
    expect((await ask(lr, { option: "collect", branch: "pune", ...answered() })).kind).toBe(
      "created",
    );
  });

  it("never locks the receiver out for others' tries: past 5 from anywhere the form asks the captcha", async () => {
    const { lrNo: lr } = await shipment();
    const collect = { option: "collect", branch: "vasai" };
    for (let i = 0; i < 20; i++)
      expect(
        await ask(lr, { ...collect, phone_last4: "0000", ...(i >= 5 ? answered() : {}) }),
      ).toEqual({ kind: "wrong-facts" });
    // Without the answer, or with a wrong one: a field error beside the captcha, nothing stored.
    expect(await ask(lr, collect)).toEqual({
      kind: "invalid",
      errors: { captchaInput: [expect.any(String)] },
    });
    const wrong = answered();
    wrong.captchaInput = String(Number(wrong.captchaInput) + 1);
    expect(await ask(lr, { ...collect, ...wrong })).toEqual({
      kind: "invalid",
      errors: { captchaInput: [expect.any(String)] },
    });
    // A question answered once is spent.
    const right = answered();
    expect((await ask(lr, { ...collect, phone_last4: "0000", ...right })).kind).toBe("wrong-facts");
    expect((await ask(lr, { ...collect, ...right })).kind).toBe("invalid");
    // The right facts with a right answer, from the 23rd address: stored.
    expect(await service.needsCaptcha(lr)).toBe(true);
    expect((await ask(lr, { ...collect, ...answered() })).kind).toBe("created");
    expect(
      await database.db.select().from(deliveryRequests).where(eq(deliveryRequests.branch, "vasai")),
    ).toHaveLength(1);
  });

  it("locks an address after 10 wrong tries, whichever shipments they were on", async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++) {
      const { lrNo: lr } = await shipment();
      expect(
        await ask(lr, { option: "collect", branch: "delhi", phone_last4: "0000" }, from),
      ).toEqual({ kind: "wrong-facts" });
    }
    const { lrNo: lr } = await shipment();
    expect((await ask(lr, { option: "collect", branch: "delhi" }, from)).kind).toBe("locked");
    // Another address is not held by it, and this shipment asks no captcha.
    expect(await service.needsCaptcha(lr)).toBe(false);
    expect((await ask(lr, { option: "collect", branch: "delhi" })).kind).toBe("created");
  });

  it("takes no second request while one waits", async () => {
    const { lrNo: lr } = await shipment();
    expect(
      (await ask(lr, { option: "instructions", instructions: "Leave it with the guard" })).kind,
    ).toBe("created");
    expect(await ask(lr, { option: "collect", branch: "vasai" })).toEqual({ kind: "waiting" });
  });

  it("offers nothing for a Delivered or Cancelled shipment", async () => {
    const delivered = await shipment({ orderStatus: "Delivered" });
    expect(await ask(delivered.lrNo, { option: "collect", branch: "vasai" })).toEqual({
      kind: "closed",
    });
    // Cancelled by its newest event, whatever the headline says.
    const cancelled = await shipment();
    await database.db.insert(trackingEvents).values({
      shipmentId: cancelled.id,
      trackingStatus: "Cancelled",
      occurredAt: NOW,
    });
    expect(await ask(cancelled.lrNo, { option: "collect", branch: "vasai" })).toEqual({
      kind: "closed",
    });
    expect((await service.forShipment(cancelled.lrNo, NOW))!.optionsOffered).toBe(false);
    expect(await ask("LRNOSUCH1", { option: "collect", branch: "vasai" })).toEqual({
      kind: "not-found",
    });
  });

  it("keeps a new date within tomorrow and 6 days after the expected date", async () => {
    const { lrNo: lr } = await shipment({ expectedDeliveryDate: "2026-11-30" });
    const window = deliveryMessages.dateWindow("2026-11-28", "2026-12-06");
    for (const date of ["2026-11-27", "2026-12-07"])
      expect(await ask(lr, { option: "reschedule", date })).toEqual({
        kind: "invalid",
        errors: { date: [window] },
      });
    expect((await ask(lr, { option: "reschedule", date: "2026-12-06" })).kind).toBe("created");
    // No expected date: 6 days after today.
    const unknown = await shipment({ expectedDeliveryDate: null });
    expect(await ask(unknown.lrNo, { option: "reschedule", date: "2026-12-04" })).toEqual({
      kind: "invalid",
      errors: { date: [deliveryMessages.dateWindow("2026-11-28", "2026-12-03")] },
    });
  });

  it.each([
    // 00:30 in India is still the day before in UTC; 23:30 is the same day in both.
    ["00:30", new Date("2026-11-27T00:30:00+05:30"), "2026-11-28"],
    ["23:30", new Date("2026-11-27T23:30:00+05:30"), "2026-11-28"],
  ])("takes India's date for the window at %s IST", async (_, now, tomorrow) => {
    const { lrNo: lr } = await shipment({ expectedDeliveryDate: null });
    const window = { first: tomorrow, last: "2026-12-03" };
    expect((await service.forShipment(lr, now))!.window).toEqual(window);
    const asked = (date: string) =>
      service.request(
        lr,
        { ...facts, option: "reschedule", date },
        { ipHash: nextAddress(), language: "en", now },
      );
    expect(await asked("2026-11-27")).toEqual({
      kind: "invalid",
      errors: { date: [deliveryMessages.dateWindow(window.first, window.last)] },
    });
    expect((await asked(tomorrow)).kind).toBe("created");
  });

  it("answers field errors as message keys, before any fact is judged", async () => {
    const { lrNo: lr } = await shipment();
    expect(
      await service.request(
        lr,
        { option: "phone", phone: "123", pincode: "41", phone_last4: "" },
        { ipHash: nextAddress(), language: "en", now: NOW },
      ),
    ).toEqual({
      kind: "invalid",
      errors: {
        phone: [deliveryMessages.phone],
        pincode: [deliveryMessages.pincode],
        phone_last4: [deliveryMessages.phoneLast4],
      },
    });
  });

  it("shows the requests without personal data, and the silence after 48 hours", async () => {
    const row = await shipment({}, new Date(NOW.getTime() - 50 * HOUR));
    await ask(row.lrNo, { option: "phone", phone: "9123456780", email: "ravi@example.org" });
    const view = await service.forShipment(row.lrNo, NOW);
    expect(view).toEqual({
      expectedDeliveryDate: "2026-11-30",
      silentSinceHours: 50,
      optionsOffered: true,
      waiting: true,
      window: { first: "2026-11-28", last: "2026-12-06" },
      requests: [
        {
          id: expect.any(String),
          option: "phone",
          status: "received",
          createdAt: NOW.toISOString(),
          // Friday 11:30 IST and 4 working hours.
          dueAt: "2026-11-27T10:00:00.000Z",
        },
      ],
    });
    const text = JSON.stringify(view);
    for (const secret of [PHONE, "•••• 4321", "9123456780", "ravi@example.org"])
      expect(text).not.toContain(secret);
    const recent = await shipment();
    expect((await service.forShipment(recent.lrNo, NOW))!.silentSinceHours).toBeNull();
    expect(await service.forShipment("LRNOSUCH1", NOW)).toBeNull();
  });

  it("reads the view with the tracking lookup, in one round trip, while the answer is fresh", async () => {
    const prefetch = createDeliveryViewPrefetch();
    const tracking = createTrackingService(database.db, { companion: prefetch });
    const withPrefetch = createDeliveryOptions({
      db: database.db,
      rateLimits: createRateLimits(),
      captcha,
      secret: "test-secret-of-sixteen",
      logger: logs.logger,
      webhooks: false,
      prefetch,
    });
    const row = await shipment({}, new Date(NOW.getTime() - 50 * HOUR));
    await ask(row.lrNo, { option: "reschedule", date: "2026-12-02" });
    const answer = (await tracking.findTracking(row.lrNo))!;
    const read = await withPrefetch.forShipment(row.lrNo, NOW);
    expect(read!.requests).toHaveLength(1);
    expect(read!.requests[0]!.dueAt).toBe("2026-11-27T10:00:00.000Z");
    // Gone from the database behind the service's back: the view read with the answer still has it,
    // so it was not read again.
    await database.db.delete(deliveryRequests).where(eq(deliveryRequests.shipmentId, row.id));
    expect(await withPrefetch.forShipment(row.lrNo, NOW, answer)).toEqual(read);
    expect((await withPrefetch.forShipment(row.lrNo, NOW))!.requests).toEqual([]);
    // Older than the answers' time to live: read again.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TRACKING_CACHE_TTL_MS + 1 });
    try {
      expect((await withPrefetch.forShipment(row.lrNo, NOW, answer))!.requests).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs no phone, e-mail or instructions", () => {
    const text = logs.text();
    expect(text).toContain("delivery request received");
    for (const secret of [
      PHONE,
      "9123456789",
      "9123456780",
      "asha@example.org",
      "Gate at the back",
    ])
      expect(text).not.toContain(secret);
  });
});
