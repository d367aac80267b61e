import { count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type jobApplications,
  leads,
  quoteRequests,
  type resumeFiles,
  staffAuditLog,
  supportAttachments,
  supportMessages,
  supportTickets,
  supportTicketTokens,
  workActivity,
} from "../../database/schema";
import { ApplicationFilterSchema } from "@core/schemas/staff-lists";
import type { StaffActor } from "@core/staff-access";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { postJson, validLeads } from "../../tests/support/test-leads";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { workLead } from "../../tests/support/test-lead-work";
import { insertTicket } from "../../tests/support/test-tickets";
import { parseIdentifier } from "./erasure";
import { countEmails, queuedEmails } from "../../tests/support/test-outbox";

let t: TestApp;

/** The staff member the services are called for (no account needed: the log keeps id and e-mail). */
const admin: StaffActor = {
  id: "00000000-0000-4000-8000-00000000a11d",
  email: "admin@example.com",
  role: "admin",
  ipHash: "test-address",
};

async function submit(path: string, body: unknown) {
  const response = await postJson(t, path, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apply(email: string, number: string) {
  const { open } = await openJobIds(t);
  const data = validApplication(open[0]!);
  data.basicInformation = { ...data.basicInformation, email, number };
  const response = await postApplication(
    t,
    applicationForm(data, { bytes: resumePdf(), name: "cv.pdf" }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const tally = async (
  table: typeof leads | typeof jobApplications | typeof resumeFiles | typeof quoteRequests,
) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
}, 120_000);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("identifiers", () => {
  it("reads an e-mail address, or a phone number by its last ten digits", () => {
    expect(parseIdentifier(" Asha@Example.org ")).toEqual({
      kind: "email",
      email: "asha@example.org",
    });
    expect(parseIdentifier("+91 98765-43210")).toEqual({ kind: "phone", digits: "9876543210" });
    expect(parseIdentifier("12345")).toBeNull();
    expect(parseIdentifier("asha")).toBeNull();
  });
});

describe("erasure", () => {
  it("finds and erases every lead, application, résumé, note and e-mail of one address, and nothing else", async () => {
    const quote = await submit("/request-quote/create", {
      ...validLeads.quote,
      email: "erase.me@example.org",
    });
    const contact = await submit("/contact/create", {
      ...validLeads.contact,
      email: "Erase.Me@example.org",
    });
    const kept = await submit("/request-quote/create", {
      ...validLeads.quote,
      email: "keep@example.org",
    });
    const application = await apply("erase.me@example.org", "9000000001");
    await workLead(t, quote, { note: "Asked for a call on Monday." }, admin);
    await t.services.applicationInbox.addNote(application, "Strong fleet experience.", admin);

    const who = parseIdentifier("erase.me@example.org")!;
    const found = await t.services.erasure.find(who);
    expect(found.leads.map((l) => l.id).sort()).toEqual([quote, contact].sort());
    expect(found.applications.map((a) => [a.id, a.resume])).toEqual([
      [application, expect.stringMatching(/\.pdf$/)],
    ]);
    expect(found.emails).toBe(6);

    const before = { leads: await tally(leads), outbox: await countEmails(t.database.db) };
    const erased = await t.services.erasure.erase(who, admin);
    expect(erased).toEqual({
      leads: 2,
      applications: 1,
      resumes: 1,
      emails: 6,
      subscriptions: 0,
      tickets: 0,
      ticketFiles: 0,
      deliveryRequests: 0,
      phoneMessages: 0,
      phoneSubscriptions: 0,
    });
    // The service audits it: who erased, by which kind of identifier, how much; never whose.
    const [audited] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "erasure"))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audited).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      ipHash: admin.ipHash,
      targetType: null,
      targetId: null,
      detail: { by: "email", ...erased },
    });
    expect(JSON.stringify(audited)).not.toMatch(/erase\.me/i);
    expect(await tally(leads)).toBe(before.leads - 2);
    expect(await countEmails(t.database.db)).toBe(before.outbox - 6);
    expect(await t.services.leadInbox.find(quote)).toBeNull();
    expect(await t.services.applicationInbox.find(application)).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quote));
    expect(row).toBeUndefined();
    const notes = await t.database.db.select().from(workActivity);
    expect(notes.some((n) => n.subjectId === quote || n.subjectId === application)).toBe(false);
    expect(await t.services.leadInbox.find(kept)).not.toBeNull();
    expect((await t.services.erasure.find(who)).leads).toEqual([]);
  });

  it("erases by phone number whatever way it was typed", async () => {
    const pickup = await submit("/requestPickups/create/web", {
      ...validLeads.pickup(),
      phone_number: "+91 91111 22222",
      email: "p1@example.org",
    });
    const application = await apply("p2@example.org", "09111122222");
    const erased = await t.services.erasure.erase(parseIdentifier("9111122222")!, admin);
    expect(erased).toMatchObject({ leads: 1, applications: 1, resumes: 1 });
    expect(erased.emails).toBe(4);
    expect(await t.services.leadInbox.find(pickup)).toBeNull();
    expect(await t.services.applicationInbox.find(application)).toBeNull();
  });
});

