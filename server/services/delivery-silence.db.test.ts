import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments, trackingEvents, trackingSubscriptions } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { createSilenceWatch } from "./delivery-silence";
import { queuedEmails } from "../../tests/support/test-outbox";

const HOUR = 60 * 60 * 1000;

/** One e-mail per 48-hour silence, to confirmed subscribers, in their language. */
describe("the 48-hour silence", () => {
  let t: TestApp;
  let clock: Date;
  const start = new Date();
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  const watch = () =>
    createSilenceWatch(t.database.db, { siteUrl: "https://sil.example", now: () => clock });
  const silenceMails = async () =>
    (await queuedEmails(t.database.db)).filter((m) => m.subject.includes("LR555555555"));

  it("tells each confirmed subscriber once, in their language, with the unsubscribe link", async () => {
    const [shipment] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.lrNo, "LR555555555"));
    await t.database.db.insert(trackingSubscriptions).values([
      {
        shipmentId: shipment!.id,
        email: "hindi@example.org",
        language: "hi",
        confirmTokenHash: "x1",
        confirmedAt: start,
        ipHash: "h",
      },
      {
        shipmentId: shipment!.id,
        email: "unconfirmed@example.org",
        language: "en",
        confirmTokenHash: "x2",
        ipHash: "h",
      },
    ]);
    // The demo's Delayed event is 20 hours old: not silent yet.
    clock = new Date(start.getTime() + 20 * HOUR);
    await watch().run();
    expect(await silenceMails()).toEqual([]);
    expect(
      (await t.services.deliveryOptions.forShipment("LR555555555", clock))!.silentSinceHours,
    ).toBeNull();

    clock = new Date(start.getTime() + 30 * HOUR); // 50 hours after it
    const round = await watch().run();
    expect(round!.emails).toBe(1);
    const mails = await silenceMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "hindi@example.org",
      subject: "शिपमेंट LR555555555: 2 दिन से कोई अपडेट नहीं",
    });
    expect(mails[0]!.body).toContain("https://sil.example/hi/tracking-alerts/unsubscribe?t=");
    expect(mails[0]!.body).toContain("/hi/support/request?lr=LR555555555&category=delay");
    expect(mails[0]!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(
      (await t.services.deliveryOptions.forShipment("LR555555555", clock))!.silentSinceHours,
    ).toBeGreaterThanOrEqual(49);

    // The same silence is told once.
    clock = new Date(start.getTime() + 40 * HOUR);
    await watch().run();
    expect(await silenceMails()).toHaveLength(1);
  });

  it("starts a new possible silence with a new event", async () => {
    const [shipment] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.lrNo, "LR555555555"));
    await t.database.db.insert(trackingEvents).values({
      shipmentId: shipment!.id,
      trackingStatus: "In Transit",
      location: "Nagpur Hub",
      occurredAt: new Date(start.getTime() + 41 * HOUR),
    });
    clock = new Date(start.getTime() + 80 * HOUR); // 39 hours after the event
    await watch().run();
    expect(await silenceMails()).toHaveLength(1);
    clock = new Date(start.getTime() + 90 * HOUR); // 49 hours after it
    await watch().run();
    expect(await silenceMails()).toHaveLength(2);
  });

  it("never tells of a Delivered or Cancelled shipment", async () => {
    clock = new Date(start.getTime() + 200 * HOUR);
    await watch().run();
    const subjects = (await queuedEmails(t.database.db)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes("SI20254567") || s.includes("LR777777777"))).toBe(false);
    const [cancelled] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.lrNo, "LR777777777"));
    expect(cancelled!.silenceAlertedAt).toBeNull();
  });
});
