import { Redis } from "ioredis";

type Log = { warn: (message: string) => void };

/**
 * The Redis connection the rate limiter keeps its counts in when several copies share one limit.
 * A Redis that goes away must not take the site down, so nothing waits for it: commands fail at
 * once while it is unreachable (no offline queue, a short command timeout), the limiter lets the
 * request through (skipOnError), and the loss and the return are each logged once rather than per
 * request or per reconnection attempt.
 */
export function connectRateLimitRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 250,
    // Keep trying, never more than a second apart, so the shared limit returns soon after Redis.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let reachable: boolean | null = null;
  redis.on("ready", () => {
    if (reachable !== true)
      log.warn(
        reachable === false ? "Redis is back: the API rate limit is shared again." : "Redis connected: the API rate limit is shared.",
      );
    reachable = true;
  });
  redis.on("error", (error: Error) => {
    if (reachable === false) return;
    reachable = false;
    log.warn(`Redis is unreachable (${error.message}): API requests are not rate-limited until it returns.`);
  });
  return redis;
}
