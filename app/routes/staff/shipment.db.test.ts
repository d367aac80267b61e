import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments, trackingEvents } from "../../../tests/support/database";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { localTimeValue } from "@core/schemas/shipment-update";
import { action } from "./shipment";

/**
 * Issue 31, item 4: a shipment's status is chosen from one list in the
 * console; a status off the list is refused next to its field.
 */
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await openTestApp();
  ops = (await makeStaff(t, await ensureAdmin(t), "ops")).token;
}, 120_000);
afterAll(() => t?.database.close());

/** The shipment page's action, posted as the console's form posts it. */
async function post(lrNo: string, fields: Record<string, string>) {
  const request = staffRequest(`/staff/shipments/${lrNo}`, ops, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, context: loadContext(t), params: { lrno: lrNo } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function stored(lrNo: string) {
  const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
  const events = await t.database.db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipment!.id));
  return { shipment: shipment!, events };
}

/** The status and field error of a refused post (react-router's data()), or the redirect's place. */
function answerOf(answer: unknown) {
  if (answer instanceof Response)
    return { status: answer.status, to: answer.headers.get("Location") };
  const { data, init } = answer as {
    data: { result?: { error?: Record<string, string[]> } };
    init: { status: number };
  };
  return { status: init.status, errors: data.result?.error };
}

describe("the console's status fields", () => {
  it("refuses a typo'd event status next to its field and stores nothing", async () => {
    const before = await stored("LR123456789");
    const answer = answerOf(
      await post("LR123456789", {
        intent: "event",
        status: "Intransit",
        location: "Jaipur Hub",
        occurred_at: "2026-11-20T10:30",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.status?.[0]).toMatch(/^That is not a status we use\./);
    expect((await stored("LR123456789")).events).toHaveLength(before.events.length);
  });

  it("refuses a typo'd headline status and keeps the old one", async () => {
    const answer = answerOf(
      await post("LR555555555", { intent: "status", order_status: "Delivred" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.order_status?.[0]).toMatch(/^That is not a status we use\./);
    expect((await stored("LR555555555")).shipment.orderStatus).toBe("Delayed");
  });

  it("takes a status of the list, pinned as the headline until released", async () => {
    const answer = answerOf(
      await post("LR555555555", { intent: "status", order_status: "Delivery Attempted" }),
    );
    expect(answer).toMatchObject({ status: 302, to: "/staff/shipments/LR555555555?done=status" });
    expect((await stored("LR555555555")).shipment).toMatchObject({
      orderStatus: "Delivery Attempted",
      statusPinned: true,
    });
    // Pinned: a newer event does not move it.
    const event = {
      intent: "event",
      status: "In Transit",
      location: "Nagpur Hub",
      occurred_at: localTimeValue(new Date()),
    };
    expect(answerOf(await post("LR555555555", event)).status).toBe(302);
    expect((await stored("LR555555555")).shipment.orderStatus).toBe("Delivery Attempted");
    // Released: the headline is the newest event's at once.
    expect(answerOf(await post("LR555555555", { intent: "follow" }))).toMatchObject({
      status: 302,
      to: "/staff/shipments/LR555555555?done=follow",
    });
    expect((await stored("LR555555555")).shipment).toMatchObject({
      orderStatus: "In Transit",
      statusPinned: false,
    });
  });

  it("follows an event added in the console: one post sets the headline too", async () => {
    expect((await stored("LR777777777")).shipment.orderStatus).toBe("Cancelled");
    const event = {
      intent: "event",
      status: "Manifested",
      location: "Vasai Hub",
      occurred_at: localTimeValue(new Date()),
    };
    expect(answerOf(await post("LR777777777", event)).status).toBe(302);
    expect((await stored("LR777777777")).shipment.orderStatus).toBe("Manifested");
  });
});
