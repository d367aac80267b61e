/**
 * Budgets per client address: stored
 * and refused submissions per form, acknowledgement e-mails per recipient,
 * tracking lookups and POD downloads. In memory by default; in Redis when
 * REDIS_URL is set, so several server processes share the count; without
 * Redis but with several workers (WEB_CONCURRENCY), in an unlogged PostgreSQL
 * table (docs/decisions/026-several-processes.md). If Redis or PostgreSQL
 * refuses, or accepts and stops answering (a Redis command waits at most
 * REDIS_COMMAND_TIMEOUT_MS, a query DB_QUERY_TIMEOUT_MS), the process counts
 * in its own memory instead of refusing or holding every visitor.
 */
import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { Redis } from "ioredis";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Database } from "../../database/client";
import type { Logger } from "../logger";
import { rateLimitRefusals } from "../metrics";
import { rateLimitKey } from "../visitor";

/**
 * The shared counts on PostgreSQL: one row per budget and key. Not in
 * database/schema.ts: it is created by prepareRateLimitTable, unlogged (a
 * crash of the database server forgets counts, which only expire anyway, and
 * writes skip the WAL), and it holds nothing worth a migration.
 */
export const rateLimitPoints = pgTable("rate_limit_points", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Creates the shared count table if missing; run once before workers start (server/cluster.ts). */
export async function prepareRateLimitTable(db: Database): Promise<void> {
  await db.execute(
    sql`create unlogged table if not exists rate_limit_points (key text primary key, points integer not null, expire timestamptz)`,
  );
}

export type Budget = {
  points: number;
  durationSeconds: number;
  /** Once spent, refused this long from the refusal (default: until the window ends). */
  blockDurationSeconds?: number;
};

/**
 * accepted: stored submissions per form per address (5 a minute, as before).
 * rejected: refused ones (field errors, captcha, honeypot), looser, so a
 * visitor without JavaScript who corrects a form several times is never
 * locked out while a script sending rubbish still is.
 * acknowledgement: e-mails to one visitor address, so the forms cannot be
 * used to fill a stranger's mailbox.
 * tracking: pages, .data and API lookups: more than anyone checks by hand,
 * far below an enumeration. pod: PODs show a recipient's name and address.
 * alertEmail: tracking alert confirmations per e-mail address.
 */
export const DEFAULT_BUDGETS = {
  accepted: { points: 5, durationSeconds: 60 },
  rejected: { points: 30, durationSeconds: 600 },
  acknowledgement: { points: 3, durationSeconds: 3_600 },
  tracking: { points: 60, durationSeconds: 60 },
  pod: { points: 20, durationSeconds: 3_600 },
  /** Tracking alert confirmations to one e-mail address, so the form cannot flood an inbox. */
  alertEmail: { points: 3, durationSeconds: 3_600 },
  /**
   * Wrong ingestion API tokens per address, like the
   * sign-in's five failures in 15 minutes but looser: a system's
   * misconfigured retries are not an attacker. The right token is never counted.
   */
  opsToken: { points: 10, durationSeconds: 900 },
  /**
   * Wrong customer-care lookups (a ticket number with an e-mail address or
   * phone number) per address: four pass, the fifth in 15 minutes
   * is refused and locks lookups from the address for 15 minutes (`spent`);
   * a right lookup is never counted.
   */
  ticketLookup: { points: 4, durationSeconds: 900, blockDurationSeconds: 900 },
  /**
   * Wrong facts on a delivery request (CONTRACT.md "Delivery options",
   * proof), counted per address and shipment: five wrong tries in an hour
   * are each answered "do not match"; after the fifth the count is past its
   * points and `spent` locks that address out of that shipment for an hour.
   * Never per shipment alone: anyone who knows an LR number could then lock
   * its receiver out.
   */
  deliveryProof: { points: 4, durationSeconds: 3_600, blockDurationSeconds: 3_600 },
  /** The same per address over all shipments: ten wrong tries lock it out of all for an hour. */
  deliveryProofAddress: { points: 9, durationSeconds: 3_600, blockDurationSeconds: 3_600 },
  /**
   * The same per shipment from anywhere, only counted (`used`), never
   * refused: past five its form also asks the captcha (server/services/delivery-options.ts).
   */
  deliveryProofShipment: { points: 1_000_000, durationSeconds: 3_600 },
  /**
   * "Forgot your password?" on /business/login: asks per client address
   * (past them, 429), and links per e-mail address (past them, the same
   * answer and nothing sent: server/business/forgot-password.ts).
   */
  passwordLinkAddress: { points: 10, durationSeconds: 900 },
  passwordLinkEmail: { points: 3, durationSeconds: 3_600 },
  /**
   * Requests per business API key a minute (BUSINESS_API_PER_MINUTE): a
   * runaway loop in a business's system slows only that key
   * (docs/decisions/041-business-api.md).
   */
  businessApiKey: { points: 600, durationSeconds: 60 },
} satisfies Record<string, Budget>;

export type BudgetName = keyof typeof DEFAULT_BUDGETS;

/** How long a Redis command may take before the memory count answers instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export type RateLimitOptions = {
  budgets?: Partial<Record<BudgetName, Budget>>;
  redisUrl?: string;
  redisCommandTimeoutMs?: number;
  /**
   * Counts in PostgreSQL (rate_limit_points, made by prepareRateLimitTable)
   * when there is no Redis: several workers share one database.
   */
  database?: Database;
  logger?: Logger;
};

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

