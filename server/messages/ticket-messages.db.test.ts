import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, phoneSubscriptions } from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { MESSAGES_ON } from "../../tests/support/test-messages";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../tests/support/test-staff";
import { insertTicket } from "../../tests/support/test-tickets";

describe("a ticket's updates by SMS", () => {
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

  it("queues ticket_reply with each public reply to the ticket's active subscriptions only", async () => {
    const ticket = await insertTicket(t.database.db, { language: "hi" });
    const alerts = t.services.phoneAlerts;
    const subject = { ticketId: ticket.id };
    await alerts.subscribe({
      subject,
      phone: "9822077771",
      channel: "sms",
      lang: "hi",
      source: "ticket_page",
    });
    await alerts.subscribe({
      subject,
      phone: "9822077772",
      channel: "sms",
      lang: "en",
      source: "ticket_page",
    });
    const [code] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.phone, "9822077771"));
    expect(code!.values).toMatchObject({ lrNo: ticket.number });
    expect(
      (
        await alerts.confirm({
          subject,
          phone: "9822077771",
          code: (code!.values as { code: string }).code,
        })
      ).kind,
    ).toBe("confirmed");

    expect(await t.services.ticketDesk.reply(ticket.number, "Found it at Nashik.", support)).toBe(
      true,
    );
    await t.services.ticketDesk.note(ticket.number, "Internal only.", support);
    const replies = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.event, "ticket_reply"));
    expect(replies.map((m) => [m.phone, m.language, m.ticketId])).toEqual([
      ["9822077771", "hi", ticket.id],
    ]);
    expect(replies[0]!.body).toContain(`https://sil.example/hi/support/ticket/${ticket.number}`);
    const [sub] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, "9822077772"));
    expect(sub!.state).toBe("pending");
  });
});
