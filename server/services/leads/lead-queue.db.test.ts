/**
 * The read side of sales' queue: the list's order (overdue first),
 * a search that finds a phone however it is typed and covers cities, PIN
 * codes and companies (new leads at intake, older ones by migration 0006),
 * every field in words, the CSV in India's time with every field, and the
 * customer's other requests by e-mail or phone.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, pickupRequests } from "../../../database/schema";
import { LeadFilterSchema, readListParams } from "@core/schemas/staff-lists";
import type { StaffActor } from "@core/staff-access";
import { newCaptcha, postJson, validLeads } from "../../../tests/support/test-leads";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { workLead } from "../../../tests/support/test-lead-work";
import { insertTicket } from "../../../tests/support/test-tickets";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";
import { LEAD_DUE_MS, recordLead } from "./lead-inbox";
import { LEAD_CSV_COLUMNS } from "./lead-export";

let t: TestApp;
let admin: StaffActor;
let adminToken: string;
const filter = (params: Record<string, string> = {}) => LeadFilterSchema.parse(params);

async function post(path: string, body: unknown): Promise<string> {
  const response = await postJson(t, path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sunita's quote from Pune to Delhi: PIN codes, 180 kg and the estimate the page showed her. */
const sunitaQuote = {
  name: "Sunita Joshi",
  email: "Sunita.Joshi@example.org",
  phone: "9822012345",
  service: "ptl",
  origin: "Pune, Maharashtra",
  destination: "New Delhi, Delhi",
  origin_pincode: "411001",
  destination_pincode: "110001",
  weight_kg: 180,
  notes: "Machine parts on two pallets.",
};

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  adminToken = await ensureAdmin(t);
  admin = await actorOf(t, adminToken);
}, 120_000);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("the lead queue's order", () => {
  it("puts overdue leads first, then the soonest due, then answered leads newest first", async () => {
    const now = new Date("2026-11-27T04:30:00Z"); // 10:00 in India
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
    const tag = "queueorder";
    const made: Record<string, string> = {};
    // Arrived at these times; each is due 24 hours later.
    const arrivals: [string, number][] = [
      ["overdue-long", -50],
      ["overdue-just", -25],
      ["due-soon", -20],
      ["due-later", -2],
      ["answered-old", -40],
      ["answered-new", -1],
    ];
    for (const [name, at] of arrivals) {
      const id = randomUUID();
      made[name] = id;
      await t.database.db.transaction((tx) =>
        recordLead(
          tx,
          id,
          { kind: "contact", name: `${name} ${tag}`, email: `${name}@example.org` },
          { createdAt: hours(at) },
        ),
      );
    }
    for (const name of ["answered-old", "answered-new"])
      await workLead(t, made[name]!, { status: "contacted" }, admin);

    const order = async (sort?: string) =>
      (
        await t.services.leadInbox.list(filter({ q: tag, ...(sort ? { sort } : {}) }), null, now)
      ).rows.map((r) => r.name.split(" ")[0]);

    const byDue = [
      "overdue-long",
      "overdue-just",
      "due-soon",
      "due-later",
      "answered-new",
      "answered-old",
    ];
    expect(await order()).toEqual(byDue);
    expect(await order("due")).toEqual(byDue);
    const list = await t.services.leadInbox.list(filter({ q: tag }), null, now);
    expect(list.rows.map((r) => r.overdue)).toEqual([true, true, false, false, false, false]);
    expect(list.rows[0]!.dueAt!.getTime()).toBe(hours(-50).getTime() + LEAD_DUE_MS);

    expect(await order("newest")).toEqual([
      "answered-new",
      "due-later",
      "due-soon",
      "overdue-just",
      "answered-old",
      "overdue-long",
    ]);
    expect(await order("oldest")).toEqual([
      "overdue-long",
      "answered-old",
      "overdue-just",
      "due-soon",
      "due-later",
      "answered-new",
    ]);
    // The export keeps the list's order.
    const all = await t.services.leadInbox.listAll(filter({ q: tag }), null, now);
    expect(all.map((r) => r.name.split(" ")[0])).toEqual(byDue);
  });

  it("ignores an order it does not know", () => {
    expect(filter({ sort: "cheapest" }).sort).toBeUndefined();
    // The list's note names it as left out.
    expect(readListParams(LeadFilterSchema, new URLSearchParams("sort=cheapest")).ignored).toEqual([
      "sort",
    ]);
    expect(filter({ sort: "oldest" }).sort).toBe("oldest");
  });
});

