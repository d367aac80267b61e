import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import { actorOf, ensureAdmin } from "../../tests/support/test-staff";
import { createLogger } from "../logger";
import { setWebhookState } from "../../tests/support/test-outbox";
import { createWebhookSender } from "./webhooks";

const SECRET = "webhook-secret-for-tests";

/**
 * What operations read of an undelivered webhook at /staff/outbox: the
 * shipment and request it tells of, why it failed in words (a refused
 * connection, a timeout, an answer) with the first bytes of the receiver's
 * answer, and "Try now" that wakes the sender. A real local receiver.
 */
describe("the webhook outbox as operations read it", () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  /** What the receiver does next: answer with a status and body, or never answer. */
  let next: { status: number; body: string } | "hang" = { status: 204, body: "" };
  let woken = 0;
  beforeAll(async () => {
    t = await openTestApp({
      services: { deliveryWebhooks: true, kickWebhooks: () => (woken += 1) },
    });
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        if (next === "hang") return;
        res.statusCode = next.status;
        res.end(next.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    const asked = await t.services.deliveryOptions.request(
      "LR444444444",
      { option: "phone", phone: "9123456789", pincode: "110001", phone_last4: "9876" },
      { ipHash: "outbox-view-test", language: "en" },
    );
    if (asked.kind !== "created") throw new Error(asked.kind);
  }, 120_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t?.database.close();
  });

  const sender = (url: string, timeoutMs = 2_000) =>
    createWebhookSender({
      db: t.database.db,
      url,
      secret: SECRET,
      logger: createLogger("silent"),
      timeoutMs,
    });
  const shown = async () => (await t.services.webhookQueue.list()).rows[0]!;
  const dueNow = () => setWebhookState(t.database.db, { nextAttemptAt: new Date() });

  it("names the shipment and the request it tells of", async () => {
    expect(await shown()).toMatchObject({
      event: "delivery_request.created",
      lrNo: "LR444444444",
      option: "phone",
      requestStatus: "received",
      requestId: expect.any(String),
    });
  });

  it("words a refused connection, a timeout and an answer, with the answer's first bytes", async () => {
    // A port nobody listens on: the one of a server just closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const gone = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await sender(`http://127.0.0.1:${gone}/hooks`).deliverDue();
    expect(await shown()).toMatchObject({
      lastError: `connection refused by 127.0.0.1:${gone}`,
      lastStatus: null,
      lastAnswer: null,
    });

    await dueNow();
    next = "hang";
    await sender(`http://127.0.0.1:${port}/hooks`, 300).deliverDue();
    expect((await shown()).lastError).toBe(
      `timed out after 300 ms without an answer from 127.0.0.1:${port}`,
    );

    await dueNow();
    next = { status: 500, body: `{"error":"database down"}\n${"x".repeat(500)}` };
    await sender(`http://127.0.0.1:${port}/hooks`).deliverDue();
    const row = await shown();
    expect(row).toMatchObject({ lastError: "answered 500", lastStatus: 500, attempts: 3 });
    expect(row.lastAnswer).toMatch(/^\{"error":"database down"\} x+$/);
    expect(row.lastAnswer!.length).toBeLessThanOrEqual(200);
  });

  it("tries a waiting webhook now, and wakes the sender", async () => {
    const actor = await actorOf(t, await ensureAdmin(t));
    const row = await shown();
    expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    expect(await t.services.webhookQueue.tryNow(row.id, actor)).toBe(true);
    expect(woken).toBe(1);
    next = { status: 204, body: "" };
    expect(await sender(`http://127.0.0.1:${port}/hooks`).deliverDue()).toEqual({
      sent: 1,
      failed: 0,
    });
    // Delivered: nothing left to try.
    expect(await t.services.webhookQueue.tryNow(row.id, actor)).toBe(false);
  });
});
