import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { messages, outbox } from "../../database/schema";
import { openTestDatabase } from "../../tests/support/test-database";
import { DAILY_MESSAGES_PER_SHIPMENT, enqueueMessage, type MessageQueueContext } from "./enqueue";
import { MESSAGES_ON } from "../../tests/support/test-messages";
import type { MessageSettings } from "./settings";

const SMS_ON: MessageSettings = { ...MESSAGES_ON, whatsapp: null };
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123";

describe("queuing a message", () => {
  let handle: DatabaseHandle;
  let clock = new Date("2026-12-03T18:00:00Z"); // 23:30 in India
  const ctx = (settings = SMS_ON): MessageQueueContext => ({
    settings,
    siteUrl: "https://sil.example",
    secret: "test-secret-0123456789",
    now: () => clock,
  });
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  const outOfDelivery = (lrNo: string, phone = "9822012345") => ({
    channel: "sms" as const,
    phone,
    event: "out_for_delivery" as const,
    lang: "hi" as const,
    values: { lrNo, day: "आज", alertsToken: TOKEN },
    lrNo,
  });

  it("writes the message with its text and an outbox item about it, in the caller's transaction", async () => {
    const queued = await handle.db.transaction((tx) =>
      enqueueMessage(tx, ctx(), outOfDelivery("LR123456789")),
    );
    expect(queued.queued).toBe(true);
    if (!queued.queued) return;
    const [row] = await handle.db.select().from(messages).where(eq(messages.id, queued.id));
    expect(row).toMatchObject({ state: "queued", channel: "sms", language: "hi" });
    expect(row!.body).toContain("LR123456789");
    expect(row!.body).toContain(`https://sil.example/hi/alerts/${TOKEN}`);
    const items = await handle.db.select().from(outbox).where(eq(outbox.aboutId, queued.id));
    expect(items.map((i) => [i.channel, i.payload])).toEqual([["sms", { messageId: queued.id }]]);
  });

  it("writes nothing when the transaction rolls back", async () => {
    const before = (await handle.db.select().from(messages)).length;
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMessage(tx, ctx(), outOfDelivery("LR000000001"));
        throw new Error("the event was not stored");
      }),
    ).rejects.toThrow("the event was not stored");
    expect((await handle.db.select().from(messages)).length).toBe(before);
  });

  it("writes nothing while the channel is off, and says so", async () => {
    const answer = await enqueueMessage(handle.db, ctx({ sms: null, whatsapp: null }), {
      ...outOfDelivery("LR000000002"),
    });
    expect(answer).toEqual({ queued: false, why: "channel_off" });
    expect(await handle.db.select().from(messages).where(eq(messages.lrNo, "LR000000002"))).toEqual(
      [],
    );
  });

  it("refuses a value longer than its DLT place before writing anything", async () => {
    const answer = await enqueueMessage(handle.db, ctx(), {
      ...outOfDelivery("LR000000003"),
      values: { lrNo: "LR000000003", day: "x".repeat(31), alertsToken: TOKEN },
    });
    expect(answer).toMatchObject({ queued: false, why: "no_template" });
    expect(await handle.db.select().from(messages).where(eq(messages.lrNo, "LR000000003"))).toEqual(
      [],
    );
  });

  it("sends one number at most 6 messages about a shipment in India's day, then more the next day", async () => {
    const lrNo = "LR000000004";
    const answers = [];
    for (let i = 0; i < DAILY_MESSAGES_PER_SHIPMENT + 2; i++)
      answers.push(await enqueueMessage(handle.db, ctx(), outOfDelivery(lrNo)));
    expect(answers.filter((a) => a.queued)).toHaveLength(DAILY_MESSAGES_PER_SHIPMENT);
    expect(answers.at(-1)).toEqual({ queued: false, why: "daily_limit" });
    // Another number, and the consent code, are not held back by it.
    expect((await enqueueMessage(handle.db, ctx(), outOfDelivery(lrNo, "9822099999"))).queued).toBe(
      true,
    );
    const code = await enqueueMessage(handle.db, ctx(), {
      channel: "sms",
      phone: "9822012345",
      event: "sms_code",
      lang: "en",
      values: { lrNo, code: "123456" },
      lrNo,
    });
    expect(code.queued).toBe(true);
    // 00:30 in India the next morning: a new day.
    clock = new Date("2026-12-03T19:00:00Z");
    expect((await enqueueMessage(handle.db, ctx(), outOfDelivery(lrNo))).queued).toBe(true);
  });
});
