/**
 * Wrong ingestion tokens are limited per address, as
 * sign-in failures are; the right token keeps working from the same address,
 * and no log line carries a token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BUDGETS } from "../services/rate-limit";
import { capturedLogger, openTestApp, type TestApp } from "../../tests/support/test-app";
import { nextIp } from "../../tests/support/test-leads";

const TOKEN = "test-ops-token-0123456789";
const WRONG = "wrong-token-guess-000000";
const LIMIT = DEFAULT_BUDGETS.opsToken.points;

describe("wrong ingestion tokens", () => {
  let t: TestApp;
  const log = capturedLogger();
  beforeAll(async () => {
    t = await openTestApp({ opsApiToken: TOKEN, logger: log.logger });
  });
  afterAll(() => t?.database.close());

  const list = (ip: string, authorization?: string) =>
    t.app.request("/api/ops/serviceability", {
      headers: {
        "X-Forwarded-For": ip,
        ...(authorization ? { Authorization: authorization } : {}),
      },
    });

  it(`answers 401 to ${LIMIT} wrong tokens from one address, then 429 with Retry-After, while the right one still works`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 200; i++) {
      const res = await list(ip, `Bearer ${WRONG}${i}`);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("Retry-After");
      // The right token, from the same address, in the middle of the guessing.
      if (i === 150) expect((await list(ip, `Bearer ${TOKEN}`)).status).toBe(200);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(new Set(statuses.slice(LIMIT))).toEqual(new Set([429]));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await list(ip, `Bearer ${TOKEN}`)).status).toBe(200);
    // No header at all counts as a wrong token too.
    expect((await list(ip)).status).toBe(429);
    // Another address is not held by this one's guesses.
    expect((await list(nextIp(), `Bearer ${WRONG}`)).status).toBe(401);
  });

  it("logs each refusal without the token or the address", () => {
    const lines = log
      .text()
      .split("\n")
      .filter((line) => line.includes("ops token refused"));
    expect(lines.length).toBeGreaterThan(LIMIT);
    expect(log.text()).not.toContain(WRONG);
    expect(log.text()).not.toContain(TOKEN);
    expect(log.text()).not.toMatch(/198\.51\.\d+\.\d+/);
  });
});
