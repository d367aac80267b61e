import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsTemplates, whatsappTemplates } from "@core/messages/templates";
import { loader } from "./message-templates";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";

/** /staff/messages/templates: every template to register, for admins and operations only. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  tokens.admin = await ensureAdmin(t);
  tokens.ops = (await makeStaff(t, tokens.admin, "ops")).token;
  tokens.sales = (await makeStaff(t, tokens.admin, "sales")).token;
  tokens.support = (await makeStaff(t, tokens.admin, "support")).token;
});
afterAll(() => t?.database.close());

async function open(role: string) {
  try {
    const data = await loader({
      request: staffRequest("/staff/messages/templates", tokens[role]),
      context: { ...loadContext(t), siteUrl: "https://www.sil.example.in" },
      params: {},
    } as Parameters<typeof loader>[0]);
    return { status: 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: undefined };
    // A refused role is thrown as data() with its status (app/lib/staff-guard.server.ts).
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return { status: (thrown as { init: { status: number } }).init.status, data: undefined };
    throw thrown;
  }
}

describe("the message templates page", () => {
  it("lists every SMS and WhatsApp template with the site's address written in", async () => {
    for (const role of ["admin", "ops"]) {
      const { status, data } = await open(role);
      expect(status, role).toBe(200);
      expect(data!.sms).toHaveLength(smsTemplates.length);
      expect(data!.whatsapp).toHaveLength(whatsappTemplates.length);
    }
    const { data } = await open("ops");
    const booked = data!.sms.find((s) => s.event === "booked" && s.lang === "hi")!;
    expect(booked.text).toContain("https://www.sil.example.in/hi/track-shipment-v2/{#var#}");
    expect(booked.text).not.toContain("{site}");
    expect(booked).toMatchObject({ registered: false, category: "service", unicode: true });
    // Hindi goes as Unicode, 70 characters a part: the booked text at its longest takes several.
    expect(booked.longestParts).toBeGreaterThanOrEqual(3);
    const code = data!.sms.find((s) => s.event === "sms_code" && s.lang === "en")!;
    expect(code.longestParts).toBe(1);
    expect(booked.vars.map((v) => [v.name, v.max])).toEqual([
      ["lrNo", 20],
      ["lrNo", 20],
      ["alertsToken", 30],
    ]);
    const optIn = data!.whatsapp.find((w) => w.event === "whatsapp_opt_in" && w.lang === "mr")!;
    expect(optIn).toMatchObject({
      name: "sil_whatsapp_opt_in",
      languageCode: "mr",
      category: "utility",
    });
    expect(optIn.body).toContain("{{1}}");
  });

  it("is closed to sales and customer care, and to no session", async () => {
    expect((await open("sales")).status).toBe(403);
    expect((await open("support")).status).toBe(403);
    expect([302, 303]).toContain((await open("nobody")).status);
  });
});
