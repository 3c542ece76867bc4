import type { Socket } from "node:net";
import { resourceCsp, securityHeaders } from "./security-headers.ts";

type SocketError = Error & { code?: string };

function sentenceFor(code: string | undefined): [number, string, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request Timeout", "The request took too long to arrive; send it again."];
  if (code === "HPE_HEADER_OVERFLOW") return [431, "Request Header Fields Too Large", "The request's headers are too large."];
  return [400, "Bad Request", "The request is not valid HTTP."];
}

/**
 * Node's parser refuses broken HTTP, oversized headers and requests that time out before Fastify
 * sees them, and Fastify's default answer is its own JSON without our headers. This writes the
 * project's answer on the raw socket instead: a sentence, the security headers, no-store, and
 * Connection: close (the stream cannot be trusted after a parse error).
 */
export function answerClientError(error: SocketError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // A response already started on this socket cannot be followed by another status line.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const [status, reason, sentence] = sentenceFor(error.code);
  const body = JSON.stringify({ error: sentence });
  const headers = {
    ...securityHeaders,
    "Content-Security-Policy": resourceCsp,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  // end() waits for the peer; a client that never reads must not keep the socket.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
