import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, staffAuditLog, staffUsers } from "../../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { describeWork as describeEntry, toActivityItems } from "@core/work-history";
import { postJson, validLeads } from "../../../tests/support/test-leads";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";
import {
  readEmail,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../../tests/support/test-smtp";
import { createLogger } from "../../logger";
import { createOutboxSender } from "../outbox";
import { createFollowUpReminders } from "./follow-up-reminders";
import { createLeadReplies } from "./lead-replies";
import { createLeadWork } from "./lead-work";
import { queuedEmails } from "../../../tests/support/test-outbox";

let t: TestApp;
let smtp: TestSmtpServer;
let admin: StaffActor;
let adminToken: string;
let sales: StaffActor;
let salesColleague: { id: string; email: string };
let ops: StaffActor;
let hr: { id: string; email: string };

/** 10:42 in India on 27 Nov 2026. */
const AT = new Date("2026-11-27T05:12:00Z");
const work = () => createLeadWork(t.database.db, { siteUrl: "https://sil.example", now: () => AT });

async function newLead(kind: "quote" | "pickup" = "quote") {
  const response =
    kind === "quote"
      ? await postJson(t, "/request-quote/create", validLeads.quote)
      : await postJson(t, "/requestPickups/create/web", validLeads.pickup());
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const leadRow = async (id: string) =>
  (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, id)))
    .orderBy(asc(staffAuditLog.id));
