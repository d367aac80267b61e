import { describe, expect, it } from "vitest";
import { auditSentence, auditText, hasAuditSentence, type AuditFacts } from "./audit-sentences";

const ASHA = "0c0dcefa-0000-4000-8000-000000000001";
const RAVI = "0c0dcefa-0000-4000-8000-000000000002";
const names: Record<string, string> = { [ASHA]: "Asha Patil", [RAVI]: "Ravi Kumar" };
const facts = (over: Partial<AuditFacts>): AuditFacts => ({
  action: "lead.view",
  actor: "Asha Patil",
  actorId: ASHA,
  target: null,
  detail: null,
  personName: (id) => (typeof id === "string" && names[id]) || "a former colleague",
  ...over,
});
const lead = { type: "lead", id: "9f1c0e55-0000-4000-8000-000000000003" };
const sunita = { label: "Sunita Rao (Quote)", href: `/staff/leads/${lead.id}` };

describe("the audit log in words", () => {
  it("says who assigned which lead to whom, the lead as a link", () => {
    const parts = auditSentence(
      facts({ action: "lead.assign", target: lead, record: sunita, detail: { to: RAVI } }),
    );
    expect(auditText(parts)).toBe("Asha Patil assigned lead 'Sunita Rao (Quote)' to Ravi Kumar");
    expect(parts).toContainEqual(sunita);
  });

  it("says taking a lead oneself, and giving it up, in words", () => {
    const take = facts({
      action: "lead.assign",
      target: lead,
      record: sunita,
      detail: { to: ASHA },
    });
    expect(auditText(auditSentence(take))).toBe("Asha Patil took lead 'Sunita Rao (Quote)'");
    const off = facts({
      action: "lead.assign",
      target: lead,
      record: sunita,
      detail: { to: null },
    });
    expect(auditText(auditSentence(off))).toBe(
      "Asha Patil took lead 'Sunita Rao (Quote)' off everyone",
    );
  });

  it("marks a record erased since, without a link", () => {
    const parts = auditSentence(
      facts({
        action: "lead.status",
        target: lead,
        record: { erased: true },
        detail: { to: "won" },
      }),
    );
    expect(auditText(parts)).toBe("Asha Patil set lead (erased) to Won");
    expect(parts.some((p) => typeof p === "object" && "href" in p)).toBe(false);
  });

  it("puts one work post in one sentence", () => {
    const parts = auditSentence(
      facts({
        action: "lead.work",
        target: lead,
        record: sunita,
        detail: { to: RAVI, status: "contacted", followUpOn: "2026-11-30", note: true },
      }),
    );
    expect(auditText(parts)).toBe(
      "Asha Patil worked lead 'Sunita Rao (Quote)': gave it to Ravi Kumar, set it to Contacted, set a follow-up on 2026-11-30, added a note",
    );
  });

  it("says a reply by e-mail went to a lead, and in which language", () => {
    const parts = auditSentence(
      facts({ action: "lead.reply", target: lead, record: sunita, detail: { language: "hi" } }),
    );
    expect(auditText(parts)).toBe(
      "Asha Patil replied by e-mail to lead 'Sunita Rao (Quote)' in Hindi",
    );
  });

  it("names the account changed, or says it was one's own", () => {
    const staff = { type: "staff", id: RAVI };
    const ravi = { label: "Ravi Kumar", href: `/staff/accounts#account-${RAVI}` };
    expect(
      auditText(
        auditSentence(
          facts({
            action: "account.role-changed",
            target: staff,
            record: ravi,
            detail: { from: "sales", to: "admin" },
          }),
        ),
      ),
    ).toBe("Asha Patil changed the role of Ravi Kumar from Sales to Administrator");
    expect(
      auditText(
        auditSentence(
          facts({
            action: "account.role-changed",
            target: staff,
            record: ravi,
            detail: { from: "support", to: "sales", grievanceOfficerCleared: true },
          }),
        ),
      ),
    ).toBe(
      "Asha Patil changed the role of Ravi Kumar from Customer care to Sales, which ended their role as grievance officer",
    );
    expect(
      auditText(
        auditSentence(
          facts({
            action: "account.deactivated",
            target: staff,
            record: ravi,
            detail: { grievanceOfficerCleared: true },
          }),
        ),
      ),
    ).toBe(
      "Asha Patil deactivated the account of Ravi Kumar, who is no longer the grievance officer",
    );
    expect(
      auditText(
        auditSentence(
          facts({ action: "account.renamed", target: { type: "staff", id: ASHA }, record: ravi }),
        ),
      ),
    ).toBe("Asha Patil changed their name");
  });

  it("reads a failed sign-in from an unknown address without naming anyone", () => {
    const parts = auditSentence(
      facts({
        action: "sign-in.failed",
        actor: null,
        actorId: null,
        detail: { reason: "unknown account" },
      }),
    );
    expect(auditText(parts)).toBe("Someone tried to sign in with an address that has no account");
  });

  it("falls back safely for an action it has no sentence for", () => {
    expect(hasAuditSentence("lead.teleported")).toBe(false);
    const parts = auditSentence(
      facts({
        action: "lead.teleported",
        target: lead,
        record: sunita,
        detail: { to: "<script>" },
      }),
    );
    expect(auditText(parts)).toBe(`Asha Patil did "lead.teleported" on lead Sunita Rao (Quote)`);
    expect(auditText(auditSentence(facts({ action: "x", actor: null, actorId: null })))).toBe(
      'Someone did "x"',
    );
  });
});

