/**
 * `npm run bench:results`: the calculators' result pages, every request a new address (so each is
 * rendered), 50 connections, one server process, against the current build; beside a bare
 * `node:http` server replaying one such page (its Brotli bytes and headers) in the same run, as the
 * yardstick of what the machine gave at the time; and, with `--baseline <dir>`, another checkout's
 * build (an older commit in a git worktree, built there) measured the same way in the same run.
 * Prints pages per second, latency, errors and the server's CPU per page (all its threads, from
 * /proc), and for servers that send `Server-Timing` the median render and compression of a sample
 * of new addresses asked one at a time after the load. A measurement, not a test: it exits 0 once
 * it has measured.
 *
 *   node bench/bench-results.ts [--duration 10] [--connections 50] [--warmup 1] [--rounds 1] [--baseline ../old-checkout]
 */
import { existsSync } from "node:fs";
import { get } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { clientDir } from "../server/build-paths.ts";
import { type AutocannonOptions, type Measured, type Server, runAgainst, startServer } from "./lib/load.ts";

/** The issue's bar: rendered result pages per second per process, and CPU per page. */
const BAR = { pagesPerSecond: 1_000, cpuMicroseconds: 1_000 } as const;
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };
// 50 connections from one loopback address: the per-client connection bound would refuse them.
const SITE_ENV = { RATE_LIMIT: "off", MAX_CONNECTIONS_PER_CLIENT: "off", WEB_CONCURRENCY: "1", NODE_ENV: "production" };
const PAGE = "/calculator/court-fee-calculator";
/** New addresses asked one at a time after the load, for their Server-Timing. */
const TIMING_SAMPLE = 100;

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      warmup: { type: "string", default: "1" },
      rounds: { type: "string", default: "1" },
      baseline: { type: "string" },
    },
  });
  const whole = (name: string, raw: string, min: number) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be a whole number of at least ${min}; got "${raw}".`);
      process.exit(1);
    }
    return value;
  };
  const baseline = values.baseline === undefined ? null : resolve(values.baseline);
  if (baseline && !existsSync(join(baseline, "build", "client", "index.html"))) {
    console.error(`--baseline ${baseline} has no build: run \`npm run build\` in it first.`);
    process.exit(1);
  }
  return {
    duration: whole("duration", values.duration, 1),
    connections: whole("connections", values.connections, 1),
    warmup: whole("warmup", values.warmup, 0),
    rounds: whole("rounds", values.rounds, 1),
    baseline,
  };
}
type Options = ReturnType<typeof readOptions>;

/** The yardstick: node:http answering one result page's Brotli bytes with its headers, with nothing else in the way. */
const BARE_SERVER = `
const http = require("node:http");
const body = Buffer.from(process.env.BARE_BODY, "base64");
http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "vary": "Accept-Encoding", "content-length": body.length });
    res.end(body);
  });
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** Every request a new amount, from `first` on: each address is rendered, none is answered from memory. */
function newAddresses(server: Server, options: Options, first: number): AutocannonOptions {
  let amount = first;
  return {
    url: `${server.base}${PAGE}?state=DL&amount=${amount}`,
    connections: options.connections,
    duration: options.duration,
    method: "GET",
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${PAGE}?state=DL&amount=${amount++}` }) }],
  };
}

type Timing = { render: number; compress: number } | null;

