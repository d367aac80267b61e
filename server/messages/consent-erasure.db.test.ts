import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messageCodes,
  messageConsents,
  messages,
  outbox,
  phoneSubscriptions,
} from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { MESSAGES_ON } from "../../tests/support/test-messages";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

const admin: StaffActor = {
  id: "00000000-0000-4000-8000-00000000a11d",
  email: "admin@example.com",
  role: "admin",
  ipHash: "test-address",
};

describe("erasing a number's messages and consents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON } });
  });
  afterAll(() => t?.database.close());

  const rowsOf = async (phone: string) => ({
    subscriptions: await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone)),
    consents: await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.phone, phone)),
    codes: await t.database.db.select().from(messageCodes).where(eq(messageCodes.phone, phone)),
    messages: await t.database.db.select().from(messages).where(eq(messages.phone, phone)),
  });

  it("erases the subscriptions, consent records, codes, messages and their outbox items, and only the number's", async () => {
    const alerts = t.services.phoneAlerts;
    for (const phone of ["9822033333", "9822044444"]) {
      await alerts.subscribe({
        subject: { lrNo: "LR123456789" },
        phone,
        channel: "sms",
        lang: "en",
        source: "shipment_page",
      });
      const [sms] = await t.database.db.select().from(messages).where(eq(messages.phone, phone));
      await alerts.confirm({
        subject: { lrNo: "LR123456789" },
        phone,
        code: (sms!.values as { code: string }).code,
      });
      await alerts.subscribe({
        subject: { lrNo: "LR123456789" },
        phone,
        channel: "whatsapp",
        lang: "hi",
        source: "shipment_page",
      });
    }
    const before = await rowsOf("9822033333");
    expect(before.subscriptions).toHaveLength(2);
    expect(before.consents).toHaveLength(1);
    expect(before.codes).toHaveLength(1);
    expect(before.messages).toHaveLength(2);
    const messageIds = before.messages.map((m) => m.id);
    expect(
      await t.database.db.select().from(outbox).where(inArray(outbox.aboutId, messageIds)),
    ).toHaveLength(2);

    const who = t.services.erasure.parseIdentifier("+91 98220 33333")!;
    const found = await t.services.erasure.find(who);
    expect(found).toMatchObject({ phoneMessages: 2, phoneSubscriptions: 2 });
    const erased = await t.services.erasure.erase(who, admin);
    expect(erased).toMatchObject({ phoneMessages: 2, phoneSubscriptions: 2 });

    expect(await rowsOf("9822033333")).toEqual({
      subscriptions: [],
      consents: [],
      codes: [],
      messages: [],
    });
    expect(
      await t.database.db.select().from(outbox).where(inArray(outbox.aboutId, messageIds)),
    ).toEqual([]);
    const other = await rowsOf("9822044444");
    expect(other.subscriptions).toHaveLength(2);
    expect(other.consents).toHaveLength(1);
    expect(other.messages).toHaveLength(2);
  });
});
