/**
 * The "Activity" section of /staff/businesses/:id: the business's rows of
 * business_audit_log as sentences, newest first, through the real services
 * and the page's loader; another business's rows never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditText } from "@core/audit-sentences";
import type { StaffActor } from "@core/staff-access";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  actorOf,
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";
import { loader } from "./business";

let t: TestApp;
let adminToken: string;
let meera: StaffActor;
let salesToken: string;

type BusinessActor = {
  id: string;
  email: string;
  role: "owner";
  businessId: string;
  ipHash: string;
};
type Line = { at: string; action: string; parts: Parameters<typeof auditText>[0]; by: string };
type Page = { rows: Line[]; total: number; page: number; pages: number };

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  adminToken = await ensureAdmin(t);
  meera = await actorOf(t, (await makeStaff(t, adminToken, "admin", "Meera Joshi")).token);
  salesToken = (await makeStaff(t, adminToken, "sales", "Sam Sales")).token;
}, 60_000);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

/** Opens a business as Meera (the owner's invitation) and answers its owner as an actor. */
async function open(legalName: string, ownerName: string, ownerEmail: string) {
  const opened = await t.services.staffBusinesses.inviteCompany(
    { ...meera, name: "Meera Joshi" },
    { legalName, ownerName, ownerEmail },
  );
  if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
  const found = await t.services.staffBusinesses.findBusiness(meera, opened.businessId);
  const owner = found?.people[0];
  const actor: BusinessActor = {
    id: owner!.id,
    email: owner!.email,
    role: "owner",
    businessId: opened.businessId,
    ipHash: "owner-ip",
  };
  return actor;
}

async function activityOf(businessId: string, query = "", token = adminToken) {
  const answer = await loader({
    request: staffRequest(`/staff/businesses/${businessId}${query}`, token),
    context: loadContext(t),
    params: { id: businessId },
  } as never);
  return (answer as unknown as { activity: Page }).activity;
}

describe("a business's activity on its staff page", () => {
  let asha: BusinessActor;
  let ravi: BusinessActor;
  let keyPrefix: string;

  beforeAll(async () => {
    asha = await open("Kalyan Traders", "Asha Patil", "asha@kalyan-traders.example");
    ravi = await open("Other Freight", "Ravi Kumar", "ravi@other-freight.example");
    const made = await t.services.businessApiKeys.makeKey(asha, "Tally sync");
    if (!made.ok) throw new Error(made.error);
    keyPrefix = made.key.slice(0, 12);
    const saved = await t.services.businessProfile.saveProfile(asha, {
      legalName: "Kalyan Traders",
      gstin: "27aaaaa0000a1z2",
      billingAddress: "Unit 1\nKalyan 421301",
      defaultPaymentMode: "paid",
    });
    expect(saved.ok).toBe(true);
    // The other business does the same: none of it may show on Kalyan's page.
    const theirs = await t.services.businessApiKeys.makeKey(ravi, "Their key");
    expect(theirs.ok).toBe(true);
  });

  it("lists the business's rows as sentences, newest first, with who acted", async () => {
    const activity = await activityOf(asha.businessId);
    const sentences = activity.rows.map((r) => auditText(r.parts));
    expect(sentences).toEqual([
      "Asha Patil at Kalyan Traders changed the business profile (GSTIN, billing address)",
      expect.stringMatching(/^Asha Patil at Kalyan Traders made API key 'Tally sync' \(sil_/),
      "Meera Joshi invited Asha Patil as Owner",
    ]);
    expect(sentences[1]).toContain(keyPrefix);
    expect(activity.rows.map((r) => r.by)).toEqual(["Owner", "Owner", "Staff"]);
    expect(activity).toMatchObject({ total: 3, page: 1, pages: 1 });
    // The invitee is a link to their card on the same page.
    expect(activity.rows[2]!.parts).toContainEqual({
      label: "Asha Patil",
      href: `/staff/businesses/${asha.businessId}#person-${asha.id}`,
    });
    const text = JSON.stringify(activity);
    expect(text).not.toContain("Ravi");
    expect(text).not.toContain("Their key");
    expect(text).not.toContain("Other Freight");
  });

  it("shows sales the same, and the other business only its own", async () => {
    const forSales = await activityOf(asha.businessId, "", salesToken);
    expect(forSales.total).toBe(3);
    const theirs = await activityOf(ravi.businessId);
    expect(theirs.rows.map((r) => auditText(r.parts))).toEqual([
      expect.stringMatching(/^Ravi Kumar at Other Freight made API key 'Their key'/),
      "Meera Joshi invited Ravi Kumar as Owner",
    ]);
  });

  it("pages by ?activity=, reading bad values as 1 and a page past the end as the last", async () => {
    const extra = await open("Busy Movers", "Neha Rao", "neha@busy-movers.example");
    // 50 more rows of the owner's, a key made and revoked 25 times: page 2 holds the invitation.
    for (let i = 1; i <= 25; i += 1) {
      const made = await t.services.businessApiKeys.makeKey(extra, `Key ${i}`);
      if (!made.ok) throw new Error(made.error);
      expect(await t.services.businessApiKeys.revokeKey(extra, made.id)).toBe(true);
    }
    const first = await activityOf(extra.businessId);
    expect(first).toMatchObject({ total: 51, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(50);
    expect(auditText(first.rows[0]!.parts)).toMatch(
      /^Neha Rao at Busy Movers revoked API key 'Key 25' \(sil_/,
    );
    expect(auditText(first.rows[49]!.parts)).toMatch(/made API key 'Key 1' /);
    const second = await activityOf(extra.businessId, "?activity=2");
    expect(second.page).toBe(2);
    expect(second.rows.map((r) => auditText(r.parts))).toEqual([
      "Meera Joshi invited Neha Rao as Owner",
    ]);
    for (const bad of ["0", "-1", "abc", "1.5", "2e1", "%00", "99999999999"])
      expect((await activityOf(extra.businessId, `?activity=${bad}`)).page).toBe(1);
    const past = await activityOf(extra.businessId, "?activity=9");
    expect(past.page).toBe(2);
    expect(past.rows).toHaveLength(1);
  });
});
