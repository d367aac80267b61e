import { readFileSync } from "node:fs";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "./serviceability";
import {
  type DatabaseHandle,
  pincodes,
  serviceAreas,
  staffAuditLog,
} from "../../../tests/support/database";
import { openTestDatabase } from "../../../tests/support/test-database";
import {
  createApp,
  createLogger,
  createServices,
  type Services,
} from "../../../tests/support/server";
import type { TestApp } from "../../../tests/support/test-app";
import { LOAD_DIRECTORY_MS } from "../../../tests/support/test-app";
import {
  ensureAdmin,
  loadContext,
  makeStaff,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";

/**
 * A database without the demo data serves every pincode
 * until the company says otherwise in the staff console, and the site
 * follows a rule at once.
 */
let database: DatabaseHandle;
let services: Services;
let t: TestApp;
beforeAll(async () => {
  // Migrated, with the pincode directory, as a real install starts: no demo data.
  database = await openTestDatabase({ pincodes: true });
  services = createServices(database, { secret: SESSION_SECRET });
  const app = createApp({ services, logger: createLogger("silent"), siteUrl: "http://localhost" });
  t = { app, database, services };
}, LOAD_DIRECTORY_MS);
afterAll(() => database?.close());

const served = async (pin: string) =>
  (await (await t.app.request(`/api/pincodes/${pin}`)).json()).serviceable as boolean;

describe("a fresh database without demo data", () => {
  it("has no rules and serves every pincode, the company's own 401208 included", async () => {
    expect(await database.db.$count(serviceAreas)).toBe(0);
    expect(await served("401208")).toBe(true);
    expect(await served("744101")).toBe(true);
    expect(await served("194101")).toBe(true);
  });

  it("quotes an estimate between any two pincodes", async () => {
    const res = await t.app.request("/api/estimate?from=401208&to=744101&weight_kg=10&service=cl");
    expect(res.status).toBe(200);
  });
});

describe("/staff/serviceability", () => {
  let admin: string;
  let ops: string;
  beforeAll(async () => {
    admin = await ensureAdmin(t);
    ops = (await makeStaff(t, admin, "ops")).token;
  }, 120_000);

  const post = (token: string, body: FormData | URLSearchParams) =>
    action({
      request: staffRequest("/staff/serviceability", token, { method: "POST", body }),
      context: loadContext(t),
      params: {},
    } as Parameters<typeof action>[0]) as Promise<unknown>;
  const answerOf = (value: unknown) =>
    ((value as { data?: unknown }).data ?? value) as {
      done?: string;
      errors?: Record<string, string>;
      typed?: { area: string };
    };
  const lastAudit = async () =>
    (await database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

  it("ops stops a district; the API answers so at once; a pincode's own rule wins; audited", async () => {
    let answer = answerOf(
      await post(
        ops,
        new URLSearchParams({ intent: "rule", area: "palghar, maharashtra", serves: "stop" }),
      ),
    );
    expect(answer.done).toContain("Palghar, Maharashtra: not served");
    expect(await served("401208")).toBe(false);
    expect(await served("411001")).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: "serviceability.set",
      targetType: "service_area.district",
      targetId: "Palghar, Maharashtra",
      detail: { serves: false },
    });

    answer = answerOf(
      await post(ops, new URLSearchParams({ intent: "rule", area: "401208", serves: "serve" })),
    );
    expect(answer.done).toBeDefined();
    expect(await served("401208")).toBe(true);
    expect(await served("401209")).toBe(false);

    const estimate = await t.app.request(
      "/api/estimate?from=401209&to=110001&weight_kg=10&service=cl",
    );
    expect(estimate.status).toBe(400);
    expect((await estimate.json()).errors).toEqual({
      from: "We do not deliver to or from PIN code 401209 yet. You can still send your request and we will see what we can do.",
    });

    for (const area of ["Palghar, Maharashtra", "401208"])
      await post(admin, new URLSearchParams({ intent: "remove", area }));
    expect(await lastAudit()).toMatchObject({
      action: "serviceability.removed",
      targetId: "401208",
    });
    expect(await database.db.$count(serviceAreas)).toBe(0);
    expect(await served("401209")).toBe(true);
  });

  it("refuses an area the directory does not know next to the field, keeping what was typed", async () => {
    const answer = answerOf(
      await post(ops, new URLSearchParams({ intent: "rule", area: "Atlantis", serves: "stop" })),
    );
    expect(answer.errors?.area).toMatch(/Give a 6-digit pincode, a state's name/);
    expect(answer.typed?.area).toBe("Atlantis");
    expect(await database.db.$count(serviceAreas)).toBe(0);
  });

  it("takes a CSV of pincodes, all or nothing", async () => {
    const upload = (text: string, serves: string) => {
      const form = new FormData();
      form.set("intent", "csv");
      form.set("serves", serves);
      form.set("file", new File([text], "pins.csv", { type: "text/csv" }));
      return post(ops, form).then(answerOf);
    };
    const refused = await upload("pincode\n744101\n999999\n", "stop");
    expect(refused.errors?.file).toBe("Nothing was changed. No such pincode: 999999.");
    expect(await served("744101")).toBe(true);

    const done = await upload("pincode\n744101\n744102\n", "stop");
    expect(done.done).toBe("2 pincodes are now not served.");
    expect(await served("744101")).toBe(false);
    expect(await served("744102")).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: "serviceability.uploaded",
      detail: { serves: false, count: 2 },
    });
    await services.pincodes.changeServiceability({
      serve: [],
      stop: [],
      reset: ["744101", "744102"],
    });
  });

  it("lists the rules and checks a pincode for the page", async () => {
    await services.pincodes.changeServiceability({ serve: [], stop: ["Goa"], reset: [] });
    const page = (await loader({
      request: staffRequest("/staff/serviceability?pin=403001", ops),
      context: loadContext(t),
      params: {},
    } as Parameters<typeof loader>[0])) as Awaited<ReturnType<typeof loader>>;
    expect(page.rules).toEqual([{ kind: "state", value: "Goa", serves: false }]);
    expect(page.check).toMatchObject({ pin: "403001", serviceable: false });
    expect(page.areas).toContain("Palghar, Maharashtra");
    await services.pincodes.changeServiceability({ serve: [], stop: [], reset: ["Goa"] });
  });

  it("lists every state and district rule but only the first 200 pincode rules, saying how many more", async () => {
    const pins = (
      await database.db.select({ pincode: pincodes.pincode }).from(pincodes).limit(250)
    ).map((row) => row.pincode);
    await services.pincodes.changeServiceability({ serve: [], stop: ["Goa", ...pins], reset: [] });
    const page = (await loader({
      request: staffRequest("/staff/serviceability", ops),
      context: loadContext(t),
      params: {},
    } as Parameters<typeof loader>[0])) as Awaited<ReturnType<typeof loader>>;
    expect(page.ruleCount).toBe(251);
    expect(page.rules).toHaveLength(201);
    expect(page.rules[0]).toEqual({ kind: "state", value: "Goa", serves: false });
    expect(page.pincodeRulesHidden).toBe(50);
    await services.pincodes.changeServiceability({ serve: [], stop: [], reset: ["Goa", ...pins] });
  });
});

describe("migration 0003: an install with rules keeps its map", () => {
  const migration = readFileSync(
    path.join(import.meta.dirname, "../../../database/migrations/0003_serve_by_default.sql"),
    "utf8",
  );

  it("gives every state without a rule a 'not served' one when rules exist, and none without", async () => {
    await database.db.execute(sql.raw(migration));
    expect(await database.db.$count(serviceAreas)).toBe(0);

    await services.pincodes.changeServiceability({
      serve: ["Maharashtra", "110001"],
      stop: [],
      reset: [],
    });
    await database.db.execute(sql.raw(migration));
    expect(await served("411001")).toBe(true);
    expect(await served("110001")).toBe(true); // a pincode's own rule still wins
    expect(await served("110002")).toBe(false); // Delhi: no rule before, so not served, as before
    expect(await served("403001")).toBe(false); // Goa
    const maharashtra = await services.pincodes.listServiceability();
    expect(maharashtra.states.serve).toEqual(["Maharashtra"]);
    expect(maharashtra.states.stop).toContain("Goa");
  });
});
