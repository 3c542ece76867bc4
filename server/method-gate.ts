import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { type MethodDecision, type PathRules, decideMethod } from "./allowed-methods.ts";
import { afterEarlierAnswers, writeRawAnswer } from "./client-errors.ts";
import { overLimitOf } from "./connection-policy.ts";
import { sameSiteLocation } from "./request-target.ts";
import { resourceCsp, securityHeaders } from "./security-headers.ts";

/** How long a visitor over a connection limit is asked to wait: connections here last a second or two. */
export const RETRY_AFTER_SECONDS = { client: 2, server: 5 } as const;

/** RFC 3986's host (a name, an IPv4 address or a bracketed IP literal) and an optional port. */
const VALID_HOST = /^(?:\[[0-9A-Za-z:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;

/** RFC 9112 section 3.2: exactly one Host, with a valid value (HTTP/1.0 may leave it out). */
function hasValidHost(raw: IncomingMessage): boolean {
  let count = 0;
  let value = "";
  const fields = raw.rawHeaders;
  for (let i = 0; i < fields.length; i += 2) {
    const name = fields[i]!;
    if (name.length === 4 && name.toLowerCase() === "host") {
      count++;
      value = fields[i + 1]!;
    }
  }
  if (count === 0) return raw.httpVersionMinor === 0;
  return count === 1 && VALID_HOST.test(value);
}

/**
 * RFC 9112 section 6.1: a request whose last transfer coding is not chunked cannot be framed (400);
 * a coding the server does not implement before it (gzip, chunked) is 501. Node's parser refuses
 * chunked before another coding itself (server/client-errors.ts).
 */
function transferCodingStatus(header: string | undefined): 400 | 501 | null {
  if (header === undefined) return null;
  const codings = header
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "");
  if (codings.at(-1) !== "chunked") return 400;
  return codings.length === 1 ? null : 501;
}

const SENTENCES = {
  host: "The request must have exactly one Host header, with a valid host name.",
  framing: "The request's Transfer-Encoding must end with chunked; or send the body with a Content-Length.",
  coding: "This server takes request bodies with Content-Length or chunked only, without another transfer coding.",
  version: "This server speaks HTTP/1.1 and HTTP/1.0 only.",
  method: "This server does not implement that request method.",
  notFound: "There is no such address on this server.",
  badTarget: "The address of the request is not valid.",
  misdirected: "This server does not answer for the host this address names; send the request to that host.",
  client: (seconds: number) => `Too many connections from your address at once; please try again in ${seconds} seconds.`,
  server: (seconds: number) => `The server is busy; please try again in ${seconds} seconds.`,
};

const orList = (items: readonly string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

/** The sentence of a 405; the method is one of the known ones, never arbitrary client text. */
function notAllowedSentence(method: string, decision: Extract<MethodDecision, { kind: "not-allowed" }>): string {
  if (decision.postOnly) return `This address takes a POST with a JSON body, not a ${method}.`;
  return `This address takes ${orList(decision.allow)}, not ${method}.`;
}

type Refusal = { status: number; reason: string; sentence: string; headers?: Record<string, string>; close?: boolean };

const REASONS: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  421: "Misdirected Request",
  429: "Too Many Requests",
  501: "Not Implemented",
  503: "Service Unavailable",
  505: "HTTP Version Not Supported",
};

const refusal = (status: number, sentence: string, extra: Omit<Refusal, "status" | "reason" | "sentence"> = {}): Refusal => ({
  status,
  reason: REASONS[status] ?? "Error",
  sentence,
  ...extra,
});

/** The refusal the table gives, or null when the request goes on (or is redirected). */
function refusalOf(method: string, decision: MethodDecision): Refusal | null {
  switch (decision.kind) {
    case "not-implemented":
      return refusal(501, SENTENCES.method);
    case "not-allowed":
      return refusal(405, notAllowedSentence(method, decision), { headers: { Allow: decision.allow.join(", ") } });
    case "not-found":
      return refusal(404, SENTENCES.notFound);
    case "bad-target":
      return refusal(400, SENTENCES.badTarget);
    case "misdirected":
      return refusal(421, SENTENCES.misdirected);
    default:
      return null;
  }
}

/** What is wrong with the message itself, before its method and path are looked at. */
function messageRefusal(raw: IncomingMessage): Refusal | null {
  if (raw.httpVersionMajor !== 1) return refusal(505, SENTENCES.version, { close: true });
  if (!hasValidHost(raw)) return refusal(400, SENTENCES.host, { close: true });
  const coding = transferCodingStatus(raw.headers["transfer-encoding"]);
  if (coding !== null) return refusal(coding, coding === 400 ? SENTENCES.framing : SENTENCES.coding, { close: true });
  const over = overLimitOf(raw.socket);
  if (over) {
    const seconds = RETRY_AFTER_SECONDS[over];
    return refusal(over === "client" ? 429 : 503, SENTENCES[over](seconds), { headers: { "Retry-After": String(seconds) }, close: true });
  }
  return null;
}

function send(reply: FastifyReply, { status, sentence, headers = {}, close }: Refusal) {
  reply.code(status).header("Cache-Control", "no-store").headers(headers);
  // The body of a refused request is not read: the connection cannot carry another request after it.
  if (close) reply.header("Connection", "close");
  reply.send({ error: sentence });
}

/**
 * The first thing every request meets (an onRequest hook, before any body is read): the message
 * checks of RFC 9112 (one valid Host, framing the server implements, HTTP/1.x), the connection
 * limits (server/connection-policy.ts), then the table of what each path allows
 * (server/allowed-methods.ts, over the site's `paths`). GET and HEAD on pages go on to the path
 * rules; everything else is answered here or goes on to its route.
 */
export function methodGate(paths: PathRules) {
  return function answerByTable(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const refused = messageRefusal(request.raw);
    if (refused) return send(reply, refused);
    // A HEAD is answered as the GET would be, without the body (RFC 9110 section 9.3.2): the same
    // status, the same headers, the same Content-Length, whatever the table says.
    const method = request.method === "HEAD" ? "GET" : request.method;
    const decision = decideMethod(method, request.url, paths);
    if (decision.kind === "route") return done();
    if (decision.kind === "options") {
      reply.code(204).header("Allow", decision.allow.join(", ")).header("Cache-Control", "no-store").send();
      return;
    }
    if (decision.kind === "redirect") {
      // 308 keeps the method and body, as a 301 would not.
      reply.code(308).header("Location", sameSiteLocation(decision.location)).header("Cache-Control", "public, max-age=86400").send();
      return;
    }
    send(reply, refusalOf(method, decision)!);
  };
}

/**
 * CONNECT asks for a tunnel, which Node hands to the server's 'connect' event instead of a route;
 * with no listener the socket was destroyed without a word. It gets the table's answer, after the
 * answers of any requests before it on the connection.
 */
export function connectGate(paths: PathRules) {
  return function answerConnect(request: IncomingMessage, socket: Socket) {
    const decision = decideMethod("CONNECT", request.url ?? "", paths);
    const refused = refusalOf("CONNECT", decision) ?? refusal(405, SENTENCES.method);
    afterEarlierAnswers(socket, () => writeRawAnswer(socket, refused, refused.headers));
  };
}

/** An Expect other than 100-continue: Node's own 417 carries none of our headers. */
export function answerExpectation(_request: IncomingMessage, response: ServerResponse) {
  const body = JSON.stringify({ error: "This server cannot meet the request's Expect header; send the request without it." });
  response.writeHead(417, {
    ...securityHeaders,
    "Content-Security-Policy": resourceCsp,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  response.end(body);
}
