import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipments, trackingEvents } from "../../../tests/support/database";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { imagesOf } from "../../../tests/support/pdf-reading";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";
import { localTimeValue } from "@core/schemas/shipment-update";
import { action } from "./shipment";

/**
 * A shipment's status is chosen from one list in the
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
async function post(lrNo: string, fields: Record<string, string> | FormData) {
  const request = staffRequest(`/staff/shipments/${lrNo}`, ops, {
    method: "POST",
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
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

describe("the console's proof of delivery", () => {
  const upload = (lrNo: string, file: File) => {
    const form = new FormData();
    form.set("intent", "pod");
    form.set("file", file);
    return post(lrNo, form);
  };

  it("keeps a PNG photo of the signed LR as a one-page PDF, served as application/pdf", async () => {
    const photo = await sharp({
      create: { width: 300, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const answer = answerOf(
      await upload("LR123456789", new File([new Uint8Array(photo)], "signed-lr.png")),
    );
    expect(answer).toMatchObject({ status: 302, to: "/staff/shipments/LR123456789?done=pod" });
    const served = await t.app.request("/api/order/web/pod/LR123456789");
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = Buffer.from(await served.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(imagesOf(pdf)).toEqual([{ width: 300, height: 400, filter: "DCTDecode" }]);
  });

  it("refuses a file that is neither, next to the field, and keeps the POD held", async () => {
    const before = await (await t.app.request("/api/order/web/pod/LR123456789")).arrayBuffer();
    const answer = await upload("LR123456789", new File(["GIF89a"], "photo.gif"));
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { form: "pod", podError: "The file is not a PDF, JPEG or PNG." },
    });
    const after = await (await t.app.request("/api/order/web/pod/LR123456789")).arrayBuffer();
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
  });
});
