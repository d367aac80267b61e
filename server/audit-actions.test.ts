import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_SENTENCE_ACTIONS, hasAuditSentence } from "@core/audit-sentences";

/** Every .ts file of a folder but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

const literals = (code: string) => [...code.matchAll(/"([a-z][\w.-]*)"/g)].map((m) => m[1]!);

/** Actions built from a template, and what they become. */
const TEMPLATES: Record<string, string[]> = {
  "`lead.${how}`": ["lead.call", "lead.whatsapp"],
  "`delivery_request.${decision}`": ["delivery_request.accepted", "delivery_request.declined"],
};

/**
 * Every action the services write to the audit log reads as
 * a sentence on /staff/audit. The services name the action as recordBy's
 * second argument, or as `action:` of record (sometimes chosen just before,
 * from an object or a ternary); a new one without a sentence in
 * core/audit-sentences.ts fails here (it would read as `did "…"`).
 */
describe("the audit log's actions", () => {
  it("each has its own sentence", () => {
    // The services, and the modules beside them that write an audit log (accounts, outbox,
    // the business portal's services: the staff log and business_audit_log both).
    const text = ["services", "accounts", "outbox", "business"]
      .flatMap((dir) => sources(path.join(import.meta.dirname, dir)))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const byArgument = [...text.matchAll(/\.recordBy\(\s*\w+,\s*((?:[^,()]|\([^()]*\))+),/g)].map(
      (m) => m[1]!.trim(),
    );
    const templates = byArgument.filter((arg) => arg.includes("${"));
    expect(templates.sort(), "an action from a new template: add it to TEMPLATES").toEqual(
      Object.keys(TEMPLATES).sort(),
    );
    const recorded = new Set([
      ...byArgument.flatMap(literals),
      ...[...text.matchAll(/\baction:\s*([^,}\n]+)/g)].flatMap((m) => literals(m[1]!)),
      // A one-time link's purpose to its action: LINK_ACTIONS = { setup: "account.setup", … }
      ...[...text.matchAll(/const (?:action|\w+_ACTIONS) = \{([^}]*)\}/g)].flatMap((m) =>
        literals(m[1]!),
      ),
      // A module's own writer of business_audit_log: auditRow(actor, "business.address.add", id),
      // audit(tx, actor, enabled ? "webhook.turned_on" : "webhook.turned_off").
      ...[...text.matchAll(/\b(?:auditRow|audit)\(\s*(?:tx,\s*)?actor,\s*([^,()]+)/g)].flatMap(
        (m) => literals(m[1]!),
      ),
      ...Object.values(TEMPLATES).flat(),
    ]);
    // Rows of other tables that also have an `action` (work history: "status", "note"...).
    const history = new Set(["status", "assign", "note", "changed", "reply", "call", "whatsapp"]);
    const actions = [...recorded].filter((a) => !history.has(a));
    expect(actions.length).toBeGreaterThan(55);
    // The scan reaches every way of writing: recordBy, `action:`, and the modules' own writers.
    expect(actions).toEqual(
      expect.arrayContaining([
        "business.list",
        "business.cod_remitted",
        "business.api_key.create",
        "business.address.remove",
        "webhook.turned_off",
      ]),
    );
    expect(actions.filter((action) => !hasAuditSentence(action))).toEqual([]);
    expect(AUDIT_SENTENCE_ACTIONS.length).toBeGreaterThanOrEqual(actions.length);
  });
});
