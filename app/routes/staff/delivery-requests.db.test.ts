import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { action, loader } from "./delivery-requests";

/** /staff/delivery-requests: ops decide; another role is refused. */
describe("the delivery requests' page", () => {
  let t: TestApp;
  let ops: string;
  let sales: string;
  let id: string;
  beforeAll(async () => {
    t = await openTestApp();
    const admin = await ensureAdmin(t);
    ops = (await makeStaff(t, admin, "ops")).token;
    sales = (await makeStaff(t, admin, "sales")).token;
    const asked = await t.services.deliveryOptions.request(
      "LR444444444",
      { option: "phone", phone: "9123456789", pincode: "110001", phone_last4: "9876" },
      { ipHash: "page-test", language: "en" },
    );
    if (asked.kind !== "created") throw new Error(asked.kind);
    id = asked.id;
  }, 120_000);
  afterAll(() => t?.database.close());

  const args = (token: string, search = "", init: RequestInit = {}) =>
    ({
      request: staffRequest(`/staff/delivery-requests${search}`, token, init),
      context: loadContext(t),
      params: {},
    }) as never;
  /** The status of what the guard throws: a Response, or react-router's data(). */
  const statusOf = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (thrown: { status?: number; init?: { status?: number } }) =>
        thrown.status ?? thrown.init?.status,
    );

  it("lists the waiting request for ops, with the alternate phone and the booked one's last four", async () => {
    const data = (await loader(args(ops))) as {
      rows: { id: string; alternatePhone: string; phoneLast4: string }[];
      counts: { waiting: number };
    };
    expect(data.rows.map((r) => r.id)).toEqual([id]);
    expect(data.rows[0]).toMatchObject({ alternatePhone: "9123456789", phoneLast4: "•••• 9876" });
    expect(JSON.stringify(data)).not.toContain("9812349876");
    expect(data.counts.waiting).toBe(1);
    // An unknown queue or option is ignored, not an error.
    const odd = (await loader(args(ops, "?queue=everything&option=teleport"))) as {
      queue: string;
      option: string | null;
    };
    expect(odd).toMatchObject({ queue: "waiting", option: null });
  });

  it("refuses sales (403), page and action alike", async () => {
    expect(await statusOf(loader(args(sales)))).toBe(403);
    const post = new URLSearchParams({ intent: "decide", id, decision: "accept" });
    expect(await statusOf(action(args(sales, "", { method: "POST", body: post })))).toBe(403);
  });

  it("refuses a decline without a reason beside the field, then declines with one", async () => {
    const decline = (reason: string) =>
      action(
        args(ops, "", {
          method: "POST",
          body: new URLSearchParams({ intent: "decide", id, decision: "decline", reason }),
        }),
      );
    const refused = (await decline("")) as { init: { status: number }; data: { errors: unknown } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({
      reason: expect.stringMatching(/^Give a reason for declining/),
    });
    const untouched = await t.services.deliveryOptions.forShipment("LR444444444");
    expect(untouched!.requests[0]).toMatchObject({ status: "received" });
    const done = (await decline("The driver has no phone today; call us instead.")) as {
      done: string;
    };
    expect(done.done).toMatch(/^Declined/);
    const view = await t.services.deliveryOptions.forShipment("LR444444444");
    expect(view!.requests[0]).toMatchObject({ status: "declined" });
  });
});
