import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { legacyArbitrationFee } from "../../core/fees/arbitration-fee.ts";
import { legacyArbitrationRequestSchema, legacyCourtFeeRequestSchema } from "../../core/fees/contract.ts";
import { computeCourtFeePaise } from "../../core/fees/court-fee.ts";
import { legacyFeeNumber } from "../../core/fees/indian-format.ts";
import { buildLegacyStateList, getJurisdiction, getJurisdictionByName, resolveLegacyJurisdiction } from "../../core/fees/jurisdictions.ts";
import { API_PATHS } from "./api-paths.ts";
import { JSON_CONTENT_TYPE, LIST_CACHE_CONTROL, NO_STORE } from "./cache-policy.ts";
import { refusalStatus } from "./refusal-status.ts";

// The input is not echoed back: a sentence built from arbitrary client text could carry markup or
// a misleading message into a toast.
const UNKNOWN_STATE = "There is no state or union territory with that code or name; choose one from the list.";
const MISMATCHED_STATE = "The state code and the state name refer to different states; choose the state from the list again.";

function unresolvedStateMessage(statecode: string, statename: string): string {
  const byCode = getJurisdiction(statecode);
  const byName = getJurisdictionByName(statename);
  return byCode !== undefined && byName !== undefined ? MISMATCHED_STATE : UNKNOWN_STATE;
}

/**
 * The three endpoints of SPEC section 7, in the shapes the old client reads: a state map and bare
 * numbers. A bare number cannot say "no verified table" or "outside the covered range", so those
 * answers are errors (422) rather than a fee the old client would show as "₹ 0" or a guess.
 */
export function registerLegacyRoutes(app: FastifyInstance, limitPosts: onRequestAsyncHookHandler | null) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = limitPosts ? [limitPosts] : [];
  // Built once: the list is fixed for the life of the process.
  const stateList = JSON.stringify(buildLegacyStateList());

  api.get(API_PATHS.legacyStates, async (_request, reply) =>
    reply.header("Cache-Control", LIST_CACHE_CONTROL).type(JSON_CONTENT_TYPE).send(stateList),
  );

  api.post(API_PATHS.legacyCourtFee, { schema: { body: legacyCourtFeeRequestSchema }, onRequest }, async (request, reply) => {
    const { amount, statecode, statename } = request.body;
    reply.header("Cache-Control", NO_STORE);
    const entry = resolveLegacyJurisdiction(statecode, statename);
    if (entry === undefined) return reply.code(400).send({ error: unresolvedStateMessage(statecode, statename) });
    // The old client reads a bare number: the figure alone, without the breakdown's wording.
    const result = computeCourtFeePaise(entry.id, amount);
    if (!result.ok) return reply.code(refusalStatus(result.reason)).send({ error: result.message });
    return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(legacyFeeNumber(result.feePaise)));
  });

  api.post(API_PATHS.legacyArbitration, { schema: { body: legacyArbitrationRequestSchema }, onRequest }, async (request, reply) => {
    reply.header("Cache-Control", NO_STORE);
    const result = legacyArbitrationFee(request.body.amount);
    if (!result.ok) return reply.code(400).send({ error: result.message });
    return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(result.legacyNumber));
  });
}
