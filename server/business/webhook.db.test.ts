/**
 * The business webhook (CONTRACT.md "Business accounts", "webhook";
 * docs/decisions/042-business-webhooks.md): events posted through the real
 * ingestion API reach a real local HTTP receiver, signed with the secret the
 * owner was shown, retried, delivered once by two loops, kept while the
 * receiver is down; the owner's settings, list and "Send again", and staff's
 * view of its health.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { businessWebhooks, outbox } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  addShipments,
  auditActions,
  makeBusiness,
  type TestBusiness,
} from "../../tests/support/test-business";
import { createLogger } from "../logger";
import { webhookRetryDelayMs } from "../outbox/channels/webhook";
import type { WebhookActor } from "./webhook";

const TOKEN = "hook-tests-ops-token-0123456789";
const SECRET = "hook-tests-session-secret";

function verify(secret: string, body: string, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("the business webhook", () => {
  let t: TestApp;
  let a: TestBusiness;
  let b: TestBusiness;
  let owner: WebhookActor;
  let other: WebhookActor;
  let aLr: string;
  let bLr: string;
  let server: Server;
  let port: number;
  let url: string;
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  /** The statuses the receiver answers, in turn; 200 once they run out. */
  let answers: number[] = [];
  /** The loops' clock runs ahead of the database's by this much (a retry falls due). */
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  let scan = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
          const status = answers.shift() ?? 200;
          res.statusCode = status;
          res.end(status >= 500 ? "receiver broke: ".padEnd(900, "x") : "ok");
        });
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () => new Promise((resolve) => server.close(resolve));

  /** One event for the shipment through the ingestion API, as the company's systems send it. */
  async function postEvent(lrNo: string, status = "In Transit") {
    scan += 1;
    const res = await t.app.request(`/api/ops/shipments/${lrNo}/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          {
            id: `hook-scan-${scan}`,
            status,
            location: "Pune Hub",
            remarks: "Arrived at hub",
            occurred_at: "2026-12-03T09:00:00+05:30",
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
  }

  const hooks = () => t.services.businessWebhooks;
  const loop = () => hooks().sender({ logger: createLogger("silent"), now });
  const items = () =>
    t.database.db.select().from(outbox).where(eq(outbox.channel, "business_webhook"));

  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, services: { secret: SECRET } });
    a = await makeBusiness(t.database.db, "Hook Alpha");
    b = await makeBusiness(t.database.db, "Hook Beta");
    aLr = (await addShipments(t.database.db, a, [{ clientRef: "ORD-77" }]))[0]!;
    bLr = (await addShipments(t.database.db, b, [{}]))[0]!;
    owner = { id: a.userId, email: a.email, role: "owner", businessId: a.id, ipHash: "h" };
    other = { id: b.userId, email: b.email, role: "owner", businessId: b.id, ipHash: "h" };
    port = 0;
    await listen();
    url = `http://127.0.0.1:${port}/sil-hooks`;
  });
  afterAll(async () => {
    await down();
    t.services.close();
    await t.database.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(outbox).where(eq(outbox.channel, "business_webhook"));
    await t.database.db.delete(businessWebhooks);
    received.length = 0;
    answers = [];
    ahead = 0;
  });

  it("refuses URLs that are not https, or http to this machine, and stores nothing", async () => {
    const refused: [string, string][] = [
      ["", "empty"],
      ["not a url", "notUrl"],
      ["ftp://hooks.example.com/x", "scheme"],
      ["http://hooks.example.com/x", "httpNotLocal"],
      ["http://127.0.0.1.example.com/x", "httpNotLocal"],
      ["http://10.0.0.5/x", "httpNotLocal"],
      ["https://user:pass@hooks.example.com/x", "credentials"],
      [`https://hooks.example.com/${"a".repeat(2_000)}`, "tooLong"],
    ];
    for (const [value, problem] of refused) {
      expect(await hooks().setUrl(owner, value), value).toEqual({ ok: false, problem });
      expect(await hooks().settings(a.id)).toBeNull();
    }
    for (const value of [
      "https://hooks.example.com/sil",
      "http://localhost:9000/x",
      "http://[::1]:9000/x",
      "http://127.0.0.1:9000/x",
    ]) {
      const set = await hooks().setUrl(owner, value);
      expect(set.ok, value).toBe(true);
    }
    expect((await hooks().settings(a.id))?.url).toBe("http://127.0.0.1:9000/x");
  });

  it("is for owners only, in the service too", async () => {
    await expect(hooks().setUrl({ ...owner, role: "booker" }, url)).rejects.toThrow();
    await expect(hooks().sendAgain({ ...owner, role: "viewer" }, a.id)).rejects.toThrow();
  });

  it("POSTs each new event signed with the secret shown once, over the exact bytes", async () => {
    const set = await hooks().setUrl(owner, url);
    if (!set.ok || !set.secret) throw new Error("no secret");
    const secret = set.secret;
    // Only its sealed form is stored.
    const [row] = await t.database.db.select().from(businessWebhooks);
    expect(row!.secretSealed).not.toContain(secret);
    // A change of URL keeps the secret and shows none.
    expect(await hooks().setUrl(owner, `${url}?v=2`)).toEqual({ ok: true, secret: null });

    await postEvent(aLr);
    await postEvent(bLr); // business B has no webhook: nothing queued
    expect(await items()).toHaveLength(1);
    expect(await loop().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(verify(secret, hit!.body, hit!.headers["x-sil-signature"] as string)).toBe(true);
    expect(verify(secret, `${hit!.body} `, hit!.headers["x-sil-signature"] as string)).toBe(false);
    const body = JSON.parse(hit!.body);
    expect(body).toMatchObject({
      event: "tracking.event",
      lr_no: aLr,
      client_ref: "ORD-77",
      status: "In Transit",
      location: "Pune Hub",
      remarks: "Arrived at hub",
      timestamp: "2026-12-03T03:30:00.000Z",
    });
    expect(typeof body.tracking_id).toBe("number");
    expect(hit!.headers["idempotency-key"]).toBe(`tracking.event:${body.tracking_id}`);
    expect(body.id).toBe(hit!.headers["idempotency-key"]);

    // The owner's list: the one delivery, delivered, with its answer.
    const list = await hooks().deliveries(a.id);
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      lrNo: aLr,
      eventStatus: "In Transit",
      state: "sent",
      tries: 1,
      lastStatus: 200,
      lastAnswer: "ok",
    });
    expect((await hooks().deliveries(b.id)).rows).toEqual([]);

    // A new secret signs from then on.
    const renewed = await hooks().makeNewSecret(owner);
    expect(renewed).toMatch(/^whsec_/);
    await postEvent(aLr, "Out for Delivery");
    await loop().deliverDue();
    expect(
      verify(renewed!, received[1]!.body, received[1]!.headers["x-sil-signature"] as string),
    ).toBe(true);
    expect(await auditActions(t.database.db, a.id)).toEqual(
      expect.arrayContaining(["webhook.set", "webhook.url_changed", "webhook.secret_made"]),
    );
  });

  it("retries after a 500 under the same key and body, and records each answer", async () => {
    await hooks().setUrl(owner, url);
    answers = [500];
    await postEvent(aLr);
    const sender = loop();
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = (await hooks().deliveries(a.id)).rows;
    expect(waiting).toMatchObject({ state: "pending", tries: 1, lastStatus: 500 });
    // A short, bounded excerpt of the answer is kept.
    expect(waiting!.lastAnswer!.startsWith("receiver broke:")).toBe(true);
    expect(waiting!.lastAnswer!.length).toBeLessThanOrEqual(200);
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    ahead += 31_000;
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers["idempotency-key"]).toBe(received[0]!.headers["idempotency-key"]);
    expect((await hooks().deliveries(a.id)).rows[0]).toMatchObject({
      state: "sent",
      tries: 2,
      lastStatus: 200,
    });
  });

  it("delivers each event once with two loops on the same database", async () => {
    await hooks().setUrl(owner, url);
    for (let i = 0; i < 6; i += 1) await postEvent(aLr, i % 2 ? "In Transit" : "Delayed");
    const [first, second] = [loop(), loop()];
    const results = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(await loop().deliverDue()).toEqual({ sent: 0, failed: 0 });
    const keys = received.map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(6);
    expect(keys).toHaveLength(6);
  });

  it("loses nothing while the receiver is down, and delivers when it is up", async () => {
    await hooks().setUrl(owner, url);
    await postEvent(aLr);
    await down();
    const sender = loop();
    for (let tries = 1; tries <= 10; tries += 1) {
      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 1 });
      ahead += webhookRetryDelayMs(tries) + 1_000;
    }
    const [row] = (await hooks().deliveries(a.id)).rows;
    expect(row).toMatchObject({ state: "pending", tries: 10, lastStatus: null });
    expect(row!.lastError).toContain("connection refused");
    await listen();
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    // Staff see the last failure's words and time, never the secret.
    const health = await hooks().health(a.id);
    expect(health).toMatchObject({ configured: true, host: `127.0.0.1:${port}`, enabled: true });
    expect(health.delivered).toBe(1);
  });

  it("sends one again for its own business only, audited; off gives up what waits", async () => {
    await hooks().setUrl(owner, url);
    await postEvent(aLr);
    await loop().deliverDue();
    const [done] = (await hooks().deliveries(a.id)).rows;
    // Another business's owner asking with this id: not found, nothing changed.
    await hooks().setUrl(other, url);
    expect(await hooks().sendAgain(other, done!.id)).toEqual({ ok: false, notFound: true });
    expect(await hooks().sendAgain(owner, "not-an-id")).toEqual({ ok: false, notFound: true });
    expect(await hooks().sendAgain(owner, done!.id)).toEqual({ ok: true });
    expect(await loop().deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(2);
    expect(received[1]!.headers["idempotency-key"]).toBe(received[0]!.headers["idempotency-key"]);
    expect(await auditActions(t.database.db, a.id)).toContain("webhook.sent_again");

    // Turned off: what waits is given up, new events are not queued, "Send again" refused.
    answers = [503];
    await postEvent(aLr, "Delayed");
    await loop().deliverDue();
    expect(await hooks().setEnabled(owner, false)).toBe(true);
    const failed = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.aboutId, a.id), eq(outbox.status, "failed")));
    expect(failed).toHaveLength(1);
    await postEvent(aLr, "Delivered");
    expect((await hooks().deliveries(a.id)).total).toBe(2);
    expect(await hooks().sendAgain(owner, done!.id)).toEqual({ ok: false, off: true });
    const health = await hooks().health(a.id);
    expect(health).toMatchObject({ enabled: false, delivered: 1, waiting: 0, failed: 1 });
    expect(health.lastFailure).toMatchObject({ lrNo: aLr, status: 503 });
    expect(health.lastFailure!.at).toBeInstanceOf(Date);
    expect(JSON.stringify(health)).not.toContain("whsec_");
    // Removed: gone, its deliveries still listed.
    expect(await hooks().remove(owner)).toBe(true);
    expect(await hooks().settings(a.id)).toBeNull();
    expect((await hooks().deliveries(a.id)).total).toBe(2);
    expect(await auditActions(t.database.db, a.id)).toEqual(
      expect.arrayContaining(["webhook.turned_off", "webhook.removed"]),
    );
  });

  it("queues nothing twice when the ingestion call is retried", async () => {
    await hooks().setUrl(owner, url);
    const body = JSON.stringify({
      events: [{ id: "same-scan", status: "In Transit", occurred_at: "2026-12-03T10:00:00Z" }],
    });
    for (let i = 0; i < 2; i += 1)
      await t.app.request(`/api/ops/shipments/${aLr}/events`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        body,
      });
    expect(await items()).toHaveLength(1);
  });
});
