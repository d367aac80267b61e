/**
 * Budgets counted in PostgreSQL (WEB_CONCURRENCY > 1 without REDIS_URL):
 * on in-memory PGlite here, on the PostgreSQL server when TEST_DATABASE_URL
 * is set (.ci/run). Two rate-limit objects on one database stand for two
 * workers: each has its own memory, only the table is shared.
 */
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database/client";
import { openTestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { createRateLimits, prepareRateLimitTable, rateLimitPoints } from "./rate-limit";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await prepareRateLimitTable(database.db);
  // A second time is harmless: every start of a cluster's primary runs it.
  await prepareRateLimitTable(database.db);
});
afterAll(() => database.close());

const budgets = { accepted: { points: 2, durationSeconds: 60 } };

describe("rate limits in PostgreSQL", () => {
  it("shares one count between two workers and refuses over the budget in either", async () => {
    const first = createRateLimits({ budgets, database: database.db });
    const second = createRateLimits({ budgets, database: database.db });
    expect(await first.consume("accepted", "quote:198.51.100.10")).toEqual({ ok: true });
    expect(await second.consume("accepted", "quote:198.51.100.10")).toEqual({ ok: true });
    const refused = await first.consume("accepted", "quote:198.51.100.10");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect((await second.consume("accepted", "quote:198.51.100.10")).ok).toBe(false);
    // Another form, another address: their own budgets.
    expect(await second.consume("accepted", "contact:198.51.100.10")).toEqual({ ok: true });
    expect(await first.consume("accepted", "quote:198.51.100.11")).toEqual({ ok: true });
    first.close();
    second.close();
  });

  it("keeps the count in the table, under the budget's prefix", async () => {
    const limits = createRateLimits({ budgets, database: database.db });
    await limits.consumeTracking("198.51.100.12");
    await limits.consumeTracking("198.51.100.12");
    const rows = await database.db
      .select({ key: rateLimitPoints.key, points: rateLimitPoints.points })
      .from(rateLimitPoints)
      .where(like(rateLimitPoints.key, "sil-tracking:%198.51.100.12%"));
    expect(rows).toEqual([{ key: expect.stringContaining("198.51.100.12"), points: 2 }]);
    limits.close();
  });

  it("counts again once the window has passed", async () => {
    const short = { accepted: { points: 1, durationSeconds: 1 } };
    const first = createRateLimits({ budgets: short, database: database.db });
    const second = createRateLimits({ budgets: short, database: database.db });
    expect((await first.consume("accepted", "quote:198.51.100.13")).ok).toBe(true);
    expect((await second.consume("accepted", "quote:198.51.100.13")).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await second.consume("accepted", "quote:198.51.100.13")).ok).toBe(true);
  });

  it("counts in memory, without refusing everyone, when the database fails", async () => {
    const limits = createRateLimits({
      budgets: { accepted: { points: 1, durationSeconds: 60 } },
      database: database.db,
      logger: createLogger("silent"),
    });
    // Every query on the table fails while it is away.
    await database.db.execute(sql`alter table rate_limit_points rename to rate_limit_points_away`);
    try {
      expect(await limits.consume("accepted", "quote:198.51.100.14")).toEqual({ ok: true });
      expect((await limits.consume("accepted", "quote:198.51.100.14")).ok).toBe(false);
      expect(await limits.consume("accepted", "quote:198.51.100.15")).toEqual({ ok: true });
    } finally {
      await database.db.execute(
        sql`alter table rate_limit_points_away rename to rate_limit_points`,
      );
    }
  });
});