describe("searching the leads", () => {
  let quoteId: string;
  let pickupId: string;
  let clientId: string;
  beforeAll(async () => {
    quoteId = await post("/request-quote/create", sunitaQuote);
    pickupId = await post("/requestPickups/create/web", {
      ...validLeads.pickup(),
      name: "Kiran Search",
      email: "kiran.search@example.org",
      phone_number: "9011122233",
      city: "Virar",
      pincode: "401303",
    });
    clientId = await post("/clients/register", {
      ...validLeads.client,
      company_name: "Konkan Cashew Exports",
      city: "Ratnagiri",
      pincode: "415612",
      email: "konkan@example.org",
      contact: "9011100000",
      ...(await newCaptcha(t)),
    });
  }, 60_000);

  const found = async (q: string) =>
    (await t.services.leadInbox.list(filter({ q }), null)).rows.map((r) => r.id);

  it("finds a phone however it is typed: +91, a leading 0, spaces, or part of it", async () => {
    for (const q of ["+91 98220 12345", "098220 12345", "9822012345", "98220", "+919822012345"])
      expect(await found(q), q).toEqual([quoteId]);
  });

  it("finds a lead by its city, its PIN codes and its company", async () => {
    expect(await found("virar")).toEqual([pickupId]);
    expect(await found("401303")).toEqual([pickupId]);
    expect(await found("Ratnagiri")).toEqual([clientId]);
    expect(await found("415612")).toEqual([clientId]);
    expect(await found("konkan cashew")).toEqual([clientId]);
    expect(await found("110001")).toContain(quoteId);
    expect(await found("411001")).toContain(quoteId);
  });

  it("gives leads stored before the places to search by migration 0006", async () => {
    // As a pickup stored before this change holds it: no city or PIN code in its search text.
    const old = await post("/requestPickups/create/web", {
      ...validLeads.pickup(),
      name: "Old Pickup",
      email: "old.pickup@example.org",
      city: "Dahanu",
      pincode: "401602",
    });
    await t.database.db
      .update(leads)
      .set({ search: "old pickup old.pickup@example.org 9876543210" })
      .where(eq(leads.id, old));
    expect(await found("dahanu")).toEqual([]);

    const migration = readFileSync(
      path.join(import.meta.dirname, "../../../database/migrations/0006_lead_search_places.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.database.db.execute(sql.raw(statement));
    expect(await found("dahanu")).toEqual([old]);
    expect(await found("401602")).toEqual([old]);
    // A lead's own row keeps the city it was sent with.
    const [row] = await t.database.db
      .select({ city: pickupRequests.city })
      .from(pickupRequests)
      .where(eq(pickupRequests.id, old));
    expect(row?.city).toBe("Dahanu");
  });
});

describe("a quote lead in words", () => {
  it("shows the service's name, the PIN codes, the weight and the estimate with its rate card", async () => {
    const id = await post("/request-quote/create", { ...sunitaQuote, email: "words@example.org" });
    const groups = await t.services.leadDetails.read({ id, kind: "quote" });
    const shown = Object.fromEntries(
      groups.flatMap((g) => g.details.map((d) => [d.label, d.value])),
    );
    expect(groups.map((g) => g.title)).toEqual([
      "Customer",
      "Shipment",
      "Estimate the customer was shown (indicative)",
      "Their words",
      "How it came",
    ]);
    expect(shown).toMatchObject({
      Service: "Part Truck Load (PTL)",
      From: "Pune, Maharashtra",
      "Origin PIN code": "411001",
      To: "New Delhi, Delhi",
      "Destination PIN code": "110001",
      Weight: "180 kg",
      "Rate card": "2026-11",
      Notes: "Machine parts on two pallets.",
    });
    expect(shown.Price).toMatch(/^₹[\d,]+ to ₹[\d,]+ plus 18% GST$/);
    expect(shown.Transit).toMatch(/^\d+ to \d+ days$/);
    expect(shown["Road distance"]).toMatch(/^1,[4-6]\d\d km$/);
  });

  it("shows a pickup's day with its weekday, its time and its load in words", async () => {
    const id = await post("/requestPickups/create/web", {
      ...validLeads.pickup(),
      email: "words.pickup@example.org",
      pickupTime: { from: "14:30" },
      load_type: "FTL",
    });
    const groups = await t.services.leadDetails.read({ id, kind: "pickup" });
    const shown = Object.fromEntries(
      groups.flatMap((g) => g.details.map((d) => [d.label, d.value])),
    );
    expect(shown["Pickup date"]).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3} \d{4}$/);
    expect(shown).toMatchObject({
      "Pickup from": "2:30 PM",
      Packages: "12 boxes",
      "Load type": "FTL - Full Truck Load",
      "PIN code": "401208",
    });
  });
});

