import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { staffAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import {
  clearEmails,
  insertEmails,
  queuedEmails,
  setEmailState,
} from "../../tests/support/test-outbox";
import { createLogger } from "../logger";
import { freePort, startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp";
import { createOutboxSender, enqueueEmails, OUTBOX_MAX_ATTEMPTS, retryDelayMs } from "./outbox";
import { createOutboxQueue } from "./outbox-queue";

const FROM = "Sahyadri Interlink Logistics <info@example.com>";
const email = {
  to: "visitor@example.org",
  replyTo: "info@example.com",
  subject: "We received your quote request",
  body: "Dear Asha,\nThank you.",
};

describe("outbox", () => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await clearEmails(database.db);
    smtp.received.length = 0;
  });

  const sender = (port: number, now?: () => Date) =>
    createOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      logger: createLogger("silent"),
      now,
    });

  it("delivers a pending e-mail to the SMTP server and marks it sent", async () => {
    await enqueueEmails(database.db, [email]);
    const outbox = sender(smtp.port);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await outbox.stop();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(["visitor@example.org"]);
    expect(message!.from).toBe("info@example.com");
    expect(message!.raw).toContain("Subject: We received your quote request");
    expect(message!.raw).toMatch(/Reply-To: info@example\.com/);
    expect(message!.raw).toContain("Dear Asha,");
    const [row] = await queuedEmails(database.db);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("sends an e-mail queued in the same millisecond as it looks", async () => {
    await enqueueEmails(database.db, [email]);
    const [row] = await queuedEmails(database.db);
    // A JavaScript clock reading the very millisecond the database stamped (to the microsecond before).
    const outbox = sender(smtp.port, () => new Date(row!.nextAttemptAt));
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await outbox.stop();
  });

  it("sends each e-mail once, however often it runs", async () => {
    await enqueueEmails(database.db, [email, { ...email, to: "second@example.org" }]);
    const outbox = sender(smtp.port);
    await Promise.all([outbox.deliverDue(), outbox.deliverDue()]);
    await outbox.deliverDue();
    await outbox.stop();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      "second@example.org",
      "visitor@example.org",
    ]);
  });

  it("keeps an e-mail after a refused connection and delivers it on a later attempt", async () => {
    const port = await freePort();
    await enqueueEmails(database.db, [email]);
    // The database stamps microseconds; a clock read in the same millisecond would be earlier.
    let clock = new Date(Date.now() + 1);
    const outbox = sender(port, () => clock);

    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await queuedEmails(database.db);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(afterFailure!.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    const server = await startTestSmtpServer(port);
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await outbox.stop();
    await server.close();
    expect(server.received).toHaveLength(1);
    const [delivered] = await queuedEmails(database.db);
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up after the last attempt and marks the e-mail failed", async () => {
    const port = await freePort();
    await enqueueEmails(database.db, [email]);
    await setEmailState(database.db, { attempts: OUTBOX_MAX_ATTEMPTS - 1 });
    const outbox = sender(port);
    await outbox.deliverDue();
    await outbox.stop();
    const [row] = await queuedEmails(database.db, { to: email.to });
    expect(row).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it("sends one person's e-mails about one record in the order they were queued, across processes", async () => {
    const aboutId = "7b0d4e2a-3c1f-4f6e-9a5b-2d8c6e1f0a93";
    const about = (subject: string) => ({ ...email, subject, aboutId });
    // Three events, each in its own transaction, as a reply, a status change and a resolution are.
    for (const subject of ["Reply", "Acknowledged", "Resolved"])
      await enqueueEmails(database.db, [about(subject)]);
    await enqueueEmails(database.db, [{ ...email, to: "someone-else@example.org", aboutId }]);
    // The first could not be sent and waits to be retried, a minute away.
    await setEmailState(
      database.db,
      { attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) },
      { subject: "Reply" },
    );
    let clock = new Date(Date.now() + 1);
    const first = sender(smtp.port, () => clock);
    const second = sender(smtp.port, () => clock);
    await Promise.all([first.deliverDue(), second.deliverDue()]);
    // Only the other person's: the ticket's later e-mails wait for the first.
    expect(smtp.received.map((m) => m.to[0])).toEqual(["someone-else@example.org"]);

    clock = new Date(clock.getTime() + 60_000);
    for (let round = 0; round < 4; round++)
      await Promise.all([first.deliverDue(), second.deliverDue()]);
    await Promise.all([first.stop(), second.stop()]);
    const subjects = smtp.received
      .filter((m) => m.to[0] === email.to)
      .map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]);
    expect(subjects).toEqual(["Reply", "Acknowledged", "Resolved"]);
  });

  it("backs off exponentially, at most an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("delivers on its own once started, and stops cleanly", async () => {
    await enqueueEmails(database.db, [email]);
    const outbox = createOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: FROM,
      logger: createLogger("silent"),
      intervalMs: 20,
    });
    outbox.start();
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    await outbox.stop();
  });

  it("sends a burst batch after batch in one run, not one batch an interval", async () => {
    await enqueueEmails(
      database.db,
      Array.from({ length: 25 }, (_, i) => ({ ...email, to: `burst-${i}@example.org` })),
    );
    const outbox = createOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: FROM,
      logger: createLogger("silent"),
      // One run only within the test: the next interval is far away.
      intervalMs: 60_000,
      batchSize: 10,
    });
    outbox.start();
    await expect
      .poll(() => smtp.received.filter((m) => m.to[0]?.startsWith("burst-")).length, {
        timeout: 15_000,
      })
      .toBe(25);
    await outbox.stop();
  });

  it("sends a waiting e-mail at once on Send now, not at its next try an hour away", async () => {
    const [queued] = await insertEmails(database.db, [
      {
        toAddress: "waiting@example.org",
        subject: "Your pickup is booked",
        body: "See you at 10.",
        attempts: 2,
        lastError: "timeout",
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    const outbox = createOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: FROM,
      logger: createLogger("silent"),
      // The sender's own next look is an hour away: only the kick can send it now.
      intervalMs: 3_600_000,
    });
    outbox.start();
    const queue = createOutboxQueue(database.db, undefined, outbox.kick);
    const ops = {
      id: "00000000-0000-4000-8000-0000000000a6",
      email: "ops@example.com",
      role: "ops" as const,
      ipHash: "test-address",
    };
    expect(await queue.sendNow(queued!.id, ops)).toBe(true);
    await expect
      .poll(() => smtp.received.filter((m) => m.to[0] === "waiting@example.org").length, {
        timeout: 5_000,
      })
      .toBe(1);
    await outbox.stop();
    const [row] = await queuedEmails(database.db, { id: queued!.id });
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    const audited = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, queued!.id));
    expect(audited.map((a) => [a.action, a.actorId])).toEqual([["outbox.sent_now", ops.id]]);
    // Sent, it is no longer waiting: nothing to send now, nothing audited.
    expect(await queue.sendNow(queued!.id, ops)).toBe(false);
    expect(await queue.sendNow("not-an-id", ops)).toBe(false);
  });

  it("sends the extra headers an e-mail was queued with", async () => {
    await enqueueEmails(database.db, [
      {
        ...email,
        headers: {
          "List-Unsubscribe": "<https://example.in/tracking-alerts/unsubscribe?t=abc>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      },
    ]);
    const outbox = sender(smtp.port);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await outbox.stop();
    expect(smtp.received[0]!.raw).toContain(
      "List-Unsubscribe: <https://example.in/tracking-alerts/unsubscribe?t=abc>",
    );
    expect(smtp.received[0]!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
