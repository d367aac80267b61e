/**
 * The business API v1 through the real HTTP app (CONTRACT.md "Business
 * accounts", "API"; docs/decisions/041-business-api.md): keys, limits,
 * booking and its refusals, Idempotency-Key, suspension, revocation,
 * isolation, last use, and the OpenAPI document the answers must match.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { Validator } from "@seriousme/openapi-schema-validator";
import {
  ShipmentAnswerSchema,
  ShipmentCreatedSchema,
  ApiErrorSchema,
  SHIPMENT_EXAMPLE,
} from "@core/schemas/business-api";
import { businessApiKeys, businessBookings, businesses } from "../../database/schema-business";
import { shipments } from "../../database/schema";
import { DEMO_API_KEY } from "../../database/demo-business";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import { makeBusiness, type TestBusiness } from "../../tests/support/test-business";
import { SESSION_SECRET } from "../../tests/support/test-staff";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { createServices, type ServiceOptions } from "../services/create-services";

let t: TestApp;
let a: TestBusiness;
let b: TestBusiness;
let keyA: string;
let keyB: string;
const WRONG_TRIES = 4;
const PER_MINUTE = 5;

const body = (extra: Record<string, unknown> = {}) => ({ ...SHIPMENT_EXAMPLE, ...extra });

function call(
  path: string,
  init: {
    key?: string | null;
    body?: unknown;
    raw?: string;
    type?: string;
    idem?: string;
    ip?: string;
  } = {},
  app: TestApp = t,
) {
  const headers: Record<string, string> = {};
  if (init.ip) headers["X-Forwarded-For"] = init.ip;
  if (init.key !== null) headers.Authorization = `Bearer ${init.key ?? keyA}`;
  if (init.idem !== undefined) headers["Idempotency-Key"] = init.idem;
  const hasBody = init.body !== undefined || init.raw !== undefined;
  if (hasBody) headers["Content-Type"] = init.type ?? "application/json";
  return app.app.request(`/api/business/v1${path}`, {
    method: hasBody ? "POST" : "GET",
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

const post = (json: unknown, init: Parameters<typeof call>[1] = {}) =>
  call("/shipments", { ...init, body: json });

async function shipmentCount() {
  const [row] = await t.database.db.select({ n: count() }).from(shipments);
  return row!.n;
}

/**
 * Another app over the same database (a second test database would replace
 * this file's on PostgreSQL): its own services, so its own secret and budgets.
 */
function sameDatabaseApp(options: ServiceOptions): TestApp {
  const logger = createLogger("silent");
  const services = createServices(t.database, { logger, ...options });
  const app = createApp({ services, logger, siteUrl: "http://localhost:3000" });
  return { app, database: t.database, services };
}

const ownerOf = (biz: TestBusiness) => ({
  id: biz.userId,
  email: biz.email,
  role: "owner" as const,
  businessId: biz.id,
  ipHash: "",
});

async function makeKey(biz: TestBusiness, name = "Warehouse system") {
  const made = await t.services.businessApiKeys.makeKey(ownerOf(biz), name);
  if (!made.ok) throw new Error(made.error);
  return made;
}

beforeAll(async () => {
  t = await openTestApp({
    pincodes: true,
    services: {
      secret: SESSION_SECRET,
      rateLimit: {
        budgets: {
          opsToken: { points: WRONG_TRIES, durationSeconds: 900 },
          businessApiKey: { points: 100_000, durationSeconds: 60 },
        },
      },
    },
  });
  a = await makeBusiness(t.database.db, "Alpha Traders");
  b = await makeBusiness(t.database.db, "Beta Traders");
  keyA = (await makeKey(a)).key;
  keyB = (await makeKey(b)).key;
}, LOAD_DIRECTORY_MS);

afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("keys", () => {
  it("are sil_live_ and 32 base62 characters, stored only as a keyed hash and a prefix", async () => {
    expect(keyA).toMatch(/^sil_live_[0-9A-Za-z]{32}$/);
    const rows = await t.database.db.select().from(businessApiKeys);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(keyA);
    const row = rows.find((r) => r.businessId === a.id)!;
    expect(row.prefix).toBe(keyA.slice(0, 13));
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the demo key opens the demo business's shipments", async () => {
    const answer = await call("/shipments/SB0000000001", { key: DEMO_API_KEY });
    expect(answer.status).toBe(200);
    const json = ShipmentAnswerSchema.parse(await answer.json());
    expect(json.orderTracking.lr_no).toBe("SB0000000001");
  });

  it("are off without a configured SESSION_SECRET", async () => {
    const other = sameDatabaseApp({});
    try {
      expect(other.services.businessApiKeys.available).toBe(false);
      const answer = await other.app.request("/api/business/v1/shipments/SB0000000001", {
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      });
      expect(answer.status).toBe(401);
    } finally {
      other.services.close();
    }
  });
});

