import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickupRequests, quoteRequests } from "../../database/schema";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { postJson, validLeads } from "../../tests/support/test-leads";

const TOKEN = "test-ops-token-0123456789";
const auth = { Authorization: `Bearer ${TOKEN}` };
const json = { ...auth, "Content-Type": "application/json" };

/** The whole directory and the demo data, as a fresh embedded server has them. */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ opsApiToken: TOKEN, pincodes: true });
}, LOAD_DIRECTORY_MS);
afterAll(() => t?.database.close());

const get = (path: string) => t.app.request(`/api${path}`);
const putRules = (body: unknown, headers: Record<string, string> = json) =>
  t.app.request("/api/ops/serviceability", {
    method: "PUT",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("GET /api/pincodes/{pin}", () => {
  it("answers the places, district and state of a pincode, cacheable, with whether it is served", async () => {
    const res = await get("/pincodes/401208");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
    const body = await res.json();
    expect(body).toEqual({
      pincode: "401208",
      places: expect.arrayContaining(["Vasai East IE", "Pelhar"]),
      district: "Palghar",
      state: "Maharashtra",
      serviceable: true,
    });
  });

  it("says Port Blair (744101) is not served, per the demo data", async () => {
    const body = await (await get("/pincodes/744101")).json();
    expect(body).toMatchObject({ state: "Andaman and Nicobar Islands", serviceable: false });
    expect(body.places).toContain("Port Blair");
  });

  it("answers 404 for six digits that are no pincode", async () => {
    const res = await get("/pincodes/999999");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      ok: false,
      message: "We could not find PIN code 999999. Check the 6 digits.",
    });
  });

  it.each(["12345", "1234567", "012345", "abcdef", "41100a"])(
    "answers 400 for %s, which is not six digits",
    async (pin) => {
      const res = await get(`/pincodes/${pin}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        ok: false,
        message: "Enter the 6-digit PIN code, like 401208.",
      });
    },
  );
});

describe("GET /api/estimate", () => {
  it("prices Pune to Delhi by PTL: a range in rupees, GST apart, transit days, labelled indicative", async () => {
    const res = await get("/estimate?from=411001&to=110001&weight_kg=120&service=ptl");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
    const body = await res.json();
    expect(body).toMatchObject({
      indicative: true,
      from: { pincode: "411001", place: "Pune", state: "Maharashtra", serviceable: true },
      to: { pincode: "110001", place: "New Delhi", state: "Delhi" },
      service: "ptl",
      weight_kg: 120,
      chargeable_weight_kg: 120,
      gst: { rate_percent: 18 },
      rate_card: expect.any(String),
    });
    // Pune to New Delhi is about 1,170 km as the crow flies; by road, times 1.3.
    expect(body.distance_km).toBeGreaterThan(1_400);
    expect(body.distance_km).toBeLessThan(1_700);
    expect(body.price.low).toBeLessThan(body.price.high);
    expect(body.price.low % 10).toBe(0);
    expect(body.gst.high).toBe(Math.round(body.price.high * 0.18));
    expect(body.transit_days.min).toBeGreaterThanOrEqual(2);
    expect(body.transit_days.max).toBe(body.transit_days.min + 1);
  });

  it.each([
    ["no parameters", "", ["from", "to", "weight_kg", "service"]],
    ["a five-digit origin", "from=41100&to=110001&weight_kg=5&service=cl", ["from"]],
    ["a weight of zero", "from=411001&to=110001&weight_kg=0&service=cl", ["weight_kg"]],
    ["a weight in words", "from=411001&to=110001&weight_kg=heavy&service=cl", ["weight_kg"]],
    ["too heavy for a courier", "from=411001&to=110001&weight_kg=500&service=cl", ["weight_kg"]],
    ["warehousing", "from=411001&to=110001&weight_kg=5&service=warehousing", ["service"]],
  ])("answers 400 for %s, naming each wrong field", async (_, query, fields) => {
    const res = await get(`/estimate?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
  });

  it("answers 404 naming the pincode that does not exist", async () => {
    const res = await get("/estimate?from=411001&to=999999&weight_kg=5&service=cl");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      ok: false,
      message: "We could not find PIN code 999999. Check the 6 digits.",
      errors: { to: "We could not find PIN code 999999. Check the 6 digits." },
    });
  });
});

describe("GET /api/estimate and the routes the company does not serve", () => {
  it("refuses a route to or from an unserved pincode, naming each end in plain words", async () => {
    const res = await get("/estimate?from=744101&to=682555&weight_kg=5&service=cl");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false });
    expect(body.errors).toEqual({
      from: "We do not deliver to or from PIN code 744101 yet. You can still send your request and we will see what we can do.",
      to: "We do not deliver to or from PIN code 682555 yet. You can still send your request and we will see what we can do.",
    });
    const one = await get("/estimate?from=411001&to=744101&weight_kg=5&service=cl");
    expect(one.status).toBe(400);
    expect(Object.keys((await one.json()).errors)).toEqual(["to"]);
  });
});