describe("the business accounts in words", () => {
  const business = { type: "business", id: "5b0d9a2e-0000-4000-8000-000000000004" };
  const kalyan = { label: "Kalyan Traders", href: `/staff/businesses/${business.id}` };
  const say = (over: Partial<AuditFacts>) => auditText(auditSentence(facts(over)));

  it("says staff opened the list of businesses, searched, or went to a later page", () => {
    expect(say({ action: "business.list", detail: { page: 1, searched: false } })).toBe(
      "Asha Patil opened the list of businesses",
    );
    expect(say({ action: "business.list", detail: { page: 3, searched: true } })).toBe(
      "Asha Patil searched the list of businesses, page 3",
    );
  });

  it("says who suspended which business, the business as a link to its page", () => {
    const parts = auditSentence(
      facts({ action: "business.suspend", target: business, record: kalyan }),
    );
    expect(auditText(parts)).toBe(
      "Asha Patil suspended business 'Kalyan Traders', signing its people out",
    );
    expect(parts).toContainEqual(kalyan);
    expect(say({ action: "business.restore", target: business, record: { erased: true } })).toBe(
      "Asha Patil restored business (erased)",
    );
  });

  it("gives a remittance's amount in rupees as the console writes money, linking the COD page", () => {
    const parts = auditSentence(
      facts({
        action: "business.cod_remitted",
        target: business,
        record: kalyan,
        detail: { remittance: "r-1", shipments: 2, amountPaise: 1_250_050 },
      }),
    );
    expect(auditText(parts)).toBe(
      "Asha Patil recorded a COD remittance of Rs 12,500.50 for 2 shipments to business 'Kalyan Traders'",
    );
    expect(parts).toContainEqual({ ...kalyan, href: `${kalyan.href}/cod` });
    // A row written before the amount was kept still reads.
    expect(
      say({
        action: "business.cod_remitted",
        target: business,
        record: kalyan,
        detail: { remittance: "r-1", shipments: 1 },
      }),
    ).toBe("Asha Patil recorded a COD remittance for 1 shipment to business 'Kalyan Traders'");
  });

  it("names a business's person by their business, and the key they made by name and prefix", () => {
    expect(
      say({
        action: "business.api_key.create",
        actor: "Asha",
        business: "Kalyan Traders",
        target: { type: "business_api_key", id: "k-1" },
        detail: { name: "Tally sync", prefix: "sil_ab12cd" },
      }),
    ).toBe("Asha at Kalyan Traders made API key 'Tally sync' (sil_ab12cd…)");
    expect(
      say({
        action: "account.invited",
        actor: "Asha",
        business: "Kalyan Traders",
        target: { type: "business-user", id: "u-2" },
        record: { label: "ravi@kalyan.example", href: "/staff/businesses/x" },
        detail: { role: "booker" },
      }),
    ).toBe("Asha at Kalyan Traders invited ravi@kalyan.example as Booker");
  });

  it("says what a business's person asked for and changed, in the console's words", () => {
    const asha = { actor: "Asha", business: "Kalyan Traders" };
    expect(
      say({
        ...asha,
        action: "pickup.requested",
        detail: { date: "2026-12-04", slot: "14-17", shipments: 3 },
      }),
    ).toBe("Asha at Kalyan Traders asked for a pickup of 3 shipments on 2026-12-04, 14:00–17:00");
    expect(
      say({
        ...asha,
        action: "business.profile.change",
        detail: { fields: ["gstin", "legalName"] },
      }),
    ).toBe("Asha at Kalyan Traders changed the business profile (GSTIN, legal name)");
    expect(say({ ...asha, action: "shipments.export", detail: { rows: 5000, capped: true } })).toBe(
      "Asha at Kalyan Traders exported 5000 shipments as CSV, the newest only: more matched",
    );
  });

  it("reads a statement month in words and a webhook by its host only", () => {
    expect(
      say({
        action: "business.statement",
        target: business,
        record: kalyan,
        detail: { month: "2026-11", format: "pdf" },
      }),
    ).toBe("Asha Patil downloaded the November 2026 statement of business 'Kalyan Traders' as PDF");
    expect(
      say({
        action: "webhook.set",
        actor: "Asha",
        business: "Kalyan Traders",
        detail: { host: "erp.kalyan.example" },
      }),
    ).toBe("Asha at Kalyan Traders set up the webhook to post to erp.kalyan.example");
  });
});
