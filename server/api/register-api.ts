import type { FastifyInstance } from "fastify";
import { registerApiFallbacks } from "./api-fallbacks.ts";
import { acceptJsonOnly } from "./json-body.ts";
import { registerFeeRoutes } from "./fee-routes.ts";
import { registerLegacyRoutes } from "./legacy-routes.ts";

/**
 * The fee API: the legacy endpoints of SPEC section 7 and the richer ones the site uses, both over
 * the same engine in core/fees. buildApp registers this inside its own plugin, so the JSON-only
 * parsing stays scoped to the API and never touches the static pages. Errors
 * thrown here (validation, parsing, floods) reach the app's error handler, which answers each with
 * a 4xx and a sentence (server/errors.ts). The POSTs count against the app's rate limiter
 * (`app.limitRequests`, server/api/rate-limit.ts), the budget the calculators' result pages share.
 */
export async function registerApi(app: FastifyInstance) {
  acceptJsonOnly(app);
  registerLegacyRoutes(app, app.limitRequests);
  registerFeeRoutes(app, app.limitRequests);
  registerApiFallbacks(app);
}
