import cluster, { type Worker } from "node:cluster";

/**
 * The rate limiter's counts when several server processes run on one machine (WEB_CONCURRENCY)
 * without Redis: the primary process keeps them, and each server process asks it over the cluster's
 * own IPC channel. A client's requests go to whichever process accepted the connection, so counts
 * kept per process would multiply the limit by the number of processes; one count in the primary
 * keeps it exact (docs/decisions/0022). With REDIS_URL the counts live in Redis instead.
 */

type CountRequest = { type: "rate-limit:incr" | "rate-limit:read"; id: number; key: string; timeWindow: number };
type CountReply = { type: "rate-limit:count"; id: number; current: number; ttl: number };
type Count = { current: number; ttl: number };
type Callback = (error: Error | null, count?: Count) => void;

const isCountRequest = (message: unknown): message is CountRequest => {
  const type = (message as Partial<CountRequest> | null)?.type;
  return type === "rate-limit:incr" || type === "rate-limit:read";
};

/** Fixed windows per key, as @fastify/rate-limit's own memory store keeps them. */
export class WindowCounts {
  private readonly windows = new Map<string, { current: number; startedMs: number; timeWindow: number }>();

  incr(key: string, timeWindow: number, nowMs = Date.now()): Count {
    const window = this.windows.get(key);
    if (!window || window.startedMs + window.timeWindow <= nowMs) {
      this.windows.set(key, { current: 1, startedMs: nowMs, timeWindow });
      return { current: 1, ttl: timeWindow };
    }
    window.current++;
    return { current: window.current, ttl: window.startedMs + window.timeWindow - nowMs };
  }

  read(key: string, nowMs = Date.now()): Count {
    const window = this.windows.get(key);
    if (!window || window.startedMs + window.timeWindow <= nowMs) return { current: 0, ttl: 0 };
    return { current: window.current, ttl: window.startedMs + window.timeWindow - nowMs };
  }

  /** Forgets finished windows, so the map holds only the clients of the last minute or so. */
  sweep(nowMs = Date.now()): void {
    for (const [key, window] of this.windows) if (window.startedMs + window.timeWindow <= nowMs) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}

/** In the primary: answers every server process's count requests from one set of windows. */
export function serveClusterCounts(): () => void {
  const counts = new WindowCounts();
  const sweeper = setInterval(() => counts.sweep(), 60_000).unref();
  const onMessage = (worker: Worker, message: unknown) => {
    if (!isCountRequest(message)) return;
    const count = message.type === "rate-limit:incr" ? counts.incr(message.key, message.timeWindow) : counts.read(message.key);
    worker.send({ type: "rate-limit:count", id: message.id, ...count } satisfies CountReply);
  };
  cluster.on("message", onMessage);
  return () => {
    clearInterval(sweeper);
    cluster.off("message", onMessage);
  };
}

/** How long a server process waits for the primary before letting the request through, as with a lost Redis. */
const REPLY_TIMEOUT_MS = 1_000;

/**
 * In a server process: a store for @fastify/rate-limit (its `store` option) that counts in the
 * primary. If the primary does not answer in time the request goes through (the limiter's
 * skipOnError), as when Redis is unreachable.
 */
export function clusterCountStore() {
  let nextId = 0;
  const pending = new Map<number, { callback: Callback; timer: NodeJS.Timeout }>();
  process.on("message", (message: unknown) => {
    const reply = message as CountReply;
    if (reply?.type !== "rate-limit:count") return;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    clearTimeout(waiting.timer);
    waiting.callback(null, { current: reply.current, ttl: reply.ttl });
  });
  const ask = (type: CountRequest["type"], key: string, callback: Callback, timeWindow: number) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      callback(new Error("The primary process did not answer the rate limiter."));
    }, REPLY_TIMEOUT_MS);
    pending.set(id, { callback, timer });
    process.send?.({ type, id, key, timeWindow } satisfies CountRequest);
  };
  class ClusterStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      ask("rate-limit:incr", key, callback, timeWindow);
    }
    read(key: string, callback: Callback, timeWindow: number) {
      ask("rate-limit:read", key, callback, timeWindow);
    }
    child() {
      return new ClusterStore();
    }
  }
  return ClusterStore;
}
