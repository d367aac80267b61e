/**
 * /business/api-keys (docs/decisions/041-business-api.md) through its loader
 * and action as the demo business's owner: a key is made and shown once,
 * never again; revoking needs the confirmation; both are audited; a booker
 * may not; staff see the keys without the key or its hash.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { auditActions, makeBusiness } from "../../../tests/support/test-business";
import { loadContext, SESSION_SECRET } from "../../../tests/support/test-staff";
import * as page from "./api-keys";

let t: TestApp;
let cookie: string;
let businessId: string;

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

async function answer(run: () => Promise<unknown>) {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, body: value.headers.get("Location") };
    const v = value as { init?: { status?: number }; data?: unknown };
    return "data" in (v ?? {})
      ? { status: v.init?.status ?? 200, body: v.data }
      : { status: 200, body: value };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, body: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 500, body: null };
  }
}

const post = (fields: Record<string, string>) =>
  answer(() => page.action(args("/business/api-keys", new URLSearchParams(fields))));

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  const signedIn = await t.services.business.signIn.withPassword(
    "owner@demo-traders.example",
    "demo-traders-2026",
    "keys",
  );
  if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
  cookie = `sil_business=${signedIn.token}`;
  const guard = (await import("~/lib/business-guard.server")).requireBusiness;
  businessId = (await guard(args("/business/api-keys"), null)).business.id;
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("/business/api-keys", () => {
  let made: { name: string; key: string };
  let id: string;

  it("lists the demo key by name and prefix, never the key", async () => {
    const { body } = await answer(() => page.loader(args("/business/api-keys")));
    const list = body as Awaited<ReturnType<typeof page.loader>>;
    expect(list.available).toBe(true);
    expect(list.keys.map((k) => [k.name, k.prefix])).toEqual([["Demo key", "sil_live_demo"]]);
    expect(JSON.stringify(list)).not.toContain("sil_live_demotraders");
  });

  it("refuses a key without a name, storing nothing", async () => {
    const refused = await post({ intent: "make", name: "   " });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "nameNeeded" });
    expect((await t.services.businessApiKeys.staffList(businessId)).length).toBe(1);
  });

  it("makes a key and shows it once: in the action's answer only", async () => {
    const ok = await post({ intent: "make", name: "Warehouse system" });
    expect(ok.status).toBe(200);
    made = (ok.body as { made: typeof made }).made;
    expect(made.name).toBe("Warehouse system");
    expect(made.key).toMatch(/^sil_live_[0-9A-Za-z]{32}$/);
    const { body } = await answer(() => page.loader(args("/business/api-keys")));
    const text = JSON.stringify(body);
    expect(text).toContain("Warehouse system");
    expect(text).toContain(made.key.slice(0, 13));
    expect(text).not.toContain(made.key);
    id = (body as Awaited<ReturnType<typeof page.loader>>).keys.find(
      (k) => k.name === "Warehouse system",
    )!.id;
    const rows = await t.services.businessApiKeys.staffList(businessId);
    expect(JSON.stringify(rows)).not.toContain(made.key);
    expect(Object.keys(rows[0]!)).not.toContain("keyHash");
  });

  it("the new key opens its business's shipments", async () => {
    const found = await t.app.request("/api/business/v1/shipments/SB0000000001", {
      headers: { Authorization: `Bearer ${made.key}` },
    });
    expect(found.status).toBe(200);
  });

  it("revokes only with the confirmation, then the key is refused", async () => {
    const unconfirmed = await post({ intent: "revoke", id });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ error: "revokeNeeded" });
    const done = await post({ intent: "revoke", id, confirm: "1" });
    expect(done.status).toBe(302);
    expect(done.body).toBe("/business/api-keys?done=revoked");
    const refused = await t.app.request("/api/business/v1/shipments/SB0000000001", {
      headers: { Authorization: `Bearer ${made.key}` },
    });
    expect(refused.status).toBe(401);
    // Twice is not found: it is no longer a live key.
    expect((await post({ intent: "revoke", id, confirm: "1" })).status).toBe(404);
  });

  it("audits making and revoking", async () => {
    const actions = await auditActions(t.database.db, businessId);
    expect(actions.filter((a) => a.startsWith("business.api_key"))).toEqual([
      "business.api_key.create",
      "business.api_key.revoke",
    ]);
  });

  it("is owners' work: the service refuses a booker", async () => {
    const other = await makeBusiness(t.database.db, "Booker Co");
    const booker = {
      id: other.userId,
      email: other.email,
      role: "booker" as const,
      businessId: other.id,
      ipHash: "",
    };
    await expect(t.services.businessApiKeys.makeKey(booker, "Nope")).rejects.toThrow(/booker/);
    await expect(t.services.businessApiKeys.listKeys(booker)).rejects.toThrow(/booker/);
  });
});