describe("customer-care tickets", () => {
  const db = () => t.database.db;
  const ticketRows = (id: string) =>
    Promise.all([
      db().select().from(supportTickets).where(eq(supportTickets.id, id)),
      db().select().from(supportMessages).where(eq(supportMessages.ticketId, id)),
      db().select().from(supportAttachments).where(eq(supportAttachments.ticketId, id)),
      db().select().from(supportTicketTokens).where(eq(supportTicketTokens.ticketId, id)),
      queuedEmails(db(), { aboutId: id }),
    ]);
  const photo = { fileName: "box.jpg", contentType: "image/jpeg", content: new Uint8Array(12) };

  it("erases an address's tickets with their replies, notes, files, links and e-mails", async () => {
    const ticket = await insertTicket(db(), {
      email: "tickets.gone@example.org",
      attachments: [photo, { ...photo, fileName: "bill.pdf", contentType: "application/pdf" }],
    });
    const kept = await insertTicket(db(), { email: "tickets.kept@example.org" });
    // A public reply (an e-mail and a link token) and an internal note, as staff make them.
    await t.services.ticketDesk.reply(ticket.number, "We are on it.", admin);
    await t.services.ticketDesk.note(ticket.number, "Hub says it is at Pune.", admin);
    await t.services.ticketDesk.reply(kept.number, "We are on it.", admin);
    const [, messages, files, tokens, emails] = await ticketRows(ticket.id);
    expect([messages.length, files.length, tokens.length, emails.length]).toEqual([3, 2, 1, 1]);

    const who = parseIdentifier("Tickets.Gone@example.org")!;
    const found = await t.services.erasure.find(who);
    expect(found.tickets).toEqual([
      expect.objectContaining({ id: ticket.id, number: ticket.number, files: 2 }),
    ]);
    expect(found.emails).toBe(1);

    const erased = await t.services.erasure.erase(who, admin);
    expect(erased).toMatchObject({ tickets: 1, ticketFiles: 2, emails: 1, leads: 0 });
    for (const rows of await ticketRows(ticket.id)) expect(rows).toEqual([]);
    expect(await t.services.ticketDesk.get(ticket.number, admin)).toBeNull();
    const [keptRows, , , , keptEmails] = await ticketRows(kept.id);
    expect(keptRows).toHaveLength(1);
    expect(keptEmails).toHaveLength(1);
    const [audited] = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "erasure"))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audited?.detail).toMatchObject({ by: "email", tickets: 1, ticketFiles: 2 });
    expect(JSON.stringify(audited)).not.toMatch(/tickets\.gone/i);
  });

  it("erases a phone number's tickets however it was typed", async () => {
    const ticket = await insertTicket(db(), { phone: "9333344444" });
    const erased = await t.services.erasure.erase(parseIdentifier("+91 93333-44444")!, admin);
    expect(erased.tickets).toBe(1);
    expect(await t.services.ticketDesk.get(ticket.number, admin)).toBeNull();
  });
});

