import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

const FIELDS = [
  "id",
  "title",
  "description",
  "company",
  "location",
  "experience",
  "salary",
  "job_level",
  "employment_type",
  "industry",
  "workplace_type",
  "updated_at",
  "skills",
  "languages",
  "requirements",
  "responsibilities",
  "benefits",
].sort();

describe("GET /api/jobs/active and /api/jobs/single/{id}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  async function activeJobs() {
    const res = await t.app.request("/api/jobs/active");
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>[];
  }

  it("lists only the open jobs, with every field of spec section 3", async () => {
    const list = await activeJobs();
    expect(list).toHaveLength(3);
    expect(list.map((j) => j.title)).not.toContain("Area Sales Manager (closed)");
    for (const job of list) {
      expect(Object.keys(job).sort()).toEqual(FIELDS);
      expect(typeof job.id).toBe("number");
      expect(new Date(String(job.updated_at)).toISOString()).toBe(job.updated_at);
      for (const list of ["skills", "languages", "requirements", "responsibilities", "benefits"]) {
        expect(Array.isArray(job[list])).toBe(true);
      }
    }
    expect(list.find((j) => j.title === "Fleet Operations Executive")).toMatchObject({
      job_level: "Mid level",
      employment_type: "Full-time",
      workplace_type: "On-site",
      languages: ["English", "Hindi", "Marathi"],
    });
  });

  it("answers one open job by id", async () => {
    const [first] = await activeJobs();
    const res = await t.app.request(`/api/jobs/single/${first!.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(first);
  });

  it("answers 404 for a closed job", async () => {
    const [closed] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.active, false));
    const closedId = closed!.id;
    expect(await t.services.jobs.findActiveJob(closedId)).toBeNull();
    const res = await t.app.request(`/api/jobs/single/${closedId}`);
    expect(res.status).toBe(404);
    expect((await res.json()).ok).toBe(false);
  });

  it.each([
    ["an unknown id", "999999"],
    ["a word", "abc"],
    ["a negative number", "-1"],
    ["zero", "0"],
    ["a decimal", "1.5"],
    ["a huge number", "99999999999999999999"],
    ["a broken escape", "%E0%A4%A"],
  ])("answers 404, never 5xx, for %s", async (_, raw) => {
    const res = await t.app.request(`/api/jobs/single/${raw}`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false });
    expect(body.message).toMatch(/not found/);
  });
});
