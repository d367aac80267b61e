import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  messageCodes,
  messageConsents,
  messages,
  phoneSubscriptions,
  supportTickets,
} from "../../../database/schema";
import { texts as supportTexts } from "@core/content/support";
import hiSupport from "@core/content/hi/support";
import mrPhoneAlerts from "@core/content/mr/phone-alerts";
import type { StaffActor } from "@core/staff-access";
import { MESSAGES_ON } from "../../../tests/support/test-messages";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { clearEmails, queuedEmails } from "../../../tests/support/test-outbox";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";

let ipNo = 0;
const visitor = () => ({ ip: `198.51.100.${++ipNo % 250}`, userAgent: "test" });

/** A request without an e-mail address; SMS updates asked for unless told otherwise. */
const noEmail = (phone: string, extra: Record<string, unknown> = {}) => ({
  category: "delay",
  lr_no: "LR123456789",
  name: "Sunita Jadhav",
  phone,
  description: "No update on my parcel for five days, and nobody answers the branch phone.",
  sms_updates: "on",
  ...extra,
});

/** The code the SMS carried (read from the queued message, as the fake provider would see it). */
async function codeSentTo(t: TestApp, phone: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.phone, phone), eq(messages.event, "sms_code")));
  const last = rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
  return (last!.values as { code: string }).code;
}