/** The median `render` and `compress` of Server-Timing over new addresses asked one at a time; null when the server sends none. */
async function sampleTiming(server: Server, first: number): Promise<Timing> {
  const render: number[] = [];
  const compress: number[] = [];
  for (let index = 0; index < TIMING_SAMPLE; index++) {
    const response = await fetch(`${server.base}${PAGE}?state=DL&amount=${first + index}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    const header = response.headers.get("server-timing");
    if (!header) return null;
    const metric = (name: string) => Number(new RegExp(`(?:^|,\\s*)${name};dur=([\\d.]+)`).exec(header)?.[1] ?? NaN);
    render.push(metric("render"));
    compress.push(metric("compress"));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { render: median(render), compress: median(compress) };
}

async function untilRendered(server: Server): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const response = await fetch(`${server.base}${PAGE}?state=DL&amount=1`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.base} rendered no result page within 120 s.`);
}

function line(name: string, result: Measured, timing: Timing | undefined, verdict: string) {
  const failures = result.errors + result.timeouts + result.non2xx;
  const cpu = result.cpuPerRequest === null ? "n/a" : `${result.cpuPerRequest.toFixed(0)} us`;
  const timed = timing ? `  render ${(timing.render * 1000).toFixed(0)} us, compress ${(timing.compress * 1000).toFixed(0)} us` : "";
  console.log(
    `${name.padEnd(46)} ${Math.round(result.requests.average).toLocaleString("en-US").padStart(7)}/s  p50 ${result.latency.p50.toFixed(1).padStart(5)} ms  p99 ${result.latency.p99.toFixed(1).padStart(6)} ms  errors ${failures}  CPU ${cpu.padStart(8)} a page${timed}  ${verdict}`,
  );
  // Where the CPU went, by thread: the main thread's HTTP work, the render threads', V8's collection of their garbage.
  const byThread = [...result.cpuPerRequestByThread].filter(([, micros]) => micros >= 1).sort((a, b) => b[1] - a[1]);
  if (byThread.length > 1)
    console.log(`${"".padEnd(46)}   of which ${byThread.map(([kind, micros]) => `${kind} ${micros.toFixed(0)} us`).join(", ")}`);
}

async function measureSite(name: string, start: () => Promise<Server>, options: Options, first: number, judged: boolean) {
  const server = await start();
  try {
    // Ready once a result page answers: the render threads load the server build after the port opens.
    await untilRendered(server);
    const result = await runAgainst(server, newAddresses(server, options, first), options.warmup);
    const timing = await sampleTiming(server, first + 10_000_000);
    const pass =
      result.requests.average >= BAR.pagesPerSecond &&
      result.errors + result.timeouts + result.non2xx === 0 &&
      (result.cpuPerRequest ?? Infinity) <= BAR.cpuMicroseconds;
    line(name, result, timing ?? undefined, judged ? (pass ? "PASS" : "FAIL") : "");
  } finally {
    await server.stop();
  }
}

async function main() {
  const options = readOptions();
  if (!existsSync(join(clientDir, "index.html"))) {
    console.error("The production build is missing. Run `npm run build` first, then `npm run bench:results`.");
    process.exit(1);
  }
  // One page as the bench receives it, its Brotli bytes as sent (fetch would decode them), for the bare server to replay.
  const sampleSite = await startServer(["server/start.ts", "--no-build"], SITE_ENV);
  const encoded = await new Promise<Buffer>((resolve, reject) => {
    get(`${sampleSite.base}${PAGE}?state=DL&amount=1500000`, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        response.headers["content-encoding"] === "br"
          ? resolve(Buffer.concat(chunks))
          : reject(new Error("The result page was not sent in Brotli.")),
      );
    }).on("error", reject);
  });
  await sampleSite.stop();

  console.log(
    `\nResult pages, one server process, loopback, ${options.connections} connections, ${options.duration} s each, every request a new address ` +
      `(bar: >= ${BAR.pagesPerSecond} pages/s, <= ${BAR.cpuMicroseconds} us of CPU a page, 0 errors); render and compress: medians of ` +
      `Server-Timing over ${TIMING_SAMPLE} new addresses asked one at a time after the load\n`,
  );
  for (let round = 1; round <= options.rounds; round++) {
    const label = options.rounds > 1 ? ` (round ${round})` : "";
    await measureSite(
      `this build${label}`,
      () => startServer(["server/start.ts", "--no-build"], SITE_ENV),
      options,
      round * 100_000_000,
      true,
    );
    if (options.baseline) {
      const dir = options.baseline;
      await measureSite(
        `baseline ${dir.split("/").at(-1)}${label}`,
        () => startServer([join(dir, "server", "start.ts"), "--no-build"], SITE_ENV, dir),
        options,
        round * 100_000_000,
        false,
      );
    }
    const bare = await startServer(["-e", BARE_SERVER], { BARE_BODY: encoded.toString("base64") });
    try {
      line(
        `bare node:http, one page (${encoded.length} B, br)${label}`,
        await runAgainst(bare, { ...newAddresses(bare, options, 0) }, options.warmup),
        undefined,
        "(yardstick)",
      );
    } finally {
      await bare.stop();
    }
  }
}

await main();
