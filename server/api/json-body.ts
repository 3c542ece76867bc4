import type { FastifyInstance } from "fastify";
import { ClientError } from "../errors.ts";

const UNSUPPORTED_CODING = "Send the request body uncompressed, without a Content-Encoding header.";

const POISONED_BODY = "The request body may not contain the keys __proto__ or constructor.prototype; send a plain JSON object.";

/**
 * The API reads JSON and nothing else. Fastify also parses text/plain by default, which would let a
 * form post or a stray string reach validation as a string and come back as a 400; the contract of
 * DESIGN section 4 wants the wrong content type named as such (415).
 *
 * Fastify's own parser (secure-json-parse) is kept because it refuses prototype poisoning; it
 * reports that as "not valid JSON", which would send a client looking for a syntax error that is
 * not there, so a refused body that plain JSON.parse accepts gets its own sentence. The extra parse
 * runs only on the failure path.
 */
export function acceptJsonOnly(app: FastifyInstance) {
  // Fastify reads a body as it arrives; a compressed one would reach the JSON parser as bytes and
  // come back as "not valid JSON". The bodies are a few hundred bytes: no coding is taken.
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const coding = request.headers["content-encoding"];
    if (coding !== undefined && coding.trim().toLowerCase() !== "identity") return done(new ClientError(415, UNSUPPORTED_CODING));
    done(null, payload);
  });
  const parseSecurely = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, rawBody, done) => {
    const body = rawBody.toString();
    parseSecurely(request, body, (error, value) => {
      if (error && isValidJson(body)) return done(new ClientError(400, POISONED_BODY), undefined);
      return done(error, value);
    });
  });
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
