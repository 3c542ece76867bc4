import type { Server } from "node:http";

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
  /** Open connections one address may hold; null when a proxy's address stands for everyone. */
  maxConnectionsPerClient: number | null;
};

export const DEFAULT_CONNECTION_POLICY: ConnectionPolicy = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 10_000,
  socketIdleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnectionsPerClient: 32,
};

/**
 * Behind a proxy or load balancer, the server's keep-alive must outlast the proxy's own idle timeout
 * (60 s for nginx upstreams and most cloud balancers), or the proxy reuses a connection at the
 * moment the server closes it and its visitor gets a 502. The proxy bounds its visitors' connections.
 */
export const BEHIND_PROXY_POLICY: Partial<ConnectionPolicy> = { keepAliveTimeoutMs: 75_000, maxConnectionsPerClient: null };

/**
 * Closes a new connection at once when its address already holds `max`: about 1,000 stalled
 * sockets from one client used to exhaust the process's file descriptors for every visitor.
 */
export function limitConnectionsPerClient(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
