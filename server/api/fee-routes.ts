import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { computeArbitrationFee } from "../../core/fees/arbitration-fee.ts";
import { arbitrationRequestSchema, courtFeeRequestSchema } from "../../core/fees/contract.ts";
import { computeCourtFee } from "../../core/fees/court-fee.ts";
import { listJurisdictions } from "../../core/fees/jurisdictions.ts";
import { API_PATHS } from "./api-paths.ts";
import { JSON_CONTENT_TYPE, LIST_CACHE_CONTROL, NO_STORE } from "./cache-policy.ts";
import { refusalStatus } from "./refusal-status.ts";

/**
 * The endpoints the site's calculators use: the whole result (breakdown, citation, confidence,
 * warnings, sources), because the product must show all of it beside the figure.
 *
 * Responses are not run through the contract's response schemas here: they come straight from the
 * engine, whose types the schemas are checked against (`satisfies`), and the tests parse every
 * answer with them. Validating again per request would cost throughput and could only turn a
 * contract drift into a 500 for the visitor.
 */
export function registerFeeRoutes(app: FastifyInstance, limitPosts: onRequestAsyncHookHandler | null) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = limitPosts ? [limitPosts] : [];
  const jurisdictions = JSON.stringify(listJurisdictions());

  api.get(API_PATHS.jurisdictions, async (_request, reply) =>
    reply.header("Cache-Control", LIST_CACHE_CONTROL).type(JSON_CONTENT_TYPE).send(jurisdictions),
  );

  api.post(API_PATHS.courtFee, { schema: { body: courtFeeRequestSchema }, onRequest }, async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    const result = computeCourtFee(request.body.jurisdiction, request.body.amount);
    // The refusal travels whole so the page can still show the statute, warnings and sources.
    if (!result.ok) {
      return reply
        .code(refusalStatus(result.reason))
        .type(JSON_CONTENT_TYPE)
        .send(JSON.stringify({ error: result.message, refusal: result }));
    }
    return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(result));
  });

  api.post(API_PATHS.arbitration, { schema: { body: arbitrationRequestSchema }, onRequest }, async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    const { amount, counterClaim, tribunal } = request.body;
    const result = computeArbitrationFee({ amount, counterClaim, tribunal });
    if (!result.ok) return reply.code(400).send({ error: result.message });
    return reply.send(result);
  });
}