describe("the CSV export", () => {
  it("writes a quote's row in India's time with labels and every field", async () => {
    const colleague = await makeStaff(t, adminToken, "sales");
    const id = await post("/request-quote/create", {
      ...sunitaQuote,
      name: "Csv Sunita",
      email: "csv.sunita@example.org",
    });
    // Arrived at 09:15 UTC: 14:45 in India.
    await t.database.db
      .update(leads)
      .set({
        createdAt: new Date("2026-11-20T09:15:00Z"),
        dueAt: new Date("2026-11-21T09:15:00Z"),
        followUpOn: "2026-11-30",
        assigneeId: colleague.id,
      })
      .where(eq(leads.id, id));
    await workLead(t, id, { note: "=Called, wants Friday" }, admin);

    const csv = await t.services.leadExport.csv(filter({ q: "csv.sunita@" }), admin);
    const [header, line] = csv.slice(1).split("\r\n");
    expect(header).toBe(LEAD_CSV_COLUMNS.join(","));
    const cells = Object.fromEntries(
      LEAD_CSV_COLUMNS.map((column, i) => [column, parseCsvLine(line!)[i]]),
    );
    expect(cells).toMatchObject({
      "Received (India time)": "2026-11-20 14:45",
      Kind: "Quote",
      Status: "New",
      Name: "Csv Sunita",
      Email: "csv.sunita@example.org",
      Phone: "9822012345",
      "Wrote in": "English",
      Service: "Part Truck Load (PTL)",
      Origin: "Pune, Maharashtra",
      "Origin PIN code": "411001",
      Destination: "New Delhi, Delhi",
      "Destination PIN code": "110001",
      Weight: "180 kg",
      "Rate card": "2026-11",
      "Message or notes": "Machine parts on two pallets.",
      Assignee: colleague.email,
      "Due (India time)": "2026-11-21 14:45",
      Overdue: "yes",
      "Follow up on": "30 Nov 2026",
      Id: id,
    });
    expect(cells["Estimate shown"]).toMatch(/^₹[\d,]+ to ₹[\d,]+ plus 18% GST$/);
    expect(cells["Transit days shown"]).toMatch(/^\d+ to \d+ days$/);
    // The note: when (India time), who, and what, never a formula.
    expect(cells["Staff notes"]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d admin@example\.com: =Called, wants Friday$/,
    );

    // With a name, the assignee is named by it.
    await t.database.db.execute(
      sql`update staff_users set name = 'Priya Nair' where id = ${colleague.id}`,
    );
    const named = await t.services.leadExport.csv(filter({ q: "csv.sunita@" }), admin);
    const row = parseCsvLine(named.slice(1).split("\r\n")[1]!);
    expect(row[LEAD_CSV_COLUMNS.indexOf("Assignee")]).toBe("Priya Nair");
  });

  it("neutralises a cell that starts like a formula", async () => {
    await post("/contact/create", {
      ...validLeads.contact,
      email: "formula.csv@example.org",
      subject: "+cmd|' /C calc'!A0",
    });
    const csv = await t.services.leadExport.csv(filter({ q: "formula.csv@" }), admin);
    const row = parseCsvLine(csv.slice(1).split("\r\n")[1]!);
    expect(row[LEAD_CSV_COLUMNS.indexOf("Subject")]).toBe("'+cmd|' /C calc'!A0");
  });
});

