import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a client may take and how much it may hold (docs/decisions/0007-timeouts-and-shutdown.md). The
 * bodies are a few KB and the pages are served from memory, so an honest client on a slow phone
 * is done in a few seconds; the numbers are generous for it and short for a socket that trickles.
 */
export type ConnectionPolicy = {
  /** All request headers must arrive within this time (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way is closed after this time (a client that stops reading). */
  socketIdleTimeoutMs: number;
  /** How often Node checks the two request timeouts; its default (30 s) would stretch them. */
  checkIntervalMs: number;
  /**
   * Open connections one address may hold and be served on; null when a proxy's address stands for
   * everyone. Past it, a request is answered 429 with Retry-After.
   */
  maxConnectionsPerClient: number | null;
  /** Open connections the process serves in all; past it, a request is answered 503 with Retry-After. */
  maxConnections: number;
  /** How long a connection over a limit may take to send its request before it is closed without a word. */
  overLimitWaitMs: number;
};

export const DEFAULT_CONNECTION_POLICY: ConnectionPolicy = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 10_000,
  socketIdleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnectionsPerClient: 256,
  maxConnections: 4_096,
  overLimitWaitMs: 5_000,
};

/**
 * Behind a proxy or load balancer, the server's keep-alive must outlast the proxy's own idle timeout
 * (60 s for nginx upstreams and most cloud balancers), or the proxy reuses a connection at the
 * moment the server closes it and its visitor gets a 502. The proxy bounds its visitors' connections.
 */
export const BEHIND_PROXY_POLICY: Partial<ConnectionPolicy> = { keepAliveTimeoutMs: 75_000, maxConnectionsPerClient: null };

/** Which limit a connection came in over: one address's, or the whole process's. */
export type OverLimit = "client" | "server";

const overLimit = new WeakMap<Socket, OverLimit>();

/** Whether the connection a request came on is over a limit, and which (server/method-gate.ts answers it). */
export const overLimitOf = (socket: Socket): OverLimit | undefined => overLimit.get(socket);

/**
 * Bounds the connections one address and the whole process hold, so that one client (about 1,000
 * stalled sockets once exhausted the file descriptors) cannot take the server from everyone.
 *
 * A connection over a bound is still accepted and its request read, so that a visitor behind a
 * busy shared address (carrier-grade NAT, an office gateway) is told to retry rather than left
 * without an answer: its first request is answered 429 (the address's bound) or 503 (the process's)
 * with Retry-After, and the connection closed. One that sends nothing within `overLimitWaitMs` is
 * closed without a word. Past twice the address's bound, and past the process's bound by a quarter,
 * a new connection is closed at once: that client is holding sockets, not asking for pages.
 */
export function limitConnections(
  server: Server,
  policy: Pick<ConnectionPolicy, "maxConnectionsPerClient" | "maxConnections" | "overLimitWaitMs">,
) {
  const { maxConnectionsPerClient: perClient, maxConnections: total, overLimitWaitMs } = policy;
  const open = new Map<string, number>();
  const sockets = new Set<Socket>();
  openSockets.set(server, sockets);
  // Node's own version, which server.close() calls, destroys a connection whose last answer has
  // been ended but not yet flushed: the visitor gets half a page. This one lets every answer finish.
  server.closeIdleConnections = () => {
    for (const socket of idleSockets(server) ?? sockets) closeWhenAnswered(server, socket);
  };
  let all = 0;
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    const address = socket.remoteAddress ?? "";
    const mine = (open.get(address) ?? 0) + 1;
    open.set(address, mine);
    all++;
    socket.once("close", () => {
      all--;
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
    const overClient = perClient !== null && mine > perClient;
    if (!overClient && all <= total) return;
    if ((perClient !== null && mine > 2 * perClient) || all > total + Math.ceil(total / 4)) {
      socket.destroy();
      return;
    }
    overLimit.set(socket, overClient ? "client" : "server");
    // Node's own timeout handler closes the socket if no request is in flight by then.
    socket.setTimeout(overLimitWaitMs);
  });
}

const inFlight = new WeakMap<Socket, ServerResponse[]>();

/**
 * Follows the answers owed on each connection, oldest first, with Node's public events: a request
 * (or an Expect the server answers itself) adds its answer, and the answer's 'close' (written, or
 * its connection gone) removes it. Several requests pipelined on one connection are answered in
 * order, so the oldest is the one being written.
 */
export function followAnswers(server: Server) {
  const follow = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const owed = inFlight.get(socket);
    if (owed) owed.push(response);
    else inFlight.set(socket, [response]);
    response.once("close", () => {
      const left = inFlight.get(socket);
      const at = left?.indexOf(response) ?? -1;
      if (at !== -1) left!.splice(at, 1);
    });
  };
  server.on("request", follow);
  server.on("checkExpectation", follow);
}

/** The answer being written on a connection, or the next to be; undefined when nothing is owed on it. */
export const answerInFlight = (socket: Socket): ServerResponse | undefined => inFlight.get(socket)?.[0];

const openSockets = new WeakMap<Server, Set<Socket>>();
const closing = new WeakSet<Socket>();

type ConnectionsList = { idle(): { socket: Socket }[] };

/**
 * The connections on which no request is arriving, from Node's own list (what its
 * closeIdleConnections reads); undefined if a later Node moves it, and then every connection is
 * treated as idle once its answers are written.
 */
function idleSockets(server: Server): Socket[] | undefined {
  const key = Object.getOwnPropertySymbols(server).find((symbol) => symbol.description === "http.server.connections");
  const list = key === undefined ? undefined : (server as unknown as Record<symbol, ConnectionsList | undefined>)[key];
  return typeof list?.idle === "function" ? list.idle().map((connection) => connection.socket) : undefined;
}

/**
 * Closes a connection once nothing is owed on it: after the answers in flight have been written
 * (each says Connection: close, server/app.ts) and no request is arriving, or at once when it is
 * idle. A request still arriving is read and answered; the grace period ends one that trickles.
 */
function closeWhenAnswered(server: Server, socket: Socket) {
  if (closing.has(socket)) return;
  closing.add(socket);
  const step = () => {
    if (socket.destroyed) return;
    const answer = answerInFlight(socket);
    if (answer) answer.once("close", () => setImmediate(step));
    else if (idleSockets(server)?.includes(socket) === false) setTimeout(step, 20).unref();
    // end(), not destroy(): what is written but not yet flushed still reaches the client.
    else socket.end();
  };
  step();
}

/**
 * The end of the grace period on shutdown: every connection not in the middle of an answer is
 * closed (a body that never completes, a client that never reads its answer's start). Answers
 * being written go on until the deadline.
 */
export function closeUnansweredConnections(server: Server) {
  for (const socket of openSockets.get(server) ?? []) {
    if (!answerInFlight(socket)?.headersSent) socket.destroy();
  }
}
