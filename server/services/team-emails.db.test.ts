/**
 * The company hears of what visitors do (CONTRACT.md "Customer care",
 * "e-mails to the team"): a new ticket at MAIL_TO_SUPPORT, a visitor's
 * reply and an escalation at the assignee (the inbox while none), a promise
 * due within the hour once, a new delivery request at MAIL_TO_OPS.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shipments, supportTickets } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../tests/support/test-staff";
import { insertTicket } from "../../tests/support/test-tickets";
import { createPromiseKeeper } from "./support/promises";
import { clearEmails, queuedEmails } from "../../tests/support/test-outbox";

const HOUR = 60 * 60_000;
const inboxes = {
  leads: "sales@konkanroad.in",
  support: "care@konkanroad.in",
  careers: "jobs@konkanroad.in",
  ops: "ops@konkanroad.in",
};
const SITE = "https://sil.example.in";

let t: TestApp;
let careEmail: string;
let careId: string;
let ip = 0;
const visitor = () => ({ ip: `203.0.113.${++ip}`, userAgent: "test" });

beforeAll(async () => {
  t = await openTestApp({ services: { inboxes, siteUrl: SITE } });
  const admin = await ensureAdmin(t);
  const care = await actorOf(t, (await makeStaff(t, admin, "support")).token);
  careId = care.id;
  careEmail = care.email;
}, 120_000);
afterAll(async () => {
  t?.services.close();
  await t?.database.close();
});
beforeEach(async () => {
  await clearEmails(t.database.db);
});

const sentTo = (to: string) => queuedEmails(t.database.db, { to });

describe("e-mails to the team", () => {
  it("tells the support inbox of a new ticket, with its number, promises in IST and the console's link", async () => {
    const outcome = await t.services.tickets.raise(
      {
        category: "other",
        name: "Asha Patil",
        email: "asha.team@example.org",
        phone: "+91 98765 43210",
        description: "Please call me about a bulk booking next month, it is urgent.",
      },
      visitor(),
    );
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const number = outcome.record.id;
    const [mail, ...more] = await sentTo(inboxes.support);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New customer-care request ${number} (other)`);
    expect(mail!.body).toContain(`${SITE}/staff/tickets/${number}`);
    expect(mail!.body).toMatch(/Acknowledge it by .+ IST; resolve it by .+ IST\./);
    // What the visitor wrote stays in the console.
    expect(mail!.body).not.toContain("bulk booking");
  });

  it("tells the inbox of a visitor's reply while nobody has the ticket, then its assignee", async () => {
    const ticket = await insertTicket(t.database.db);
    const row = async () =>
      (
        await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
      )[0]!;
    await t.services.tickets.reply(await row(), { body: "Any news on my parcel, please?" });
    expect((await sentTo(inboxes.support)).map((m) => m.subject)).toEqual([
      `Customer replied: request ${ticket.number}`,
    ]);
    await t.database.db
      .update(supportTickets)
      .set({ assigneeId: careId })
      .where(eq(supportTickets.id, ticket.id));
    await t.services.tickets.reply(await row(), { body: "Still waiting for an answer." });
    const [toAssignee] = await sentTo(careEmail);
    expect(toAssignee!.subject).toBe(`Customer replied: request ${ticket.number}`);
    expect(toAssignee!.body).not.toContain("Still waiting");

    // An escalation too, to the same person.
    const now = new Date(ticket.createdAt.getTime() + 49 * HOUR);
    const keeper = createPromiseKeeper(t.database.db, {
      siteUrl: SITE,
      inbox: inboxes.support,
      now: () => now,
    });
    await keeper.run();
    expect((await sentTo(careEmail)).map((m) => m.subject)).toContain(
      `Escalated to the grievance officer: request ${ticket.number}`,
    );
  });

  it("reminds once of a promise due within the hour, at 00:30 and 23:30 IST alike", async () => {
    for (const raisedAt of ["2026-12-01T00:30:00+05:30", "2026-12-01T23:30:00+05:30"]) {
      await clearEmails(t.database.db);
      const ticket = await insertTicket(t.database.db, { createdAt: new Date(raisedAt) });
      const dueBy = ticket.acknowledgeBy.getTime();
      const at = (ms: number) =>
        createPromiseKeeper(t.database.db, {
          siteUrl: SITE,
          inbox: inboxes.support,
          now: () => new Date(ms),
        });
      const mine = async () =>
        (await sentTo(inboxes.support)).filter((m) => m.aboutId === ticket.id);
      await at(dueBy - 61 * 60_000).run();
      expect(await mine()).toEqual([]);
      await at(dueBy - 50 * 60_000).run();
      await at(dueBy - 40 * 60_000).run();
      const reminders = await mine();
      expect(reminders.map((m) => m.subject)).toEqual([
        `Due within the hour: request ${ticket.number} to be acknowledged`,
      ]);
      expect(reminders[0]!.body).toContain(
        raisedAt.endsWith("00:30:00+05:30")
          ? "3 Dec 2026, 12:30 AM IST"
          : "3 Dec 2026, 11:30 PM IST",
      );
    }
  });

  it("does not remind of a promise already kept", async () => {
    const ticket = await insertTicket(t.database.db, {
      status: "acknowledged",
      acknowledgedAt: new Date(),
    });
    await createPromiseKeeper(t.database.db, {
      siteUrl: SITE,
      inbox: inboxes.support,
      now: () => new Date(ticket.acknowledgeBy.getTime() - 30 * 60_000),
    }).run();
    const about = await queuedEmails(t.database.db, { aboutId: ticket.id });
    expect(about).toEqual([]);
  });

  it("tells the operations inbox (MAIL_TO_OPS) of a new delivery request, in its transaction", async () => {
    const [shipment] = await t.database.db
      .insert(shipments)
      .values({
        lrNo: "LRT000001",
        orderStatus: "In Transit",
        destinationPincode: "411001",
        consigneePhone: "9876504321",
        expectedDeliveryDate: "2026-12-04",
      })
      .returning();
    const outcome = await t.services.deliveryOptions.request(
      shipment!.lrNo,
      {
        option: "instructions",
        instructions: "Leave it with the guard.",
        pincode: "411001",
        phone_last4: "4321",
      },
      { ipHash: "team-test", language: "hi" },
    );
    expect(outcome).toMatchObject({ kind: "created" });
    const [mail, ...more] = await sentTo(inboxes.ops);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New delivery request for LRT000001 (instructions)");
    expect(mail!.body).toContain(`${SITE}/staff/delivery-requests`);
    expect(mail!.body).not.toContain("guard");
  });
});
