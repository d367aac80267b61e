import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messageCodes,
  messageConsents,
  messages,
  outbox,
  phoneSubscriptions,
} from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import hiTexts from "@core/content/hi/phone-alerts";
import { phoneAlertTexts } from "@core/content/phone-alerts";
import { alertsTokenHash, alertsTokenOf } from "./alerts-token";
import { createPhoneAlerts, mobileDigits, type PhoneAlerts } from "./consent";
import { MESSAGES_ON } from "../../tests/support/test-messages";

const LR = "LR123456789";

describe("consent to updates by phone", () => {
  let t: TestApp;
  // 23:30 in India: nothing here depends on India's day, the codes' 10 minutes are exact.
  let clock = new Date("2026-12-03T18:00:00Z");
  let alerts: PhoneAlerts;
  let n = 0;
  /** A number per test: each has its own 3 codes an hour. */
  const nextPhone = () => `98220${String(10000 + ++n).slice(-5)}`;

  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON, siteUrl: "https://sil.example" } });
    alerts = createPhoneAlerts(t.database.db, t.services.messageQueue, { now: () => clock });
  });
  afterAll(() => t?.database.close());

  const codeSentTo = async (phone: string) => {
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.phone, phone), eq(messages.event, "sms_code")));
    return (rows.at(-1)!.values as { code: string }).code;
  };
  const subscribeSms = (phone: string, lang: "en" | "hi" | "mr" = "hi") =>
    alerts.subscribe({
      subject: { lrNo: LR },
      phone,
      channel: "sms",
      lang,
      source: "shipment_page",
    });

  it("reads Indian mobile numbers typed the usual ways, and nothing else", () => {
    expect(mobileDigits("+91 98220 12345")).toBe("9822012345");
    expect(mobileDigits("098220-12345")).toBe("9822012345");
    expect(mobileDigits("9822012345")).toBe("9822012345");
    expect(mobileDigits("5822012345")).toBeNull();
    expect(mobileDigits("98220 1234")).toBeNull();
    expect(mobileDigits(9822012345)).toBeNull();
  });

  it("sends a code by SMS for a pending subscription; the right code makes it active with the consent's exact words", async () => {
    const phone = nextPhone();
    const asked = await subscribeSms(`+91 ${phone}`);
    expect(asked.kind).toBe("code-sent");
    if (asked.kind !== "code-sent") return;
    const [row] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.id, asked.subscriptionId));
    expect(row).toMatchObject({
      phone,
      state: "pending",
      channel: "sms",
      language: "hi",
      lrNo: LR,
    });
    expect(row!.tokenHash).toBe(
      alertsTokenHash(alertsTokenOf(t.services.messageQueue.secret, row!.id)),
    );
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.subscriptionId, row!.id));
    expect(message).toMatchObject({
      event: "sms_code",
      channel: "sms",
      language: "hi",
      state: "queued",
    });
    const code = (message!.values as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);
    expect(message!.body).toContain(code);
    const items = await t.database.db.select().from(outbox).where(eq(outbox.aboutId, message!.id));
    expect(items).toHaveLength(1);
    const [codeRow] = await t.database.db
      .select()
      .from(messageCodes)
      .where(eq(messageCodes.subject, row!.id));
    expect(codeRow!.codeHash).not.toContain(code);

    const confirmed = await alerts.confirm({ subject: { lrNo: LR }, phone, code });
    expect(confirmed.kind).toBe("confirmed");
    const [after] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.id, row!.id));
    expect(after).toMatchObject({ state: "active" });
    expect(after!.confirmedAt).toEqual(clock);
    const consents = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.subscriptionId, row!.id));
    expect(consents).toEqual([
      expect.objectContaining({
        action: "given",
        how: "sms_code",
        textShown: hiTexts.consent,
        language: "hi",
        phone,
      }),
    ]);
    expect(hiTexts.consent).toContain("Sahyadri Interlink Logistics");
  });

  it("reuses the row when the same number asks again for the same shipment and channel", async () => {
    const phone = nextPhone();
    const first = await subscribeSms(phone);
    const second = await subscribeSms(phone, "mr");
    expect(first.kind).toBe("code-sent");
    expect(second.kind).toBe("code-sent");
    if (first.kind !== "code-sent" || second.kind !== "code-sent") return;
    expect(second.subscriptionId).toBe(first.subscriptionId);
    const rows = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone));
    expect(rows.map((r) => r.language)).toEqual(["mr"]);
    // Only the newest code works.
    const codes = await t.database.db
      .select()
      .from(messageCodes)
      .where(eq(messageCodes.phone, phone));
    expect(codes.filter((c) => c.usedAt === null)).toHaveLength(1);
  });

  it("counts a wrong code against 5 tries, saying how many are left, then refuses even the right one", async () => {
    const phone = nextPhone();
    await subscribeSms(phone);
    const code = await codeSentTo(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await alerts.confirm({ subject: { lrNo: LR }, phone, code: wrong }));
    expect(answers).toEqual([
      { kind: "wrong-code", triesLeft: 4 },
      { kind: "wrong-code", triesLeft: 3 },
      { kind: "wrong-code", triesLeft: 2 },
      { kind: "wrong-code", triesLeft: 1 },
      { kind: "used-up" },
    ]);
    expect(await alerts.confirm({ subject: { lrNo: LR }, phone, code })).toEqual({
      kind: "used-up",
    });
    const [row] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone));
    expect(row!.state).toBe("pending");
  });

  it("takes a code for exactly 10 minutes", async () => {
    const phone = nextPhone();
    const start = clock;
    await subscribeSms(phone);
    const code = await codeSentTo(phone);
    clock = new Date(start.getTime() + 10 * 60_000);
    expect(await alerts.confirm({ subject: { lrNo: LR }, phone, code })).toEqual({
      kind: "used-up",
    });
    clock = new Date(start.getTime() + 10 * 60_000 - 1);
    expect((await alerts.confirm({ subject: { lrNo: LR }, phone, code })).kind).toBe("confirmed");
    clock = start;
  });

  it("sends at most 3 codes an hour to a number, storing nothing of the fourth request", async () => {
    const phone = nextPhone();
    const start = clock;
    for (let i = 0; i < 3; i++) expect((await subscribeSms(phone)).kind).toBe("code-sent");
    clock = new Date(start.getTime() + 59 * 60_000);
    const fourth = await alerts.subscribe({
      subject: { lrNo: "LR555555555" },
      phone,
      channel: "sms",
      lang: "en",
      source: "shipment_page",
    });
    expect(fourth).toEqual({ kind: "limited", retryAfterSeconds: 60 });
    const rows = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone));
    expect(rows.map((r) => r.lrNo)).toEqual([LR]);
    clock = new Date(start.getTime() + 60 * 60_000 + 1);
    expect((await subscribeSms(phone)).kind).toBe("code-sent");
    clock = start;
  });

  it("refuses an unknown shipment, a number that is not an Indian mobile, and a channel that is off", async () => {
    expect(
      await alerts.subscribe({
        subject: { lrNo: "LR999999990" },
        phone: nextPhone(),
        channel: "sms",
        lang: "en",
        source: "shipment_page",
      }),
    ).toEqual({ kind: "not-found" });
    expect(await subscribeSms("12345")).toEqual({
      kind: "invalid",
      field: "phone",
      reason: "phoneLabel",
    });
    const off = createPhoneAlerts(t.database.db, {
      ...t.services.messageQueue,
      settings: { sms: null, whatsapp: MESSAGES_ON.whatsapp },
    });
    expect(
      await off.subscribe({
        subject: { lrNo: LR },
        phone: nextPhone(),
        channel: "sms",
        lang: "en",
        source: "shipment_page",
      }),
    ).toEqual({ kind: "channel-off" });
  });

  it("sends WhatsApp's opt-in with the subscription's /alerts token; its link confirms it with the page's words", async () => {
    const phone = nextPhone();
    const asked = await alerts.subscribe({
      subject: { lrNo: LR },
      phone,
      channel: "whatsapp",
      lang: "en",
      source: "shipment_page",
    });
    expect(asked.kind).toBe("whatsapp-sent");
    if (asked.kind !== "whatsapp-sent") return;
    const token = alertsTokenOf(t.services.messageQueue.secret, asked.subscriptionId);
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.subscriptionId, asked.subscriptionId));
    expect(message).toMatchObject({ event: "whatsapp_opt_in", channel: "whatsapp" });
    expect(message!.values).toEqual({ lrNo: LR, alertsToken: token });
    expect(message!.body).toContain(`https://sil.example/alerts/${token}`);

    expect(await alerts.confirmByLink(token, "en")).toBe("confirmed");
    expect(await alerts.confirmByLink(token, "en")).toBe("not-pending");
    const consents = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.subscriptionId, asked.subscriptionId));
    expect(consents).toEqual([
      expect.objectContaining({
        action: "given",
        how: "whatsapp_link",
        textShown: phoneAlertTexts.confirmWhatsAppIntro,
      }),
    ]);
  });

  it("changes events and language at /alerts/<token>, and stops all, each recorded", async () => {
    const phone = nextPhone();
    await subscribeSms(phone, "en");
    await alerts.confirm({ subject: { lrNo: LR }, phone, code: await codeSentTo(phone) });
    const [row] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone));
    const token = alertsTokenOf(t.services.messageQueue.secret, row!.id);
    expect((await alerts.findByToken(token))?.id).toBe(row!.id);
    expect(await alerts.findByToken("x".repeat(30))).toBeNull();
    expect(await alerts.findByToken("../../etc")).toBeNull();

    expect(await alerts.update(token, { lang: "mr", events: [] })).toBe("no-events");
    expect(
      await alerts.update(token, { lang: "mr", events: ["delivered", "sms_code", "nope"] }),
    ).toBe("saved");
    expect(await alerts.findByToken(token)).toMatchObject({
      language: "mr",
      events: ["delivered"],
    });

    expect(await alerts.stopAll(token, "hi")).toBe("stopped");
    const after = await alerts.findByToken(token);
    expect(after).toMatchObject({ state: "withdrawn" });
    expect(after!.withdrawnAt).toEqual(clock);
    const consents = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.subscriptionId, row!.id));
    expect(consents.map((c) => [c.action, c.how])).toEqual([
      ["given", "sms_code"],
      ["given", "alerts_page"],
      ["withdrawn", "alerts_page"],
    ]);
    expect(consents[2]!.textShown).toBe(hiTexts.stopAll);
  });
});
