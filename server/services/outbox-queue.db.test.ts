import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { staffAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import { clearEmails, insertEmails, queuedEmails } from "../../tests/support/test-outbox";
import type { StaffActor } from "@core/staff-access";
import { createOutboxQueue } from "./outbox-queue";

const ops: StaffActor = {
  id: "00000000-0000-4000-8000-0000000000a5",
  email: "ops@example.com",
  role: "ops",
  ipHash: "test-address",
};

describe("outbox queue (/staff/outbox)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await clearEmails(database.db);
  });

  const later = new Date(Date.now() + 3_600_000);
  async function seed() {
    return insertEmails(database.db, [
      { toAddress: "a@example.org", subject: "Sent one", body: "secret body", status: "sent" },
      {
        toAddress: "b@example.org",
        subject: "Failed one",
        body: "secret body",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
        nextAttemptAt: later,
      },
      {
        toAddress: "c@example.org",
        subject: "Failed two",
        body: "secret body",
        status: "failed",
        attempts: 8,
        lastError: "connection refused",
        nextAttemptAt: later,
      },
      {
        toAddress: "d@example.org",
        subject: "Waiting",
        body: "secret body",
        status: "pending",
        attempts: 2,
        lastError: "timeout",
      },
    ]);
  }

  it("lists failed then pending, never sent ones, and never the body", async () => {
    await seed();
    const { rows, totals, pages } = await createOutboxQueue(database.db).list();
    expect(totals).toEqual({ failed: 2, pending: 1 });
    expect(pages).toBe(1);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed", "pending"]);
    expect(rows.map((r) => r.subject)).not.toContain("Sent one");
    expect(JSON.stringify(rows)).not.toContain("secret body");
    expect(rows[2]).toMatchObject({ to: "d@example.org", attempts: 2, lastError: "timeout" });
    const failedOnly = await createOutboxQueue(database.db).list({ status: "failed" });
    expect(failedOnly.rows.map((r) => r.subject).sort()).toEqual(["Failed one", "Failed two"]);
  });

  it("retries one failed e-mail: pending and due now, its attempts and error kept", async () => {
    const ids = Object.fromEntries((await seed()).map((r) => [r.subject, r.id]));
    const now = new Date("2026-11-23T06:00:00Z");
    const queue = createOutboxQueue(database.db, () => now);
    expect(await queue.retryFailed(ids["Failed one"])).toBe(1);
    const [row] = await queuedEmails(database.db, { id: ids["Failed one"]! });
    expect(row).toMatchObject({
      status: "pending",
      attempts: 8,
      lastError: "550 mailbox unavailable",
    });
    expect(row!.nextAttemptAt.toISOString()).toBe(now.toISOString());
    // The other failed one is untouched; a sent or pending one is not "retried".
    expect((await queue.list()).totals).toEqual({ failed: 1, pending: 2 });
    expect(await queue.retryFailed(ids["Sent one"])).toBe(0);
    expect(await queue.retryFailed(ids["Waiting"])).toBe(0);
    expect(await queue.retryFailed("not-an-id")).toBe(0);
  });

  it("retries every failed e-mail at once", async () => {
    await seed();
    const queue = createOutboxQueue(database.db);
    expect(await queue.retryFailed()).toBe(2);
    expect((await queue.list()).totals).toEqual({ failed: 0, pending: 3 });
    expect(await queue.retryFailed()).toBe(0);
  });

  it("audits a staff member's retry that moved any, one by id or all at once", async () => {
    const ids = Object.fromEntries((await seed()).map((r) => [r.subject, r.id]));
    const queue = createOutboxQueue(database.db);
    const rows = () =>
      database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.actorId, ops.id))
        .orderBy(asc(staffAuditLog.id));
    expect(await queue.retryFailed(ids["Waiting"], ops)).toBe(0);
    expect(await queue.retryFailed(ids["Failed one"], ops)).toBe(1);
    expect(await queue.retryFailed(undefined, ops)).toBe(1);
    expect(await queue.retryFailed(undefined, ops)).toBe(0);
    expect(await queue.retryFailed()).toBe(0);
    expect(
      (await rows()).map((r) => [r.action, r.actorEmail, r.targetType, r.targetId, r.detail]),
    ).toEqual([
      ["outbox.retried", ops.email, "outbox_email", ids["Failed one"], null],
      ["outbox.retried", ops.email, "outbox_email", "all-failed", { count: 1 }],
    ]);
  });
});
