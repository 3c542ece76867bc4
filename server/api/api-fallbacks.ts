import type { FastifyInstance } from "fastify";
import { NO_STORE } from "./cache-policy.ts";

/**
 * The static server answers every GET it does not know with the HTML not-found page, which is
 * right for pages but not for a client of the API: a GET to a POST endpoint (a link followed by
 * hand, a misconfigured client) or to a mistyped API path gets JSON here, like every other API
 * error. The path is not echoed back, since it is arbitrary client text.
 */
export function registerApiFallbacks(app: FastifyInstance, postPaths: readonly string[]) {
  for (const path of postPaths) {
    // HEAD is answered from GET by Fastify. OPTIONS gets 405 too: the API is same-origin only, so
    // there is no CORS preflight to answer.
    app.route({
      method: ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"],
      url: path,
      handler: async (request, reply) =>
        reply
          .code(405)
          .header("Allow", "POST")
          .header("Cache-Control", NO_STORE)
          .send({ error: `This address takes a POST with a JSON body, not a ${request.method}.` }),
    });
  }
  for (const prefix of ["/api", "/api/*", "/PHP", "/PHP/*"]) {
    app.get(prefix, async (_request, reply) =>
      reply.code(404).header("Cache-Control", NO_STORE).send({ error: "There is no such address in the API." }),
    );
  }
}
