import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRequests, messageCodes, messages, shipments } from "../../../database/schema";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { MESSAGES_ON } from "../../../tests/support/test-messages";
import { PROOF_CODE } from "./proof-code";

const MINUTE = 60_000;

/** A code to the booked phone proves a delivery request in place of its last 4 digits. */
describe("proof by code", () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON } });
  }, 120_000);
  afterAll(() => t?.database.close());

  const LR = "LR123456789"; // pincode 411001, booked phone ending 4321
  const send = (now: Date, lrNo = LR, ip = `code-${++address}`) =>
    t.services.deliveryOptions.sendProofCode(lrNo, { ipHash: ip, language: "hi", now });
  const ask = (now: Date, fields: Record<string, string>, lrNo = LR) =>
    t.services.deliveryOptions.request(
      lrNo,
      {
        option: "instructions",
        instructions: "Leave it at the gate",
        pincode: "411001",
        ...fields,
      },
      { ipHash: `ask-${++address}`, language: "en", now },
    );
  /** The code of the newest SMS to the booked phone, as the receiver reads it. */
  async function codeSent() {
    const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.lrNo, LR));
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.event, "sms_code"), eq(messages.lrNo, LR)));
    const newest = sent.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(newest.phone).toBe(shipment!.consigneePhone!.replace(/\D/g, "").slice(-10));
    expect(newest.language).toBe("hi");
    return (newest.values as Record<string, string>).code!;
  }
  const clearCodes = async () => {
    await t.database.db.delete(messageCodes);
    await t.database.db.delete(messages).where(eq(messages.event, "sms_code"));
  };
  /** The arithmetic captcha answered, as the shipment's form asks it after 5 wrong tries. */
  const captcha = () => {
    const { token, question } = t.services.captcha.issue();
    const [a, b] = question.match(/\d+/g)!.map(Number);
    return { captchaToken: token, captchaInput: String(a! + b!) };
  };
  const clearRequests = () => t.database.db.delete(deliveryRequests);

  it("sends a 6-digit code by SMS; with the PIN code it proves the request, once", async () => {
    await clearCodes();
    const now = new Date("2026-12-03T19:00:00Z"); // 00:30 in India
    expect(await send(now)).toEqual({ kind: "sent" });
    const code = await codeSent();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(messageCodes);
    expect(row).toMatchObject({ purpose: "proof", subject: LR, tries: 0 });
    expect(row!.codeHash).not.toContain(code);
    expect(await ask(now, { code, pincode: "110001" })).toEqual({ kind: "wrong-facts" });
    expect((await ask(now, { code })).kind).toBe("created");
    await clearRequests();
    // Spent with its request.
    expect(await ask(now, { code })).toEqual({ kind: "wrong-facts" });
  });

  it("expires at exactly 10 minutes (23:30 in India)", async () => {
    await clearCodes();
    const at = new Date("2026-12-03T18:00:00Z");
    await send(at);
    const code = await codeSent();
    const tenMinutes = new Date(at.getTime() + PROOF_CODE.validMinutes * MINUTE);
    expect(await ask(tenMinutes, { code })).toEqual({ kind: "wrong-facts" });
    expect((await ask(new Date(tenMinutes.getTime() - 1), { code })).kind).toBe("created");
    await clearRequests();
  });

  it("takes 5 tries: the right code after 5 wrong ones is refused", async () => {
    await clearCodes();
    const now = new Date();
    await send(now);
    const code = await codeSent();
    const wrong = code === "000000" ? "111111" : "000000";
    // Past the shipment's fifth wrong try its form asks the captcha too: answered right here.
    for (let i = 0; i < PROOF_CODE.tries; i++)
      expect(await ask(now, { code: wrong, ...captcha() })).toEqual({ kind: "wrong-facts" });
    expect(await ask(now, { code, ...captcha() })).toEqual({ kind: "wrong-facts" });
  });

  it("sends 3 codes an hour to one number, the fourth after the hour", async () => {
    await clearCodes();
    const at = new Date("2026-12-03T18:00:00Z"); // 23:30 in India
    for (let i = 0; i < PROOF_CODE.perHour; i++)
      expect(await send(new Date(at.getTime() + i * MINUTE))).toEqual({ kind: "sent" });
    expect(await send(new Date(at.getTime() + 59 * MINUTE))).toEqual({ kind: "limited" });
    expect(await send(new Date(at.getTime() + 61 * MINUTE))).toEqual({ kind: "sent" });
  });

  it("asks for the last 4 digits or a code, and refuses a code that is not 6 digits", async () => {
    expect(await ask(new Date(), {})).toMatchObject({
      kind: "invalid",
      errors: { phone_last4: ["deliveryPhoneLast4"] },
    });
    expect(await ask(new Date(), { code: "12ab" })).toMatchObject({
      kind: "invalid",
      errors: { code: ["deliveryCode"] },
    });
  });

  it("sends nothing for a delivered shipment, an unknown one, or with SMS off", async () => {
    expect(await send(new Date(), "SI20254567")).toEqual({ kind: "closed" });
    expect(await send(new Date(), "LR000000099")).toEqual({ kind: "not-found" });
    const off = await openTestApp();
    try {
      expect(
        await off.services.deliveryOptions.sendProofCode(LR, { ipHash: "x", language: "en" }),
      ).toEqual({ kind: "unavailable" });
      expect(await off.services.deliveryOptions.offersCode(LR)).toBe(false);
      expect(await off.database.db.select().from(messageCodes)).toEqual([]);
    } finally {
      await off.database.close();
    }
    expect(await t.services.deliveryOptions.offersCode(LR)).toBe(true);
  });
});
