import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_SENTENCE_ACTIONS, hasAuditSentence } from "@core/audit-sentences";

/** Every .ts file of server/services but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/**
 * Issue 31 item 5: every action the services write to the audit log reads as
 * a sentence on /staff/audit. The services name their actions as string
 * literals ("lead.assign", "two-factor.reset"); a new one without a sentence
 * in core/audit-sentences.ts fails here (it would read as `did "…"`).
 */
describe("the audit log's actions", () => {
  it("each has its own sentence", () => {
    const text = sources(path.join(import.meta.dirname, "services"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // Around each call that writes a row: the action is its argument, or chosen just before it.
    const calls = [...text.matchAll(/\.record(By)?\(/g)].map((m) =>
      text.slice(Math.max(0, m.index - 300), m.index + 400),
    );
    const dotted = calls.flatMap((call) =>
      [...call.matchAll(/"([a-z]+(?:-[a-z]+)*\.[a-z_-]+)"/g)].map((m) => m[1]!),
    );
    // Keys that are not actions: the app_meta setting of two-factor.
    const notActions = new Set(["staff.require_two_factor"]);
    const recorded = new Set([
      ...dotted.filter((a) => !notActions.has(a)),
      // Written without a dot, or built from a template (lead.${how}).
      "sign-in",
      "sign-out",
      "erasure",
      "lead.call",
      "lead.whatsapp",
    ]);
    expect(recorded.size).toBeGreaterThan(50);
    expect([...recorded].filter((action) => !hasAuditSentence(action))).toEqual([]);
    expect(AUDIT_SENTENCE_ACTIONS.length).toBeGreaterThanOrEqual(recorded.size);
  });
});