type Limiter = RateLimiterMemory | RateLimiterRedis | RateLimiterDrizzle;

export function createRateLimits(options: RateLimitOptions = {}) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // The commands of one turn of the event loop in one write.
      enableAutoPipelining: true,
      // A Redis that accepts and never answers must not hold the request.
      commandTimeout: options.redisCommandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    });
    let warned = false;
    redis.on("error", (error: Error) => {
      if (!warned)
        options.logger?.warn({ err: error }, "redis unavailable: rate limits counted in memory");
      warned = true;
    });
    redis.on("ready", () => (warned = false));
  }

  const limiters = {} as Record<BudgetName, Limiter>;
  let first = true;
  for (const name of Object.keys(DEFAULT_BUDGETS) as BudgetName[]) {
    const budget: Budget = options.budgets?.[name] ?? DEFAULT_BUDGETS[name];
    const { points, durationSeconds: duration } = budget;
    const blockDuration = budget.blockDurationSeconds ?? 0;
    // "leads" keeps the key of the accepted budget as it was before there were several.
    const prefix = name === "accepted" ? "leads" : name;
    const memory = new RateLimiterMemory({ points, duration, blockDuration, keyPrefix: prefix });
    if (redis)
      limiters[name] = new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        blockDuration,
        keyPrefix: `sil-${prefix}`,
        insuranceLimiter: memory,
      });
    else if (options.database) {
      limiters[name] = new RateLimiterDrizzle({
        storeClient: options.database,
        schema: rateLimitPoints,
        points,
        duration,
        blockDuration,
        keyPrefix: `sil-${prefix}`,
        insuranceLimiter: memory,
        // One table: one limiter's timer (every 5 minutes) clears expired rows of all.
        clearExpiredByTimeout: first,
      });
      first = false;
    } else limiters[name] = memory;
  }

  async function consume(budget: BudgetName, key: string, points = 1): Promise<RateLimitVerdict> {
    try {
      await limiters[budget].consume(key, points);
      return { ok: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      rateLimitRefusals.inc({ budget });
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
  }

  /** Whether `key` has spent `budget` (nothing counted): a lock checked before the thing it guards. */
  async function spent(budget: BudgetName, key: string): Promise<RateLimitVerdict> {
    try {
      const state = await limiters[budget].get(key);
      const { points } = options.budgets?.[budget] ?? DEFAULT_BUDGETS[budget];
      if (state && state.consumedPoints > points)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
      return { ok: true };
    } catch {
      // The count cannot be read: the lookup is counted (and refused) when it is wrong.
      return { ok: true };
    }
  }

  /** How many points `key` has used of `budget` in its window (0 when the count cannot be read). */
  async function used(budget: BudgetName, key: string): Promise<number> {
    try {
      return (await limiters[budget].get(key))?.consumedPoints ?? 0;
    } catch {
      return 0;
    }
  }

  return {
    spent,
    used,
    /** Counts `points` (one by default) against `budget` for `key` (e.g. form and address); refuses it when spent. */
    consume,
    /** Counts `lookups` tracking lookups (a page, its .data, the API; a batch each number) from `ip` (IPv6 by its /64). */
    consumeTracking: (ip: string, lookups = 1) => consume("tracking", rateLimitKey(ip), lookups),
    /** Counts one POD download from `ip`. */
    consumePod: (ip: string) => consume("pod", rateLimitKey(ip)),
    /** Resolves once Redis answers (at once without Redis); until then counts are kept in memory. */
    async ready() {
      if (redis && redis.status !== "ready")
        await new Promise((resolve) => redis!.once("ready", resolve));
    },
    /** For /api/ready: "not set" without REDIS_URL, else ioredis' state ("ready" when it answers). */
    redisStatus(): string {
      return redis ? redis.status : "not set";
    },
    close() {
      redis?.disconnect();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
