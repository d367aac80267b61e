/**
 * Half of a UTF-16 pair (`"\ud800"` in JSON) at every door that reads JSON:
 * a 400 naming the field, nothing stored, nothing logged as an error
 * (docs/decisions/015-submission-hardening.md). PostgreSQL cannot store such
 * a text, so let through it became a database error answered 503.
 */
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobs, leads, shipments, supportTickets } from "../../database/schema";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { newCaptcha, nextIp, validLeads } from "../../tests/support/test-leads";
import { parseJsonText } from "./json-text";
import { countEmails } from "../../tests/support/test-outbox";

const TOKEN = "test-ops-token-0123456789";
const BROKEN = "lone\ud800surrogate";
const MESSAGE = "Type this field again: it holds a broken character that cannot be stored.";

describe("parseJsonText and broken text", () => {
  it("names the first text or key holding a lone surrogate, and reads whole pairs", () => {
    const read = (value: unknown) => parseJsonText(JSON.stringify(value));
    expect(read({ a: { b: ["ok", BROKEN] } })).toEqual({
      ok: false,
      reason: "broken",
      field: "a.b[1]",
    });
    expect(read({ ["k\udc00"]: 1 })).toEqual({ ok: false, reason: "broken", field: "k\ufffd" });
    expect(read(BROKEN)).toEqual({ ok: false, reason: "broken", field: "body" });
    expect(read({ name: "Asha 😀 \ud83d\ude00" })).toEqual({
      ok: true,
      value: { name: "Asha 😀 😀" },
    });
  });
});

describe("a lone surrogate at every JSON door", () => {
  let t: TestApp;
  let jobId: number;
  const logs = capturedLogger();

  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, logger: logs.logger });
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  async function counts() {
    const n = async (table: PgTable) =>
      (await t.database.db.select({ n: count() }).from(table))[0]!.n;
    return {
      leads: await n(leads),
      applications: await n(jobApplications),
      tickets: await n(supportTickets),
      shipments: await n(shipments),
      jobs: await n(jobs),
      emails: await countEmails(t.database.db),
    };
  }

  /** 400 naming the field, in English, with nothing stored and no error logged. */
  async function expectRefused(res: Response, field: string, before: object) {
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: MESSAGE });
    expect(await counts()).toEqual(before);
    expect(logs.text()).not.toMatch(/"level":50/);
  }

  const json = (method: string, path: string, body: unknown) =>
    t.app.request(path, {
      method,
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${TOKEN}`,
        "X-Forwarded-For": nextIp(),
      },
      body: JSON.stringify(body),
    });

  it("POST /api/job-applications/apply: in a free-text field of data", async () => {
    const before = await counts();
    const data = validApplication(jobId);
    data.jobRelatedInformation.cover_letter = BROKEN;
    const res = await postApplication(
      t,
      applicationForm(JSON.stringify(data), { bytes: resumePdf(), name: "cv.pdf" }),
    );
    await expectRefused(res, "jobRelatedInformation.cover_letter", before);
  });

  it("POST /api/support/tickets: in a field of data", async () => {
    const before = await counts();
    const body = new FormData();
    body.set(
      "data",
      JSON.stringify({
        category: "other",
        name: "Asha Patil",
        email: "asha@example.org",
        phone: "9876543210",
        description: `The photos show the cartons ${BROKEN} as they arrived.`,
      }),
    );
    const res = await t.app.request("/api/support/tickets", {
      method: "POST",
      headers: { "X-Forwarded-For": nextIp() },
      body,
    });
    await expectRefused(res, "description", before);
  });

  const leadDoors: [string, () => Promise<Record<string, unknown>>, string][] = [
    ["/api/request-quote/create", async () => ({ ...validLeads.quote, notes: BROKEN }), "notes"],
    [
      "/api/requestPickups/create/web",
      async () => ({ ...validLeads.pickup(), address: BROKEN }),
      "address",
    ],
    ["/api/contact/create", async () => ({ ...validLeads.contact, message: BROKEN }), "message"],
    [
      "/api/clients/register",
      async () => ({ ...validLeads.client, ...(await newCaptcha(t)), company_name: BROKEN }),
      "company_name",
    ],
    [
      "/api/franchise/register",
      async () => ({ ...validLeads.franchise, message: BROKEN }),
      "message",
    ],
  ];
  it.each(leadDoors)("POST %s", async (path, body, field) => {
    const before = await counts();
    await expectRefused(await json("POST", path, await body()), field, before);
  });

  it("POST /api/order/web/delivery-requests/{lr}", async () => {
    const before = await counts();
    const res = await json("POST", "/api/order/web/delivery-requests/LR444444444", {
      option: "instructions",
      instructions: `Leave it with the guard ${BROKEN}`,
      pincode: "110001",
      phone_last4: "9876",
    });
    await expectRefused(res, "instructions", before);
  });

  const event = { id: "scan-1", status: "Manifested", occurred_at: "2026-11-19T09:00:00+05:30" };
  const job = { title: "Route Planner", description: "Plan the day's routes.", location: BROKEN };
  const opsDoors: [string, string, unknown, string][] = [
    [
      "PUT",
      "/api/ops/shipments/NB100000001",
      { order_status: "Booked", consignee: BROKEN },
      "consignee",
    ],
    [
      "POST",
      "/api/ops/shipments/NB100000001/events",
      { events: [{ ...event, location: BROKEN }] },
      "events[0].location",
    ],
    ["POST", "/api/ops/jobs", job, "location"],
    ["PUT", "/api/ops/jobs/1", job, "location"],
    ["PATCH", "/api/ops/jobs/1", { title: BROKEN }, "title"],
    [
      "PUT",
      "/api/ops/serviceability",
      { rules: [{ pincode: "411001", serviceable: true, note: BROKEN }] },
      "rules[0].note",
    ],
  ];
  it.each(opsDoors)("%s %s", async (method, path, body, field) => {
    const before = await counts();
    await expectRefused(await json(method, path, body), field, before);
  });
});
