/**
 * Submissions per IP address per form (issue 5 "Spam and abuse"). In memory
 * by default; in Redis when REDIS_URL is set, so several server processes
 * share the count. If Redis stops answering, the process falls back to its
 * own memory count instead of refusing every visitor.
 */
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Logger } from "../logger";
import { rateLimitKey } from "../visitor";

/** 5 submissions a minute per form per IP: a person correcting mistakes stays well under it. */
export const LEAD_RATE_LIMIT = { points: 5, durationSeconds: 60 };

export type RateLimitOptions = {
  points?: number;
  durationSeconds?: number;
  redisUrl?: string;
  logger?: Logger;
};

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export function createRateLimits(options: RateLimitOptions = {}) {
  const {
    points = LEAD_RATE_LIMIT.points,
    durationSeconds: duration = LEAD_RATE_LIMIT.durationSeconds,
  } = options;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: "leads" });
  let redis: Redis | undefined;
  let limiter: RateLimiterMemory | RateLimiterRedis = memory;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let warned = false;
    redis.on("error", (error: Error) => {
      if (!warned)
        options.logger?.warn({ err: error }, "redis unavailable: rate limits counted in memory");
      warned = true;
    });
    redis.on("ready", () => (warned = false));
    limiter = new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix: "sil-leads",
      insuranceLimiter: memory,
    });
  }

  return {
    /** Counts one submission of `form` from `ip`; refuses it when the limit is reached. */
    async consume(form: string, ip: string): Promise<RateLimitVerdict> {
      try {
        // IPv6 visitors by their /64 (server/visitor.ts).
        await limiter.consume(`${form}:${rateLimitKey(ip)}`);
        return { ok: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
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
