import type { FastifyInstance } from "fastify";
import { closeUnansweredConnections } from "./connection-policy.ts";

export type ShutdownTimes = {
  /** Requests may arrive whole within this time; then every connection not in the middle of an answer is closed. */
  graceMs: number;
  /** The process exits by this time whatever happens (a hung close, a hook that never returns). */
  deadlineMs: number;
};

/**
 * Stops the server on SIGTERM or SIGINT within seconds, whatever the clients do (docs/decisions/
 * 0007-timeouts-and-shutdown.md). app.close() closes the listener, so new connections are refused, and closes
 * idle keep-alive connections once their answers are written (server/connection-policy.ts); answers
 * in flight say Connection: close (server/app.ts). After the grace period a connection that is not
 * in the middle of an answer (a body that never completes) is destroyed; an answer still being
 * written a second before the deadline is cut, and the deadline guarantees the exit.
 */
export function stopOnSignals(app: FastifyInstance, times: ShutdownTimes, log: (message: string) => void) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests for up to ${times.graceMs / 1000} s, then stopping.`);
    setTimeout(() => closeUnansweredConnections(app.server), times.graceMs).unref();
    setTimeout(() => app.server.closeAllConnections(), Math.max(times.graceMs, times.deadlineMs - 1_000)).unref();
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