describe("other requests from this customer", () => {
  it("finds every other lead and ticket by e-mail or by phone, newest first", async () => {
    const tag = "others";
    const first = await post("/request-quote/create", {
      ...sunitaQuote,
      email: `sunita.${tag}@example.org`,
      phone: "+91 97300 11223",
    });
    // The same person's pickup, typed with another e-mail and the phone with a 0.
    const pickup = await post("/requestPickups/create/web", {
      ...validLeads.pickup(),
      name: "Sunita J",
      email: `sunita.work.${tag}@example.org`,
      phone_number: "097300 11223",
    });
    // A contact message from the first e-mail, in capitals.
    const message = await post("/contact/create", {
      ...validLeads.contact,
      email: `SUNITA.${tag}@example.org`,
    });
    const ticket = await insertTicket(t.database.db, {
      email: `sunita.${tag}@example.org`,
      phone: "9000000001",
      category: "damage",
    });
    const ticketByPhone = await insertTicket(t.database.db, {
      email: `someone.else.${tag}@example.org`,
      phone: "9730011223",
    });
    // Nothing in common: not listed.
    await post("/contact/create", { ...validLeads.contact, email: `stranger.${tag}@example.org` });

    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, first));
    const asAdmin = await t.services.leadDetails.otherRequests(lead!, { role: "admin" });
    expect(asAdmin.more).toBe(false);
    expect(asAdmin.items.map((i) => [i.type, i.ref, i.sameEmail, i.samePhone])).toEqual([
      ["ticket", ticketByPhone.number, false, true],
      ["ticket", ticket.number, true, false],
      ["lead", message, true, false],
      ["lead", pickup, false, true],
    ]);
    expect(asAdmin.items[1]).toMatchObject({
      title: `Ticket ${ticket.number}: Damage or short`,
      href: `/staff/tickets/${ticket.number}`,
    });
    expect(asAdmin.items[3]).toMatchObject({ title: "Pickup", href: `/staff/leads/${pickup}` });

    // Sales may not open tickets: they are listed, not linked.
    const asSales = await t.services.leadDetails.otherRequests(lead!, { role: "sales" });
    expect(asSales.items.filter((i) => i.type === "ticket").map((i) => i.href)).toEqual([
      null,
      null,
    ]);
    expect(asSales.items.filter((i) => i.type === "lead").every((i) => i.href)).toBe(true);

    // From the pickup's side, by phone alone: the quote and the ticket with that phone.
    const [fromPickup] = await t.database.db.select().from(leads).where(eq(leads.id, pickup));
    const seen = await t.services.leadDetails.otherRequests(fromPickup!, { role: "admin" });
    expect(seen.items.map((i) => i.ref)).toEqual([ticketByPhone.number, first]);
  });

  it("is empty for a customer with nothing else", async () => {
    const only = await post("/contact/create", {
      ...validLeads.contact,
      email: "only.once@example.org",
    });
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, only));
    expect(await t.services.leadDetails.otherRequests(lead!, { role: "admin" })).toEqual({
      items: [],
      more: false,
    });
  });
});

/** One CSV record of plain cells and quoted ones ("" inside quotes is a quote). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = "";
      at += 1;
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') {
          value += '"';
          at += 2;
        } else if (line[at] === '"') {
          at += 1;
          break;
        } else value += line[at++];
      }
      cells.push(value);
      at += 1; // the comma
    } else {
      const end = line.indexOf(",", at);
      cells.push(line.slice(at, end === -1 ? line.length : end));
      at = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}