describe("the bearer check", () => {
  it("refuses no key, a wrong key and a malformed header with 401 JSON, then 429 per address", async () => {
    const ip = "203.0.113.7";
    const tries = [
      await call("/shipments/SB0000000001", { key: null, ip }),
      await call("/shipments/SB0000000001", { key: "sil_live_wrongwrongwrongwrongwrong00", ip }),
      await t.app.request("/api/business/v1/shipments", {
        method: "POST",
        headers: {
          Authorization: "Basic abc",
          "Content-Type": "application/json",
          "X-Forwarded-For": ip,
        },
        body: JSON.stringify(body()),
      }),
      await call("/shipments/SB0000000001", { key: "not-a-key", ip }),
    ];
    for (const answer of tries) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="business"');
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      ApiErrorSchema.parse(await answer.json());
    }
    const limited = await call("/shipments/SB0000000001", {
      key: "sil_live_guessguessguessguessguessguess",
      ip,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The right key is never counted nor refused while its address is limited.
    const right = await call("/shipments/SB0000000001", { key: keyB, ip });
    expect(right.status).toBe(404);
  });

  it("answers 403 for a suspended business's key at once, and works again when restored", async () => {
    const db = t.database.db;
    await db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, b.id));
    const before = await shipmentCount();
    const refused = await post(body({ client_ref: null }), { key: keyB });
    expect(refused.status).toBe(403);
    expect((await refused.json()).ok).toBe(false);
    expect(await shipmentCount()).toBe(before);
    await db.update(businesses).set({ suspendedAt: null }).where(eq(businesses.id, b.id));
    expect((await call("/shipments/SB0000000001", { key: keyB })).status).toBe(404);
  });

  it("limits each key per minute with 429 and Retry-After; other keys go on", async () => {
    // An app of its own with a small budget, so the other tests' calls do not spend it.
    const small = sameDatabaseApp({
      secret: SESSION_SECRET,
      rateLimit: { budgets: { businessApiKey: { points: PER_MINUTE, durationSeconds: 60 } } },
    });
    try {
      const made = async (name: string) => {
        const biz = await makeBusiness(small.database.db, name);
        const key = await small.services.businessApiKeys.makeKey(ownerOf(biz), name);
        if (!key.ok) throw new Error(key.error);
        return key.key;
      };
      const busy = await made("Busy Loop Traders");
      const calm = await made("Calm Traders");
      const statuses: number[] = [];
      for (let i = 0; i < PER_MINUTE; i++)
        statuses.push((await call("/shipments/SB0000000001", { key: busy }, small)).status);
      expect(statuses).toEqual(Array(PER_MINUTE).fill(404));
      const last = await call("/shipments/SB0000000001", { key: busy }, small);
      expect(last.status).toBe(429);
      ApiErrorSchema.parse(await last.json());
      const retry = Number(last.headers.get("Retry-After"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
      expect((await call("/shipments/SB0000000001", { key: calm }, small)).status).toBe(404);
    } finally {
      small.services.close();
    }
  });
});

describe("POST /shipments", () => {
  let lr = "";

  it("books through the form's service: 201, an SB LR number, the label's path", async () => {
    const answer = await post(body());
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const json = ShipmentCreatedSchema.parse(await answer.json());
    expect(json.lr_no).toMatch(/^SB\d{10}$/);
    expect(json.label).toBe(`/api/business/v1/shipments/${json.lr_no}/label.pdf`);
    lr = json.lr_no;
    const [row] = await t.database.db
      .select({
        businessId: shipments.businessId,
        status: shipments.orderStatus,
        declared: shipments.declaredValuePaise,
        cod: shipments.codAmountPaise,
        source: businessBookings.source,
      })
      .from(shipments)
      .innerJoin(businessBookings, eq(businessBookings.id, shipments.bookingId))
      .where(eq(shipments.lrNo, lr));
    // Rupees in the JSON, paise inside.
    expect(row).toEqual({
      businessId: a.id,
      status: "Booked",
      declared: 1_200_000,
      cod: 1_200_000,
      source: "api",
    });
  });

  it("GET answers the tracking and the booking's facts in rupees, as the schema says", async () => {
    const answer = await call(`/shipments/${lr.toLowerCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const json = ShipmentAnswerSchema.parse(await answer.json());
    expect(json.orderTracking).toMatchObject({ lr_no: lr, order_status: "Booked" });
    expect(json.booking).toMatchObject({
      lr_no: lr,
      client_ref: "ORD-1001",
      source: "api",
      service: "ptl",
      payment_mode: "cod",
      declared_value: 12000,
      cod_amount: 12000,
      package_count: 1,
      packages: [{ count: 1, weight_kg: 12.5, length_cm: 40, breadth_cm: 30, height_cm: 30 }],
      consignee: { name: "Anita Desai", phone: "9876543210", pincode: "411001" },
      label: `/api/business/v1/shipments/${lr}/label.pdf`,
    });
    expect(json.booking!.charges.total).toBeGreaterThan(0);
  });

  it("serves the label PDF", async () => {
    const answer = await call(`/shipments/${lr}/label.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("refuses a reference already booked, as the form does", async () => {
    const answer = await post(body());
    expect(answer.status).toBe(400);
    const json = await answer.json();
    expect(json.errors.client_ref).toContain(lr);
  });

  const refusals: [string, Parameters<typeof call>[1], number, string | null][] = [
    ["bad JSON", { raw: "{not json" }, 400, null],
    ["another content type", { raw: "a=1", type: "application/x-www-form-urlencoded" }, 415, null],
    [
      "a body over 32 KB",
      { raw: JSON.stringify({ ...body(), invoice_no: "x".repeat(40_000) }) },
      413,
      null,
    ],
    ["JSON nested too deeply", { raw: `${"[".repeat(200)}${"]".repeat(200)}` }, 400, null],
    ["an array", { body: [body()] }, 400, null],
    ["an unknown field", { body: body({ colour: "red" }) }, 400, "colour"],
    [
      "an unknown consignee field",
      { body: body({ consignee: { ...SHIPMENT_EXAMPLE.consignee, email: "x@y.z" } }) },
      400,
      "consignee.email",
    ],
    [
      "an unknown package field",
      { body: body({ packages: [{ ...SHIPMENT_EXAMPLE.packages[0], colour: "red" }] }) },
      400,
      "packages[0].colour",
    ],
    ["a consignee as text", { body: body({ consignee: "Anita" }) }, 400, "consignee"],
    ["packages as an object", { body: body({ packages: { weight_kg: 1 } }) }, 400, "packages"],
    ["a declared value of true", { body: body({ declared_value: true }) }, 400, "declared_value"],
    [
      "a wrong phone",
      { body: body({ consignee: { ...SHIPMENT_EXAMPLE.consignee, phone: "12345" } }) },
      400,
      "consignee.phone",
    ],
    [
      "a weight of text",
      { body: body({ packages: [{ ...SHIPMENT_EXAMPLE.packages[0], weight_kg: "heavy" }] }) },
      400,
      "packages[0].weight_kg",
    ],
    [
      "a second package without a height",
      {
        body: body({
          packages: [SHIPMENT_EXAMPLE.packages[0], { weight_kg: 1, length_cm: 1, breadth_cm: 1 }],
        }),
      },
      400,
      "packages[1].height_cm",
    ],
    ["an unknown service", { body: body({ service: "teleport" }) }, 400, "service"],
    ["COD above the declared value", { body: body({ cod_amount: 13000 }) }, 400, "cod_amount"],
    ["no e-way bill over 50,000", { body: body({ declared_value: 60000 }) }, 400, "ewb_no"],
    [
      "a pincode that does not exist",
      { body: body({ consignee: { ...SHIPMENT_EXAMPLE.consignee, pincode: "999999" } }) },
      400,
      "consignee.pincode",
    ],
    [
      "a pickup address of nobody's",
      { body: body({ pickup_address: "Nowhere depot" }) },
      400,
      "pickup_address",
    ],
    [
      "an overweight PTL",
      { body: body({ packages: [{ ...SHIPMENT_EXAMPLE.packages[0], weight_kg: 99_000 }] }) },
      400,
      "packages",
    ],
    [
      "a bad Idempotency-Key",
      { body: body({ client_ref: null }), idem: "é" },
      400,
      "Idempotency-Key",
    ],
  ];
  for (const [what, init, status, field] of refusals)
    it(`refuses ${what} with ${status}, storing nothing`, async () => {
      const before = await shipmentCount();
      const answer = await call("/shipments", init);
      expect(answer.status).toBe(status);
      expect(answer.headers.get("Content-Type")).toMatch(/application\/json/);
      const json = await answer.json();
      expect(json.ok).toBe(false);
      expect(typeof json.message).toBe("string");
      if (field) {
        expect(Object.keys(json.errors)).toContain(field);
        expect(json.error).toBe(json.message);
      }
      expect(await shipmentCount()).toBe(before);
    });

  it("names every unknown field and says what to do", async () => {
    const answer = await post(body({ colour: "red", size: 2 }));
    const json = await answer.json();
    expect(json.errors.colour).toMatch(/not part of the API/);
    expect(json.errors.size).toMatch(/not part of the API/);
  });
});

describe("Idempotency-Key", () => {
  it("answers the same key and body with the stored answer, another body with 422", async () => {
    const first = await post(body({ client_ref: "IDEM-1" }), { idem: "order-1" });
    expect(first.status).toBe(201);
    const made = await first.json();
    const before = await shipmentCount();
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body({ client_ref: "IDEM-1" })).reverse());
    const again = await post(reordered, { idem: "order-1" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(made);
    expect(await shipmentCount()).toBe(before);
    const other = await post(body({ client_ref: "IDEM-2" }), { idem: "order-1" });
    expect(other.status).toBe(422);
    expect((await other.json()).ok).toBe(false);
    expect(await shipmentCount()).toBe(before);
  });

  it("keeps keys per business: another business's same key books its own", async () => {
    const mine = await post(body({ client_ref: "IDEM-B" }), { idem: "order-1", key: keyB });
    expect(mine.status).toBe(201);
    expect(mine.headers.get("Idempotent-Replayed")).toBeNull();
    const [row] = await t.database.db
      .select({ businessId: shipments.businessId })
      .from(shipments)
      .where(eq(shipments.lrNo, (await mine.json()).lr_no));
    expect(row!.businessId).toBe(b.id);
  });

  it("books once when the same key is sent twice at the same moment", async () => {
    const before = await shipmentCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(body({ client_ref: "IDEM-RACE" }), { idem: "race-1" })),
    );
    const jsons = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(jsons.map((j) => j.lr_no)).size).toBe(1);
    expect(await shipmentCount()).toBe(before + 1);
  });
});

describe("isolation and revocation", () => {
  it("another business's key gets 404 for the first's LR, as for an unknown one", async () => {
    const made = await (await post(body({ client_ref: "ISO-1" }))).json();
    for (const path of [`/shipments/${made.lr_no}`, `/shipments/${made.lr_no}/label.pdf`]) {
      const theirs = await call(path, { key: keyB });
      const unknown = await call(path.replace(made.lr_no, "SB9999999999"), { key: keyB });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await unknown.json());
    }
    // Its pickup address id is not B's either.
    const answer = await post(body({ client_ref: "ISO-2", pickup_address: a.addressId }), {
      key: keyB,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()).errors)).toEqual(["pickup_address"]);
  });

  it("a revoked key gets 401 at once; another business cannot revoke it", async () => {
    const made = await makeKey(a, "To revoke");
    expect((await call("/shipments/SB0000000001", { key: made.key })).status).toBe(404);
    expect(await t.services.businessApiKeys.revokeKey(ownerOf(b), made.id)).toBe(false);
    expect((await call("/shipments/SB0000000001", { key: made.key })).status).toBe(404);
    expect(await t.services.businessApiKeys.revokeKey(ownerOf(a), made.id)).toBe(true);
    const answer = await call("/shipments/SB0000000001", { key: made.key });
    expect(answer.status).toBe(401);
    const list = await t.services.businessApiKeys.listKeys(ownerOf(a));
    const row = list.find((k) => k.id === made.id)!;
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedByName).toBe("Owner of Alpha Traders");
  });
});

