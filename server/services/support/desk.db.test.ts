import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  staffAuditLog,
  staffUsers,
  supportMessages,
  supportTickets,
} from "../../../database/schema";
import { PAGE_SIZE } from "@core/schemas/staff-lists";
import { TicketFilterSchema, type TicketFilter } from "@core/schemas/staff-tickets";
import type { StaffActor } from "@core/staff-access";
import { createLogger } from "../../logger";
import { createOutboxSender, type OutboxSender } from "../outbox";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";
import { insertTicket } from "../../../tests/support/test-tickets";
import {
  readEmail,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../../tests/support/test-smtp";
import { queuedEmails } from "../../../tests/support/test-outbox";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const SITE = "https://sil.example.in";

let t: TestApp;
let admin: StaffActor;
let support: StaffActor;
let sales: StaffActor;
let adminTokenOf: string;

beforeAll(async () => {
  t = await openTestApp({ services: { siteUrl: SITE } });
  const adminToken = await ensureAdmin(t);
  adminTokenOf = adminToken;
  admin = await actorOf(t, adminToken);
  support = await actorOf(t, (await makeStaff(t, adminToken, "support")).token);
  sales = await actorOf(t, (await makeStaff(t, adminToken, "sales")).token);
}, 120_000);
afterAll(async () => {
  t?.services.close();
  await t?.database.close();
});

const desk = () => t.services.ticketDesk;
const filter = (params: Record<string, string> = {}): TicketFilter =>
  TicketFilterSchema.parse(params);
const numbersOf = async (params: Record<string, string>, actor = support) =>
  (await desk().list(filter(params), actor)).rows.map((r) => r.number);

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, action))
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return row;
}

async function outboxAbout(ticketId: string) {
  return queuedEmails(t.database.db, { aboutId: ticketId });
}

