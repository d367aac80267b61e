import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "@core/zod";
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from "../../database/client";
import { outbox } from "../../database/schema";
import { migrateDatabase, migrationsFolder } from "../../database/migrate";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/test-smtp";
import { createLogger } from "../logger";
import { createOutboxSender } from "../services/outbox";
import { createOutboxQueue } from "../services/outbox-queue";
import { createWebhookQueue, createWebhookSender } from "../services/webhooks";

/** The first migration of the one outbox: the test starts from the database before it. */
const ONE_OUTBOX = "0010_one_outbox";

const JournalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) });

/** A copy of the migrations that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "sil-outbox-migration-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const file = path.join(folder, "meta", "_journal.json");
  const journal: unknown = JSON.parse(readFileSync(file, "utf8"));
  const parsed = JournalSchema.parse(journal);
  const cut = parsed.entries.findIndex((e) => e.tag === tag);
  writeFileSync(file, JSON.stringify({ ...parsed, entries: parsed.entries.slice(0, cut) }));
  return folder;
}

const EMAIL_ID = "5f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const WEBHOOK_ID = "6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const BODY = '{"event":"delivery_request.created","id":"delivery_request.created:old","data":{}}';

/**
 * decision 036: the e-mails and webhooks of the old tables move into the
 * one outbox with everything they had; a waiting e-mail is sent once, and a
 * failed webhook shows failed and can be retried, under its own key.
 */
describe("the one outbox's migration", () => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let server: Server;
  let url: string;
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  let before: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    url = `http://127.0.0.1:${(address satisfies AddressInfo).port}/hooks`;

    // The previous build's database, with the migrations before the one outbox.
    const previous = new PGlite({ extensions: PGLITE_EXTENSIONS });
    before = migrationsBefore(ONE_OUTBOX);
    await migrate(drizzle(previous), { migrationsFolder: before });
    // As the previous build left them: an e-mail waiting for its third try, a webhook given up.
    await previous.query(
      `insert into outbox_emails (id, to_address, reply_to, subject, body, status, attempts,
        next_attempt_at, last_error, headers, about_id, created_at)
      values ($1, 'asha@example.org', 'care@example.com', 'Your ticket', 'Hello Asha',
        'pending', 2, now() - interval '1 minute', 'connection refused',
        '{"List-Unsubscribe":"<https://example.com/u>"}',
        '7b0d4e2a-3c1f-4f6e-9a5b-2d8c6e1f0a93', now() - interval '1 hour')`,
      [EMAIL_ID],
    );
    await previous.query(
      `insert into webhook_outbox (id, event, idempotency_key, body, status, attempts,
        next_attempt_at, last_error, last_status, last_answer, about_id, created_at)
      values ($1, 'delivery_request.created', 'delivery_request.created:old', $2,
        'failed', 19, now() + interval '1 hour', 'answered 503', 503, 'busy',
        '8c1e5f3b-4d2a-4b7c-9e6f-3a9d7e2b1c04', now() - interval '1 day')`,
      [WEBHOOK_ID, BODY],
    );
    const dump = await previous.dumpDataDir();
    await previous.close();
    // This build starts on it and applies the rest.
    database = await openDatabase({ kind: "pglite", loadDataDir: dump });
    await migrateDatabase(database);
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("applies the move, and the old tables' names are gone (0012 drops their views)", async () => {
    const views = await database.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.views`)
      .where(sql`table_schema = 'public'`)
      .orderBy(sql`1`);
    expect(views.map((v) => v.name)).toEqual([]);
    const moved = await database.db
      .select({ id: outbox.id, channel: outbox.channel })
      .from(outbox)
      .orderBy(outbox.channel);
    expect(moved).toEqual([
      { id: EMAIL_ID, channel: "email" },
      { id: WEBHOOK_ID, channel: "webhook" },
    ]);
  });

  it("keeps the waiting e-mail's state, and sends it once", async () => {
    const queue = createOutboxQueue(database.db);
    expect((await queue.list({ status: "pending" })).rows).toEqual([
      expect.objectContaining({
        id: EMAIL_ID,
        to: "asha@example.org",
        subject: "Your ticket",
        attempts: 2,
        lastError: "connection refused",
      }),
    ]);
    const sender = createOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "SIL <no-reply@example.com>",
      logger: createLogger("silent"),
    });
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await sender.stop();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["asha@example.org"]);
    expect(mail!.raw).toMatch(/^Subject: Your ticket$/m);
    expect(mail!.raw).toMatch(/^Reply-To: care@example.com$/m);
    expect(mail!.raw).toMatch(/^List-Unsubscribe: <https:\/\/example.com\/u>$/m);
    expect((await queue.totals()).pending).toBe(0);
  });

  it("shows the failed webhook failed, and a retry delivers it under its own key and body", async () => {
    const queue = createWebhookQueue(database.db);
    const { rows, totals } = await queue.list();
    expect(totals).toEqual({ failed: 1, pending: 0 });
    expect(rows).toEqual([
      expect.objectContaining({
        id: WEBHOOK_ID,
        status: "failed",
        attempts: 19,
        idempotencyKey: "delivery_request.created:old",
        lastError: "answered 503",
        lastStatus: 503,
        lastAnswer: "busy",
      }),
    ]);
    expect(await queue.retryFailed(WEBHOOK_ID)).toBe(1);
    const sender = createWebhookSender({
      db: database.db,
      url,
      secret: "webhook-secret-for-tests",
      logger: createLogger("silent"),
    });
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toBe(BODY);
    expect(received[0]!.headers["idempotency-key"]).toBe("delivery_request.created:old");
    expect((await queue.totals()).failed).toBe(0);
  });
});
