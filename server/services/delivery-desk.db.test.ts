import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRequests, shipments, staffAuditLog, trackingEvents } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../tests/support/test-staff";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp";
import { createLogger } from "../logger";
import { rescheduleRemarks } from "@core/site-remarks";
import { DEFAULT_INBOXES } from "./mail-addresses";
import { createOutboxSender } from "./outbox";
import { queuedEmails, queuedWebhooks } from "../../tests/support/test-outbox";

const HOUR = 60 * 60 * 1000;

/** Operations accept and decline; the page, the e-mail and the webhook follow. */
describe("operations deciding delivery requests", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let actor: Awaited<ReturnType<typeof actorOf>>;
  let address = 0;
  beforeAll(async () => {
    t = await openTestApp({ services: { deliveryWebhooks: true } });
    smtp = await startTestSmtpServer();
    const admin = await ensureAdmin(t);
    actor = await actorOf(t, (await makeStaff(t, admin, "ops")).token);
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await t?.database.close();
  });

  const ask = (lr: string, fields: Record<string, unknown>, language: "en" | "hi", now: Date) =>
    t.services.deliveryOptions.request(lr, fields, {
      ipHash: `desk-${++address}`,
      language,
      now,
    });
  const shipment = async (lr: string) =>
    (await t.database.db.select().from(shipments).where(eq(shipments.lrNo, lr)))[0]!;

  it("accepts a reschedule: the date moves, an event says so, the receiver is answered in Hindi", async () => {
    const now = new Date();
    const before = await shipment("LR444444444");
    const view = await t.services.deliveryOptions.forShipment("LR444444444", now);
    const date = view!.window.last;
    const asked = await ask(
      "LR444444444",
      {
        option: "reschedule",
        date,
        pincode: "110001",
        phone_last4: "9876",
        email: "ravi@example.org",
      },
      "hi",
      now,
    );
    expect(asked.kind).toBe("created");
    if (asked.kind !== "created") return;
    expect((await t.services.deliveryDesk.counts(now)).waiting).toBe(1);

    const decided = await t.services.deliveryDesk.decide(
      asked.id,
      { decision: "accept", reason: "" },
      actor,
      now,
    );
    expect(decided).toEqual({ kind: "done", status: "accepted" });
    const after = await shipment("LR444444444");
    expect(before.expectedDeliveryDate).not.toBe(date);
    expect(after.expectedDeliveryDate).toBe(date);
    const events = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, after.id));
    const added = events.find((e) => e.externalId === `delivery-request-${asked.id}`);
    expect(added).toMatchObject({ trackingStatus: "In Transit", remarks: rescheduleRemarks(date) });
    // The headline follows the newest event: the attempt is over.
    expect(after.orderStatus).toBe("In Transit");

    // The page (and the API's expected date) follow at once.
    expect((await t.services.tracking.findTracking("LR444444444"))!.expected_delivery_date).toBe(
      date,
    );
    const shown = await t.services.deliveryOptions.forShipment("LR444444444", now);
    expect(shown!.requests[0]).toMatchObject({
      id: asked.id,
      status: "accepted",
      requestedDate: date,
    });
    expect(shown!.expectedDeliveryDate).toBe(date);

    // The answer, in the language of the page it was asked on.
    // Operations' own e-mail about the new request aside.
    const [mail] = await queuedEmails(t.database.db, {
      aboutId: asked.id,
      notTo: DEFAULT_INBOXES.ops,
    });
    expect(mail!.toAddress).toBe("ravi@example.org");
    expect(mail!.subject).toBe("शिपमेंट LR444444444: आपकी रिक्वेस्ट मान ली गई है");
    expect(mail!.body).toContain("डिलीवरी की नई अनुमानित तारीख");
    expect(mail!.body).toContain("/hi/track-shipment-v2/LR444444444");
    const sender = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "info@example.com",
      logger: createLogger("silent"),
    });
    await sender.deliverDue();
    await sender.stop();
    expect(smtp.received.map((m) => m.to)).toContainEqual(["ravi@example.org"]);

    // Told to the company's systems, and audited.
    const hooks = await queuedWebhooks(t.database.db, { aboutId: asked.id });
    expect(hooks.map((h) => h.event).sort()).toEqual([
      "delivery_request.created",
      "delivery_request.decided",
    ]);
    const decidedHook = JSON.parse(hooks.find((h) => h.event.endsWith("decided"))!.body);
    expect(decidedHook.data).toMatchObject({ status: "accepted", requested_date: date });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "delivery_request.accepted"));
    expect(audit).toMatchObject({ actorId: actor.id, targetId: asked.id });
  });

  it("declines only with a reason, shown on the page and e-mailed; decides once", async () => {
    const now = new Date();
    const asked = await ask(
      "LR123456789",
      {
        option: "collect",
        branch: "pune",
        pincode: "411001",
        phone_last4: "4321",
        email: "a@example.org",
      },
      "en",
      now,
    );
    if (asked.kind !== "created") throw new Error(asked.kind);
    expect(
      await t.services.deliveryDesk.decide(
        asked.id,
        { decision: "decline", reason: " " },
        actor,
        now,
      ),
    ).toMatchObject({ kind: "invalid", errors: { reason: expect.any(String) } });
    const reason = "The Pune branch does not take parcels over 30 kg.";
    expect(
      await t.services.deliveryDesk.decide(asked.id, { decision: "decline", reason }, actor, now),
    ).toEqual({ kind: "done", status: "declined" });
    const shown = await t.services.deliveryOptions.forShipment("LR123456789", now);
    expect(shown!.requests[0]).toEqual({
      id: asked.id,
      option: "collect",
      status: "declined",
      decisionReason: reason,
      branch: "pune",
      createdAt: now.toISOString(),
      decidedAt: now.toISOString(),
    });
    expect(shown!.waiting).toBe(false);
    // Operations' own e-mail about the new request aside.
    const [mail] = await queuedEmails(t.database.db, {
      aboutId: asked.id,
      notTo: DEFAULT_INBOXES.ops,
    });
    expect(mail!.body).toContain(reason);
    expect(
      await t.services.deliveryDesk.decide(
        asked.id,
        { decision: "accept", reason: "" },
        actor,
        now,
      ),
    ).toEqual({ kind: "already-decided" });
    // The shipment's expected date is left alone by a decline.
    expect((await shipment("LR123456789")).expectedDeliveryDate).not.toBeNull();
  });

  it("lists waiting, overdue and decided requests, by option", async () => {
    // A Wednesday at 10:00 IST: due 4 working hours later, at 14:00.
    const now = new Date("2026-12-02T10:00:00+05:30");
    await t.services.tracking.setFacts("LR555555555", {
      destinationPincode: "440001",
      consigneePhone: "9000001111",
    });
    const asked = await ask(
      "LR555555555",
      { option: "phone", phone: "9123456789", pincode: "440001", phone_last4: "1111" },
      "en",
      now,
    );
    if (asked.kind !== "created") throw new Error(asked.kind);
    const desk = t.services.deliveryDesk;
    const waiting = await desk.list({ queue: "waiting", now });
    expect(waiting.rows.map((r) => r.id)).toEqual([asked.id]);
    // Operations see the alternate phone for the driver; of the booked one, the last four digits.
    expect(waiting.rows[0]).toMatchObject({
      alternatePhone: "9123456789",
      phoneLast4: "•••• 1111",
    });
    expect(JSON.stringify(waiting)).not.toContain("9000001111");
    expect((await desk.list({ queue: "overdue", now })).rows).toEqual([]);
    const later = new Date(now.getTime() + 5 * HOUR);
    expect((await desk.list({ queue: "overdue", now: later })).rows.map((r) => r.id)).toEqual([
      asked.id,
    ]);
    expect(await desk.counts(later)).toEqual({ waiting: 1, overdue: 1, dueSoon: 0 });
    expect((await desk.list({ queue: "waiting", option: "collect", now })).rows).toEqual([]);
    expect((await desk.list({ queue: "decided", now })).rows.map((r) => r.status).sort()).toEqual([
      "accepted",
      "declined",
    ]);
  });

  it("erases requests by the e-mail given or the alternate phone, with their webhooks", async () => {
    const admin = await actorOf(t, await ensureAdmin(t));
    const byPhone = await t.services.erasure.erase({ kind: "phone", digits: "9123456789" }, admin);
    expect(byPhone.deliveryRequests).toBe(1);
    const byEmail = await t.services.erasure.erase(
      { kind: "email", email: "ravi@example.org" },
      admin,
    );
    expect(byEmail.deliveryRequests).toBe(1);
    const left = await t.database.db.select().from(deliveryRequests);
    expect(left.map((r) => r.email)).toEqual(["a@example.org"]);
    const hooks = await queuedWebhooks(t.database.db);
    expect(new Set(hooks.map((h) => h.aboutId))).toEqual(new Set(left.map((r) => r.id)));
  });
});
