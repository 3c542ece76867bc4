/**
 * `npm run bench:api`: the API load bar of DESIGN section 5 (loopback, 50 connections: >= 5,000
 * req/s, p99 <= 25 ms, 0 errors), measured against the production server beside a bare node:http
 * server, so a slow machine shows up as a low baseline rather than as a slow API. A measurement, not
 * a test: it always exits 0 once it has measured.
 *
 *   npx tsx scripts/bench-api.ts [--duration 10] [--connections 50] [--warmup 1]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
// @ts-expect-error autocannon ships no type declarations; the part used here is typed below.
import autocannonUntyped from "autocannon";

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};
type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

const BAR = { requestsPerSecond: 5_000, p99Ms: 25 } as const;
const BUILT_HOME = resolve("build/client/index.html");
const TSX = resolve("node_modules/.bin/tsx");

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      warmup: { type: "string", default: "1" },
    },
  });
  const positive = (name: string, raw: string, min: number) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be a whole number of at least ${min}; got "${raw}".`);
      process.exit(1);
    }
    return value;
  };
  return {
    duration: positive("duration", values.duration, 1),
    connections: positive("connections", values.connections, 1),
    warmup: positive("warmup", values.warmup, 0),
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
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

// The baseline runs on its own thread so that it does not share an event loop with autocannon,
// which would flatter the API by slowing the yardstick.
const BARE_SERVER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const body = Buffer.from(workerData.body);
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    res.end(body);
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
parentPort.on("message", () => {
  server.close(() => parentPort.close());
  server.closeAllConnections();
});
`;

async function startBareServer(body: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const worker = new Worker(BARE_SERVER, { eval: true, workerData: { body } });
  const port = await new Promise<number>((done, fail) => {
    worker.once("message", (message: number) => done(message));
    worker.once("error", fail);
  });
  const stop = () =>
    new Promise<void>((done) => {
      worker.once("exit", () => done());
      worker.postMessage("close");
    });
  return { port, stop };
}

/** A JSON body of exactly `bytes` bytes, so the baseline moves as much data as the API does. */
function paddedJson(bytes: number): string {
  const empty = JSON.stringify({ padding: "" });
  return JSON.stringify({ padding: "x".repeat(Math.max(0, bytes - empty.length)) });
}

type Target = { name: string; url: string; body: string };
type Row = { name: string; result: AutocannonResult; baseline: boolean };

async function measure(target: Target, options: ReturnType<typeof readOptions>): Promise<AutocannonResult> {
  const request = {
    url: target.url,
    connections: options.connections,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body: target.body,
  };
  if (options.warmup > 0) await autocannon({ ...request, duration: options.warmup });
  return autocannon({ ...request, duration: options.duration });
}

function printTable(rows: Row[], options: ReturnType<typeof readOptions>) {
  const baseline = rows.find((r) => r.baseline)?.result.requests.average ?? 0;
  const header = ["target", "req/s (avg)", "p50 ms", "p99 ms", "errors/non-2xx", "vs bare", "bar"];
  const lines = rows.map(({ name, result, baseline: isBaseline }) => {
    const failures = result.errors + result.timeouts + result.non2xx;
    const pass =
      result.requests.average >= BAR.requestsPerSecond && result.latency.p99 <= BAR.p99Ms && failures === 0;
    return [
      name,
      Math.round(result.requests.average).toLocaleString("en-US"),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      `${result.errors + result.timeouts}/${result.non2xx}`,
      baseline > 0 ? `${((result.requests.average / baseline) * 100).toFixed(0)}%` : "n/a",
      isBaseline ? "(baseline)" : pass ? "PASS" : "FAIL",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(
    `\nAPI load, loopback, ${options.connections} connections, ${options.duration} s each ` +
      `(bar: >= ${BAR.requestsPerSecond.toLocaleString("en-US")} req/s, p99 <= ${BAR.p99Ms} ms, 0 errors)\n`,
  );
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log(
    "\nautocannon, the API server and the bare server share this machine's cores; compare the ratio " +
      "to the bare server as much as the absolute figures.",
  );
}

async function main() {
  const options = readOptions();
  if (!existsSync(BUILT_HOME)) {
    console.error("The production build is missing (build/client/index.html). Run `npm run build` first, then `npm run bench:api`.");
    process.exit(1);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(TSX, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT: "off", MAX_CONNECTIONS_PER_CLIENT: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    await waitForHealth(base, server);
    const courtFeeBody = JSON.stringify({ jurisdiction: "DL", amount: 250_000 });
    const sample = await fetch(`${base}/api/court-fee`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: courtFeeBody,
    });
    if (!sample.ok) throw new Error(`POST /api/court-fee answered ${sample.status}: ${await sample.text()}`);
    const answerBytes = Buffer.byteLength(await sample.text());
    bare = await startBareServer(paddedJson(answerBytes));

    const targets: Target[] = [
      { name: `bare node:http (${answerBytes} B)`, url: `http://127.0.0.1:${bare.port}/`, body: courtFeeBody },
      { name: "POST /api/court-fee", url: `${base}/api/court-fee`, body: courtFeeBody },
      { name: "POST /api/arbitration-fee", url: `${base}/api/arbitration-fee`, body: JSON.stringify({ amount: 50_000_000 }) },
      {
        name: "POST /PHP/api/CourtFeeCalculation.php",
        url: `${base}/PHP/api/CourtFeeCalculation.php`,
        body: JSON.stringify({ amount: 250_000, statename: "Delhi", statecode: "DL" }),
      },
    ];
    const rows: Row[] = [];
    for (const [index, target] of targets.entries()) {
      console.log(`Measuring ${target.name} for ${options.duration} s…`);
      rows.push({ name: target.name, result: await measure(target, options), baseline: index === 0 });
    }
    printTable(rows, options);
  } finally {
    await bare?.stop();
    await stopServer(server);
  }
}

await main();
