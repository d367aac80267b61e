import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, phoneSubscriptions } from "../../database/schema";
import { MESSAGES_ON } from "../../tests/support/test-messages";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

const LR = "LR123456789";

describe("POST /api/order/web/alerts/phone", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON } });
    off = await openTestApp();
  });
  afterAll(async () => {
    await t?.database.close();
    await off?.database.close();
  });

  const post = (app: TestApp, path: string, body: unknown, type = "application/json") =>
    app.app.request(`/api/order/web/alerts/phone${path}`, {
      method: "POST",
      headers: { "Content-Type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const codeOf = async (phone: string) => {
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.phone, phone), eq(messages.event, "sms_code")));
    return (rows.at(-1)!.values as { code: string }).code;
  };

  it("answers 202 with a code sent, then 200 for the right code; wrong 400 with tries left", async () => {
    const phone = "9822012345";
    const asked = await post(t, "", {
      lr_no: "lr123456789",
      phone: "+91 98220 12345",
      channel: "sms",
      lang: "hi",
    });
    expect(asked.status).toBe(202);
    expect(asked.headers.get("Cache-Control")).toBe("no-store");
    const body = (await asked.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(true);
    expect(body.message).not.toContain("9822012345");
    const code = await codeOf(phone);
    const wrong = await post(t, "/confirm", {
      lr_no: LR,
      phone,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ ok: false, tries_left: 4 });
    const right = await post(t, "/confirm", { lr_no: LR, phone, code });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ ok: true });
    const [row] = await t.database.db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.phone, phone));
    expect(row!.state).toBe("active");
  });

  it("answers 429 for a used-up code and for a fourth code in the hour", async () => {
    const phone = "9822054321";
    for (let i = 0; i < 3; i++)
      expect((await post(t, "", { lr_no: LR, phone, channel: "sms", lang: "en" })).status).toBe(
        202,
      );
    const fourth = await post(t, "", { lr_no: LR, phone, channel: "sms", lang: "en" });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    const code = await codeOf(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(t, "/confirm", { lr_no: LR, phone, code: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it("answers 202 for WhatsApp, 409 for a channel that is off, 404 for an unknown shipment", async () => {
    expect(
      (await post(t, "", { lr_no: LR, phone: "9822011111", channel: "whatsapp", lang: "mr" }))
        .status,
    ).toBe(202);
    const closed = await post(off, "", {
      lr_no: LR,
      phone: "9822011111",
      channel: "sms",
      lang: "en",
    });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ ok: false });
    expect(
      (await post(off, "/confirm", { lr_no: LR, phone: "9822011111", code: "123456" })).status,
    ).toBe(409);
    expect(
      (await post(t, "", { lr_no: "LR999999990", phone: "9822011111", channel: "sms" })).status,
    ).toBe(404);
  });

  it("refuses bad and hostile bodies with 4xx and stores nothing", async () => {
    const before = (await t.database.db.select().from(phoneSubscriptions)).length;
    const cases: [unknown, number, string?][] = [
      [{ lr_no: LR, phone: "12345", channel: "sms" }, 400],
      [{ lr_no: LR, phone: "9822022222", channel: "fax" }, 400],
      [{ lr_no: "<script>", phone: "9822022222", channel: "sms" }, 400],
      [{ lr_no: LR, phone: 9822022222, channel: "sms" }, 400],
      [{ lr_no: LR, phone: "9822022222", channel: "sms", lang: "fr" }, 400],
      [{ lr_no: LR, phone: "9822022222", channel: "sms", admin: true }, 400],
      [[1, 2], 400],
      ["{not json", 400],
      [JSON.stringify({ lr_no: LR, phone: { a: { b: { c: { d: { e: { f: {} } } } } } } }), 400],
      ["{}", 415, "text/plain"],
      [{ lr_no: LR, phone: "9822022222", channel: "sms", __proto__: { x: 1 } }, 202],
    ];
    for (const [body, status, type] of cases) {
      const answer = await post(t, "", body, type);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (status >= 400) expect(await answer.json()).toMatchObject({ ok: false });
    }
    const confirmBad = await post(t, "/confirm", {
      lr_no: LR,
      phone: "9822022222",
      code: "12ab56",
    });
    expect(confirmBad.status).toBe(400);
    const noRequest = await post(t, "/confirm", { lr_no: LR, phone: "9822099999", code: "123456" });
    expect(noRequest.status).toBe(400);
    expect((await t.database.db.select().from(phoneSubscriptions)).length).toBe(before + 1);
  });
});
