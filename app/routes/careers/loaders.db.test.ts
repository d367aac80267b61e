import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as careerLoader } from "./career";
import { loader as applyLoader } from "./apply";
import { loader as jobLoader } from "./job";
import { jobs } from "../../../tests/support/database";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";

/** The careers loaders over the real job service: failure and absence are states, never a crash. */
describe("careers page loaders", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close().catch(() => {}));

  const args = (params: Record<string, string> = {}) =>
    ({ context: { services: t.services }, params, request: new Request("http://x/") }) as never;
  const status = (result: unknown) => (result as { init?: { status?: number } }).init?.status;

  it("lists the open jobs, and answers 404 for a non-numeric or unknown job", async () => {
    const { jobs: list } = (await careerLoader(args())) as { jobs: { id: number }[] };
    expect(list).toHaveLength(3);
    expect(((await jobLoader(args({ jobId: String(list[0]!.id) }))) as { kind: string }).kind).toBe(
      "found",
    );
    expect(status(await jobLoader(args({ jobId: "abc" })))).toBe(404);
    expect(status(await jobLoader(args({ jobId: "99999" })))).toBe(404);
  });

  it("dates a job's posting from its creation: an edit does not move it", async () => {
    const [first] = (await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.active, true))
      .limit(1))!;
    const load = async () =>
      (await jobLoader(args({ jobId: String(first!.id) }))) as { postedAt: string };
    const before = (await load()).postedAt;
    expect(before).toBe(first!.createdAt.toISOString());
    await t.database.db
      .update(jobs)
      .set({ salary: "₹5,00,000 a year", updatedAt: new Date() })
      .where(eq(jobs.id, first!.id));
    expect((await load()).postedAt).toBe(before);
  });

  it("gives an empty list when no opening is active", async () => {
    await t.database.db.update(jobs).set({ active: false });
    expect(await careerLoader(args())).toEqual({ jobs: [] });
  });

  it("gives null ('No jobs found.') and 503 for a job once the database is gone", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await t.database.close();
    expect(await careerLoader(args())).toEqual({ jobs: null });
    expect(status(await jobLoader(args({ jobId: "1" })))).toBe(503);
    // The apply page too: a calm page, never the 'Unexpected Application Error!' screen.
    expect(status(await applyLoader(args({ jobId: "1" })))).toBe(503);
    quiet.mockRestore();
  });
});
