import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env";

describe("readEnv", () => {
  it("gives the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    // The build's SITE_URL is used when it is not set (server/site-url.ts).
    expect(env.SITE_URL).toBeUndefined();
    expect(env.database).toEqual({ kind: "pglite", dataDir: path.resolve("./data/pglite") });
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const env = readEnv({ DATABASE_URL: "postgres://127.0.0.1:5432/test" });
    expect(env.database).toEqual({
      kind: "postgres",
      url: "postgres://127.0.0.1:5432/test",
      queryTimeoutMs: 5_000,
    });
  });

  it("reads the submission and acknowledgement budgets, today's strict figure by default", () => {
    expect(readEnv({}).budgets).toEqual({
      accepted: { points: 5, durationSeconds: 60 },
      rejected: { points: 30, durationSeconds: 600 },
      acknowledgement: { points: 3, durationSeconds: 3600 },
      tracking: { points: 60, durationSeconds: 60 },
      pod: { points: 20, durationSeconds: 3600 },
      alertEmail: { points: 3, durationSeconds: 3600 },
      opsToken: { points: 10, durationSeconds: 900 },
      ticketLookup: { points: 4, durationSeconds: 900, blockDurationSeconds: 900 },
      deliveryProof: { points: 4, durationSeconds: 3600, blockDurationSeconds: 3600 },
      deliveryProofAddress: { points: 9, durationSeconds: 3600, blockDurationSeconds: 3600 },
      deliveryProofShipment: { points: 1_000_000, durationSeconds: 3600 },
      businessApiKey: { points: 600, durationSeconds: 60 },
    });
    const env = readEnv({
      RATE_LIMIT_ACCEPTED: "2",
      RATE_LIMIT_REJECTED_WINDOW_S: "120",
      RATE_LIMIT_ACKS: "1",
      RATE_LIMIT_OPS_TOKEN_FAILURES: "3",
    });
    expect(env.budgets.opsToken.points).toBe(3);
    expect(env.budgets.accepted.points).toBe(2);
    expect(env.budgets.rejected.durationSeconds).toBe(120);
    expect(env.budgets.acknowledgement.points).toBe(1);
  });

  it("treats an empty variable as unset", () => {
    expect(readEnv({ PORT: "", DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SITE_URL", "not a url"],
    ["OPS_API_TOKEN", "short"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "proxy.internal"],
    ["RATE_LIMIT_ACCEPTED", "0"],
    ["RATE_LIMIT_REJECTED", "many"],
    ["RATE_LIMIT_ACKS_WINDOW_S", "1.5"],
  ])("stops on a bad %s and names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe("WEB_CONCURRENCY", () => {
  const DATABASE_URL = "postgres://127.0.0.1:5432/test";

  it("is one process by default", () => {
    expect(readEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(readEnv({ DATABASE_URL }).WEB_CONCURRENCY).toBe(1);
  });

  it("reads the number of workers on PostgreSQL", () => {
    expect(readEnv({ DATABASE_URL, WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
  });

  it("allows one process on the embedded database", () => {
    expect(readEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
  });

  it("refuses several workers on the embedded database in one line that says what to do", () => {
    let message = "";
    try {
      readEnv({ WEB_CONCURRENCY: "2" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^WEB_CONCURRENCY=2 needs DATABASE_URL/);
    expect(message).not.toContain("\n");
  });

  it.each(["0", "-1", "two", "1.5", "65"])("stops on WEB_CONCURRENCY=%s and names it", (value) => {
    expect(() => readEnv({ DATABASE_URL, WEB_CONCURRENCY: value })).toThrow(/\bWEB_CONCURRENCY\b/);
  });

  it("keeps TRUST_PROXY as it was: loopback by default, addresses and ranges when set", () => {
    const proxies = readEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7" }).TRUST_PROXY;
    expect(proxies.trusts("10.1.2.3")).toBe(true);
    expect(proxies.trusts("192.0.2.7")).toBe(true);
    expect(proxies.trusts("127.0.0.1")).toBe(false);
    const byDefault = readEnv({}).TRUST_PROXY;
    expect(byDefault.trusts("127.0.0.1")).toBe(true);
    expect(byDefault.trusts("::1")).toBe(true);
    expect(byDefault.trusts("192.0.2.7")).toBe(false);
    expect(readEnv({ TRUST_PROXY: "none" }).TRUST_PROXY.trusts("127.0.0.1")).toBe(false);
  });

  it("takes a webhook URL only with its secret, and says so in one plain line", () => {
    const url = "https://ops.example.in/hooks/delivery";
    expect(() => readEnv({ DELIVERY_WEBHOOK_URL: url })).toThrow(
      /DELIVERY_WEBHOOK_URL needs WEBHOOK_SECRET/,
    );
    expect(() =>
      readEnv({ DELIVERY_WEBHOOK_URL: "ftp://x.example", WEBHOOK_SECRET: "s".repeat(16) }),
    ).toThrow(/DELIVERY_WEBHOOK_URL/);
    expect(() => readEnv({ DELIVERY_WEBHOOK_URL: url, WEBHOOK_SECRET: "short" })).toThrow(
      /WEBHOOK_SECRET/,
    );
    const env = readEnv({ DELIVERY_WEBHOOK_URL: url, WEBHOOK_SECRET: "s".repeat(16) });
    expect(env.DELIVERY_WEBHOOK_URL).toBe(url);
    // A secret alone is harmless: nothing is sent without the URL.
    expect(readEnv({ WEBHOOK_SECRET: "s".repeat(16) }).DELIVERY_WEBHOOK_URL).toBeUndefined();
  });
});
