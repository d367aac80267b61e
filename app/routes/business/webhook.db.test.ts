/**
 * /business/webhook through its route module as the host calls it, signed in
 * as the demo owner (docs/decisions/042-business-webhooks.md): a refused URL
 * is answered beside its field with nothing stored; the secret is in the
 * one answer that made it and never in a page after; a viewer gets 403.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { loadContext, SESSION_SECRET } from "../../../tests/support/test-staff";
import { requireBusiness } from "~/lib/business-guard.server";
import * as page from "./webhook";

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };
let t: TestApp;
let cookie: string;

const args = (path: string, body?: URLSearchParams) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Cookie: cookie, Origin: "http://localhost" },
    }),
    context: loadContext(t),
    params: {},
  }) as never;

async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, body: value.headers.get("Location") };
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return {
        status: (value as { init?: { status?: number } }).init?.status ?? 200,
        body: value.data,
      };
    return { status: 200, body: value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: null };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, body: null };
    throw error;
  }
}

const post = (fields: Record<string, string>) =>
  answerOf(() => page.action(args("/business/webhook", new URLSearchParams(fields))));

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  const signedIn = await t.services.business.signIn.withPassword(OWNER.email, OWNER.password, "w");
  if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
  cookie = `sil_business=${signedIn.token}`;
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("/business/webhook", () => {
  it("answers a refused URL beside its field, stores nothing, then shows the secret once", async () => {
    const refused = await post({ intent: "url", url: "http://hooks.example.com/x" });
    expect(refused).toEqual({
      status: 400,
      body: { intent: "url", url: "http://hooks.example.com/x", problem: "httpNotLocal" },
    });
    const { business } = await requireBusiness(args("/business/webhook"), "webhook");
    expect(await t.services.businessWebhooks.settings(business.id)).toBeNull();

    const set = await post({ intent: "url", url: "https://hooks.example.com/sil" });
    expect(set.status).toBe(200);
    const secret = (set.body as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_/);
    const shown = await answerOf(() => page.loader(args("/business/webhook")));
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(secret);
    expect(shown.body).toMatchObject({
      settings: { host: "hooks.example.com", enabled: true },
      rows: [],
    });

    // A change keeps the secret: a redirect, no secret in it.
    const changed = await post({ intent: "url", url: "https://hooks.example.com/v2" });
    expect(changed).toEqual({ status: 302, body: "/business/webhook?done=changed" });
    expect(await post({ intent: "remove" })).toMatchObject({ status: 400 });
    expect(await post({ intent: "off" })).toMatchObject({ status: 302 });
    expect(await post({ intent: "remove", confirm: "1" })).toMatchObject({ status: 302 });
    expect(await post({ intent: "secret" })).toMatchObject({ status: 404 });
    expect(await post({ intent: "nonsense" })).toMatchObject({ status: 404 });
  });

  it("is the owner's: a viewer gets 403", async () => {
    const setRole = (role: string) =>
      t.database.db.execute(
        sql`update business_users set role = ${role} where email = ${OWNER.email}`,
      );
    await setRole("viewer");
    try {
      expect((await answerOf(() => page.loader(args("/business/webhook")))).status).toBe(403);
      expect((await post({ intent: "url", url: "https://a.example/x" })).status).toBe(403);
    } finally {
      await setRole("owner");
    }
  });
});
