import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../../../database/schema";
import { LeadFilterSchema, type LeadFilter } from "@core/schemas/staff-lists";
import type { StaffActor } from "@core/staff-access";
import { newCaptcha, postJson, validLeads } from "../../../tests/support/test-leads";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { workLead } from "../../../tests/support/test-lead-work";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";
import { endOfIndianToday, LEAD_DUE_MS, searchTextOf } from "./lead-inbox";
import { leadsCsv } from "./lead-export";

let t: TestApp;
const ids: Record<string, string> = {};
/** The first admin, as the console's guard answers a signed-in staff member. */
let admin: StaffActor;
let adminToken: string;

const filter = (params: Record<string, string> = {}): LeadFilter => LeadFilterSchema.parse(params);

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  const sent: [string, string, unknown][] = [
    ["quote", "/request-quote/create", validLeads.quote],
    ["pickup", "/requestPickups/create/web", validLeads.pickup()],
    ["contact", "/contact/create", { ...validLeads.contact, message: "Where is LR123456789?" }],
    ["client", "/clients/register", { ...validLeads.client, ...(await newCaptcha(t)) }],
    ["franchise", "/franchise/register", { ...validLeads.franchise, ...(await newCaptcha(t)) }],
  ];
  for (const [kind, path, body] of sent) {
    const response = await postJson(t, path, body);
    expect(response.status, kind).toBe(201);
    ids[kind] = ((await response.json()) as { id: string }).id;
  }
  adminToken = await ensureAdmin(t);
  admin = await actorOf(t, adminToken);
}, 120_000);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("the inbox of leads", () => {
  it("lists every lead the public forms stored, newest first, each due 24 hours after it arrived", async () => {
    const { rows, total } = await t.services.leadInbox.list(filter({ sort: "newest" }), null);
    expect(total).toBe(5);
    expect(rows.map((r) => r.kind)).toEqual(["franchise", "client", "contact", "pickup", "quote"]);
    for (const row of rows) {
      expect(row.status).toBe("new");
      expect(row.dueAt!.getTime() - row.createdAt.getTime()).toBe(LEAD_DUE_MS);
      expect(row.overdue).toBe(false);
    }
  });

  it("filters by kind and status, and finds a lead by phone digits, e-mail, company or an LR number it mentions", async () => {
    const inbox = t.services.leadInbox;
    expect((await inbox.list(filter({ type: "pickup" }), null)).rows.map((r) => r.id)).toEqual([
      ids.pickup,
    ]);
    // The pickup phone was typed "098765-43210", the quote's "+91 98765 43210": both hold these digits.
    const byPhone = await inbox.list(filter({ q: "98765 43210" }), null);
    expect(byPhone.rows.map((r) => r.kind).sort()).toEqual(["pickup", "quote"]);
    expect((await inbox.list(filter({ q: "VIKRAM@example.org" }), null)).rows[0]?.id).toBe(
      ids.client,
    );
    expect((await inbox.list(filter({ q: "deshmukh couriers" }), null)).rows[0]?.id).toBe(
      ids.franchise,
    );
    expect((await inbox.list(filter({ q: "lr123456789" }), null)).rows[0]?.id).toBe(ids.contact);
    expect((await inbox.list(filter({ q: "100%_" }), null)).total).toBe(0);
    expect((await inbox.list(filter({ status: "won" }), null)).total).toBe(0);
  });

  it("shows a lead's fields as sent", async () => {
    const found = await t.services.leadInbox.find(ids.franchise!);
    expect(found?.fields).toContainEqual({ label: "Business type", value: "Partnership" });
    expect(found?.fields).toContainEqual({ label: "Message", value: validLeads.franchise.message });
    expect(await t.services.leadInbox.find(randomUUID())).toBeNull();
  });

  it("a status change ends the due time, keeps the reason for lost, and is in the history", async () => {
    const inbox = t.services.leadInbox;
    const actor = admin;
    const done = { ok: true };
    expect(await workLead(t, ids.quote!, { status: "contacted" }, actor)).toMatchObject(done);
    expect(
      await workLead(t, ids.quote!, { status: "lost", reason: "Chose a cheaper carrier" }, actor),
    ).toMatchObject(done);
    const found = await inbox.find(ids.quote!);
    expect(found?.lead.status).toBe("lost");
    expect(found?.lead.dueAt).toBeNull();
    expect(found?.lead.lostReason).toBe("Chose a cheaper carrier");
    expect(found?.activity.map((a) => [a.action, a.fromValue, a.toValue])).toEqual([
      ["status", "contacted", "lost"],
      ["status", "new", "contacted"],
    ]);
    expect(await workLead(t, randomUUID(), { status: "won" }, actor)).toEqual({
      ok: false,
      refused: "no-such-lead",
    });
  });

  it("assigns, filters by assignee (me, none, an id) and keeps notes with who wrote them", async () => {
    const inbox = t.services.leadInbox;
    const me = admin.id;
    await workLead(t, ids.contact!, { assigneeId: me, note: "Called back, parcel found." }, admin);
    expect((await inbox.list(filter({ assignee: "me" }), me)).rows.map((r) => r.id)).toEqual([
      ids.contact,
    ]);
    expect((await inbox.list(filter({ assignee: me }), null)).rows.map((r) => r.id)).toEqual([
      ids.contact,
    ]);
    expect((await inbox.list(filter({ assignee: "me" }), null)).total).toBe(0);
    expect((await inbox.list(filter({ assignee: "none" }), me)).total).toBe(4);
    const found = await inbox.find(ids.contact!);
    expect(found?.activity[0]).toMatchObject({
      action: "note",
      actorId: me,
      body: "Called back, parcel found.",
    });
    expect(found?.lead.assigneeId).toBe(me);
  });

  it("counts overdue leads a day later, and what is due before the end of India's day", async () => {
    const inbox = t.services.leadInbox;
    const later = new Date(Date.now() + LEAD_DUE_MS + 60_000);
    const overdue = await inbox.list(filter({ overdue: "1" }), null, later);
    // The quote's status changed, so it is no longer due.
    expect(overdue.rows.map((r) => r.kind).sort()).toEqual([
      "client",
      "contact",
      "franchise",
      "pickup",
    ]);
    expect(overdue.rows.every((r) => r.overdue)).toBe(true);
    expect((await inbox.list(filter({ overdue: "1" }), null)).total).toBe(0);
    const counts = await inbox.counts(later);
    expect(counts.find((c) => c.kind === "pickup")).toMatchObject({ fresh: 1, overdue: 1 });
    expect(counts.find((c) => c.kind === "quote")).toBeUndefined();
  });

  it("filters by the day it arrived in India's time", async () => {
    const inbox = t.services.leadInbox;
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await inbox.list(filter({ from: today, to: today }), null)).total).toBe(5);
    expect((await inbox.list(filter({ to: "2020-01-01" }), null)).total).toBe(0);
  });
});

