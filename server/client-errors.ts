import type { Socket } from "node:net";
import { answerInFlight } from "./connection-policy.ts";
import { resourceCsp, securityHeaders } from "./security-headers.ts";

/** Node sets rawPacket (the packet being parsed) and bytesParsed on a parser error. */
type SocketError = Error & { code?: string; rawPacket?: unknown; bytesParsed?: number };

type Answer = { status: number; reason: string; sentence: string };

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
/** A request line as RFC 9112 writes it: method, one target, and the version. */
const REQUEST_LINE = new RegExp(`^${TOKEN} [!-~]+ HTTP/\\d\\.\\d\\r?$`);
/** The start of a request line. */
const LONG_REQUEST_LINE = new RegExp(`^${TOKEN} /`);

/** The line of the request on which the parser stopped, as far as this packet holds it. */
function lineAtError(error: SocketError): { text: string; complete: boolean } | null {
  const packet: unknown = error.rawPacket;
  if (!Buffer.isBuffer(packet) || typeof error.bytesParsed !== "number") return null;
  const text = packet.toString("latin1");
  const start = text.lastIndexOf("\n", Math.max(0, error.bytesParsed - 1)) + 1;
  const end = text.indexOf("\n", start);
  return { text: text.slice(start, end === -1 ? undefined : end), complete: end !== -1 };
}

const BAD_REQUEST: Answer = { status: 400, reason: "Bad Request", sentence: "The request is not valid HTTP." };

/** The status RFC 9110 and 9112 give to each way Node's parser (llhttp) refuses a request. */
function answerFor(error: SocketError): Answer {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, reason: "Request Timeout", sentence: "The request took too long to arrive; send it again." };
    case "HPE_HEADER_OVERFLOW": {
      const line = lineAtError(error);
      // The parser stopped on the request line itself: the target is what is too long.
      if (line && LONG_REQUEST_LINE.test(line.text))
        return { status: 414, reason: "URI Too Long", sentence: "The address of the request is too long." };
      return { status: 431, reason: "Request Header Fields Too Large", sentence: "The request's headers are too large." };
    }
    case "HPE_INVALID_METHOD": {
      // A well-formed request line with a method llhttp does not know (BREW, get): not implemented.
      const line = lineAtError(error);
      if (line?.complete && REQUEST_LINE.test(line.text))
        return { status: 501, reason: "Not Implemented", sentence: "This server does not implement that request method." };
      return BAD_REQUEST;
    }
    default:
      // Invalid framing (Transfer-Encoding with chunked not last, Content-Length with
      // Transfer-Encoding, several or invalid Content-Length, a bad chunk) and anything else
      // malformed: 400, and the connection is closed (RFC 9112 sections 6.1 and 6.3).
      return BAD_REQUEST;
  }
}

/** Whether the request the parser stopped in is a HEAD, whose answer has no body (RFC 9110 9.3.2). */
function isHeadRequest(error: SocketError): boolean {
  const packet: unknown = error.rawPacket;
  if (!Buffer.isBuffer(packet) || typeof error.bytesParsed !== "number") return false;
  const text = packet.toString("latin1", 0, error.bytesParsed);
  const end = text.lastIndexOf("\r\n\r\n");
  return text.startsWith("HEAD ", end === -1 ? 0 : end + 4);
}

/** Writes a complete answer on a raw socket and closes it: a sentence, the security headers, no-store. */
export function writeRawAnswer(socket: Socket, answer: Answer, extraHeaders: Record<string, string> = {}, withBody = true) {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: answer.sentence });
  const headers = {
    ...securityHeaders,
    "Content-Security-Policy": resourceCsp,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    ...extraHeaders,
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n${withBody ? body : ""}`);
  // end() waits for the peer; a client that never reads must not keep the socket.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Calls `then` once every answer owed to a request sent before the broken one has been written, in
 * order: a malformed request never takes or hides the answer of a valid one pipelined before it.
 * `then(true)` when the broken request still needs an answer of its own; `then(false)` when it had
 * one already (it was answered before its body was read) and the connection only has to close.
 */
export function afterEarlierAnswers(socket: Socket, then: (answer: boolean) => void) {
  if (socket.destroyed) return;
  const current = answerInFlight(socket);
  if (!current) return then(true);
  // The parser stopped inside this request's body: the error is its answer, unless one has begun.
  if (!current.req.complete && !current.headersSent) return then(true);
  const last = !current.req.complete;
  current.once("close", () => setImmediate(() => (last ? then(false) : afterEarlierAnswers(socket, then))));
}

const answered = new WeakSet<Socket>();

/**
 * Node's parser refuses broken HTTP, oversized headers, unknown methods and requests that time out
 * before Fastify sees them, and Fastify's default answer is its own JSON without our headers. This
 * writes the project's answer on the raw socket instead, after the answers of the requests before
 * it: the status RFC 9110 gives, a sentence, the security headers, no-store, and Connection: close
 * (the stream cannot be trusted after a parse error).
 */
export function answerClientError(error: SocketError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // The parser reports again on every later packet; the first report is the one answered.
  if (answered.has(socket)) return;
  answered.add(socket);
  const answer = answerFor(error);
  const withBody = !isHeadRequest(error);
  afterEarlierAnswers(socket, (owed) => {
    if (owed) writeRawAnswer(socket, answer, {}, withBody);
    else socket.end();
  });
}
