import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

const TOKEN = "test-ops-token-0123456789";
const auth = { Authorization: `Bearer ${TOKEN}` };
const json = { ...auth, "Content-Type": "application/json" };

const ROUTE_PLANNER = {
  title: "Route Planner",
  description: "Plan the day's pickups and deliveries across the Pune region.",
  company: "Sahyadri Interlink Logistics",
  location: "Pune, Maharashtra",
  experience: "1-3 years",
  salary: "₹3,00,000 - ₹4,20,000 a year",
  job_level: "Entry level",
  employment_type: "Full-time",
  industry: "Logistics and Supply Chain",
  workplace_type: "Hybrid",
  skills: ["Route Planning", "MS Excel"],
  languages: ["English", "Marathi"],
  requirements: ["Graduate in any discipline"],
  responsibilities: ["Build the day's routes", "Brief the drivers"],
  benefits: ["Health insurance"],
};

const OLD = new Date("2026-01-01T00:00:00Z");

describe("ingestion API: job openings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
  });
  afterAll(() => t?.database.close());

  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = json,
  ) =>
    t.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (body: unknown = ROUTE_PLANNER) => {
    const res = await send("POST", "/api/ops/jobs", body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const single = (id: number) => t.app.request(`/api/jobs/single/${id}`);
  const activeIds = async () =>
    ((await (await t.app.request("/api/jobs/active")).json()) as { id: number }[]).map((j) => j.id);
  const countJobs = () => t.database.db.$count(jobs);
  const stored = async (id: number) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const backdate = (id: number) =>
    t.database.db.update(jobs).set({ updatedAt: OLD }).where(eq(jobs.id, id));

  it.each([
    ["no token", {}],
    ["a wrong token", { Authorization: "Bearer wrong-token-wrong-token" }],
  ])("answers 401 with %s and changes nothing", async (_, headers) => {
    const id = await create();
    const before = await countJobs();
    const h = { ...headers, "Content-Type": "application/json" };
    const calls = [
      send("POST", "/api/ops/jobs", ROUTE_PLANNER, h),
      send("PUT", `/api/ops/jobs/${id}`, { ...ROUTE_PLANNER, title: "Changed" }, h),
      send("PATCH", `/api/ops/jobs/${id}`, { title: "Changed" }, h),
      send("POST", `/api/ops/jobs/${id}/close`, undefined, h),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    expect(await countJobs()).toBe(before);
    expect(await stored(id)).toMatchObject({ title: "Route Planner", active: true });
  });

  it("creates a job that the jobs API then lists and answers with exactly the fields sent", async () => {
    const res = await send("POST", "/api/ops/jobs", {
      ...ROUTE_PLANNER,
      title: "  Route Planner  ",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, active: true });
    expect(body.job).toEqual({ ...ROUTE_PLANNER, id: body.id, updated_at: expect.any(String) });

    expect(await activeIds()).toContain(body.id);
    const page = await single(body.id);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual(body.job);
  });

  it("stores empty lists for lists left out", async () => {
    const { skills: _s, languages: _l, benefits: _b, ...rest } = ROUTE_PLANNER;
    const id = await create(rest);
    expect(await (await single(id)).json()).toMatchObject({
      skills: [],
      languages: [],
      benefits: [],
    });
  });

  it("PUT replaces every field, emptying a list left out, and moves updated_at", async () => {
    const id = await create();
    await backdate(id);
    const { benefits: _, ...rest } = ROUTE_PLANNER;
    const replacement = {
      ...rest,
      title: "Senior Route Planner",
      salary: "₹5,00,000 a year",
      skills: ["GIS"],
    };
    const res = await send("PUT", `/api/ops/jobs/${id}`, replacement);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, id, active: true });
    expect(body.job).toEqual({ ...replacement, benefits: [], id, updated_at: expect.any(String) });
    expect(new Date(body.job.updated_at).getTime()).toBeGreaterThan(OLD.getTime());
    expect(await (await single(id)).json()).toEqual(body.job);
  });

  it("PUT on a closed job edits it and leaves it closed", async () => {
    const id = await create();
    await send("POST", `/api/ops/jobs/${id}/close`);
    const res = await send("PUT", `/api/ops/jobs/${id}`, {
      ...ROUTE_PLANNER,
      title: "Edited while closed",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      active: false,
      job: { title: "Edited while closed" },
    });
    expect((await single(id)).status).toBe(404);
  });

  it("PATCH changes the fields sent, keeps the others and moves updated_at", async () => {
    const id = await create();
    await backdate(id);
    const res = await send("PATCH", `/api/ops/jobs/${id}`, { location: " Nashik ", skills: [] });
    expect(res.status).toBe(200);
    const job = (await res.json()).job;
    expect(job).toEqual({
      ...ROUTE_PLANNER,
      location: "Nashik",
      skills: [],
      id,
      updated_at: expect.any(String),
    });
    expect(new Date(job.updated_at).getTime()).toBeGreaterThan(OLD.getTime());
  });

  it.each([
    ["no field", {}, "body", "Send at least one field to change."],
    ["an unknown field", { job_lvl: "Senior" }, "body", "Unknown field: job_lvl."],
    ["an empty title", { title: "   " }, "title", "Give the job title."],
  ])("PATCH with %s answers 400 and changes nothing", async (_, body, field, message) => {
    const id = await create();
    await backdate(id);
    const res = await send("PATCH", `/api/ops/jobs/${id}`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: message });
    expect(await stored(id)).toMatchObject({ title: "Route Planner", updatedAt: OLD });
  });

  it("close takes a job off the jobs API; reopen brings it back", async () => {
    const id = await create();
    await backdate(id);
    const closed = await send("POST", `/api/ops/jobs/${id}/close`);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ ok: true, id, active: false });
    expect(await activeIds()).not.toContain(id);
    const gone = await single(id);
    expect(gone.status).toBe(404);
    expect((await gone.json()).ok).toBe(false);
    const closedAt = (await stored(id)).updatedAt;
    expect(closedAt.getTime()).toBeGreaterThan(OLD.getTime());

    // Closing again is a no-op: a retry does not move updated_at.
    expect((await send("POST", `/api/ops/jobs/${id}/close`)).status).toBe(200);
    expect((await stored(id)).updatedAt).toEqual(closedAt);

    await backdate(id);
    const reopened = await send("POST", `/api/ops/jobs/${id}/reopen`);
    expect(await reopened.json()).toEqual({ ok: true, id, active: true });
    expect(await activeIds()).toContain(id);
    expect((await single(id)).status).toBe(200);
    expect((await stored(id)).updatedAt.getTime()).toBeGreaterThan(OLD.getTime());
  });

  it.each([
    [
      "a missing title",
      (({ title: _, ...rest }) => rest)(ROUTE_PLANNER),
      { title: "Give the job title." },
    ],
    [
      "a title that is not text",
      { ...ROUTE_PLANNER, title: 7 },
      { title: "Send the job title as text." },
    ],
    [
      "a list that is not a list",
      { ...ROUTE_PLANNER, skills: "Excel" },
      { skills: expect.stringMatching(/^Send a list/) },
    ],
    [
      "a title too long",
      { ...ROUTE_PLANNER, title: "x".repeat(121) },
      { title: "Use at most 120 characters." },
    ],
    [
      "list entries empty and too long",
      { ...ROUTE_PLANNER, benefits: ["ok", " ", "y".repeat(301)] },
      {
        "benefits.1": "Leave out empty entries.",
        "benefits.2": "Use at most 300 characters an entry.",
      },
    ],
    [
      "too many entries",
      { ...ROUTE_PLANNER, languages: Array(51).fill("Hindi") },
      { languages: "Give at most 50 entries." },
    ],
    ["an unknown field", { ...ROUTE_PLANNER, active: false }, { body: "Unknown field: active." }],
    ["no object", [ROUTE_PLANNER], { body: "Send the job as a JSON object." }],
  ])("rejects a job with %s: 400 with field errors, nothing stored", async (_, body, errors) => {
    const before = await countJobs();
    const res = await send("POST", "/api/ops/jobs", body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: false });
    expect(answer.message).toBe(answer.error);
    expect(answer.errors).toEqual(errors);
    expect(await countJobs()).toBe(before);
  });

  it("PUT with a bad body answers 400 and leaves the job as it was", async () => {
    const id = await create();
    const res = await send("PUT", `/api/ops/jobs/${id}`, { title: "Only a title" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain("description");
    expect(await stored(id)).toMatchObject({
      title: "Route Planner",
      description: ROUTE_PLANNER.description,
    });
  });

  it("answers 400 for malformed JSON and 415 for another content type", async () => {
    const before = await countJobs();
    const malformed = await t.app.request("/api/ops/jobs", {
      method: "POST",
      headers: json,
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const text = await send("POST", "/api/ops/jobs", ROUTE_PLANNER, {
      ...auth,
      "Content-Type": "text/plain",
    });
    expect(text.status).toBe(415);
    expect(await countJobs()).toBe(before);
  });

  it.each([
    ["PUT", "", ROUTE_PLANNER],
    ["PATCH", "", { title: "x" }],
    ["POST", "/close", undefined],
    ["POST", "/reopen", undefined],
  ])(
    "%s /api/ops/jobs/{id}%s answers 404 for an unknown job, 400 for a bad id",
    async (method, suffix, body) => {
      const unknown = await send(method, `/api/ops/jobs/999999${suffix}`, body);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).ok).toBe(false);
      for (const id of ["abc", "0", "-1", "1.5", "1e3"]) {
        const res = await send(method, `/api/ops/jobs/${id}${suffix}`, body);
        expect(res.status, id).toBe(400);
        expect(Object.keys((await res.json()).errors), id).toEqual(["id"]);
      }
    },
  );

  it("accepts the largest job the schema allows, past the 32 KB of other JSON bodies", async () => {
    const list = Array.from({ length: 50 }, (_, i) => `${i} `.padEnd(300, "x"));
    const largest = {
      ...ROUTE_PLANNER,
      description: "d".repeat(10_000),
      skills: list,
      languages: list,
      requirements: list,
      responsibilities: list,
      benefits: list,
    };
    expect(JSON.stringify(largest).length).toBeGreaterThan(32 * 1024);
    const id = await create(largest);
    expect((await (await single(id)).json()).benefits).toHaveLength(50);
  });
});

describe("ingestion API for jobs without OPS_API_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("is off: answers 404 and stores nothing", async () => {
    const before = await t.database.db.$count(jobs);
    const res = await t.app.request("/api/ops/jobs", {
      method: "POST",
      headers: json,
      body: JSON.stringify(ROUTE_PLANNER),
    });
    expect(res.status).toBe(404);
    expect(await t.database.db.$count(jobs)).toBe(before);
  });
});
