import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRequests, shipments } from "../../database/schema";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";

/** POST /api/order/web/delivery-requests/{lr} (CONTRACT.md "Delivery options for the receiver"). */
describe("the delivery requests' JSON door", () => {
  let t: TestApp;
  const logs = capturedLogger();
  let address = 0;
  beforeAll(async () => {
    t = await openTestApp({ logger: logs.logger });
  });
  afterAll(() => t?.database.close());

  const post = (lr: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api/order/web/delivery-requests/${lr}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // A new address each time, unless the test says otherwise.
        "X-Forwarded-For": `198.51.100.${++address}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("takes a request with the demo's facts: 201, stored, shown on the tracking side", async () => {
    const res = await post("lr444444444", {
      option: "instructions",
      instructions: "Leave it with the guard at gate 2",
      pincode: "110001",
      phone_last4: "9876",
      email: "receiver@example.org",
      language: "hi",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ ok: true, id: expect.any(String), status: "received" });
    const [row] = await t.database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.id, body.id));
    expect(row).toMatchObject({ option: "instructions", language: "hi" });
    // A second while it waits: 409.
    const again = await post("LR444444444", {
      option: "collect",
      branch: "delhi",
      pincode: "110001",
      phone_last4: "9876",
    });
    expect(again.status).toBe(409);
  });

  /** A question from GET /api/captcha, answered right. */
  async function answered() {
    const res = await t.app.request("/api/captcha");
    const { token, question } = await res.json();
    const [, a, b] = /(\d+) \+ (\d+)/.exec(question)!;
    return { captchaToken: token, captchaInput: String(Number(a) + Number(b)) };
  }

  it("answers wrong facts 403 with one message; 429 only for the address that made 5", async () => {
    const collect = { option: "collect", branch: "pune" };
    const wrong = [
      { pincode: "411002", phone_last4: "4321" },
      { pincode: "411001", phone_last4: "1234" },
    ];
    const from = { "X-Forwarded-For": "203.0.113.7" };
    const answers = [];
    for (const facts of wrong) {
      const res = await post("LR123456789", { ...collect, ...facts }, from);
      expect(res.status).toBe(403);
      answers.push(await res.json());
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].message).not.toMatch(/PIN code is|phone is wrong/i);
    const malformed = { ...collect, pincode: "1", phone_last4: "0000" };
    for (let i = 0; i < 3; i++)
      // A malformed PIN code is a field error, not a try.
      expect((await post("LR123456789", malformed, from)).status).toBe(400);
    const other = { ...collect, pincode: "400001", phone_last4: "0000" };
    for (let i = 0; i < 3; i++)
      expect((await post("LR123456789", { ...other, ...(await answered()) }, from)).status).toBe(
        403,
      );
    const right = { ...collect, pincode: "411001", phone_last4: "4321" };
    const locked = await post("LR123456789", { ...right, ...(await answered()) }, from);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(3_000);
    // Anyone else is asked the captcha now: without the answer, 400 beside it.
    const unanswered = await post("LR123456789", right);
    expect(unanswered.status).toBe(400);
    expect(Object.keys((await unanswered.json()).errors)).toEqual(["captchaInput"]);
  });

  it("takes the right facts and captcha after 20 wrong tries from 20 addresses", async () => {
    await t.database.db.insert(shipments).values({
      lrNo: "LR100000001",
      orderStatus: "In Transit",
      destinationPincode: "560001",
      consigneePhone: "9000001111",
    });
    const collect = { option: "collect", branch: "delhi" };
    for (let i = 0; i < 20; i++) {
      const captcha = i >= 5 ? await answered() : {};
      const res = await post("LR100000001", {
        ...collect,
        pincode: "560001",
        phone_last4: "2222",
        ...captcha,
      });
      expect(res.status).toBe(403);
    }
    const res = await post("LR100000001", {
      ...collect,
      pincode: "560001",
      phone_last4: "1111",
      ...(await answered()),
    });
    expect(res.status).toBe(201);
  });

  it("answers 409 for a Delivered or Cancelled shipment and 404 for none", async () => {
    for (const lr of ["SI20254567", "LR777777777"])
      expect(
        (
          await post(lr, {
            option: "collect",
            branch: "pune",
            pincode: "411001",
            phone_last4: "4321",
          })
        ).status,
      ).toBe(409);
    expect(
      (
        await post("LR999999999", {
          option: "collect",
          branch: "pune",
          pincode: "411001",
          phone_last4: "4321",
        })
      ).status,
    ).toBe(404);
  });

  it("answers 400 with errors for bad fields, JSON and LR numbers; 415 for another type", async () => {
    const res = await post("LR555555555", {
      option: "reschedule",
      pincode: "411001",
      phone_last4: "4321",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ date: "Choose the day you want it delivered." });
    expect((await post("LR555555555", "{not json")).status).toBe(400);
    expect((await post("LR555555555", "[1,2]")).status).toBe(400);
    expect((await post("x!", { option: "collect" })).status).toBe(400);
    expect((await post("LR555555555", { option: "collect", language: "fr" })).status).toBe(400);
    const form = await t.app.request("/api/order/web/delivery-requests/LR555555555", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "option=collect",
    });
    expect(form.status).toBe(415);
    const big = await post("LR555555555", {
      option: "instructions",
      instructions: "x".repeat(40_000),
    });
    expect(big.status).toBe(413);
  });

  it("refuses instructions with a line break or an override, and stores nothing", async () => {
    const before = await t.database.db.$count(deliveryRequests);
    for (const instructions of ["Back gate\r\nFrom: Ops", "Gate 2 \u202Eeno kcab"]) {
      const res = await post("LR555555555", {
        option: "instructions",
        instructions,
        pincode: "411001",
        phone_last4: "4321",
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(["instructions"]);
    }
    expect(await t.database.db.$count(deliveryRequests)).toBe(before);
  });

  it("answers a retry with the same Idempotency-Key once, and refuses the key for another body", async () => {
    const body = { option: "collect", branch: "delhi", pincode: "411001", phone_last4: "4321" };
    // LR123456789 is locked for an hour by the test above: use the Delayed one's facts... none held,
    // so set them first through the service the ingestion uses.
    await t.services.tracking.setFacts("LR555555555", {
      destinationPincode: "411001",
      consigneePhone: "9000004321",
    });
    const headers = { "Idempotency-Key": "retry-me-0001" };
    const first = await post("LR555555555", body, headers);
    expect(first.status).toBe(201);
    const second = await post("LR555555555", body, headers);
    expect(second.status).toBe(201);
    expect((await second.json()).id).toBe((await first.json()).id);
    const other = await post("LR555555555", { ...body, branch: "pune" }, headers);
    expect(other.status).toBe(422);
  });

  it("renders the shipment's page again once a request changes it (the page cache's source)", async () => {
    const first = await t.services.tracking.findTracking("LR000000000");
    // Unchanged: the very same answer, so the cached page is served.
    expect(await t.services.tracking.findTracking("LR000000000")).toBe(first);
    await t.services.tracking.setFacts("LR000000000", {
      destinationPincode: "401208",
      consigneePhone: "9000007777",
    });
    const withFacts = await t.services.tracking.findTracking("LR000000000");
    const res = await post("LR000000000", {
      option: "collect",
      branch: "vasai",
      pincode: "401208",
      phone_last4: "7777",
    });
    expect(res.status).toBe(201);
    // Same tracking JSON, but a new answer: the page shows the request at once.
    const after = await t.services.tracking.findTracking("LR000000000");
    expect(after).toEqual(withFacts);
    expect(after).not.toBe(withFacts);
  });

  it("writes neither phone nor e-mail to the log", () => {
    const text = logs.text();
    expect(text).toContain("delivery request received");
    for (const secret of ["9876504321", "9812349876", "receiver@example.org", "guard at gate"])
      expect(text).not.toContain(secret);
  });
});
