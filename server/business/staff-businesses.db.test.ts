import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { leads, shipments, staffAuditLog } from "../../database/schema";
import { businessSessions, businessUsers, businesses } from "../../database/schema-business";
import type { StaffActor } from "@core/staff-access";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

let t: TestApp;
const sales: StaffActor & { name: string } = {
  id: randomUUID(),
  email: "sales@example.com",
  role: "sales",
  ipHash: "staff-ip",
  name: "Sam Sales",
};

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.database.close();
});

const auditOf = (action: string) =>
  t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

/** Opens a business and signs its owner in: the owner's session token. */
async function openAndSignIn(legalName: string, ownerEmail: string) {
  const opened = await t.services.staffBusinesses.inviteCompany(sales, {
    legalName,
    ownerName: "Owner",
    ownerEmail,
  });
  if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
  const [owner] = await t.database.db
    .select()
    .from(businessUsers)
    .where(eq(businessUsers.businessId, opened.businessId));
  return { businessId: opened.businessId, ownerId: owner!.id };
}

describe("staff businesses", () => {
  it("invites a company: the business, its owner invited, audited; a bad form keeps nothing", async () => {
    const before = await t.database.db.select().from(businesses);
    const refused = await t.services.staffBusinesses.inviteCompany(sales, {
      legalName: " ",
      ownerName: "Asha",
      ownerEmail: "not-an-email",
    });
    expect(refused).toEqual({
      ok: false,
      errors: { legalName: ["companyName"], ownerEmail: ["email"] },
    });
    expect(await t.database.db.select().from(businesses)).toHaveLength(before.length);

    const opened = await t.services.staffBusinesses.inviteCompany(sales, {
      legalName: "Konkan Spices Pvt Ltd",
      ownerName: "Asha Patil",
      ownerEmail: "Asha@Konkan-Spices.example",
    });
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const found = await t.services.staffBusinesses.findBusiness(sales, opened.businessId);
    expect(found?.legalName).toBe("Konkan Spices Pvt Ltd");
    expect(found?.people).toMatchObject([
      { email: "asha@konkan-spices.example", role: "owner", invited: true },
    ]);
    const invites = await auditOf("business.invite");
    expect(invites.at(-1)).toMatchObject({ actorId: sales.id, targetId: opened.businessId });
    expect(JSON.stringify(invites)).not.toContain("asha");

    // The same owner e-mail again: refused beside the field, no second business.
    const again = await t.services.staffBusinesses.inviteCompany(sales, {
      legalName: "Another",
      ownerName: "Asha",
      ownerEmail: "asha@konkan-spices.example",
    });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(Object.keys(again.errors)).toEqual(["ownerEmail"]);
  });

  it("lists businesses with their counts of people, bookings and shipments, audited", async () => {
    const { businessId } = await openAndSignIn("Counted Traders", "owner@counted.example");
    await t.database.db.insert(shipments).values([
      { lrNo: "SB9000000001", orderStatus: "Booked", businessId },
      { lrNo: "SB9000000002", orderStatus: "Booked", businessId },
    ]);
    const list = await t.services.staffBusinesses.listBusinesses(sales, { q: "counted" });
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: businessId,
        legalName: "Counted Traders",
        users: 1,
        bookings: 0,
        shipments: 2,
        suspended: false,
      }),
    ]);
    expect(list.total).toBe(1);
    // Found by a person's e-mail too.
    const byEmail = await t.services.staffBusinesses.listBusinesses(sales, { q: "@counted.ex" });
    expect(byEmail.rows.map((r) => r.id)).toEqual([businessId]);
    expect((await auditOf("business.list")).length).toBeGreaterThanOrEqual(2);
    expect(await t.services.staffBusinesses.findBusiness(sales, randomUUID())).toBeUndefined();
    expect(await t.services.staffBusinesses.findBusiness(sales, "not-an-id")).toBeUndefined();
  });

  it("suspending ends the business's sessions at once; restoring opens it again", async () => {
    const { businessId, ownerId } = await openAndSignIn("Paused Co", "owner@paused.example");
    const opened = await t.services.staffBusinesses.findBusiness(sales, businessId);
    expect(opened?.people[0]?.id).toBe(ownerId);
    // A session as a sign-in makes it.
    await t.database.db.insert(businessSessions).values({
      id: `session-${randomUUID()}`,
      userId: ownerId,
      verified: true,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await t.services.staffBusinesses.setSuspended(sales, businessId, true)).toBe(true);
    const left = await t.database.db
      .select()
      .from(businessSessions)
      .where(eq(businessSessions.userId, ownerId));
    expect(left).toEqual([]);
    expect((await t.services.staffBusinesses.findBusiness(sales, businessId))?.suspended).toBe(
      true,
    );
    expect((await t.services.business.businessOf(ownerId))?.suspended).toBe(true);

    expect(await t.services.staffBusinesses.setSuspended(sales, businessId, false)).toBe(true);
    expect((await t.services.business.businessOf(ownerId))?.suspended).toBe(false);
    const rows = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, businessId)));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["business.suspend", "business.restore"]),
    );
    expect(await t.services.staffBusinesses.setSuspended(sales, randomUUID(), true)).toBe(false);
  });

  it("opens a business account from a won client-registration lead, once", async () => {
    const leadId = randomUUID();
    await t.database.db.insert(leads).values({
      id: leadId,
      kind: "client",
      name: "Ravi Shah",
      company: "Shah Textiles",
      email: "ravi@shah-textiles.example",
      search: "ravi shah",
      status: "qualified",
    });
    expect(await t.services.staffBusinesses.leadAccount(leadId)).toEqual({
      status: "not-eligible",
    });
    expect(await t.services.staffBusinesses.openFromLead(sales, leadId)).toEqual({
      ok: false,
      notEligible: true,
    });
    await t.database.db.update(leads).set({ status: "won" }).where(eq(leads.id, leadId));
    expect(await t.services.staffBusinesses.leadAccount(leadId)).toEqual({ status: "none" });

    const opened = await t.services.staffBusinesses.openFromLead(sales, leadId);
    expect(opened.ok).toBe(true);
    if (!opened.ok || !("businessId" in opened)) return;
    const business = await t.services.staffBusinesses.findBusiness(sales, opened.businessId);
    expect(business).toMatchObject({ legalName: "Shah Textiles", leadId });
    expect(business?.people).toMatchObject([
      { email: "ravi@shah-textiles.example", role: "owner", name: "Ravi Shah" },
    ]);

    expect(await t.services.staffBusinesses.openFromLead(sales, leadId)).toEqual({
      ok: false,
      alreadyOpen: opened.businessId,
    });
    const forLead = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.leadId, leadId));
    expect(forLead).toHaveLength(1);
  });
});