/** The e-mails about a lead to one address (invitations went there too). */
const emailsAbout = (id: string, address: string) =>
  queuedEmails(t.database.db, { aboutId: id, to: address });

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  smtp = await startTestSmtpServer();
  adminToken = await ensureAdmin(t);
  admin = await actorOf(t, adminToken);
  sales = await actorOf(t, (await makeStaff(t, adminToken, "sales")).token);
  await t.database.db
    .update(staffUsers)
    .set({ name: "Priya Nair" })
    .where(eq(staffUsers.id, sales.id));
  salesColleague = await makeStaff(t, adminToken, "sales");
  await t.database.db
    .update(staffUsers)
    .set({ name: "Rahul Joshi" })
    .where(eq(staffUsers.id, salesColleague.id));
  ops = await actorOf(t, (await makeStaff(t, adminToken, "ops")).token);
  hr = await makeStaff(t, adminToken, "hr");
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  t.services.close();
  await t.database.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe("the work panel's one post", () => {
  it("assigns, sets the status and a follow-up and adds a note in one go, each in the history, audited once", async () => {
    const id = await newLead();
    const outcome = await work().work(
      id,
      {
        assigneeId: salesColleague.id,
        status: "contacted",
        followUpOn: "2026-12-01",
        note: "Wants a 20-foot truck on Friday.",
      },
      sales,
    );
    expect(outcome).toEqual({ ok: true, changed: ["assign", "status", "follow_up", "note"] });

    const row = await leadRow(id);
    expect(row).toMatchObject({
      assigneeId: salesColleague.id,
      status: "contacted",
      followUpOn: "2026-12-01",
      // The first status change meets the promise: no longer due.
      dueAt: null,
    });
    const found = await t.services.leadInbox.find(id);
    expect(found!.activity.map((a) => [a.action, a.fromValue, a.toValue, a.body])).toEqual([
      ["note", null, null, "Wants a 20-foot truck on Friday."],
      ["follow_up", null, "2026-12-01", null],
      ["status", "new", "contacted", null],
      ["assign", null, salesColleague.id, null],
    ]);
    expect((await auditOf(id)).map((a) => [a.action, a.actorId, a.detail])).toEqual([
      [
        "lead.work",
        sales.id,
        { to: salesColleague.id, status: "contacted", followUpOn: "2026-12-01", note: true },
      ],
    ]);

    // The history in words, with names.
    const people = await work().colleagues();
    const items = toActivityItems(
      found!.activity,
      people.map((p) => ({ id: p.id, email: p.name })),
    );
    expect(items.map((i) => `${i.who} ${describeEntry(i)}`)).toEqual([
      "Priya Nair wrote a note",
      "Priya Nair set the follow-up for 1 Dec 2026",
      "Priya Nair changed the status from New to Contacted",
      "Priya Nair gave it to Rahul Joshi",
    ]);
  });

  it("changes nothing and audits nothing when the post holds what the lead already has", async () => {
    const id = await newLead();
    expect(await work().work(id, { assigneeId: null, status: "new" }, sales)).toEqual({
      ok: true,
      changed: [],
    });
    expect(await auditOf(id)).toEqual([]);
    expect((await leadRow(id)).dueAt).not.toBeNull();
  });

  it("keeps the reason a lead was lost, and clears the follow-up when the day is emptied", async () => {
    const id = await newLead();
    await work().work(id, { assigneeId: null, status: "new", followUpOn: "2026-11-30" }, sales);
    await work().work(
      id,
      { assigneeId: null, status: "lost", reason: "Chose a cheaper carrier" },
      sales,
    );
    expect(await leadRow(id)).toMatchObject({
      status: "lost",
      lostReason: "Chose a cheaper carrier",
      followUpOn: null,
    });
  });

  it("refuses an assignee whose role does not work the kind, a deactivated one and an unknown one, changing nothing", async () => {
    const id = await newLead();
    for (const assigneeId of [hr.id, ops.id, randomUUID()]) {
      const outcome = await work().work(
        id,
        { assigneeId, status: "contacted", note: "Should not be kept." },
        sales,
      );
      expect(outcome).toEqual({
        ok: false,
        fields: {
          assignee:
            "Choose someone from the list: quote leads are worked by active Administrator or Sales accounts.",
        },
      });
    }
    const gone = await makeStaff(t, adminToken, "sales");
    await t.services.staff.accounts.setActive(admin, gone.id, false);
    expect(await work().work(id, { assigneeId: gone.id, status: "new" }, sales)).toMatchObject({
      ok: false,
      fields: { assignee: expect.stringContaining("Choose someone from the list") },
    });

    const row = await leadRow(id);
    expect(row).toMatchObject({ assigneeId: null, status: "new" });
    expect((await t.services.leadInbox.find(id))!.activity).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it("offers sales and admins for a quote, and operations too for a pickup", async () => {
    const roles = async (kind: "quote" | "pickup") =>
      new Set((await work().assignees(kind)).map((c) => c.role));
    expect(await roles("quote")).toEqual(new Set(["admin", "sales"]));
    expect(await roles("pickup")).toEqual(new Set(["admin", "sales", "ops"]));
    const pickup = await newLead("pickup");
    expect(await work().work(pickup, { assigneeId: ops.id, status: "new" }, sales)).toEqual({
      ok: true,
      changed: ["assign"],
    });
    // Operations work pickups, and only pickups.
    expect(await work().work(pickup, { assigneeId: ops.id, status: "contacted" }, ops)).toEqual({
      ok: true,
      changed: ["status"],
    });
    const quote = await newLead();
    expect(await work().work(quote, { assigneeId: null, status: "contacted" }, ops)).toEqual({
      ok: false,
      refused: "not-your-kind",
    });
  });

  it("refuses a follow-up day before India's today, and keeps a past day already set", async () => {
    const id = await newLead();
    expect(
      await work().work(id, { assigneeId: null, status: "new", followUpOn: "2026-11-26" }, sales),
    ).toEqual({ ok: false, fields: { followUpOn: "Choose today or a later day." } });
    // Today in India is 27 Nov at 10:42.
    await work().work(id, { assigneeId: null, status: "new", followUpOn: "2026-11-27" }, sales);
    const later = createLeadWork(t.database.db, {
      siteUrl: "https://sil.example",
      now: () => new Date("2026-11-29T05:00:00Z"),
    });
    expect(
      await later.work(
        id,
        { assigneeId: null, status: "contacted", followUpOn: "2026-11-27" },
        sales,
      ),
    ).toEqual({ ok: true, changed: ["status"] });
  });
});

describe("e-mails about a lead's assignee", () => {
  it("tells a colleague a lead was given to them: who, which lead, the link, nothing else of the customer's", async () => {
    const id = await newLead();
    await work().work(id, { assigneeId: salesColleague.id, status: "new" }, sales);
    const [queued] = await emailsAbout(id, salesColleague.email);
    expect(queued).toMatchObject({ aboutId: id, status: "pending" });

    const sender = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Sahyadri Interlink Logistics <info@example.com>",
      logger: createLogger("silent"),
    });
    while ((await sender.deliverDue()).sent > 0);
    await sender.stop();
    const received = smtp.received.find(
      (m) => m.to.includes(salesColleague.email) && m.raw.includes(`/staff/leads/${id}`),
    );
    expect(received?.raw).toContain("Subject: Priya Nair gave you a quote lead: Asha Patil");
    expect(received?.raw).toContain("Hello Rahul Joshi,");
    expect(received?.raw).toContain(`https://sil.example/staff/leads/${id}`);
    expect(received?.raw).not.toContain(validLeads.quote.email);
    expect(received?.raw).not.toContain("98765");
  });

  it("sends nothing when someone takes a lead themselves", async () => {
    const id = await newLead();
    expect(await work().take(id, sales)).toEqual({ ok: true, changed: ["assign"] });
    expect((await leadRow(id)).assigneeId).toBe(sales.id);
    expect(await emailsAbout(id, sales.email)).toEqual([]);
  });
});

