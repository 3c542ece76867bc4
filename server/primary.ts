import cluster from "node:cluster";
import { serveClusterCounts } from "./api/cluster-counter.ts";
import type { ServerConfig } from "./config.ts";

/** A process that dies before it listens is a broken build or setting: starting another would loop. */
const STARTUP_FAILURE = "A server process stopped before it could listen; stopping all.";

/**
 * WEB_CONCURRENCY > 1: this process forks that many server processes, which share the port
 * (node:cluster hands each new connection to the next one), replaces one that dies, keeps the rate
 * limiter's counts when there is no Redis (server/api/cluster-counter.ts), and on SIGTERM or SIGINT
 * passes the signal on and exits when they have finished (each within its own 8 s deadline).
 */
export function runPrimary(config: ServerConfig, log: (message: string) => void): void {
  const shareCounts = config.rateLimitPerMinute !== null && config.redisUrl === null;
  const stopCounting = shareCounts ? serveClusterCounts() : () => undefined;
  const listening = new WeakSet<object>();
  let stopping = false;

  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        stopCounting();
        // 0 after a signal; 1, set below, when a process could not start.
        process.exit();
      }
      return;
    }
    if (!listening.has(worker)) {
      log(STARTUP_FAILURE);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log(`A server process stopped (${signal ?? `exit ${code}`}); starting another.`);
    cluster.fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${config.webConcurrency} server processes.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each process exits within its own deadline (server/shutdown.ts); this one waits a little longer.
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
  log(
    `Starting ${config.webConcurrency} server processes on port ${config.port}` +
      (shareCounts ? "; the rate limit is counted in this process." : "."),
  );
}