describe("last use", () => {
  it("is written on first use and at most once a minute after", async () => {
    const made = await makeKey(a, "Last use");
    const read = async () =>
      (
        await t.database.db
          .select({ at: businessApiKeys.lastUsedAt })
          .from(businessApiKeys)
          .where(and(eq(businessApiKeys.id, made.id)))
      )[0]!.at;
    expect(await read()).toBeNull();
    await call("/shipments/SB0000000001", { key: made.key });
    const first = await read();
    expect(first).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await call("/shipments/SB0000000001", { key: made.key });
    expect((await read())!.getTime()).toBe(first!.getTime());
    // A minute on (the stored time moved back), the next use is written again.
    await t.database.db
      .update(businessApiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(businessApiKeys.id, made.id));
    await call("/shipments/SB0000000001", { key: made.key });
    expect((await read())!.getTime()).toBeGreaterThan(first!.getTime());
  });
});

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document naming every path, answer and header", async () => {
    const answer = await t.app.request("/api/business/v1/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const doc = await answer.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/openapi.json",
      "/shipments",
      "/shipments/{lr}",
      "/shipments/{lr}/label.pdf",
    ]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const create = doc.paths["/shipments"].post;
    expect(Object.keys(create.responses).sort()).toEqual(
      ["201", "400", "401", "403", "413", "415", "422", "429", "503"].sort(),
    );
    expect(create.responses["429"].headers["Retry-After"]).toBeDefined();
    expect(create.parameters.map((p: { name: string }) => p.name)).toContain("Idempotency-Key");
    expect(create.requestBody.content["application/json"].schema.$ref).toBe(
      "#/components/schemas/ShipmentRequest",
    );
    const request = JSON.stringify(doc.components.schemas.ShipmentRequest);
    for (const field of ["consignee", "packages", "declared_value", "client_ref", "ewb_no"])
      expect(request).toContain(`"${field}"`);
    expect(request).toContain('"additionalProperties":false');
  });
});
