import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, freePort, startServerProcess, untilListening, watchOutput } from "../test-support/server-process.ts";

// REDIS_URL: two copies of the real server share one limit per client through a real
// redis-server, and losing Redis mid-run takes nothing down (DESIGN section 6).
const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";
const LIMIT = 4;

let redisPort: number;
let redis: ChildProcess | undefined;
const copies: ServerProcess[] = [];

async function startRedis() {
  redis = spawn(REDIS_SERVER, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await watchOutput(redis).waitFor(/Ready to accept connections/);
}

async function stopRedis() {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((done) => redis!.once("exit", done));
  redis.kill("SIGKILL");
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  for (let i = 0; i < 2; i++) {
    const copy = await startServerProcess({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT: String(LIMIT) });
    copies.push(copy);
    await untilListening(copy);
    await copy.waitFor(/Redis connected/);
  }
  // Three processes start here; on a busy machine that takes longer than the default hook timeout.
}, 60_000);

afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.cleanUp()));
  await stopRedis();
});

const fee = async (copy: ServerProcess) => {
  const response = await fetch(`${copy.origin}/api/arbitration-fee`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ amount: 1000 }),
  });
  await response.arrayBuffer();
  return response.status;
};
const page = async (copy: ServerProcess) => {
  const response = await fetch(`${copy.origin}/team`);
  await response.arrayBuffer();
  return response.status;
};

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, "g"))?.length ?? 0;

describe("rate limit shared through Redis", () => {
  it("two copies share one budget per client", async () => {
    const [a, b] = copies as [ServerProcess, ServerProcess];
    expect(await fee(a)).toBe(200);
    expect(await fee(b)).toBe(200);
    expect(await fee(a)).toBe(200);
    expect(await fee(b)).toBe(200);
    expect(await fee(a)).toBe(429);
    expect(await fee(b)).toBe(429);
  });

  it("Redis stopped mid-run: pages and the API keep answering, the loss is logged once per copy", async () => {
    await stopRedis();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) for (const copy of copies) statuses.push(await fee(copy), await page(copy));
    for (const copy of copies) await copy.waitFor(/Redis is unreachable/);
    for (let i = 0; i < 6; i++) for (const copy of copies) statuses.push(await fee(copy), await page(copy));
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const copy of copies) expect(count(copy.output(), /Redis is unreachable/)).toBe(1);
  });

  it("the shared limit returns with Redis", async () => {
    await startRedis();
    for (const copy of copies) await copy.waitFor(/Redis is back/);
    const [a, b] = copies as [ServerProcess, ServerProcess];
    const statuses = [await fee(a), await fee(b), await fee(a), await fee(b), await fee(a), await fee(b)];
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    for (const copy of copies) expect(count(copy.output(), /Redis is unreachable/)).toBe(1);
  });
});
