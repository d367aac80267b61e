/**
 * Requests per client address (issue 5 "Spam and abuse", issue 12): lead
 * submissions per form, tracking lookups and POD downloads. In memory by
 * default; in Redis when REDIS_URL is set, so several server processes share
 * the count. If Redis refuses, or accepts and stops answering (a command
 * waits at most REDIS_COMMAND_TIMEOUT_MS), the process counts in its own
 * memory instead of refusing or holding every visitor.
 */
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Logger } from "../logger";
import { rateLimitKey } from "../visitor";

/** 5 submissions a minute per form per IP: a person correcting mistakes stays well under it. */
export const LEAD_RATE_LIMIT = { points: 5, durationSeconds: 60 };
/** Tracking pages, their .data and the API: more than anyone checks by hand, far below an enumeration. */
export const TRACKING_RATE_LIMIT = { points: 60, durationSeconds: 60 };
/** POD downloads show a recipient's name and address: tighter. */
export const POD_RATE_LIMIT = { points: 20, durationSeconds: 60 * 60 };
/** How long a Redis command may take before the memory count answers instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export type RateLimitOptions = {
  points?: number;
  durationSeconds?: number;
  /** Tracking lookups a minute per address (RATE_LIMIT_TRACKING_PER_MINUTE). */
  trackingPerMinute?: number;
  /** POD downloads an hour per address (RATE_LIMIT_POD_PER_HOUR). */
  podPerHour?: number;
  redisUrl?: string;
  redisCommandTimeoutMs?: number;
  logger?: Logger;
};

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

type Limiter = RateLimiterMemory | RateLimiterRedis;

export function createRateLimits(options: RateLimitOptions = {}) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
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

  /** One count: in memory, or in Redis with the memory count as its insurance. */
  function limiter(prefix: string, points: number, duration: number): Limiter {
    const memory = new RateLimiterMemory({ points, duration, keyPrefix: prefix });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix: `sil-${prefix}`,
      insuranceLimiter: memory,
    });
  }

  async function take(count: Limiter, key: string): Promise<RateLimitVerdict> {
    try {
      await count.consume(key);
      return { ok: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
  }

  const leads = limiter(
    "leads",
    options.points ?? LEAD_RATE_LIMIT.points,
    options.durationSeconds ?? LEAD_RATE_LIMIT.durationSeconds,
  );
  const tracking = limiter(
    "tracking",
    options.trackingPerMinute ?? TRACKING_RATE_LIMIT.points,
    TRACKING_RATE_LIMIT.durationSeconds,
  );
  const pod = limiter(
    "pod",
    options.podPerHour ?? POD_RATE_LIMIT.points,
    POD_RATE_LIMIT.durationSeconds,
  );

  return {
    /** Counts one submission of `form` from `ip`; refuses it when the limit is reached. */
    consume(form: string, ip: string): Promise<RateLimitVerdict> {
      // IPv6 visitors by their /64 (server/visitor.ts).
      return take(leads, `${form}:${rateLimitKey(ip)}`);
    },
    /** Counts one tracking lookup (page, .data or API) from `ip`. */
    consumeTracking(ip: string): Promise<RateLimitVerdict> {
      return take(tracking, rateLimitKey(ip));
    },
    /** Counts one POD download from `ip`. */
    consumePod(ip: string): Promise<RateLimitVerdict> {
      return take(pod, rateLimitKey(ip));
    },
    /** Resolves once Redis answers (at once without Redis); until then counts are kept in memory. */
    async ready() {
      if (redis && redis.status !== "ready")
        await new Promise((resolve) => redis!.once("ready", resolve));
    },
    close() {
      redis?.disconnect();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
