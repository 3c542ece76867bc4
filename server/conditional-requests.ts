import type { FastifyReply, FastifyRequest } from "fastify";
import { JSON_CONTENT_TYPE } from "./errors.ts";
import { evaluatePreconditions } from "./preconditions.ts";
import { resourceCsp } from "./security-headers.ts";

const PRECONDITION_FAILED = JSON.stringify({
  error: "The resource no longer matches the request's If-Match or If-Unmodified-Since; fetch it again before relying on it.",
});

const headerText = (reply: FastifyReply, name: string) => {
  const value = reply.getHeader(name);
  return value === undefined ? undefined : String(value);
};

/**
 * The one place conditional requests are answered (docs/decisions/0037): an onSend step that
 * holds every answer to a GET or HEAD against the request's If-Match, If-None-Match,
 * If-Unmodified-Since and If-Modified-Since, whichever part of the server made it (a static file
 * from memory, a result page, the editor's files, an API list). RFC 9110 section 13.2.1: only an
 * answer that would be a 2xx is held to them; a 404 or a redirect stays as it is. Returns the
 * payload to send.
 */
export function answerConditionally(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const { method, headers } = request;
  if (method !== "GET" && method !== "HEAD") return payload;
  if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
  const ifMatch = headers["if-match"];
  const ifNoneMatch = headers["if-none-match"];
  const ifModifiedSince = headers["if-modified-since"];
  const ifUnmodifiedSince = headers["if-unmodified-since"];
  if (ifMatch === undefined && ifNoneMatch === undefined && ifModifiedSince === undefined && ifUnmodifiedSince === undefined)
    return payload;
  const outcome = evaluatePreconditions(
    method,
    { ifMatch, ifNoneMatch, ifModifiedSince, ifUnmodifiedSince },
    { etag: headerText(reply, "etag"), lastModified: headerText(reply, "last-modified") },
  );
  if (outcome === "proceed") return payload;
  if (outcome === "not-modified") {
    // The 200's headers (RFC 9110 section 15.4.5: its validators, Cache-Control and Vary) and no
    // body: Node writes none for a 304. Its Content-Length stays the 200's, as section 8.6 allows,
    // so that a HEAD, whose length Fastify takes from the payload, says the same as the GET.
    reply.code(304);
    return payload;
  }
  // The representation is not sent, so nothing that described it is either.
  reply.removeHeader("content-length").removeHeader("content-encoding");
  reply.removeHeader("etag").removeHeader("last-modified").removeHeader("vary");
  reply
    .code(412)
    .header("Cache-Control", "no-store")
    .header("Content-Type", JSON_CONTENT_TYPE)
    .header("Content-Security-Policy", resourceCsp);
  return PRECONDITION_FAILED;
}
