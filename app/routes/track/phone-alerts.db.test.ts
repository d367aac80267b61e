import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageConsents, messages, phoneSubscriptions } from "../../../tests/support/database";
import hiTexts from "@core/content/hi/phone-alerts";
import { MESSAGES_ON } from "../../../tests/support/test-messages";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { nextIp } from "../../../tests/support/test-leads";
import { action as shipmentPage } from "./track-shipment-v2";
import { action as alertsAction, loader as alertsLoader } from "./phone-alerts-page";

const LR = "LR123456789";
type Answer = { init: ResponseInit | null; data: { phone?: Record<string, unknown> } };
type PageAnswer = {
  init: ResponseInit | null;
  data: { found: Record<string, unknown> | null; done: string | null };
};

/** "Get updates on your mobile" through the shipment page's action, as a browser without JavaScript posts it. */
describe("updates on your mobile, on the shipment's page and at /alerts/<token>", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ services: { messages: MESSAGES_ON } });
  });
  afterAll(() => t?.database.close());

  const context = () =>
    ({
      services: t.services,
      visitor: { ip: nextIp(), userAgent: "phone-alert-tests" },
      cspNonce: "",
      siteUrl: "",
    }) as AppLoadContext;
  const post = async (path: string, fields: Record<string, string>) => {
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return (await shipmentPage({
      request,
      params: { lrno: LR },
      context: context(),
    } as never)) as unknown as Answer;
  };
  const codeOf = async (phone: string) => {
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.phone, phone), eq(messages.event, "sms_code")));
    return (rows.at(-1)!.values as { code: string }).code;
  };
  const openPage = async (token: string) =>
    (await alertsLoader({
      request: new Request(`http://localhost/alerts/${token}`),
      params: { token },
      context: context(),
    } as never)) as unknown as PageAnswer | PageAnswer["data"];
  const alertsPage = async (
    token: string,
    lang: "" | "/hi",
    fields: Record<string, string | string[]>,
  ) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return (await alertsAction({
      request: new Request(`http://localhost${lang}/alerts/${token}`, { method: "POST", body }),
      params: { token },
      context: context(),
    } as never)) as unknown as PageAnswer;
  };

  it("asks for the code on the same page, in Hindi, then confirms it; the consent keeps the Hindi sentence", async () => {
    const asked = await post(`/hi/track-shipment-v2/${LR}`, {
      intent: "phone-alerts",
      phone: "98220 61111",
      channel: "sms",
    });
    expect(asked.init?.status ?? 200).toBe(200);
    expect(asked.data.phone).toMatchObject({
      step: "code",
      phone: "9822061111",
      masked: "•••••••111",
    });
    const [sms] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.phone, "9822061111"));
    expect(sms!.language).toBe("hi");

    const wrong = await post(`/hi/track-shipment-v2/${LR}`, {
      intent: "phone-code",
      phone: "9822061111",
      code: "12",
    });
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.phone).toMatchObject({
      step: "code",
      code: "12",
      error: { field: "code", reason: "codeFormat" },
    });

    const confirmed = await post(`/hi/track-shipment-v2/${LR}`, {
      intent: "phone-code",
      phone: "9822061111",
      code: await codeOf("9822061111"),
    });
    expect(confirmed.data.phone).toMatchObject({ step: "confirmed", masked: "•••••••111" });
    expect(String(confirmed.data.phone!.manage)).toMatch(/^\/hi\/alerts\/[A-Za-z0-9_-]{30}$/);
    const [consent] = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.phone, "9822061111"));
    expect(consent).toMatchObject({ how: "sms_code", textShown: hiTexts.consent, language: "hi" });
  });

  it("refuses a number that is not a mobile beside the field, keeping it as typed and storing nothing", async () => {
    const before = (await t.database.db.select().from(phoneSubscriptions)).length;
    const refused = await post(`/track-shipment-v2/${LR}`, {
      intent: "phone-alerts",
      phone: "12345",
      channel: "sms",
    });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.phone).toEqual({
      step: "ask",
      phone: "12345",
      channel: "sms",
      error: { field: "phone", reason: "phoneLabel" },
    });
    const hostile = await post(`/track-shipment-v2/${LR}`, {
      intent: "phone-alerts",
      phone: "9822061112",
      channel: "<x>",
    });
    expect(hostile.init?.status).toBe(400);
    expect((await t.database.db.select().from(phoneSubscriptions)).length).toBe(before);
  });

  it("says a WhatsApp message is on its way; /alerts/<token> confirms it, saves choices and stops all", async () => {
    const asked = await post(`/track-shipment-v2/${LR}`, {
      intent: "phone-alerts",
      phone: "9822061113",
      channel: "whatsapp",
    });
    expect(asked.data.phone).toMatchObject({ step: "whatsapp", masked: "•••••••113" });
    const [optIn] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.phone, "9822061113"));
    const token = (optIn!.values as { alertsToken: string }).alertsToken;

    const opened = (await openPage(token)) as PageAnswer["data"];
    expect(opened.found).toMatchObject({
      lrNo: LR,
      masked: "•••••••113",
      channel: "whatsapp",
      state: "pending",
    });
    expect(JSON.stringify(opened)).not.toContain("9822061113");

    expect((await alertsPage(token, "", { intent: "confirm" })).data.done).toBe("confirmed");
    const none = await alertsPage(token, "", { intent: "save", language: "mr" });
    expect(none.init?.status).toBe(400);
    expect(none.data.done).toBe("no-events");
    const saved = await alertsPage(token, "", {
      intent: "save",
      language: "mr",
      events: ["delivered", "out_for_delivery"],
    });
    expect(saved.data.found).toMatchObject({
      language: "mr",
      events: ["out_for_delivery", "delivered"],
    });
    const stopped = await alertsPage(token, "/hi", { intent: "stop" });
    expect(stopped.data).toMatchObject({ done: "stopped", found: { state: "withdrawn" } });
    const consents = await t.database.db
      .select()
      .from(messageConsents)
      .where(eq(messageConsents.phone, "9822061113"));
    expect(consents.map((c) => [c.action, c.how])).toEqual([
      ["given", "whatsapp_link"],
      ["given", "alerts_page"],
      ["withdrawn", "alerts_page"],
    ]);
    expect(consents[2]!.textShown).toBe(hiTexts.stopAll);
  });

  it("answers an unknown or malformed token with a calm 404 and changes nothing", async () => {
    for (const token of ["A".repeat(30), "not-a-token", "%3Cscript%3E"]) {
      const opened = (await openPage(token)) as PageAnswer;
      expect(opened.init?.status).toBe(404);
      expect(opened.data.found).toBeNull();
      const posted = await alertsPage(token, "", { intent: "stop" });
      expect(posted.init?.status).toBe(404);
    }
  });
});
