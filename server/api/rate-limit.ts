import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { ClientError } from "../errors.ts";

const ONE_MINUTE_MS = 60_000;

export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The onRequest hook that counts a request against its client's budget (the API's POSTs and the
     * calculators' results), or null when limiting is off. Decorated on the app by `decorateRequestLimit`.
     */
    limitRequests: onRequestAsyncHookHandler | null;
  }
}

export type RequestLimitOptions = {
  /** Requests per minute per client, or null when limiting is off. */
  rateLimitPerMinute: number | null;
  /** Where the counts live when several copies share them; memory when null. */
  redis?: Redis | null;
  /** Where the counts live when several processes share them without Redis (server/api/cluster-counter.ts). */
  countStore?: RateLimitPluginOptions["store"] | null;
};

/**
 * Decorates the app with `limitRequests`: the onRequest hook that limits the API's POSTs and the
 * calculators' results, or null when limiting is off. Decorated on the root, so the API and the
 * result pages, each registered in its own plugin, share one limiter and one budget.
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
export async function decorateRequestLimit(
  app: FastifyInstance,
  { rateLimitPerMinute, redis = null, countStore = null }: RequestLimitOptions,
) {
  if (rateLimitPerMinute === null) {
    app.decorate("limitRequests", null);
    return;
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: "fee-api-limit:" } : {}),
    // Several processes without Redis: the counts live in the primary (server/api/cluster-counter.ts).
    ...(!redis && countStore ? { store: countStore, skipOnError: true } : {}),
    // Thrown by the plugin; the app's error handler turns a ClientError into its status and sentence.
    errorResponseBuilder: (_request, context) =>
      new ClientError(context.statusCode, tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  app.decorate("limitRequests", app.rateLimit({ max: rateLimitPerMinute, timeWindow: ONE_MINUTE_MS }) as onRequestAsyncHookHandler);
}
