/**
 * Proves at start that REDIS_URL answers, so a wrong one stops the process
 * with one line (database/connection-errors.ts). Later outages are not
 * fatal: the rate limits count in memory meanwhile (services/rate-limit.ts).
 */
import { Redis } from "ioredis";
import { ConnectionFailure, explainRedisFailure } from "../database/connection-errors";

export async function checkRedis(url: string, timeoutMs = 5_000): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // One try: the start reports, it does not wait for Redis to come up.
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // connect() only says "Connection is closed."; the cause (refused, TLS, ...) comes as an event.
  let cause: unknown;
  redis.on("error", (error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new ConnectionFailure(explainRedisFailure(cause ?? error, url));
  } finally {
    redis.disconnect();
  }
}
