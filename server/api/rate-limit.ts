import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { ClientError } from "../errors.ts";

const ONE_MINUTE_MS = 60_000;

export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}

/**
 * Returns the onRequest hook that limits the API's POSTs, or null when limiting is off.
 *
 * One limiter is shared by every POST route, so the budget is per client across the fee endpoints
 * (DESIGN section 4: "requests per minute per client on the API's POSTs"); per-route limits would
 * let a scraper triple its rate by rotating endpoints. It runs on onRequest, before the body is read,
 * so a flood costs a map lookup. The GETs return fixed lists and are not limited.
 *
 * With a Redis connection the counts live there, so every copy of the server shares one limit per
 * client; when Redis fails, the request goes through (skipOnError) rather than fail. Several
 * processes on one machine without Redis count in their primary process through `countStore`.
 */
export async function createPostRateLimit(
  app: FastifyInstance,
  rateLimitPerMinute: number | null,
  redis: Redis | null = null,
  countStore: RateLimitPluginOptions["store"] | null = null,
): Promise<onRequestAsyncHookHandler | null> {
  if (rateLimitPerMinute === null) return null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: "fee-api-limit:" } : {}),
    // Several processes without Redis: the counts live in the primary (server/api/cluster-counter.ts).
    ...(!redis && countStore ? { store: countStore, skipOnError: true } : {}),
    // Thrown by the plugin; the app's error handler turns a ClientError into its status and sentence.
    errorResponseBuilder: (_request, context) =>
      new ClientError(context.statusCode, tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  return app.rateLimit({ max: rateLimitPerMinute, timeWindow: ONE_MINUTE_MS }) as onRequestAsyncHookHandler;
}
