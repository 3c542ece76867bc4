/**
 * `npm run bench:api` (or `npm run bench`): the API load bar of DESIGN section 5, measured against
 * a bare `node:http` server in the same run. On a shared machine the absolute figures swing with
 * the neighbours, so each endpoint is measured between two runs of the bare server answering a body
 * of the same size, and is judged by its ratio to their mean: >= 0.6x, p99 <= 15 ms, 0 errors.
 * Both servers are child processes started the same way; the rate limiter is off. A measurement,
 * not a test: it exits 0 once it has measured. The result pages are bench-results.ts's.
 *
 *   node bench/bench-api.ts [--duration 10] [--connections 50] [--warmup 1]
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { clientDir } from "../server/build-paths.ts";
import { type AutocannonOptions, type AutocannonResult, type Measured, type Server, runAgainst, startServer } from "./lib/load.ts";

const BAR = { ratioToBare: 0.6, p99Ms: 15 } as const;
/** DESIGN section 5: one process per core ahead of PHP-FPM behind nginx, about 0.7x one bare core. */
const CLUSTER_BAR = { ratioToBare: 0.7, p99Ms: 15 } as const;
const CORES = availableParallelism();
const BUILD_MARKER = join(clientDir, "index.html");

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

/** The yardstick: node:http answering a fixed body, with nothing else in the way. */
const BARE_SERVER = `
const http = require("node:http");
const body = Buffer.from(process.env.BARE_BODY);
http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    res.end(body);
  });
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** A JSON body of exactly `bytes` bytes, so the baseline moves as much data as the API does. */
function paddedJson(bytes: number): string {
  const empty = JSON.stringify({ padding: "" });
  return JSON.stringify({ padding: "x".repeat(Math.max(0, bytes - empty.length)) });
}

type Target = { name: string; path: string; method: "GET" | "POST"; body?: string };
type Row = { name: string; result: Measured; bare: [Measured, Measured]; bareBytes: number };

async function measure(
  server: Server,
  path: string,
  target: Pick<Target, "method" | "body">,
  options: ReturnType<typeof readOptions>,
): Promise<Measured> {
  const headers: Record<string, string> = target.body === undefined ? {} : { "content-type": "application/json" };
  const request: AutocannonOptions = {
    url: `${server.base}${path}`,
    connections: options.connections,
    duration: options.duration,
    method: target.method,
    headers,
    body: target.body,
  };
  return runAgainst(server, request, options.warmup);
}

async function measureBare(bytes: number, options: ReturnType<typeof readOptions>): Promise<Measured> {
  const bare = await startServer(["-e", BARE_SERVER], { BARE_BODY: paddedJson(bytes) });
  try {
    return await measure(bare, "/", { method: "POST", body: "{}" }, options);
  } finally {
    await bare.stop();
  }
}

const cpu = (measured: Measured) => (measured.cpuPerRequest === null ? "n/a" : measured.cpuPerRequest.toFixed(0));

function printTable(rows: Row[], options: ReturnType<typeof readOptions>, processes: number, bar: { ratioToBare: number; p99Ms: number }) {
  const header = [
    "target",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors/non-2xx",
    "bare req/s (before, after)",
    "ratio",
    "bar",
    "CPU us/req (bare)",
  ];
  const lines = rows.map(({ name, result, bare, bareBytes }) => {
    const failures = result.errors + result.timeouts + result.non2xx;
    const baseline = (bare[0].requests.average + bare[1].requests.average) / 2;
    const ratio = result.requests.average / baseline;
    const pass = ratio >= bar.ratioToBare && result.latency.p99 <= bar.p99Ms && failures === 0;
    const rps = (r: AutocannonResult) => Math.round(r.requests.average).toLocaleString("en-US");
    return [
      name,
      rps(result),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      `${result.errors + result.timeouts}/${result.non2xx}`,
      `${rps(bare[0])}, ${rps(bare[1])} (${bareBytes} B)`,
      `${ratio.toFixed(2)}x`,
      pass ? "PASS" : "FAIL",
      `${cpu(result)} (${cpu(bare[0])}, ${cpu(bare[1])})`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(
    `\nAPI load, ${processes === 1 ? "one server process" : `${processes} server processes (WEB_CONCURRENCY=${processes})`}, loopback, ` +
      `${options.connections} connections, ${options.duration} s each, beside two runs of a bare node:http server on one core ` +
      `answering a body of the same size (bar: >= ${bar.ratioToBare}x the bare server, p99 <= ${bar.p99Ms} ms, 0 errors)\n`,
  );
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

// 50 connections from one loopback address: the per-client connection bound would refuse them.
const SITE_ENV = { RATE_LIMIT: "off", MAX_CONNECTIONS_PER_CLIENT: "off" };

async function main() {
  const options = readOptions();
  if (!existsSync(BUILD_MARKER)) {
    console.error("The production build is missing. Run `npm run build` first, then `npm run bench:api`.");
    process.exit(1);
  }

  const site = await startServer(["server/start.ts", "--no-build"], SITE_ENV);
  try {
    const targets: Target[] = [
      {
        name: "POST /PHP/api/CourtFeeCalculation.php",
        path: "/PHP/api/CourtFeeCalculation.php",
        method: "POST",
        body: JSON.stringify({ amount: 250_000, statename: "Delhi", statecode: "DL" }),
      },
      {
        name: "POST /api/court-fee",
        path: "/api/court-fee",
        method: "POST",
        body: JSON.stringify({ jurisdiction: "DL", amount: 250_000 }),
      },
      { name: "POST /api/arbitration-fee", path: "/api/arbitration-fee", method: "POST", body: JSON.stringify({ amount: 50_000_000 }) },
    ];
    const rows: Row[] = [];
    let before: Measured | undefined;
    let beforeBytes = -1;
    for (const target of targets) {
      const sample = await fetch(`${site.base}${target.path}`, {
        method: target.method,
        headers: { "content-type": "application/json" },
        body: target.body,
      });
      if (!sample.ok) throw new Error(`${target.name} answered ${sample.status}: ${await sample.text()}`);
      const bytes = Buffer.byteLength(await sample.text());
      console.log(`Measuring ${target.name} between two bare runs (${bytes} B answers), ${options.duration} s each…`);
      // Consecutive targets with answers of one size share the bare run between them.
      if (!before || bytes !== beforeBytes) before = await measureBare(bytes, options);
      const result = await measure(site, target.path, target, options);
      const after = await measureBare(bytes, options);
      rows.push({ name: target.name, result, bare: [before, after], bareBytes: bytes });
      before = after;
      beforeBytes = bytes;
    }
    printTable(rows, options, 1, BAR);
    await site.stop();

    // The same endpoints with one process per core, against the same one-core bare runs.
    if (CORES > 1) {
      const cluster = await startServer(["server/start.ts", "--no-build"], {
        ...SITE_ENV,
        WEB_CONCURRENCY: String(CORES),
      });
      try {
        const clusterRows: Row[] = [];
        for (const [index, target] of targets.entries()) {
          const row = rows[index]!;
          console.log(`Measuring ${target.name} on ${CORES} processes, ${options.duration} s…`);
          clusterRows.push({ ...row, result: await measure(cluster, target.path, target, options) });
        }
        printTable(clusterRows, options, CORES, CLUSTER_BAR);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await site.stop();
  }
}

await main();