describe("inbox helpers", () => {
  it("searches phone digits and LR numbers in free text, lower-cased", () => {
    expect(
      searchTextOf({
        kind: "contact",
        name: "Meera",
        email: "M@x.org",
        phone: "+91 98765-43210",
        text: "see SI20254567 please",
      }),
    ).toBe("meera  m@x.org 9876543210 si20254567");
  });

  it("India's day ends at 18:30 UTC", () => {
    expect(endOfIndianToday(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe(
      "2026-11-23T18:30:00.000Z",
    );
    expect(endOfIndianToday(new Date("2026-11-23T19:00:00Z")).toISOString()).toBe(
      "2026-11-24T18:30:00.000Z",
    );
  });

  it("drops filter values that do not parse instead of refusing the list", () => {
    expect(filter({ type: "nonsense", status: "won", page: "-3", assignee: "x" })).toEqual({
      status: "won",
      page: 1,
    });
  });
});

describe("the CSV export", () => {
  it("starts with a BOM, uses CRLF, and neutralises a name typed as a formula", async () => {
    const response = await postJson(t, "/contact/create", {
      ...validLeads.contact,
      name: "=1+1",
      email: "formula@example.org",
    });
    expect(response.status).toBe(201);
    const rows = await t.services.leadInbox.listAll(filter({ q: "formula@" }), null);
    const csv = leadsCsv(rows, () => ({ details: {}, assignee: "Asha", notes: "" }));
    expect(csv.startsWith("\uFEFFReceived (India time),Kind,Status,Lost reason,Name,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3); // header, one lead, and the final CRLF
    expect(lines[1]).toContain(",'=1+1,");
    expect(lines[1]).not.toContain(",=1+1,");
  });
});

describe("what the inbox audits (the lead page used to)", () => {
  const auditOf = (leadId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, leadId)))
      .orderBy(asc(staffAuditLog.id));

  it("records a staff member's view, status change, assignment and note of a lead", async () => {
    const inbox = t.services.leadInbox;
    const colleague = await makeStaff(t, adminToken, "sales");
    const id = ids.pickup!;
    await inbox.find(id);
    expect(await auditOf(id)).toEqual([]);

    expect(await inbox.find(id, admin)).not.toBeNull();
    const done = { ok: true };
    expect(await workLead(t, id, { status: "contacted" }, admin)).toMatchObject(done);
    expect(await workLead(t, id, { assigneeId: colleague.id }, admin)).toMatchObject(done);
    expect(await workLead(t, id, { assigneeId: null }, admin)).toMatchObject(done);
    expect(await workLead(t, id, { note: "Pickup booked for Tuesday." }, admin)).toMatchObject(
      done,
    );

    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ["lead.view", null],
      ["lead.work", { status: "contacted" }],
      ["lead.work", { to: colleague.id }],
      ["lead.work", { to: null }],
      ["lead.work", { note: true }],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        ipHash: admin.ipHash,
        targetType: "lead",
        targetId: id,
      });
    expect((await inbox.find(id))?.lead.assigneeId).toBeNull();
  });

  it("refuses to assign a lead to a deactivated colleague or an unknown account", async () => {
    const inbox = t.services.leadInbox;
    const id = ids.franchise!;
    const gone = await makeStaff(t, adminToken, "sales");
    await t.services.staff.accounts.setActive(admin, gone.id, false);

    const refused = { ok: false, fields: { assignee: expect.any(String) } };
    expect(await workLead(t, id, { assigneeId: gone.id }, admin)).toEqual(refused);
    expect(await workLead(t, id, { assigneeId: randomUUID() }, admin)).toEqual(refused);
    // Nor to an account whose role does not work franchise leads (rolesForLeadKind).
    const hr = await makeStaff(t, adminToken, "hr");
    expect(await workLead(t, id, { assigneeId: hr.id }, admin)).toEqual(refused);
    const found = await inbox.find(id);
    expect(found?.lead.assigneeId).toBeNull();
    expect(found?.activity.filter((a) => a.action === "assign")).toEqual([]);
    expect(await auditOf(id)).toEqual([]);

    expect(await workLead(t, randomUUID(), { assigneeId: admin.id }, admin)).toEqual({
      ok: false,
      refused: "no-such-lead",
    });
    expect(await workLead(t, id, { assigneeId: admin.id }, admin)).toMatchObject({ ok: true });
    expect((await inbox.find(id))?.lead.assigneeId).toBe(admin.id);
  });

  it("records an export with its filter and how many rows it held, never the rows", async () => {
    const csv = await t.services.leadExport.csv(filter({ type: "pickup", page: "2" }), admin);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "leads.export"));
    expect(row).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      ipHash: admin.ipHash,
      targetType: null,
      targetId: null,
      detail: { filter: { type: "pickup" }, rows: 1 },
    });
  });
});
