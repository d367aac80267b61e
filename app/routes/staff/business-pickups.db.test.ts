import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { addShipments, makeBusiness } from "../../../tests/support/test-business";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { action, loader } from "./pickups";

/**
 * A business's pickup shows on operations' /staff/pickups for its day, with
 * its business, address, shipments and state; ops move it on; a role
 * without the page cannot.
 */
let t: TestApp;
let tokens: { ops: string; hr: string };
let pickupId: string;
let lrs: string[];
const tomorrow = addDays(todayInIndia(), 1);
// Tomorrow may be a Sunday, when no pickup is asked for: the day after then.
const day = new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0 ? addDays(tomorrow, 1) : tomorrow;

beforeAll(async () => {
  t = await openTestApp();
  const admin = await ensureAdmin(t);
  tokens = {
    ops: (await makeStaff(t, admin, "ops")).token,
    hr: (await makeStaff(t, admin, "hr")).token,
  };
  const business = await makeBusiness(t.database.db, "Gamma Textiles");
  lrs = await addShipments(t.database.db, business, [{}, {}]);
  const made = await t.services.businessPickups.request(
    business.id,
    { id: business.userId, email: business.email },
    { address: business.addressId, date: day, slot: "14-17", lrs },
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  pickupId = made.id;
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

async function statusOf(call: () => Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    const value = await call();
    if (value && typeof value === "object" && "init" in value && "data" in value)
      return {
        status: (value as { init: { status: number } }).init?.status ?? 200,
        data: value.data,
      };
    return { status: 200, data: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

const args = (token: string, path: string, body?: URLSearchParams) =>
  ({
    request: staffRequest(path, token, body ? { method: "POST", body } : {}),
    context: loadContext(t),
    params: {},
  }) as never;
const move = (token: string, to: string, id = pickupId) =>
  statusOf(() =>
    action(
      args(
        token,
        `/staff/pickups?date=${day}`,
        new URLSearchParams({ intent: "business-pickup-state", id, to }),
      ),
    ),
  );

describe("business pickups on /staff/pickups", () => {
  it("lists the day's business pickups with their shipments", async () => {
    const { data } = await statusOf(() => loader(args(tokens.ops, `/staff/pickups?date=${day}`)));
    expect((data as { businessRows: unknown[] }).businessRows).toEqual([
      expect.objectContaining({
        id: pickupId,
        businessName: "Gamma Textiles",
        slot: "14-17",
        state: "requested",
        shipmentCount: 2,
        lrs: [...lrs].sort(),
        city: "Bhiwandi",
      }),
    ]);
  });

  it("lets ops move it on, refuses a wrong move, and keeps hr out", async () => {
    expect((await move(tokens.hr, "scheduled")).status).toBe(403);
    expect(await move(tokens.ops, "picked_up")).toMatchObject({ status: 409 });
    expect(await move(tokens.ops, "scheduled")).toMatchObject({
      status: 200,
      data: { done: "Pickup moved to Scheduled." },
    });
    expect(
      (await move(tokens.ops, "scheduled", "00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    const { data } = await statusOf(() => loader(args(tokens.ops, `/staff/pickups?date=${day}`)));
    expect((data as { businessRows: { state: string }[] }).businessRows[0]!.state).toBe(
      "scheduled",
    );
  });
});
