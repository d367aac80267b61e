import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditText, type AuditPart } from "@core/audit-sentences";
import type { StaffActor } from "@core/staff-access";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { workLead } from "../../../tests/support/test-lead-work";
import { postJson, validLeads } from "../../../tests/support/test-leads";
import { actorOf, ensureAdmin, makeStaff } from "../../../tests/support/test-staff";
import { makeBusiness } from "../../../tests/support/test-business";

const links = (parts: AuditPart[]) =>
  parts.filter((p): p is { href: string; label: string } => typeof p === "object" && "href" in p);

/** /staff/audit in words: names, links to records, "(erased)". */
describe("the audit log in words", () => {
  let t: TestApp;
  let asha: StaffActor;
  let ravi: { id: string; email: string };
  beforeAll(async () => {
    t = await openTestApp();
    const admin = await ensureAdmin(t);
    asha = await actorOf(t, (await makeStaff(t, admin, "sales", "Asha Patil")).token);
    ravi = await makeStaff(t, admin, "sales", "Ravi Kumar");
  }, 60_000);
  afterAll(() => t?.database.close());

  async function newQuote(name: string, email: string) {
    const response = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      name,
      email,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it("names the colleagues and links the lead, not ids", async () => {
    const id = await newQuote("Sunita Rao", "sunita@example.org");
    expect(await workLead(t, id, { assigneeId: ravi.id }, asha)).toMatchObject({ ok: true });
    const { rows } = await t.services.staff.auditWords.list({ action: "lead.work" });
    const row = rows[0]!;
    expect(auditText(row.parts)).toBe(
      "Asha Patil worked lead 'Sunita Rao (Quote)': gave it to Ravi Kumar",
    );
    expect(links(row.parts)).toEqual([{ label: "Sunita Rao (Quote)", href: `/staff/leads/${id}` }]);
    expect(JSON.stringify(row.parts)).not.toContain(ravi.id);
  });

  it("says (erased) for a record erased since, and the erasure without the address", async () => {
    const id = await newQuote("Forget Me", "forget-me@example.org");
    await t.services.leadInbox.find(id, asha);
    await t.services.erasure.erase({ kind: "email", email: "forget-me@example.org" }, asha);
    const views = await t.services.staff.auditWords.list({ action: "lead.view" });
    const view = views.rows.find((r) => auditText(r.parts).includes("(erased)"))!;
    expect(auditText(view.parts)).toBe("Asha Patil opened lead (erased)");
    expect(links(view.parts)).toEqual([]);
    const erasures = await t.services.staff.auditWords.list({ action: "erasure" });
    const erasure = auditText(erasures.rows[0]!.parts);
    expect(erasure).toMatch(/^Asha Patil erased everything held about an e-mail address: 1 lead,/);
    expect(erasure).not.toContain("forget-me");
  });

  it("links accounts by name", async () => {
    const { rows } = await t.services.staff.auditWords.list({ action: "account.invited" });
    const invited = rows.map((r) => auditText(r.parts));
    expect(invited).toContain(`${"admin@example.com"} invited Ravi Kumar as Sales`);
    const link = rows.flatMap((r) => links(r.parts)).find((l) => l.label === "Ravi Kumar");
    expect(link?.href).toBe(`/staff/accounts#account-${ravi.id}`);
  });

  it("links a business by its name to its page, and its COD page for a remittance's view", async () => {
    const { id } = await makeBusiness(t.database.db, "Kalyan Traders");
    expect(await t.services.staffBusinesses.setSuspended(asha, id, true)).toBe(true);
    await t.services.codRemittances.businessCod(asha, id);
    const suspended = (await t.services.staff.auditWords.list({ action: "business.suspend" }))
      .rows[0]!;
    expect(auditText(suspended.parts)).toBe(
      "Asha Patil suspended business 'Kalyan Traders', signing its people out",
    );
    expect(links(suspended.parts)).toEqual([
      { label: "Kalyan Traders", href: `/staff/businesses/${id}` },
    ]);
    const cod = (await t.services.staff.auditWords.list({ action: "business.cod_view" })).rows[0]!;
    expect(auditText(cod.parts)).toBe("Asha Patil opened the COD of business 'Kalyan Traders'");
    expect(links(cod.parts)).toEqual([
      { label: "Kalyan Traders", href: `/staff/businesses/${id}/cod` },
    ]);
  });
});