describe("the follow-up reminder", () => {
  const remindersAt = (iso: string) =>
    createFollowUpReminders(t.database.db, {
      siteUrl: "https://sil.example",
      now: () => new Date(iso),
    });

  it("e-mails the assignee on the morning of the day in India, once, and not the day before", async () => {
    const id = await newLead();
    await work().work(
      id,
      { assigneeId: salesColleague.id, status: "contacted", followUpOn: "2026-11-30" },
      sales,
    );
    const reminders = async () =>
      (await emailsAbout(id, salesColleague.email)).filter((e) =>
        e.subject.startsWith("Follow up"),
      );

    // The evening before, and 07:59 on the day in India (02:29 UTC): nothing yet.
    await remindersAt("2026-11-29T14:00:00Z").run();
    await remindersAt("2026-11-30T02:29:00Z").run();
    expect(await reminders()).toEqual([]);

    // 08:00 in India, and every round after that day: one e-mail.
    await remindersAt("2026-11-30T02:30:00Z").run();
    await remindersAt("2026-11-30T06:00:00Z").run();
    await remindersAt("2026-11-30T12:00:00Z").run();
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe("Follow up today: quote lead from Asha Patil");
    expect(reminder!.body).toContain("Hello Rahul Joshi,");
    expect(reminder!.body).toContain("You set today, 30 Nov 2026, to follow up");
    expect(reminder!.body).toContain(`https://sil.example/staff/leads/${id}`);
    expect(reminder!.body).not.toContain(validLeads.quote.email);
    expect((await leadRow(id)).followUpRemindedOn).toBe("2026-11-30");

    // It reaches the assignee's inbox.
    const sender = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Sahyadri Interlink Logistics <info@example.com>",
      logger: createLogger("silent"),
    });
    while ((await sender.deliverDue()).sent > 0);
    await sender.stop();
    expect(
      smtp.received.filter(
        (m) => m.to.includes(salesColleague.email) && m.raw.includes("Follow up today"),
      ),
    ).toHaveLength(1);

    // A new day set later gets its own reminder on that day.
    const later = createLeadWork(t.database.db, {
      siteUrl: "https://sil.example",
      now: () => new Date("2026-11-30T06:00:00Z"),
    });
    await later.work(
      id,
      { assigneeId: salesColleague.id, status: "contacted", followUpOn: "2026-12-02" },
      sales,
    );
    await remindersAt("2026-12-01T05:00:00Z").run();
    expect(await reminders()).toHaveLength(1);
    await remindersAt("2026-12-02T05:00:00Z").run();
    expect(await reminders()).toHaveLength(2);
  });

  it("sends none for a closed lead or one nobody holds", async () => {
    const closed = await newLead();
    await work().work(
      closed,
      { assigneeId: salesColleague.id, status: "won", followUpOn: "2026-11-28" },
      sales,
    );
    const nobody = await newLead();
    await work().work(nobody, { assigneeId: null, status: "new", followUpOn: "2026-11-28" }, sales);
    await remindersAt("2026-11-28T04:00:00Z").run();
    for (const id of [closed, nobody]) {
      expect((await leadRow(id)).followUpRemindedOn).toBeNull();
      const emails = await queuedEmails(t.database.db, { aboutId: id });
      expect(emails.filter((e) => e.subject.startsWith("Follow up"))).toEqual([]);
    }
  });
});

