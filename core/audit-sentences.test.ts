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
