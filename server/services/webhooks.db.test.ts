import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { openTestDatabase } from "../../tests/support/test-database";
import { clearWebhooks, queuedWebhooks, setWebhookState } from "../../tests/support/test-outbox";
import { createLogger } from "../logger";
import { createWebhookQueue, createWebhookSender, enqueueWebhook } from "./webhooks";

const SECRET = "webhook-secret-for-tests";
const HOUR = 60 * 60 * 1000;

/** docs/webhooks.md's check, as a receiving system would write it. */
function verify(body: string, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("webhooks to the company's systems", () => {
  let database: DatabaseHandle;
  let server: Server;
  let url: string;
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  /** The statuses the receiver answers, in turn; 204 once they run out. */
  let answers: number[] = [];
  let clock = new Date("2026-11-27T06:00:00Z");
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
        res.statusCode = answers.shift() ?? 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });
  beforeEach(async () => {
    await clearWebhooks(database.db);
    received.length = 0;
    answers = [];
  });

  const sender = () =>
    createWebhookSender({
      db: database.db,
      url,
      secret: SECRET,
      logger: createLogger("silent"),
      now,
    });
  const queue = (n: number) =>
    enqueueWebhook(database.db, {
      event: "delivery_request.created",
      key: `delivery_request.created:test-${n}`,
      aboutId: "00000000-0000-4000-8000-00000000000" + n,
      at: clock,
      data: { request_id: `test-${n}`, lr_no: "LR123456789", option: "collect" },
    });

  it("POSTs the body signed with WEBHOOK_SECRET and an Idempotency-Key", async () => {
    await queue(1);
    expect(await sender().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.headers["content-type"]).toBe("application/json");
    expect(hit!.headers["idempotency-key"]).toBe("delivery_request.created:test-1");
    expect(verify(hit!.body, hit!.headers["x-sil-signature"] as string)).toBe(true);
    expect(verify(`${hit!.body} `, hit!.headers["x-sil-signature"] as string)).toBe(false);
    expect(JSON.parse(hit!.body)).toMatchObject({
      event: "delivery_request.created",
      id: "delivery_request.created:test-1",
      data: { lr_no: "LR123456789" },
    });
    const [row] = await queuedWebhooks(database.db);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastStatus: 204 });
  });

  it("retries after a 500 with backoff, under the same key and signature", async () => {
    answers = [500];
    await queue(2);
    const hooks = sender();
    expect(await hooks.deliverDue()).toEqual({ sent: 0, failed: 1 });
    // Not due again at once.
    expect(await hooks.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + 31_000);
    expect(await hooks.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers["idempotency-key"]).toBe(received[0]!.headers["idempotency-key"]);
    const [row] = await queuedWebhooks(database.db);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up after a day, and operations retry it from the console", async () => {
    answers = Array(40).fill(503);
    await queue(3);
    const hooks = sender();
    const start = clock.getTime();
    let tries = 0;
    while ((await queuedWebhooks(database.db))[0]!.status === "pending" && tries < 40) {
      await hooks.deliverDue();
      tries += 1;
      clock = new Date(clock.getTime() + 2 * HOUR);
    }
    const [row] = await queuedWebhooks(database.db);
    expect(row!.status).toBe("failed");
    expect(clock.getTime() - start).toBeGreaterThan(20 * HOUR);
    expect(clock.getTime() - start).toBeLessThan(30 * HOUR);
    const desk = createWebhookQueue(database.db, now);
    expect((await desk.list()).totals).toEqual({ failed: 1, pending: 0 });
    expect(await desk.retryFailed(row!.id)).toBe(1);
    answers = [];
    expect(await hooks.deliverDue()).toEqual({ sent: 1, failed: 0 });
  });

  it("delivers once when two senders (two processes, or one restarted) share the database", async () => {
    await queue(4);
    await queue(5);
    const first = sender();
    const second = sender();
    const results = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    // A third, started after, finds nothing left to send.
    const restarted = sender();
    expect(await restarted.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(received.map((r) => r.headers["idempotency-key"]).sort()).toEqual([
      "delivery_request.created:test-4",
      "delivery_request.created:test-5",
    ]);
  });

  it("leaves a row claimed by a sender that died to be tried again when its lease ends", async () => {
    await queue(6);
    // A sender claims it (its lease moves the next try 2 minutes ahead) and dies before posting.
    await setWebhookState(database.db, { nextAttemptAt: new Date(clock.getTime() + 120_000) });
    const restarted = sender();
    expect(await restarted.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + 121_000);
    expect(await restarted.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
  });
});
