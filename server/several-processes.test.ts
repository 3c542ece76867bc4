import { afterEach, describe, expect, it } from "vitest";
import { WindowCounts } from "./api/cluster-counter.ts";
import { type ServerProcess, startServerProcess } from "./test-support/server-process.ts";

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.cleanUp();
  server = undefined;
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
  it("runs that many processes on one port, with one rate limit across them, and stops them all on SIGTERM", async () => {
    server = await startServerProcess({ WEB_CONCURRENCY: "2", RATE_LIMIT: "6" });
    await server.waitFor(/(Serving \d+ files[\s\S]*){2}/, 30_000);
    expect(server.output()).toMatch(/Starting 2 server processes/);
    // Each request on its own connection: the cluster hands them to both processes in turn.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await post(server.origin));
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
  });
});
