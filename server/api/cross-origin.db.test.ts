import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { nextIp } from "../../tests/support/test-leads";

const SITE = "http://localhost:3000";

describe("POST /api/job-applications/apply from other sites", () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await openTestApp();
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  const apply = (headers: Record<string, string>) =>
    t.app.request(`${SITE}/api/job-applications/apply`, {
      method: "POST",
      headers: { "X-Forwarded-For": nextIp(), ...headers },
      body: applicationForm(validApplication(jobId), { bytes: resumePdf(), name: "cv.pdf" }),
    });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["an opaque Origin (null)", { Origin: "null" }],
    ["our host on another scheme", { Origin: "https://localhost:3000" }],
    [
      "another Origin even when Sec-Fetch-Site is missing",
      { Origin: "http://localhost:3000.evil.example" },
    ],
  ])("refuses a browser request with %s (403), storing nothing", async (_, headers) => {
    const res = await apply(headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      ok: false,
      message: "This form can only be sent from our own website.",
    });
  });

  it.each([
    ["no Origin and no Sec-Fetch-Site (another server, curl)", {}],
    ["our own Origin", { Origin: SITE, "Sec-Fetch-Site": "same-origin" }],
    ["Sec-Fetch-Site: same-origin alone", { "Sec-Fetch-Site": "same-origin" }],
  ])("accepts a request with %s", async (_, headers) => {
    expect((await apply(headers)).status).toBe(201);
  });
});
