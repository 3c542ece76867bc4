import type { FastifyInstance } from "fastify";
import { API_ROOTS } from "./api-paths.ts";
import { NO_STORE } from "./cache-policy.ts";

/**
 * The static server answers every GET it does not know with the HTML not-found page, which is
 * right for pages but not for a client of the API: a GET to a mistyped API path gets JSON here,
 * like every other API error. (Any other method on a POST endpoint, GET included, is answered 405
 * with Allow: POST by the table of allowed methods, server/method-gate.ts.) The path is not echoed
 * back, since it is arbitrary client text.
 */
export function registerApiFallbacks(app: FastifyInstance) {
  for (const prefix of API_ROOTS.flatMap((root) => [root, `${root}/*`])) {
    app.get(prefix, async (_request, reply) =>
      reply.code(404).header("Cache-Control", NO_STORE).send({ error: "There is no such address in the API." }),
    );
  }
}