describe("retention", () => {
  it("erases tickets closed longer ago than the limit, and no others", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    const oldClosed = await insertTicket(t.database.db, {
      createdAt: new Date(now - 400 * day),
      status: "closed",
      acknowledgedAt: new Date(now - 399 * day),
      resolvedAt: new Date(now - 380 * day),
      closedAt: new Date(now - 373 * day),
      attachments: [{ fileName: "a.png", contentType: "image/png", content: new Uint8Array(4) }],
    });
    const recentlyClosed = await insertTicket(t.database.db, {
      createdAt: new Date(now - 400 * day),
      status: "closed",
      acknowledgedAt: new Date(now - 399 * day),
      closedAt: new Date(now - 300 * day),
    });
    // Old, but still being worked: never erased by age.
    const oldOpen = await insertTicket(t.database.db, {
      createdAt: new Date(now - 400 * day),
      status: "in_progress",
      acknowledgedAt: new Date(now - 399 * day),
    });
    const erased = await t.services.erasure.eraseExpired(365);
    expect(erased).toMatchObject({ tickets: 1, ticketFiles: 1 });
    const left = await t.database.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(inArray(supportTickets.id, [oldClosed.id, recentlyClosed.id, oldOpen.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recentlyClosed.id, oldOpen.id].sort());
  });

  it("erases leads and applications older than the limit unless won or hired", async () => {
    const old = await submit("/contact/create", {
      ...validLeads.contact,
      email: "old@example.org",
    });
    const won = await submit("/request-quote/create", {
      ...validLeads.quote,
      email: "won@example.org",
    });
    const hired = await apply("hired@example.org", "9000000003");
    const rejected = await apply("rejected@example.org", "9000000004");
    await workLead(t, won, { status: "won" }, admin);
    await t.services.applicationInbox.changeStatus(hired, "hired", admin);
    await t.services.applicationInbox.changeStatus(rejected, "rejected", admin);

    // Nothing is older than 365 days today.
    expect(await t.services.erasure.eraseExpired(365)).toEqual({
      leads: 0,
      applications: 0,
      resumes: 0,
      emails: 0,
      subscriptions: 0,
      tickets: 0,
      ticketFiles: 0,
      deliveryRequests: 0,
      phoneMessages: 0,
      phoneSubscriptions: 0,
    });
    const inAYear = new Date(Date.now() + 366 * 24 * 60 * 60_000);
    const erased = await t.services.erasure.eraseExpired(365, inAYear);
    expect(erased?.leads).toBeGreaterThanOrEqual(1);
    expect(await t.services.leadInbox.find(old)).toBeNull();
    expect(await t.services.leadInbox.find(won)).not.toBeNull();
    expect(await t.services.applicationInbox.find(hired)).not.toBeNull();
    expect(await t.services.applicationInbox.find(rejected)).toBeNull();
  });
});

describe("the applications list", () => {
  it("lists by job and status, finds by name or phone, and keeps the status history", async () => {
    const id = await apply("list@example.org", "9222233333");
    const inbox = t.services.applicationInbox;
    const all = await inbox.list(ApplicationFilterSchema.parse({}));
    expect(all.rows[0]?.id).toBe(id);
    expect(
      (await inbox.list(ApplicationFilterSchema.parse({ q: "92222 33333" }))).rows.map((r) => r.id),
    ).toEqual([id]);
    const jobId = all.rows[0]!.jobId;
    const freshOf = async () =>
      (await inbox.newPerJob()).find((j) => j.jobId === jobId)?.fresh ?? 0;
    const freshBefore = await freshOf();
    expect(freshBefore).toBeGreaterThanOrEqual(1);
    await inbox.changeStatus(id, "shortlisted", admin);
    expect(await freshOf()).toBe(freshBefore - 1);
    expect(
      (await inbox.list(ApplicationFilterSchema.parse({ status: "shortlisted" }))).rows.map(
        (r) => r.id,
      ),
    ).toEqual([id]);
    const found = await inbox.find(id);
    expect(found?.status).toBe("shortlisted");
    expect(found?.activity[0]).toMatchObject({
      action: "status",
      fromValue: "new",
      toValue: "shortlisted",
    });
    expect(found?.resume?.contentType).toBe("application/pdf");
  });
});
