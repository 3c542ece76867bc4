import { afterEach, describe, expect, it } from "vitest";
import { WindowCounts } from "./api/cluster-counter.ts";
import { type ServerProcess, startServerProcess, untilListening } from "./test-support/server-process.ts";

// The server as processes under faults: a process killed, and each bad start. The tests assert what
// happens (a process is replaced and every request after it is answered; a bad setting stops the
// start with a sentence naming it), never how fast: the durations are the benchmarks'.

let server: ServerProcess | undefined;
let other: ServerProcess | undefined;
afterEach(async () => {
  await Promise.all([server?.cleanUp(), other?.cleanUp()]);
  server = undefined;
  other = undefined;
});

const post = (origin: string) =>
  fetch(`${origin}/api/court-fee`, {
    method: "POST",
    headers: { "content-type": "application/json", connection: "close" },
    body: JSON.stringify({ jurisdiction: "DL", amount: 1000 }),
  }).then((response) => response.status);

describe("the primary's counts", () => {
  it("keep one fixed window per client, as the limiter's own memory store does", () => {
    const counts = new WindowCounts();
    expect(counts.incr("a", 1_000, 0)).toEqual({ current: 1, ttl: 1_000 });
    expect(counts.incr("a", 1_000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counts.read("a", 500)).toEqual({ current: 2, ttl: 500 });
    expect(counts.incr("b", 1_000, 500)).toEqual({ current: 1, ttl: 1_000 });
    expect(counts.incr("a", 1_000, 1_000)).toEqual({ current: 1, ttl: 1_000 });
    counts.sweep(1_600);
    expect(counts.size).toBe(1);
  });
});

describe("WEB_CONCURRENCY", () => {
  it(
    "runs that many processes on one port, with one rate limit across them, and stops them all on SIGTERM",
    { timeout: 90_000 },
    async () => {
      server = await startServerProcess({ WEB_CONCURRENCY: "2", RATE_LIMIT: "6" });
      await server.waitFor(/(Serving \d+ files[\s\S]*){2}/, 60_000);
      expect(server.output()).toMatch(/^Mode: production \(NODE_ENV=production\), Node [\d.]+, React [\d.]+\.$/m);
      expect(server.output().match(/^Mode: /gm)).toHaveLength(1);
      expect(server.output()).toMatch(/Starting 2 server processes/);
      // Each request on its own connection: the cluster hands them to both processes in turn.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push(await post(server.origin));
      expect(statuses.filter((status) => status === 200)).toHaveLength(6);
      expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
      server.child.kill("SIGTERM");
      const { code } = await server.exited;
      expect(code).toBe(0);
    },
  );
});

/** The server processes that have started: each names itself in its start-up line when there are several. */
const loggedPids = (output: string) => new Set([...output.matchAll(/; process (\d+)\)\.$/gm)].map((found) => Number(found[1])));

describe("a server process killed", () => {
  it("is replaced, and every request after that is answered by the processes", { timeout: 90_000 }, async () => {
    server = await startServerProcess({ WEB_CONCURRENCY: "2" });
    await server.waitFor(/(Serving \d+ files[\s\S]*){2}/, 60_000);
    const origin = server.origin;
    const before = loggedPids(server.output());
    expect(before.size).toBe(2);
    const [victim] = before;
    process.kill(victim!, "SIGKILL");
    await server.waitFor(/A server process stopped \(SIGKILL\); starting another\./);
    await server.waitFor(/(Serving \d+ files[\s\S]*){3}/, 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await post(origin));
    expect(statuses).toEqual(statuses.map(() => 200));
    const after = loggedPids(server.output());
    expect(after.size).toBe(3);
    expect(server.child.exitCode).toBeNull();
  });
});

describe("a bad start setting stops the start with a sentence naming it, and no stack trace", () => {
  it.each([
    ["REDIS_URL", { REDIS_URL: "http://127.0.0.1:6379" }],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "0" }],
    ["RATE_LIMIT", { RATE_LIMIT: "-1" }],
  ])("%s", { timeout: 90_000 }, async (setting, env) => {
    server = await startServerProcess(env);
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(new RegExp(`^Cannot start: ${setting} `, "m"));
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it.each([
    ["one process", "1"],
    ["several processes", "2"],
  ])("PORT in use, with %s", { timeout: 90_000 }, async (_, processes) => {
    other = await startServerProcess();
    await untilListening(other);
    server = await startServerProcess({ PORT: String(other.port), WEB_CONCURRENCY: processes });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(new RegExp(`^Cannot start: PORT ${other.port} is in use on 127\\.0\\.0\\.1`, "m"));
    expect(server.output()).not.toMatch(/^\s+at /m);
    // The server that has the port keeps it.
    expect((await fetch(`${other.origin}/healthz`)).status).toBe(200);
  });
});
