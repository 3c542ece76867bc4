/**
 * Proves that what we ship is what we test (README, "Deploying"). It reads the Dockerfile's run
 * stage (scripts/lib/dockerfile.ts) and does what it says in a fresh folder: copies what its COPY
 * lines name (the package files, build/, server/ and core/; anything more fails the check), runs its
 * RUN lines (`npm ci --omit=dev`), and starts the server with its ENV and its CMD, the container's
 * own command. Beside it the same build is served from the checkout. Then every page of the page
 * list in each language, every kind of result address of both calculators in both languages, and
 * every API route (scripts/lib/production-requests.ts) is asked of both: each must answer the
 * production install as it answers the checkout, the same status and the same bytes. The image's
 * HEALTHCHECK is run against it, and SIGTERM, as `docker stop` sends it, must end it through the
 * server's drain (docs/decisions/0007). Part of `npm run test:all` on CI (it downloads the runtime
 * packages).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import config from "../react-router.config.ts";
import { buildDir } from "../server/build-paths.ts";
import { watchOutput } from "../server/test-support/server-process.ts";
import { type RunStage, readRunStage } from "./lib/dockerfile.ts";
import { type ProductionRequest, apiRequests, countsOf, pageRequests, resultRequests } from "./lib/production-requests.ts";

type Server = { child: ChildProcess; origin: string; output: () => string; exited: Promise<{ code: number | null }> };

const LISTENING_AT = /Serving \d+ files and the API at http:\/\/localhost:(\d+)/;

/** The run stage's environment, as the container has it: its ENV, a PATH, and the port and host this check chooses. */
function containerEnv(stage: RunStage, home: string): NodeJS.ProcessEnv {
  return {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}`,
    HOME: home,
    ...stage.env,
    // Any free port, read from the start-up line; loopback only; no rate limit, since this check
    // asks for more result pages in a minute than a visitor may.
    PORT: "0",
    HOST: "127.0.0.1",
    RATE_LIMIT: "off",
  };
}

/** Starts `command` in `cwd` and waits for its start-up line. */
async function startServer(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const [program = "node", ...args] = command;
  const child = spawn(program === "node" ? process.execPath : program, args, {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const watched = watchOutput(child);
  await Promise.race([
    watched.waitFor(LISTENING_AT, 120_000),
    watched.exited.then(() => {
      throw new Error(`the server in ${cwd} stopped before it listened:\n${watched.output()}`);
    }),
  ]);
  const port = LISTENING_AT.exec(watched.output())?.[1];
  return { child, origin: `http://127.0.0.1:${port}`, output: watched.output, exited: watched.exited };
}

/** Copies what the run stage's COPY lines name into `folder`, as Docker copies them. */
function copyRunStage(stage: RunStage, folder: string) {
  for (const copy of stage.copies) {
    const source = copy.from === "build" && copy.source === "build" ? buildDir : resolve(copy.source);
    const isFile = statSync(source).isFile();
    const target = join(folder, copy.destination, isFile && copy.intoFolder ? basename(source) : "");
    mkdirSync(isFile ? dirname(target) : target, { recursive: true });
    // A build made by `npm run test:all` also holds the grown content's build, which no image has.
    cpSync(source, target, { recursive: true, filter: (path) => !path.startsWith(join(buildDir, "grown-content")) });
  }
}

async function answer(origin: string, request: ProductionRequest): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.body === undefined ? {} : { "content-type": "application/json" },
    body: request.body,
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: Buffer.from(await response.arrayBuffer()) };
}

const started = performance.now();
const folder = mkdtempSync(join(tmpdir(), "production-install-"));
const home = mkdtempSync(join(tmpdir(), "production-home-"));
const failures: string[] = [];
const servers: Server[] = [];
let requests: ProductionRequest[] = [];

