/**
 * `npm run bench:api`: the API load bar of DESIGN section 5 (loopback, 50 connections: >= 5,000
 * req/s, p99 <= 25 ms, 0 errors), measured against the production server beside a bare node:http
 * server, so a slow machine shows up as a low baseline rather than as a slow API. Beside them, the
 * calculators' result pages the server renders (bar: >= 500 pages/s, 0 errors): once with a new
 * address on every request, so each is rendered, and once with one address, answered from memory.
 * A measurement, not a test: it always exits 0 once it has measured.
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

type AutocannonRequest = { method?: "GET" | "POST"; path?: string; headers?: Record<string, string>; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
};
type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

type Bar = { requestsPerSecond: number; p99Ms: number | null };
const BAR: Bar = { requestsPerSecond: 5_000, p99Ms: 25 };
const PAGE_BAR: Bar = { requestsPerSecond: 500, p99Ms: null };
// What a browser sends: the result pages are compressed for it, as the prerendered pages are.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };
const CSP_FILE = resolve("build/csp-hashes.json");
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

type Target = { name: string; url: string; body?: string; bar: Bar; nextPath?: () => string };
type Row = { name: string; result: AutocannonResult; baseline: boolean; bar: Bar };

async function measure(target: Target, options: ReturnType<typeof readOptions>): Promise<AutocannonResult> {
  const nextPath = target.nextPath;
  const request: AutocannonOptions =
    target.body === undefined
      ? {
          url: target.url,
          connections: options.connections,
          duration: options.duration,
          method: "GET",
          headers: BROWSER_HEADERS,
          // A new address for every request, so that none is answered from the server's memory.
          requests: nextPath ? [{ setupRequest: (r) => ({ ...r, path: nextPath() }) }] : undefined,
        }
      : { url: target.url, connections: options.connections, duration: options.duration, method: "POST", headers: { "content-type": "application/json" }, body: target.body };
  if (options.warmup > 0) await autocannon({ ...request, duration: options.warmup });
  return autocannon(request);
}

function printTable(rows: Row[], options: ReturnType<typeof readOptions>) {
  const baseline = rows.find((r) => r.baseline)?.result.requests.average ?? 0;
  const header = ["target", "req/s (avg)", "p50 ms", "p99 ms", "errors/non-2xx", "vs bare", "bar"];
  const lines = rows.map(({ name, result, baseline: isBaseline, bar }) => {
    const failures = result.errors + result.timeouts + result.non2xx;
    const pass = result.requests.average >= bar.requestsPerSecond && (bar.p99Ms === null || result.latency.p99 <= bar.p99Ms) && failures === 0;
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
    `\nAPI and result pages, loopback, ${options.connections} connections, ${options.duration} s each ` +
      `(bars: API >= ${BAR.requestsPerSecond.toLocaleString("en-US")} req/s, p99 <= ${BAR.p99Ms} ms; result pages >= ${PAGE_BAR.requestsPerSecond} pages/s; 0 errors)\n`,
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
  if (!existsSync(CSP_FILE)) {
    console.error("The production build is missing (build/csp-hashes.json). Run `npm run build` first, then `npm run bench:api`.");
    process.exit(1);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(TSX, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT: "off" },
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

    let amount = 1_000_000;
    const targets: Target[] = [
      { name: `bare node:http (${answerBytes} B)`, url: `http://127.0.0.1:${bare.port}/`, body: courtFeeBody, bar: BAR },
      { name: "POST /api/court-fee", url: `${base}/api/court-fee`, body: courtFeeBody, bar: BAR },
      { name: "POST /api/arbitration-fee", url: `${base}/api/arbitration-fee`, body: JSON.stringify({ amount: 50_000_000 }), bar: BAR },
      {
        name: "POST /PHP/api/CourtFeeCalculation.php",
        url: `${base}/PHP/api/CourtFeeCalculation.php`,
        body: JSON.stringify({ amount: 250_000, statename: "Delhi", statecode: "DL" }),
        bar: BAR,
      },
      {
        name: "GET result page, rendered (new address each)",
        url: `${base}/calculator/court-fee-calculator?state=DL&amount=1`,
        bar: PAGE_BAR,
        nextPath: () => `/calculator/court-fee-calculator?state=DL&amount=${amount++}`,
      },
      { name: "GET result page, one address (from memory)", url: `${base}/calculator/court-fee-calculator?state=DL&amount=1500000`, bar: PAGE_BAR },
    ];
    const rows: Row[] = [];
    for (const [index, target] of targets.entries()) {
      console.log(`Measuring ${target.name} for ${options.duration} s…`);
      rows.push({ name: target.name, result: await measure(target, options), baseline: index === 0, bar: target.bar });
    }
    printTable(rows, options);
  } finally {
    await bare?.stop();
    await stopServer(server);
  }
}

await main();
