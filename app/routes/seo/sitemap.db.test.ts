import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicPaths } from "@core/content/routes";
import type * as meta from "../../lib/meta";
import { loader } from "./sitemap";
import { jobs } from "../../../tests/support/database";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";

type MetaModule = typeof meta;

vi.mock("../../lib/meta", async (original) => ({
  ...(await original<MetaModule>()),
  siteUrl: "https://www.example.in",
}));

const TOKEN = "test-ops-token-0123456789";
const ORIGIN = "https://www.example.in";

/** /sitemap.xml over the real job service: open jobs are listed, closed ones are not. */
describe("sitemap loader", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
  });
  afterAll(() => t?.database.close().catch(() => {}));

  const sitemap = async () => {
    const res = await loader({ context: { services: t.services } } as never);
    expect(res.status).toBe(200);
    return { res, xml: await res.text() };
  };
  const entries = (xml: string) =>
    [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g,
      ),
    ]
      .map(([, loc, lastmod]) => ({ loc: loc!, lastmod }))
      // The English entries; the Hindi and Marathi ones follow (tested below).
      .filter(({ loc }) => !/^https?:\/\/[^/]+\/(hi|mr)(\/|$)/.test(loc));
  const ops = (path: string, body?: unknown) =>
    t.app.request(`/api/ops/jobs${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("lists every public page, then each open job with the date it was last updated", async () => {
    const open = await t.services.jobs.listActiveJobs();
    expect(open.length).toBeGreaterThan(0);
    await t.database.db
      .update(jobs)
      .set({ updatedAt: new Date("2026-03-04T22:00:00Z") })
      .where(eq(jobs.id, open[0]!.id));

    const { res, xml } = await sitemap();
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const list = entries(xml);
    expect(list.slice(0, publicPaths.length)).toEqual(
      publicPaths.map((p) => ({ loc: new URL(p, ORIGIN).href, lastmod: undefined })),
    );
    const jobEntries = list.slice(publicPaths.length);
    expect(jobEntries.map((e) => e.loc).sort()).toEqual(
      open.map((j) => `${ORIGIN}/join-us/career/${j.id}`).sort(),
    );
    expect(jobEntries).toContainEqual({
      loc: `${ORIGIN}/join-us/career/${open[0]!.id}`,
      lastmod: "2026-03-04",
    });
    for (const { lastmod } of jobEntries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("adds a job created through the ingestion API, and drops it once closed", async () => {
    const created = await ops("", {
      title: "Sitemap Tester",
      description: "Checks that search engines hear about new openings.",
      company: "Sahyadri Interlink Logistics",
      location: "Vasai East, Maharashtra",
      experience: "0-1 years",
      salary: "₹2,40,000 a year",
      job_level: "Entry level",
      employment_type: "Internship",
      industry: "Logistics and Supply Chain",
      workplace_type: "On-site",
    });
    expect(created.status).toBe(201);
    const { id, job } = (await created.json()) as { id: number; job: { updated_at: string } };
    const url = `${ORIGIN}/join-us/career/${id}`;
    expect(entries((await sitemap()).xml)).toContainEqual({
      loc: url,
      lastmod: job.updated_at.slice(0, 10),
    });

    expect((await ops(`/${id}/close`)).status).toBe(200);
    expect(entries((await sitemap()).xml).map((e) => e.loc)).not.toContain(url);
  });

  it("lists every URL in English, Hindi and Marathi, each with the three as reciprocal alternates", async () => {
    const { xml } = await sitemap();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g,
      ),
    ];
    const alternatesOf = new Map(
      urls.map(([, loc, links]) => [
        loc!,
        Object.fromEntries(
          [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h]),
        ),
      ]),
    );
    for (const path of publicPaths) {
      const en = new URL(path, ORIGIN).href;
      const hi = new URL(path === "/" ? "/hi" : `/hi${path}`, ORIGIN).href;
      const mr = new URL(path === "/" ? "/mr" : `/mr${path}`, ORIGIN).href;
      for (const loc of [en, hi, mr]) {
        // Each language's URL is listed, and names all three and English as the default.
        expect(alternatesOf.get(loc), loc).toEqual({ en, hi, mr, "x-default": en });
      }
    }
    expect(urls).toHaveLength(alternatesOf.size);
    expect(urls.length % 3).toBe(0);
  });

  it("still lists the pages, and logs why, when the jobs cannot be loaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await t.database.close();
    const { xml } = await sitemap();
    expect(entries(xml).map((e) => e.loc)).toEqual(publicPaths.map((p) => new URL(p, ORIGIN).href));
    expect(logged).toHaveBeenCalledWith(
      "Loading the job openings for the sitemap failed",
      expect.anything(),
    );
    logged.mockRestore();
  });
});
