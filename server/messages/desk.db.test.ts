import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { messages, outbox, staffAuditLog } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import type { StaffActor } from "@core/staff-access";
import { createErasure } from "../services/erasure";
import { createMessageDesk } from "./desk";
import type { MessageQueueContext } from "./enqueue";

const admin: StaffActor = {
  id: "00000000-0000-4000-8000-0000000000a1",
  email: "admin@example.com",
  role: "admin",
  ipHash: "test-address",
};

/** /staff/messages' reads and actions (docs/decisions/047-messages.md "Sending"). */
describe("the message desk", () => {
  let database: DatabaseHandle;
  let clock = new Date();
  const woken: string[] = [];
  const ctx = (): MessageQueueContext => ({
    settings: {
      sms: {
        provider: "msg91",
        apiKey: "key-0123456789",
        sender: "SILLOG",
        dltEntityId: "1201160000000000001",
        baseUrl: "http://127.0.0.1:1",
        callbackSecret: "secret-0123456789abcdef",
      },
      whatsapp: null,
    },
    siteUrl: "https://sil.example",
    secret: "test-secret-0123456789",
    now: () => clock,
  });
  const desk = () =>
    createMessageDesk(
      database.db,
      ctx(),
      (c) => woken.push(c),
      () => clock,
    );
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("files a message under India's day at 00:30 and 23:30 IST, and counts the last 7 days", async () => {
    // 00:30 IST on 3 Dec is 19:00 UTC on 2 Dec; 23:30 IST on 3 Dec is 18:00 UTC on 3 Dec.
    clock = new Date("2026-12-02T19:00:00Z");
    const early = await desk().sendTest({ phone: "9822011111", channel: "sms", lang: "en" }, admin);
    clock = new Date("2026-12-03T18:00:00Z");
    const late = await desk().sendTest({ phone: "9822022222", channel: "sms", lang: "mr" }, admin);
    expect(early.queued && late.queued).toBe(true);
    const day = await desk().list({ date: "2026-12-03" });
    expect(day.rows.map((r) => r.phone).sort()).toEqual(["•••• 1111", "•••• 2222"]);
    expect((await desk().list({ date: "2026-12-02" })).total).toBe(0);
    const counts = await desk().counts();
    expect(counts[0]).toEqual({
      day: "2026-12-03",
      states: { queued: 2, sent: 0, delivered: 0, failed: 0 },
    });
    expect(counts).toHaveLength(7);
    expect(counts.at(-1)!.day).toBe("2026-11-27");
    // Just after midnight in India, the 3rd is yesterday.
    clock = new Date("2026-12-03T18:31:00Z");
    expect((await desk().counts())[1]!.states.queued).toBe(2);
    expect(woken).toEqual(["sms", "sms"]);
  });

  it("audits a test message, naming the number masked; refuses a channel that is off", async () => {
    const off = await desk().sendTest(
      { phone: "9822033333", channel: "whatsapp", lang: "en" },
      admin,
    );
    expect(off).toMatchObject({ queued: false, why: "channel_off" });
    const audits = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "message.test_sent"));
    expect(audits.length).toBe(2);
    expect(JSON.stringify(audits)).not.toContain("9822011111");
  });

  it("retries a failed message once: queued again, its item due with fresh tries, audited", async () => {
    const [row] = await database.db.select().from(messages).limit(1);
    await database.db
      .update(messages)
      .set({ state: "failed", failedAt: clock })
      .where(eq(messages.id, row!.id));
    await database.db
      .update(outbox)
      .set({ status: "failed", attempts: 19 })
      .where(eq(outbox.aboutId, row!.id));
    expect(await desk().retry(row!.id, admin)).toBe(true);
    expect(await desk().retry(row!.id, admin)).toBe(false);
    expect(await desk().retry("not-a-uuid", admin)).toBe(false);
    const [again] = await database.db.select().from(messages).where(eq(messages.id, row!.id));
    expect(again).toMatchObject({ state: "queued", failedAt: null });
    const [item] = await database.db.select().from(outbox).where(eq(outbox.aboutId, row!.id));
    expect(item).toMatchObject({ status: "pending", attempts: 0 });
    const audits = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "message.retried"));
    expect(audits).toHaveLength(1);
    const one = await desk().one(row!.id);
    expect(one!.fullPhone).toMatch(/^98220\d{5}$/);
    expect(await desk().one("nope")).toBeNull();
  });

  it("erases a number's messages, their outbox items, subscriptions, consents and codes", async () => {
    const erasure = createErasure(database.db);
    const who = erasure.parseIdentifier("+91 98220 22222")!;
    expect((await erasure.find(who)).phoneMessages).toBe(1);
    const [row] = await database.db.select().from(messages).where(eq(messages.phone, "9822022222"));
    const erased = await erasure.erase(who, admin);
    expect(erased.phoneMessages).toBe(1);
    expect(
      await database.db.select().from(messages).where(eq(messages.phone, "9822022222")),
    ).toEqual([]);
    expect(await database.db.select().from(outbox).where(eq(outbox.aboutId, row!.id))).toEqual([]);
    // Another number's stay.
    expect(
      (await database.db.select().from(messages).where(eq(messages.phone, "9822011111"))).length,
    ).toBe(1);
  });
});
