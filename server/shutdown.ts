import type { FastifyInstance } from "fastify";

export type ShutdownTimes = {
  /** In-flight requests may finish within this time; then every connection left is closed. */
  graceMs: number;
  /** The process exits by this time whatever happens (a hung close, a hook that never returns). */
  deadlineMs: number;
};

/**
 * Stops the server on SIGTERM or SIGINT within seconds, whatever the clients do (docs/decisions/
 * 0007-timeouts-and-shutdown.md). app.close() closes the listener, so new connections are refused, and closes
 * idle keep-alive connections; responses still in flight say Connection: close (server/app.ts).
 * A connection still busy after the grace period (a body that never completes, a client that
 * stopped reading) is destroyed, and a deadline guarantees the exit.
 */
export function stopOnSignals(app: FastifyInstance, times: ShutdownTimes, log: (message: string) => void) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests for up to ${times.graceMs / 1000} s, then stopping.`);
    setTimeout(() => app.server.closeAllConnections(), times.graceMs).unref();
    setTimeout(() => {
      log("Stopping now: the server did not close in time.");
      process.exit(1);
    }, times.deadlineMs).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
