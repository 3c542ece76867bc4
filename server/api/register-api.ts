import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ApiOptions } from "../app.ts";
import { registerApiFallbacks } from "./api-fallbacks.ts";
import { acceptJsonOnly } from "./json-body.ts";
import { registerFeeRoutes } from "./fee-routes.ts";
import { registerLegacyRoutes } from "./legacy-routes.ts";
import { createPostRateLimit } from "./rate-limit.ts";

/**
 * The fee API: the legacy endpoints of SPEC section 7 and the richer ones the site uses, both over
 * the same engine in core/fees. buildApp registers this inside its own plugin, so the JSON-only
 * parsing and the rate limiter stay scoped to the API and never touch the static pages. Errors
 * thrown here (validation, parsing, floods) reach the app's error handler, which answers each with
 * a 4xx and a sentence (server/errors.ts). The rate limiter is returned so that the calculators'
 * result pages count against the same budget.
 */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<onRequestAsyncHookHandler | null> {
  acceptJsonOnly(app);
  const limitPosts = await createPostRateLimit(app, options.rateLimitPerMinute, options.redis, options.countStore);
  registerLegacyRoutes(app, limitPosts);
  registerFeeRoutes(app, limitPosts);
  registerApiFallbacks(app);
  return limitPosts;
}