describe("a reply by e-mail", () => {
  it("drafts the quote template in the lead's Hindi, and delivers it with the company as Reply-To, in the history", async () => {
    const response = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      email: "sunita@example.org",
      name: "सुनीता देशमुख",
      language: "hi",
    });
    const { id } = (await response.json()) as { id: string };
    const replies = createLeadReplies(t.database.db, {
      inboxes: {
        leads: "sales@sil.example",
        support: "care@sil.example",
        careers: "jobs@sil.example",
        ops: "ops@sil.example",
      },
      now: () => AT,
    });
    const draft = await replies.draft(id, sales);
    expect(draft!.language).toBe("hi");
    expect(draft!.subject).toBe(
      "Pune, Maharashtra → Delhi, Delhi के लिए आपका कोटेशन - Sahyadri Interlink Logistics",
    );
    expect(draft!.body).toContain("प्रिय सुनीता देशमुख,");
    expect(draft!.body).toContain("Priya Nair");
    expect(draft!.body).toMatch(/\[\[.+\]\]/);
    // English on request.
    expect((await replies.draft(id, sales, "en"))!.body).toContain(
      "Thank you for asking us for a quote for Pune, Maharashtra → Delhi, Delhi.",
    );

    const body = draft!.body.replace(/\[\[.+\]\]/, "दर ₹12,400, 3 दिन में डिलीवरी।");
    expect(await replies.send(id, { language: "hi", subject: draft!.subject, body }, sales)).toBe(
      "sent",
    );
    expect(await replies.send(id, { language: "hi", subject: "x", body }, ops)).toBe(
      "not-your-kind",
    );

    const sender = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Sahyadri Interlink Logistics <info@example.com>",
      logger: createLogger("silent"),
    });
    while ((await sender.deliverDue()).sent > 0);
    await sender.stop();
    const received = smtp.received.filter(
      (m) => m.to.includes("sunita@example.org") && /Reply-To: sales@sil\.example/.test(m.raw),
    );
    expect(received).toHaveLength(1);
    const raw = received[0]!.raw;
    // Subject and text travel encoded (UTF-8): read them back as the visitor's mail client would.
    const mail = readEmail(raw);
    expect(mail.subject).toBe(draft!.subject);
    expect(mail.text).toContain("दर ₹12,400, 3 दिन में डिलीवरी।");
    expect(mail.text).toContain("प्रिय सुनीता देशमुख,");
    expect(mail.header("Reply-To")).toBe("sales@sil.example");

    const found = await t.services.leadInbox.find(id);
    const [entry] = found!.activity;
    expect(entry).toMatchObject({
      action: "reply",
      fromValue: "hi",
      toValue: draft!.subject,
      body: null,
    });
    const [item] = toActivityItems([entry!], [{ id: sales.id, email: "Priya Nair" }]);
    expect(`${item!.who} ${describeEntry(item!)}`).toBe(
      `Priya Nair replied by e-mail in Hindi: “${draft!.subject}”`,
    );
    expect((await auditOf(id)).map((a) => [a.action, a.detail])).toEqual([
      ["lead.reply", { language: "hi" }],
    ]);
  });
});

describe("a logged call or WhatsApp message", () => {
  it("writes 'called at 10:42 AM' in India's time into the history, audited", async () => {
    const id = await newLead();
    expect(await work().logContact(id, "call", sales)).toBe("logged");
    expect(await work().logContact(id, "whatsapp", sales)).toBe("logged");
    const found = await t.services.leadInbox.find(id);
    const items = toActivityItems(found!.activity, [{ id: sales.id, email: "Priya Nair" }]);
    expect(items.map((i) => `${i.who} ${describeEntry(i)}`)).toEqual([
      "Priya Nair sent a WhatsApp message at 10:42 AM",
      "Priya Nair called at 10:42 AM",
    ]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["lead.call", "lead.whatsapp"]);
    expect(await work().logContact(randomUUID(), "call", sales)).toBe("no-such-lead");
    expect(await work().logContact(id, "call", ops)).toBe("not-your-kind");
  });
});