try {
  const stage = readRunStage(readFileSync("Dockerfile", "utf8"));
  if (!existsSync(join(buildDir, "client", "index.html"))) throw new Error(`there is no build in ${buildDir}; run npm run build first`);
  copyRunStage(stage, folder);
  // Each RUN as the image runs it, with the stage's ENV and this machine's way to the registry (its
  // npm settings and proxy, as a build host lends them to `docker build`); its npm cache is this
  // check's own, so `npm cache clean` cleans only that.
  for (const command of stage.runs) {
    const run = spawnSync("sh", ["-c", command], {
      cwd: folder,
      env: { ...process.env, ...stage.env, npm_config_cache: join(home, "npm-cache"), npm_config_loglevel: "error" },
      stdio: "inherit",
    });
    if (run.status !== 0) throw new Error(`RUN ${command} failed (exit ${run.status ?? run.signal})`);
  }

  // What to ask: the build's own list of pages, every result address and every API route.
  const prerendered = await (config.prerender as () => Promise<string[]> | string[])();
  requests = [...pageRequests(prerendered), ...resultRequests(), ...apiRequests()];

  const production = await startServer(stage.command, folder, containerEnv(stage, home));
  servers.push(production);
  const checkout = await startServer(stage.command, process.cwd(), { ...containerEnv(stage, home), BUILD_DIR: buildDir });
  servers.push(checkout);

  for (const request of requests) {
    const what = `${request.method} ${request.path} (${request.kind})`;
    const asked = await Promise.allSettled([answer(production.origin, request), answer(checkout.origin, request)]);
    const lost = asked.flatMap((outcome, i) =>
      outcome.status === "rejected"
        ? [`${i === 0 ? "the production install" : "the checkout"} gave no answer (${String(outcome.reason?.cause ?? outcome.reason)})`]
        : [],
    );
    if (asked[0].status === "rejected" || asked[1].status === "rejected") {
      failures.push(`${what}: ${lost.join("; ")}`);
      continue;
    }
    const [shipped, tested] = [asked[0].value, asked[1].value];
    if (shipped.status !== tested.status)
      failures.push(`${what}: the production install answered ${shipped.status}, the checkout ${tested.status}`);
    else if (shipped.status >= 500) failures.push(`${what}: answered ${shipped.status} in both`);
    else if (shipped.type !== tested.type)
      failures.push(`${what}: the production install answered ${shipped.type}, the checkout ${tested.type}`);
    else if (!shipped.body.equals(tested.body)) failures.push(`${what}: the production install answered other bytes than the checkout`);
  }

  // The image's HEALTHCHECK, as Docker runs it in the container.
  if (stage.healthcheck) {
    const [program = "node", ...args] = stage.healthcheck;
    const port = new URL(production.origin).port;
    const health = spawnSync(program === "node" ? process.execPath : program, args, {
      cwd: folder,
      env: { ...containerEnv(stage, home), PORT: port },
    });
    if (health.status !== 0) failures.push(`the HEALTHCHECK failed (exit ${health.status ?? health.signal})`);
  }
  if (/Error|Cannot find|^\s+at /m.test(production.output()))
    failures.push(`the production install reported an error:\n${production.output()}`);
  if (!/^Mode: production \(NODE_ENV=production\)/m.test(production.output()))
    failures.push(`the production install did not name its mode at start:\n${production.output()}`);

  // docker stop: SIGTERM to the container's process, which must be the server's own drain.
  production.child.kill("SIGTERM");
  const { code } = await production.exited;
  if (!/SIGTERM: finishing open requests/.test(production.output())) failures.push("the server did not drain on SIGTERM");
  if (code !== 0) failures.push(`the server exited with ${code} on SIGTERM, not 0 after its drain`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  for (const [server, name] of servers.map((server, i) => [server, i === 0 ? "production install" : "checkout"] as const)) {
    if (server.child.exitCode !== null && server.child.exitCode !== 0)
      failures.push(`the ${name}'s server stopped (exit ${server.child.exitCode}):\n${server.output()}`);
  }
  // Whatever is left of the process groups, if a check failed before the servers stopped.
  for (const server of servers) if (server.child.pid && server.child.exitCode === null) process.kill(-server.child.pid, "SIGKILL");
  rmSync(folder, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`The production install failed (${failures.length}):\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `production install: the Dockerfile's run stage, started with its CMD, answers ${requests.length} requests as the checkout does ` +
    `(${countsOf(requests)}), passes its HEALTHCHECK and stops on SIGTERM (${seconds} s)`,
);