describe("PUT /api/ops/serviceability", () => {
  it("answers 401 without the bearer token, changing nothing", async () => {
    const res = await putRules({ stop: ["Maharashtra"] }, { "Content-Type": "application/json" });
    expect(res.status).toBe(401);
    expect((await (await get("/pincodes/411001")).json()).serviceable).toBe(true);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await putRules("stop=411001", { ...auth, "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
  });

  it.each([
    ["an empty change", {}, "body"],
    ["an unknown field", { serve: [], halt: ["411001"] }, "body"],
    ["a list that is not a list", { stop: "411001" }, "stop"],
    ["a pincode that does not exist", { stop: ["411001", "999999"] }, "stop.1"],
    ["a state the directory does not know", { serve: ["Atlantis"] }, "serve.0"],
  ])("answers 400 for %s and changes nothing", async (_, body, field) => {
    const res = await putRules(body);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain(field);
    expect((await (await get("/pincodes/411001")).json()).serviceable).toBe(true);
  });

  it("stops and serves by pincode and by state; a pincode's rule wins; reset removes a rule", async () => {
    let res = await putRules({ stop: ["411001"], serve: ["ladakh", "744101"] });
    expect(res.status).toBe(200);
    const rules = await res.json();
    expect(rules.ok).toBe(true);
    expect(rules.pincodes).toEqual({ serve: ["744101"], stop: ["411001"] });
    expect(rules.states.serve).toContain("Ladakh");
    expect(rules.states.stop).toEqual(["Andaman and Nicobar Islands", "Lakshadweep"]);

    const served = async (pin: string) =>
      (await (await get(`/pincodes/${pin}`)).json()).serviceable;
    expect(await served("411001")).toBe(false);
    expect(await served("411002")).toBe(true);
    expect(await served("194101")).toBe(true); // Leh, Ladakh
    expect(await served("744101")).toBe(true);
    expect(await served("744102")).toBe(false); // the rest of the islands still not

    res = await putRules({ reset: ["411001", "744101"], stop: ["Ladakh"] });
    expect(res.status).toBe(200);
    expect(await served("411001")).toBe(true);
    expect(await served("744101")).toBe(false);
    expect(await served("194101")).toBe(false);

    const list = await t.app.request("/api/ops/serviceability", { headers: auth });
    expect(list.status).toBe(200);
    expect((await list.json()).states.stop).toEqual([
      "Andaman and Nicobar Islands",
      "Ladakh",
      "Lakshadweep",
    ]);
  });
});

describe("lead forms and the directory", () => {
  it("refuses a pickup whose pincode does not exist, with the message on the field, storing nothing", async () => {
    const before = await t.database.db.$count(pickupRequests);
    const res = await postJson(t, "/requestPickups/create/web", {
      ...validLeads.pickup(),
      pincode: "999999",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { pincode: "We could not find PIN code 999999. Check the 6 digits." },
    });
    expect(await t.database.db.$count(pickupRequests)).toBe(before);
  });

  it("stores a quote request with the estimate the server computed, whatever the browser sends", async () => {
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      service: "ptl",
      origin_pincode: "411001",
      destination_pincode: "110001",
      weight_kg: "120",
      estimate: { low: 1, high: 2 },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const expected = await (
      await get("/estimate?from=411001&to=110001&weight_kg=120&service=ptl")
    ).json();
    expect(row).toMatchObject({
      originPincode: "411001",
      destinationPincode: "110001",
      weightKg: 120,
      estimate: {
        low: expected.price.low,
        high: expected.price.high,
        distanceKm: expected.distance_km,
        transitDays: expected.transit_days,
        gstRatePercent: 18,
      },
    });
  });

  it("refuses a quote whose destination pincode does not exist", async () => {
    const res = await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      origin_pincode: "411001",
      destination_pincode: "999999",
      weight_kg: "5",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      destination_pincode: "We could not find PIN code 999999. Check the 6 digits.",
    });
  });
});

describe("GET /api/ops/quote-requests", () => {
  it("lists a sender's quote requests with their estimates, not cached, behind the token", async () => {
    const email = "estimate-reader@example.org";
    await postJson(t, "/request-quote/create", {
      ...validLeads.quote,
      email,
      service: "cl",
      origin_pincode: "401208",
      destination_pincode: "560066",
      weight_kg: "2.2",
    });
    expect((await t.app.request(`/api/ops/quote-requests?email=${email}`)).status).toBe(401);
    const res = await t.app.request(`/api/ops/quote-requests?email=${email}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const [quote, ...others] = await res.json();
    expect(others).toEqual([]);
    expect(quote).toMatchObject({
      email,
      origin_pincode: "401208",
      destination_pincode: "560066",
      weight_kg: 2.2,
      estimate: { low: expect.any(Number), high: expect.any(Number), rateCard: "2026-11" },
    });
    const bad = await t.app.request("/api/ops/quote-requests?limit=0", { headers: auth });
    expect(bad.status).toBe(400);
  });
});