describe("the ticket list", () => {
  // Each test's tickets carry a word of their own in the name, so `q` keeps the others out.
  it("filters by category, status, assignee, dates and search, newest first", async () => {
    const tag = "filterset";
    const old = await insertTicket(t.database.db, {
      name: `Ravi ${tag}`,
      category: "damage",
      declaredValue: 2500,
      createdAt: new Date("2026-01-10T10:00:00+05:30"),
      status: "acknowledged",
      acknowledgedAt: new Date("2026-01-10T12:00:00+05:30"),
    });
    const mine = await insertTicket(t.database.db, {
      name: `Meera ${tag}`,
      category: "billing",
      lrNo: null,
      phone: "9123456780",
      email: "Meera.Tag@Example.org",
      assigneeId: support.id,
    });
    const nobody = await insertTicket(t.database.db, {
      name: `Kiran ${tag}`,
      lrNo: "SI20254567",
    });
    const all = await numbersOf({ q: tag });
    expect(all).toEqual([nobody.number, mine.number, old.number]);

    expect(await numbersOf({ q: tag, category: "damage" })).toEqual([old.number]);
    expect(await numbersOf({ q: tag, status: "acknowledged" })).toEqual([old.number]);
    expect(await numbersOf({ q: tag, assignee: "me" })).toEqual([mine.number]);
    expect(await numbersOf({ q: tag, assignee: "me" }, admin)).toEqual([]);
    expect(await numbersOf({ q: tag, assignee: support.id }, admin)).toEqual([mine.number]);
    expect(await numbersOf({ q: tag, assignee: "none" })).toEqual([nobody.number, old.number]);
    // India's calendar days: 10 January 2026 holds the old one only.
    expect(await numbersOf({ q: tag, from: "2026-01-10", to: "2026-01-10" })).toEqual([old.number]);
    expect(await numbersOf({ q: tag, from: "2026-01-11" })).toEqual([nobody.number, mine.number]);

    // Search: the number, the name, the e-mail, the phone however typed, the LR number.
    expect(await numbersOf({ q: mine.number.toLowerCase() })).toEqual([mine.number]);
    expect(await numbersOf({ q: mine.number.slice(4) })).toEqual([mine.number]);
    expect(await numbersOf({ q: "meera.tag@example" })).toEqual([mine.number]);
    expect(await numbersOf({ q: "+91 91234 56780" })).toEqual([mine.number]);
    expect(await numbersOf({ q: "091234 56780" })).toEqual([mine.number]);
    expect(await numbersOf({ q: "+91 91234" })).toEqual([mine.number]);
    expect(await numbersOf({ q: `si20254567` })).toContain(nobody.number);
    expect(await numbersOf({ q: "100%_" })).toEqual([]);
  });

  it("shows broken promises with overdue=1 and escalated open tickets with escalated=1", async () => {
    const tag = "promiseset";
    const now = Date.now();
    const unacknowledged = await insertTicket(t.database.db, {
      name: `Late ack ${tag}`,
      createdAt: new Date(now - 49 * HOUR),
    });
    const acknowledgedInTime = await insertTicket(t.database.db, {
      name: `Answered ${tag}`,
      createdAt: new Date(now - 50 * HOUR),
      status: "in_progress",
      acknowledgedAt: new Date(now - 40 * HOUR),
    });
    const unresolved = await insertTicket(t.database.db, {
      name: `Late fix ${tag}`,
      createdAt: new Date(now - 31 * DAY),
      status: "in_progress",
      acknowledgedAt: new Date(now - 30 * DAY),
      escalatedAt: new Date(now - 24 * DAY),
      escalatedBecause: "resolution",
    });
    const resolvedLate = await insertTicket(t.database.db, {
      name: `Done late ${tag}`,
      createdAt: new Date(now - 40 * DAY),
      status: "resolved",
      acknowledgedAt: new Date(now - 39 * DAY),
      resolvedAt: new Date(now - 2 * DAY),
      escalatedAt: new Date(now - 33 * DAY),
      escalatedBecause: "visitor",
    });
    const fresh = await insertTicket(t.database.db, { name: `Fresh ${tag}` });

    expect(await numbersOf({ q: tag, open: "1" })).toEqual([
      fresh.number,
      unacknowledged.number,
      acknowledgedInTime.number,
      unresolved.number,
    ]);
    expect(await numbersOf({ q: tag, overdue: "1" })).toEqual([
      unacknowledged.number,
      unresolved.number,
    ]);
    // Escalated stands beside open, acknowledged or in progress: a resolved ticket is not.
    expect(await numbersOf({ q: tag, escalated: "1" })).toEqual([unresolved.number]);

    const { rows } = await desk().list(filter({ q: tag }), support);
    const row = (number: string) => rows.find((r) => r.number === number)!;
    expect(row(unacknowledged.number)).toMatchObject({
      overdue: true,
      acknowledgement: { broken: true, at: null },
      resolution: { broken: false },
    });
    expect(row(acknowledgedInTime.number)).toMatchObject({
      overdue: false,
      acknowledgement: { broken: false },
    });
    expect(row(resolvedLate.number)).toMatchObject({
      overdue: false,
      resolution: { broken: true, at: resolvedLate.resolvedAt },
    });
    expect(row(fresh.number).overdue).toBe(false);

    const counts = await desk().counts();
    const delay = counts.find((c) => c.category === "delay")!;
    expect(delay.open).toBeGreaterThanOrEqual(4);
    expect(delay.overdue).toBeGreaterThanOrEqual(2);
    expect(delay.escalated).toBeGreaterThanOrEqual(1);
  });

  it("pages by 50 and says how many match", async () => {
    const tag = "pagingset";
    for (let i = 0; i < PAGE_SIZE + 1; i += 1)
      await insertTicket(t.database.db, {
        name: `P${i} ${tag}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      });
    const first = await desk().list(filter({ q: tag }), support);
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, pages: 2, page: 1, more: false });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await desk().list(filter({ q: tag, page: "2" }), support);
    expect(second.rows.map((r) => r.name)).toEqual([`P${PAGE_SIZE} ${tag}`]);
  });
});

describe("a ticket's page", () => {
  it("shows everything, notes included, and audits the view", async () => {
    const ticket = await insertTicket(t.database.db, {
      category: "damage",
      declaredValue: 4000,
      attachments: [{ fileName: "box.pdf", contentType: "application/pdf", content: pdf() }],
    });
    await desk().note(ticket.number, "Called the hub.", support);
    const found = await desk().get(ticket.number.toLowerCase(), support);
    expect(found?.ticket).toMatchObject({ number: ticket.number, declaredValue: 4000 });
    expect(found?.messages.map((m) => [m.kind, m.public, m.body, m.staff])).toEqual([
      ["note", false, "Called the hub.", support.email],
    ]);
    expect(found?.attachments).toEqual([
      expect.objectContaining({ fileName: "box.pdf", contentType: "application/pdf", size: 9 }),
    ]);
    expect(await lastAudit("ticket.view")).toMatchObject({
      actorId: support.id,
      targetType: "ticket",
      targetId: ticket.id,
      detail: null,
    });
    expect(await desk().get("SIL-1999-000001", support)).toBeNull();
    expect(await desk().get("not a number", support)).toBeNull();
  });

  it("downloads an attachment as an attachment, never sniffed or cached, audited", async () => {
    const ticket = await insertTicket(t.database.db, {
      attachments: [
        { fileName: 'photo "1".png', contentType: "image/png", content: pdf() },
        { fileName: "other.pdf", contentType: "application/pdf", content: pdf() },
      ],
    });
    const other = await insertTicket(t.database.db);
    const found = await desk().get(ticket.number, support);
    const file = found!.attachments.find((a) => a.contentType === "image/png")!;
    const download = await desk().attachment(ticket.number, file.id, support);
    expect(download?.headers).toEqual({
      "Content-Type": "image/png",
      "Content-Length": "9",
      "Content-Disposition": 'attachment; filename="photo _1_.png"',
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    });
    expect(Buffer.from(download!.body).toString()).toBe("%PDF-1.4\n");
    expect(await lastAudit("ticket.attachment")).toMatchObject({
      targetId: ticket.id,
      detail: { attachment: file.id },
    });
    // A file is found only under its own ticket's number.
    expect(await desk().attachment(other.number, file.id, support)).toBeNull();
    expect(await desk().attachment(ticket.number, "nope", support)).toBeNull();
  });
});

describe("changes", () => {
  let smtp: TestSmtpServer;
  let sender: OutboxSender;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sender = createOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Sahyadri <info@example.com>",
      logger: createLogger("silent"),
      // Ahead of the database's clock, so an e-mail queued this millisecond is due.
      now: () => new Date(Date.now() + 1_000),
    });
  });
  afterAll(async () => {
    await sender?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    await sender.deliverDue();
    smtp.received.length = 0;
  });

  /** Everything due, as the running sender sends it: round after round while any is sent. */
  async function deliver() {
    while ((await sender.deliverDue()).sent > 0);
    return smtp.received.splice(0);
  }

  it("e-mails a public reply in the ticket's language (Marathi) and acknowledges an open ticket", async () => {
    const ticket = await insertTicket(t.database.db, {
      language: "mr",
      email: "sunita.marathi@example.org",
    });
    expect(await desk().reply(ticket.number, "We have found your parcel at Nashik.", support)).toBe(
      true,
    );
    const [email, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(email!.to).toEqual(["sunita.marathi@example.org"]);
    const { subject, text } = readEmail(email!.raw);
    expect(subject).toBe(`विनंती ${ticket.number}: आमचे उत्तर`);
    expect(text).toContain("आमच्या ग्राहक सहाय्य टीमने");
    expect(text).toMatch(
      new RegExp(`${SITE}/mr/support/ticket/${ticket.number}\\?t=[A-Za-z0-9_-]{20,}`),
    );
    // The team's own words, whole, before the link (the no-relay rule is about the visitor's).
    expect(text).toContain("We have found your parcel at Nashik.");
    expect(text.indexOf("Nashik")).toBeLessThan(text.indexOf("/mr/support/ticket/"));

    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "acknowledged", acknowledgedAt: expect.any(Date) });
    const messages = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(messages.map((m) => [m.author, m.kind, m.public, m.fromValue, m.toValue])).toEqual([
      ["staff", "reply", true, null, null],
      ["staff", "status", true, "open", "acknowledged"],
    ]);
    expect(await lastAudit("ticket.reply")).toMatchObject({ targetId: ticket.id, detail: null });
  });

  it("sends a reply and then the resolution in that order, whatever the sender's batch", async () => {
    const ticket = await insertTicket(t.database.db, { email: "order.check@example.org" });
    await desk().reply(ticket.number, "Your refund is on its way.", support);
    await desk().setStatus(ticket.number, "resolved", support);
    const emails = (await deliver()).filter((m) => m.to[0] === "order.check@example.org");
    expect(emails.map((m) => readEmail(m.raw).subject)).toEqual([
      `Reply to your request ${ticket.number}`,
      `Your request ${ticket.number} is resolved`,
    ]);
  });

  it("never sends or shows an internal note", async () => {
    const ticket = await insertTicket(t.database.db, { language: "mr" });
    expect(await desk().note(ticket.number, "Customer sounded upset; call back.", support)).toBe(
      true,
    );
    expect(await deliver()).toEqual([]);
    expect(await outboxAbout(ticket.id)).toEqual([]);
    const [note] = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(note).toMatchObject({ kind: "note", public: false, author: "staff" });
    // Nor does it acknowledge the ticket: the customer has heard nothing.
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "open", acknowledgedAt: null });
    expect(await lastAudit("ticket.note")).toMatchObject({ targetId: ticket.id });
    expect(await desk().note("SIL-1999-000001", "x", support)).toBe(false);

    // The customer's status page shows a reply, never the note.
    await desk().reply(ticket.number, "We are on it.", support);
    const shown = await t.services.tickets.view(row!);
    expect(shown.messages.map((m) => m.body)).toContain("We are on it.");
    expect(JSON.stringify(shown)).not.toContain("call back");
  });

  it("changes status with its clocks, e-mails a resolution, and never goes back to open", async () => {
    const ticket = await insertTicket(t.database.db, { language: "hi" });
    expect(await desk().setStatus(ticket.number, "open", support)).toBe("unchanged");
    expect(await desk().setStatus(ticket.number, "in_progress", support)).toBe("changed");
    const read = async () =>
      (
        await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
      )[0]!;
    const inProgress = await read();
    expect(inProgress).toMatchObject({ status: "in_progress", resolvedAt: null, closedAt: null });
    expect(inProgress.acknowledgedAt).toBeInstanceOf(Date);
    expect(await deliver()).toEqual([]);

    expect(await desk().setStatus(ticket.number, "resolved", support)).toBe("changed");
    const resolved = await read();
    expect(resolved.resolvedAt).toBeInstanceOf(Date);
    expect(resolved.acknowledgedAt).toEqual(inProgress.acknowledgedAt);
    const [email] = await deliver();
    expect(readEmail(email!.raw).subject).toContain(ticket.number);
    expect(readEmail(email!.raw).text).toContain("/hi/support/ticket/");

    expect(await desk().setStatus(ticket.number, "open", support)).toBe("not-back-to-open");
    expect(await desk().setStatus(ticket.number, "closed", support)).toBe("changed");
    expect(await read()).toMatchObject({ status: "closed", closedAt: expect.any(Date) });
    expect(await desk().setStatus("SIL-1999-000001", "closed", support)).toBe("no-such-ticket");

    const history = await t.database.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.ticketId, ticket.id), eq(supportMessages.kind, "status")));
    expect(history.map((m) => [m.fromValue, m.toValue, m.public])).toEqual([
      ["open", "in_progress", true],
      ["in_progress", "resolved", true],
      ["resolved", "closed", true],
    ]);
    expect(await lastAudit("ticket.status")).toMatchObject({
      targetId: ticket.id,
      detail: { from: "resolved", to: "closed" },
    });
  });

  it("gives a ticket only to an active admin or customer-care account", async () => {
    const ticket = await insertTicket(t.database.db);
    expect(await desk().assign(ticket.number, sales.id, admin)).toBe("not-a-colleague");
    expect(await desk().assign(ticket.number, admin.id, support)).toBe("assigned");
    expect(await desk().assign(ticket.number, null, support)).toBe("assigned");
    expect(await desk().assign("SIL-1999-000001", null, support)).toBe("no-such-ticket");
    const assigns = await t.database.db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.ticketId, ticket.id), eq(supportMessages.kind, "assign")));
    expect(assigns.map((m) => [m.public, m.fromValue, m.toValue])).toEqual([
      [false, null, admin.id],
      [false, admin.id, null],
    ]);
    expect((await desk().colleagues()).map((c) => c.id).sort()).toEqual(
      [admin.id, support.id].sort(),
    );
  });
});

describe("the grievance officer", () => {
  it("is one account at a time, marked by an admin only", async () => {
    expect(await desk().setGrievanceOfficer(support.id, support)).toBe("forbidden");
    expect(await desk().setGrievanceOfficer(sales.id, admin)).toBe("not-a-colleague");
    expect(await desk().setGrievanceOfficer(support.id, admin)).toBe("set");
    expect(await desk().grievanceOfficer()).toMatchObject({ id: support.id });
    expect(await desk().setGrievanceOfficer(admin.id, admin)).toBe("set");
    const marked = await t.database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.grievanceOfficer, true));
    expect(marked).toEqual([{ id: admin.id }]);
    expect(await lastAudit("account.grievance-officer")).toMatchObject({
      actorId: admin.id,
      targetType: "staff",
      targetId: admin.id,
    });
    expect(await desk().setGrievanceOfficer(null, admin)).toBe("cleared");
    expect(await desk().grievanceOfficer()).toBeNull();
  });

  it("loses the mark when their role can no longer open tickets, or the account is deactivated", async () => {
    const accounts = t.services.staff.accounts;
    const officer = await actorOf(t, (await makeStaff(t, adminTokenOf, "support")).token);
    expect(await desk().setGrievanceOfficer(officer.id, admin)).toBe("set");
    // Another role that opens tickets keeps it.
    expect(await accounts.changeRole(admin, officer.id, "admin")).toEqual({ ok: true });
    expect(await desk().grievanceOfficer()).toMatchObject({ id: officer.id });
    expect(await accounts.changeRole(admin, officer.id, "sales")).toEqual({ ok: true });
    expect(await desk().grievanceOfficer()).toBeNull();
    expect(await lastAudit("account.role-changed")).toMatchObject({
      targetId: officer.id,
      detail: { from: "admin", to: "sales", grievanceOfficerCleared: true },
    });

    expect(await accounts.changeRole(admin, officer.id, "support")).toEqual({ ok: true });
    expect(await desk().setGrievanceOfficer(officer.id, admin)).toBe("set");
    expect(await accounts.setActive(admin, officer.id, false)).toEqual({ ok: true });
    expect(await desk().grievanceOfficer()).toBeNull();
    expect(await lastAudit("account.deactivated")).toMatchObject({
      targetId: officer.id,
      detail: { grievanceOfficerCleared: true },
    });
  });
});

describe("the CSV export", () => {
  it("is UTF-8 with a BOM, RFC 4180, formulas neutralised, and audited without the search", async () => {
    const tag = "exportset";
    await insertTicket(t.database.db, {
      name: `=HYPERLINK("http://x") ${tag}`,
      email: "@evil@example.org",
    });
    await insertTicket(t.database.db, { name: `राधा, "Radha" ${tag}`, lrNo: null });
    const csv = await desk().exportCsv(filter({ q: tag, category: "delay" }), support);
    expect(csv.startsWith("\uFEFFNumber,Raised,Category,Status,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(lines[1]).toContain(`"राधा, ""Radha"" ${tag}"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"") ${tag}",'@evil@example.org`);
    expect(await lastAudit("tickets.export")).toMatchObject({
      actorId: support.id,
      detail: { filter: { category: "delay" }, searched: true, rows: 2 },
    });
    expect(JSON.stringify(await lastAudit("tickets.export"))).not.toContain(tag);
  });
});

function pdf() {
  return new TextEncoder().encode("%PDF-1.4\n");
}
