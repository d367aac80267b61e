import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { leads, staffAuditLog, staffUsers } from "../../../tests/support/database";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../../tests/support/test-app";
import { postJson, validLeads } from "../../../tests/support/test-leads";
import { workLead } from "../../../tests/support/test-lead-work";
import {
  actorOf,
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { action as leadAction, loader as leadLoader } from "./lead";
import { loader as pickupsLoader } from "./pickups";

/**
 * Pickup requests are operations' work too. Ops (and
 * sales) see them by day at /staff/pickups, and ops open and work a pickup
 * lead, but no other kind of lead.
 */
let t: TestApp;
let tokens: { ops: string; sales: string; hr: string };
const today = todayInIndia();
const tomorrow = addDays(today, 1);
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The pickup form checks its PIN code against the directory.
  t = await openTestApp({ pincodes: true });
  const admin = await ensureAdmin(t);
  tokens = {
    ops: (await makeStaff(t, admin, "ops")).token,
    sales: (await makeStaff(t, admin, "sales")).token,
    hr: (await makeStaff(t, admin, "hr")).token,
  };
  const sent: [string, string, unknown][] = [
    ["later", "/requestPickups/create/web", { ...validLeads.pickup(), name: "Ravi Later" }],
    [
      "tomorrow",
      "/requestPickups/create/web",
      {
        ...validLeads.pickup(),
        name: "Tara Tomorrow",
        pickUpDate: tomorrow,
        pickupTime: { from: "15:00" },
      },
    ],
    [
      "early",
      "/requestPickups/create/web",
      {
        ...validLeads.pickup(),
        name: "Esha Early",
        pickUpDate: today,
        pickupTime: { from: "09:00" },
      },
    ],
    [
      "open",
      "/requestPickups/create/web",
      { ...validLeads.pickup(), name: "Om Open", pickUpDate: today, pickupTime: undefined },
    ],
    ["quote", "/request-quote/create", validLeads.quote],
  ];
  for (const [name, path, body] of sent) {
    const response = await postJson(t, path, body);
    expect(response.status, name).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }
  // Sales takes the early one: its assignee shows on the list.
  const sales = await actorOf(t, tokens.sales);
  expect(await workLead(t, ids.early!, { assigneeId: sales.id }, sales)).toMatchObject({
    ok: true,
  });
}, LOAD_DIRECTORY_MS);
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

type Role = keyof typeof tokens;

/** A loader or action's answer: its data, or the status it was refused with. */
async function run(call: () => Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    const value = await call();
    if (value instanceof Response) return { status: value.status };
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return { status: (value as { init: { status: number } }).init.status, data: value.data };
    return { status: 200, data: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

const args = (
  role: Role,
  path: string,
  params: Record<string, string> = {},
  body?: URLSearchParams,
) =>
  ({
    request: staffRequest(path, tokens[role], body ? { method: "POST", body } : {}),
    context: loadContext(t),
    params,
  }) as never;

const pickupsOn = async (role: Role, query = "") => {
  const answer = await run(() => pickupsLoader(args(role, `/staff/pickups${query}`)));
  return answer as { status: number; data?: { date: string; rows: { name: string }[] } };
};

describe("pickups by date", () => {
  it("shows ops today's pickups by default, earliest slot first, with who has them", async () => {
    const { status, data } = await pickupsOn("ops");
    expect(status).toBe(200);
    expect(data!.date).toBe(today);
    expect(data!.rows).toEqual([
      expect.objectContaining({
        name: "Esha Early",
        timeFrom: "09:00",
        address: "Shop 4, Station Road",
        city: "Vasai",
        pincode: "401208",
        packages: 12,
        loadType: "PTL",
        status: "new",
        assignee: expect.stringMatching(/^sales-\d+@example\.com$/),
      }),
      expect.objectContaining({ name: "Om Open", timeFrom: null, assignee: null }),
    ]);
  });

  it("names the assignee as the rest of the console does: a blank name is their e-mail", async () => {
    const sales = await actorOf(t, tokens.sales);
    await t.database.db.update(staffUsers).set({ name: "   " }).where(eq(staffUsers.id, sales.id));
    const { data } = await pickupsOn("ops");
    expect(data!.rows[0]).toMatchObject({ name: "Esha Early", assignee: sales.email });
  });

  it("shows another day's when asked, to sales too; a bad date falls back to today", async () => {
    for (const role of ["ops", "sales"] as const) {
      const { data } = await pickupsOn(role, `?date=${tomorrow}`);
      expect(
        data!.rows.map((r) => r.name),
        role,
      ).toEqual(["Tara Tomorrow"]);
    }
    const later = await pickupsOn("ops", `?date=${addDays(today, 2)}`);
    expect(later.data!.rows.map((r) => r.name)).toEqual(["Ravi Later"]);
    const bad = await pickupsOn("ops", "?date=2026-02-30");
    expect(bad.data).toMatchObject({ date: today, ignored: ["date"] });
    expect((await pickupsOn("hr")).status).toBe(403);
  });
});

describe("a pickup lead's page, for ops", () => {
  const leadPath = (id: string) => `/staff/leads/${id}`;

  it("opens a pickup lead, with the way back to the pickups", async () => {
    const { status, data } = await run(() =>
      leadLoader(args("ops", leadPath(ids.early!), { id: ids.early! })),
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      lead: { kind: "pickup", name: "Esha Early" },
      back: { to: "/staff/pickups", label: "Pickups" },
    });
  });

  it("works it: takes it, sets a status and a note in one post, audited as the ops member's", async () => {
    const post = (fields: Record<string, string>) =>
      run(() =>
        leadAction(
          args("ops", leadPath(ids.open!), { id: ids.open! }, new URLSearchParams(fields)),
        ),
      );
    const ops = await actorOf(t, tokens.ops);
    expect((await post({ intent: "take" })).status).toBe(200);
    const work = { intent: "work", assignee: ops.id, status: "contacted", note: "Slot: 11:00." };
    expect((await post(work)).status).toBe(200);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, ids.open!));
    expect(row).toMatchObject({ status: "contacted", assigneeId: ops.id });
    const audited = await t.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, ids.open!), eq(staffAuditLog.actorId, ops.id)));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(["lead.work"]));
  });

  it("refuses a quote lead (403), to its page and its actions, and audits no view", async () => {
    const id = ids.quote!;
    expect((await run(() => leadLoader(args("ops", leadPath(id), { id })))).status).toBe(403);
    const body = new URLSearchParams({ intent: "take" });
    expect((await run(() => leadAction(args("ops", leadPath(id), { id }, body)))).status).toBe(403);
    const views = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, id));
    expect(views).toEqual([]);
    // Sales still opens it.
    expect((await run(() => leadLoader(args("sales", leadPath(id), { id })))).status).toBe(200);
  });
});
