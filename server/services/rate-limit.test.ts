import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { startSilentRedis } from "../../tests/support/test-silent-redis";
import { createRateLimits, REDIS_COMMAND_TIMEOUT_MS } from "./rate-limit";

describe("rate limits", () => {
  it("refuses the submission over the limit, per form and per address, and says when to retry", async () => {
    const limits = createRateLimits({ budgets: { accepted: { points: 2, durationSeconds: 60 } } });
    expect(await limits.consume("accepted", "quote:198.51.100.1")).toEqual({ ok: true });
    expect(await limits.consume("accepted", "quote:198.51.100.1")).toEqual({ ok: true });
    const refused = await limits.consume("accepted", "quote:198.51.100.1");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await limits.consume("accepted", "contact:198.51.100.1")).toEqual({ ok: true });
    expect(await limits.consume("accepted", "quote:198.51.100.2")).toEqual({ ok: true });
  });

  it("keeps counting in memory when Redis cannot be reached", async () => {
    const limits = createRateLimits({
      budgets: { accepted: { points: 1, durationSeconds: 60 } },
      redisUrl: "redis://127.0.0.1:1",
      logger: createLogger("silent"),
    });
    expect(await limits.consume("accepted", "quote:198.51.100.3")).toEqual({ ok: true });
    expect((await limits.consume("accepted", "quote:198.51.100.3")).ok).toBe(false);
    limits.close();
  });

  it("answers within the command timeout, counting in memory, when Redis accepts and never answers", async () => {
    const silent = await startSilentRedis(Number(process.env.TEST_SILENT_REDIS_PORT ?? 3205));
    const limits = createRateLimits({
      budgets: { accepted: { points: 1, durationSeconds: 60 } },
      redisUrl: silent.url,
      logger: createLogger("silent"),
    });
    try {
      await limits.ready();
      const started = performance.now();
      expect(await limits.consume("accepted", "quote:198.51.100.4")).toEqual({ ok: true });
      expect((await limits.consume("accepted", "quote:198.51.100.4")).ok).toBe(false);
      expect((await limits.consumeTracking("198.51.100.4")).ok).toBe(true);
      // Three commands, each given up after REDIS_COMMAND_TIMEOUT_MS, not held for minutes
      // (the bound is loose so a busy machine cannot fail it).
      expect(performance.now() - started).toBeLessThan(3 * REDIS_COMMAND_TIMEOUT_MS + 15_000);
    } finally {
      limits.close();
      await silent.close();
    }
  });

  // Runs when a Redis server is named, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
  it.skipIf(!process.env.TEST_REDIS_URL)(
    "shares the count through Redis between processes",
    async () => {
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}-${Date.now()}`;
      const first = createRateLimits({
        budgets: { accepted: { points: 1, durationSeconds: 60 } },
        redisUrl: process.env.TEST_REDIS_URL,
      });
      const second = createRateLimits({
        budgets: { accepted: { points: 1, durationSeconds: 60 } },
        redisUrl: process.env.TEST_REDIS_URL,
      });
      await Promise.all([first.ready(), second.ready()]);
      expect((await first.consume("accepted", `quote:${ip}`)).ok).toBe(true);
      expect((await second.consume("accepted", `quote:${ip}`)).ok).toBe(false);
      first.close();
      second.close();
    },
  );
});
