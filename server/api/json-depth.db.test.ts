/**
 * JSON nested deeper than anyone sends, at every door that
 * reads JSON, is a 400 (or 413 when it is also too long), never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  validApplication,
} from "../../tests/support/test-applications";
import { nextIp } from "../../tests/support/test-leads";
import { MAX_JSON_DEPTH, parseJsonText } from "./json-text";

const TOKEN = "test-ops-token-0123456789";
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("parseJsonText", () => {
  it("reads JSON up to the depth and no deeper, whatever brackets its texts hold", () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toEqual({
      ok: true,
      value: JSON.parse(nested(MAX_JSON_DEPTH)),
    });
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: "depth" });
    const text = JSON.stringify({ a: '[[[[{{{{\\"'.repeat(100), b: [{ c: "]}" }] });
    expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
    expect(parseJsonText('{"a":')).toEqual({ ok: false, reason: "syntax" });
  });
});

describe("deeply nested JSON at every door", () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN });
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  const deep = nested(20_000);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

  it("answers 400 to an application whose data is 20,000 nested arrays", async () => {
    const res = await postApplication(t, applicationForm(deep));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.data).toMatch(/nested/);
  });

  it("answers 400 to an application with a deeply nested field", async () => {
    const data = JSON.stringify(validApplication(jobId)).replace('"Asha Patil"', deepObject(5_000));
    const res = await postApplication(t, applicationForm(data));
    expect(res.status).toBe(400);
  });

  const leadDoors = [
    "/api/request-quote/create",
    "/api/requestPickups/create/web",
    "/api/contact/create",
    "/api/clients/register",
    "/api/franchise/register",
  ];
  const opsDoors: [string, string][] = [
    ["PUT", "/api/ops/shipments/LR123456789"],
    ["POST", "/api/ops/shipments/LR123456789/events"],
    ["POST", "/api/ops/jobs"],
    ["PUT", `/api/ops/jobs/1`],
    ["PATCH", `/api/ops/jobs/1`],
    ["PUT", "/api/ops/serviceability"],
  ];
  const doors: [string, string][] = [
    ...leadDoors.map((p): [string, string] => ["POST", p]),
    ...opsDoors,
  ];

  it.each(doors)(
    "%s %s answers 400 or 413 to JSON nested 5,000 and 20,000 deep",
    async (method, path) => {
      for (const body of [nested(5_000), deepObject(5_000), `{"name":${deep}}`, deep]) {
        const res = await t.app.request(path, {
          method,
          headers: {
            "Content-Type": "application/json",
            Authorization: `Bearer ${TOKEN}`,
            "X-Forwarded-For": nextIp(),
          },
          body,
        });
        expect([400, 413]).toContain(res.status);
      }
    },
  );
});
