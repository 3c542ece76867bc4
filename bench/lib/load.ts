/**
 * What the load benchmarks share (bench-api.ts, bench-results.ts): servers started as child
 * processes, autocannon runs against them, and the CPU time a server spent during a run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
// @ts-expect-error autocannon ships no type declarations; the part used here is typed below.
import autocannonUntyped from "autocannon";
import { freePort } from "../../server/test-support/free-port.ts";

export type AutocannonRequest = { path?: string; [key: string]: unknown };
export type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
};
export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
export const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** Ready once it answers anything: the bare server answers every path, the site has /healthz. */
async function waitUntilListening(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      await fetch(`${base}/healthz`);
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("The server did not answer /healthz within 30 s.");
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      done();
    });
    server.kill("SIGTERM");
  });
}

export type Server = {
  base: string;
  cpuMicroseconds: () => number | null;
  /** The same time by the kind of thread that spent it (threadKind), summed over the server's processes. */
  cpuByThread: () => Map<string, number>;
  stop: () => Promise<void>;
};

/**
 * CPU time a process has used (user + system, all its threads), from /proc on Linux; null elsewhere.
 * Per request it says what a server costs even when neighbours on a shared machine take the cores,
 * where requests per second say mostly how busy the machine was.
 */
function cpuMicroseconds(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // Fields 14 and 15 (utime, stime), counted after the command name, which may contain spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticksPerSecond = 100; // USER_HZ: 100 on every Linux platform Node supports
  const own = ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  // With WEB_CONCURRENCY the work is done by the server processes the primary forked.
  return own + childrenOf(pid).reduce((sum, child) => sum + (cpuMicroseconds(child) ?? 0), 0);
}

/**
 * A thread's kind from its name in /proc: Node names its main thread "MainThread" (or the program),
 * each worker_threads thread "WorkerThread", V8's helpers (concurrent garbage collection and
 * compilation) "V8Worker", libuv's pool "libuv-worker".
 */
function threadKind(name: string): string {
  if (name === "WorkerThread") return "worker threads";
  if (name.startsWith("V8Worker") || name.startsWith("V8 ")) return "V8's helpers (GC, compiling)";
  if (name.startsWith("libuv")) return "libuv's pool";
  if (name === "MainThread" || name === "node") return "main thread";
  return "other";
}

function cpuByThread(pid: number | undefined, into = new Map<string, number>()): Map<string, number> {
  if (pid === undefined || !existsSync(`/proc/${pid}/task`)) return into;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = `/proc/${pid}/task/${tid}/stat`;
    if (!existsSync(stat)) continue;
    const text = readFileSync(stat, "utf8");
    const name = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const fields = text.slice(text.lastIndexOf(") ") + 2).split(" ");
    const micros = ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
    const kind = threadKind(name);
    into.set(kind, (into.get(kind) ?? 0) + micros);
  }
  for (const child of childrenOf(pid)) cpuByThread(child, into);
  return into;
}

function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** A server started as a child process on a free loopback port (in `cwd`, another checkout's, if given); ready once it answers. */
export async function startServer(args: string[], env: Record<string, string>, cwd?: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    cwd,
  });
  await waitUntilListening(base, server);
  return {
    base,
    cpuMicroseconds: () => cpuMicroseconds(server.pid),
    cpuByThread: () => cpuByThread(server.pid),
    stop: () => stopServer(server),
  };
}

/** An autocannon run and the server's CPU time per request during it (null without /proc). */
export type Measured = AutocannonResult & {
  cpuPerRequest: number | null;
  /** CPU per request by kind of thread (Server.cpuByThread); empty without /proc. A thread that ended during the run is not counted. */
  cpuPerRequestByThread: Map<string, number>;
};

/** Runs autocannon against one server, reading the server's CPU time around the measured run. */
export async function runAgainst(server: Server, request: AutocannonOptions, warmup: number): Promise<Measured> {
  if (warmup > 0) await autocannon({ ...request, duration: warmup });
  const cpuBefore = server.cpuMicroseconds();
  const threadsBefore = server.cpuByThread();
  const result = await autocannon(request);
  const cpuAfter = server.cpuMicroseconds();
  const threadsAfter = server.cpuByThread();
  const total = result.requests.total;
  const cpuPerRequest = cpuBefore === null || cpuAfter === null || total === 0 ? null : (cpuAfter - cpuBefore) / total;
  const cpuPerRequestByThread = new Map(
    total === 0 ? [] : [...threadsAfter].map(([kind, micros]) => [kind, (micros - (threadsBefore.get(kind) ?? 0)) / total] as const),
  );
  return { ...result, cpuPerRequest, cpuPerRequestByThread };
}