describe("a ticket raised with SMS updates in place of an e-mail address", () => {
  let t: TestApp;
  let support: StaffActor;
  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON, siteUrl: "https://sil.example" } });
    support = await actorOf(t, (await makeStaff(t, await ensureAdmin(t), "support")).token);
  }, 120_000);
  afterAll(async () => {
    t?.services.close();
    await t?.database.close();
  });
  beforeEach(async () => {
    await clearEmails(t.database.db);
  });

  it("is raised without an address: a pending subscription, its code by SMS, no e-mail to the visitor", async () => {
    const outcome = await t.services.tickets.raise(noEmail("+91 98220 55501"), visitor(), {
      language: "hi",
    });
    expect(outcome.status).toBe("stored");
    if (outcome.status !== "stored") return;
    const number = outcome.record.id;
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.number, number));
    expect(ticket).toMatchObject({ email: "", phone: "9822055501", language: "hi" });

    const [subscription] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.ticketId, ticket!.id));
    expect(subscription).toMatchObject({
      phone: "9822055501",
      channel: "sms",
      state: "pending",
      source: "ticket_form",
      language: "hi",
      events: ["ticket_raised", "ticket_reply"],
    });
    const [code] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.subscriptionId, subscription!.id));
    expect(code).toMatchObject({ event: "sms_code", language: "hi", ticketId: ticket!.id });
    expect(code!.values).toMatchObject({ lrNo: number });
    // The code's text names the request by its number: no "shipment" in it.
    expect(code!.body).toContain(`${number} के लिए आपका कोड`);

    // The team hears of it; the visitor has no address, so no acknowledgement is queued.
    const emails = await queuedEmails(t.database.db);
    expect(emails.map((e) => e.toAddress)).not.toContain("");
    expect(emails.filter((e) => e.aboutId === ticket!.id && e.toAddress === "")).toEqual([]);
    expect(emails.length).toBe(1);

    // The token handed to the page opens the ticket; its page starts at the code step.
    expect(outcome.sms?.codeSent).toBe(true);
    expect((await t.services.tickets.open(number, outcome.sms!.pageToken))?.id).toBe(ticket!.id);
    expect(await t.services.phoneAlerts.pendingForTicket(ticket!.id)).toMatchObject({
      masked: expect.stringMatching(/501$/),
      codeWaiting: true,
    });
    expect((await t.services.phoneAlerts.pendingForTicket(ticket!.id))!.masked).not.toContain(
      "98220",
    );
  });

  it("starts the updates with the code typed on the ticket's page: consent in the box's words, then ticket_raised", async () => {
    const outcome = await t.services.tickets.raise(noEmail("9822055502"), visitor(), {
      language: "hi",
    });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const ticket = await t.services.tickets.byNumber(outcome.record.id);
    const alerts = t.services.phoneAlerts;
    const subject = { ticketId: ticket!.id };
    // Staff see that nothing reaches the visitor until the code is typed.
    expect(await alerts.ofTicket(ticket!.id)).toEqual([
      { phone: "9822055502", channel: "sms", state: "pending" },
    ]);

    // No number typed: the code step of the raise form's subscription.
    expect((await alerts.confirm({ subject, phone: "", code: "000000" })).kind).toBe("wrong-code");
    const code = await codeSentTo(t, "9822055502");
    expect(await alerts.confirm({ subject, phone: "", code })).toMatchObject({
      kind: "confirmed",
      phone: "9822055502",
    });
    const [subscription] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.ticketId, ticket!.id));
    expect(subscription!.state).toBe("active");
    const consents = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.subscriptionId, subscription!.id));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      action: "given",
      how: "sms_code",
      textShown: hiSupport.form.smsUpdates,
      language: "hi",
    });
    expect(hiSupport.form.smsUpdates).not.toBe(supportTexts.en.form.smsUpdates);

    const raised = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, ticket!.id), eq(messages.event, "ticket_raised")));
    expect(raised.map((m) => [m.phone, m.language, m.channel])).toEqual([
      ["9822055502", "hi", "sms"],
    ]);
    expect(raised[0]!.body).toContain(`https://sil.example/hi/support/ticket/${ticket!.number}`);
    // Confirming again sends nothing more.
    await alerts.confirm({ subject, phone: "", code });
    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.ticketId, ticket!.id), eq(messages.event, "ticket_raised"))),
    ).toHaveLength(1);
    expect(await alerts.pendingForTicket(ticket!.id)).toBeNull();
    expect(await alerts.ofTicket(ticket!.id)).toEqual([
      { phone: "9822055502", channel: "sms", state: "active" },
    ]);

    // The team's public reply goes by SMS only; resolving it e-mails nobody.
    await clearEmails(t.database.db);
    expect(
      await t.services.ticketDesk.reply(ticket!.number, "We found it at Nashik.", support),
    ).toBe(true);
    expect(await t.services.ticketDesk.setStatus(ticket!.number, "resolved", support)).toBe(
      "changed",
    );
    expect(await queuedEmails(t.database.db)).toEqual([]);
    expect(
      (
        await t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.ticketId, ticket!.id), eq(messages.event, "ticket_reply")))
      ).map((m) => m.phone),
    ).toEqual(["9822055502"]);
  });

  it("asked for again on the ticket's page, keeps that page's words and sends no receipt", async () => {
    const outcome = await t.services.tickets.raise(noEmail("9822055507"), visitor(), {
      language: "mr",
    });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const ticket = await t.services.tickets.byNumber(outcome.record.id);
    const alerts = t.services.phoneAlerts;
    const subject = { ticketId: ticket!.id };
    expect(
      await alerts.subscribe({
        subject,
        phone: "9822055507",
        channel: "sms",
        lang: "mr",
        source: "ticket_page",
      }),
    ).toMatchObject({ kind: "code-sent" });
    const code = await codeSentTo(t, "9822055507");
    expect((await alerts.confirm({ subject, phone: "9822055507", code })).kind).toBe("confirmed");
    const [subscription] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.ticketId, ticket!.id));
    expect(subscription).toMatchObject({ source: "ticket_page", state: "active" });
    const [consent] = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.subscriptionId, subscription!.id));
    expect(consent!.textShown).toBe(mrPhoneAlerts.consent);
    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.ticketId, ticket!.id), eq(messages.event, "ticket_raised"))),
    ).toEqual([]);
  });

  it("is found by its number and the mobile number, never by an empty address", async () => {
    const outcome = await t.services.tickets.raise(noEmail("9822055503"), visitor());
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const number = outcome.record.id;
    expect((await t.services.tickets.lookup(number, "98220 55503", visitor())).status).toBe(
      "found",
    );
    for (const contact of ["", " ", "@"])
      expect((await t.services.tickets.lookup(number, contact, visitor())).status).not.toBe(
        "found",
      );
  });

  it("needs an e-mail address or the SMS box, and stores nothing without one", async () => {
    const before = (await t.database.db.select().from(supportTickets)).length;
    const outcome = await t.services.tickets.raise(
      noEmail("9822055504", { sms_updates: undefined }),
      visitor(),
    );
    expect(outcome).toMatchObject({ status: "invalid", fieldErrors: { email: ["email"] } });
    expect((await t.database.db.select().from(supportTickets)).length).toBe(before);
    expect(
      await t.database.db
        .select()
        .from(phoneSubscriptions)
        .where(eq(phoneSubscriptions.phone, "9822055504")),
    ).toEqual([]);
  });

  it("is still raised when the number had its 3 codes this hour; the page offers a new code later", async () => {
    const phone = "9822055505";
    for (let i = 0; i < 3; i++) {
      const earlier = await t.services.tickets.raise(noEmail(phone), visitor());
      expect(earlier.status).toBe("stored");
    }
    const outcome = await t.services.tickets.raise(noEmail(phone), visitor());
    if (outcome.status !== "stored") throw new Error(outcome.status);
    expect(outcome.sms?.codeSent).toBe(false);
    const ticket = await t.services.tickets.byNumber(outcome.record.id);
    expect(await t.services.phoneAlerts.pendingForTicket(ticket!.id)).toMatchObject({
      codeWaiting: false,
    });
    expect(
      await t.services.phoneAlerts.resendCode({ subject: { ticketId: ticket!.id }, phone: "" }),
    ).toMatchObject({ kind: "limited" });
    expect(
      (await t.database.db.select().from(messageCodes).where(eq(messageCodes.phone, phone))).length,
    ).toBe(3);
  });
});

describe("a ticket while SMS is off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  }, 120_000);
  afterAll(async () => {
    t?.services.close();
    await t?.database.close();
  });

  it("offers no SMS updates: the box is ignored, an e-mail address is needed, and nothing is subscribed", async () => {
    expect(t.services.tickets.smsUpdatesOn()).toBe(false);
    const refused = await t.services.tickets.raise(noEmail("9822055506"), visitor());
    expect(refused).toMatchObject({ status: "invalid", fieldErrors: { email: ["email"] } });
    const raised = await t.services.tickets.raise(
      noEmail("9822055506", { email: "sunita@example.org" }),
      visitor(),
    );
    expect(raised.status).toBe("stored");
    expect(raised).not.toHaveProperty("sms");
    expect(await t.database.db.select().from(phoneSubscriptions)).toEqual([]);
  });
});
