import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { registerAdminEditor } from "./admin-editor.ts";
import { clusterCountStore } from "./api/cluster-counter.ts";
import { registerApi } from "./api/register-api.ts";
import { connectRateLimitRedis } from "./api/redis-counter.ts";
import { buildApp } from "./app.ts";
import { adminDir, clientDir, resultTemplatesFile, serverBuildFile } from "./build-paths.ts";
import { ConfigError, type ServerConfig, readConfig } from "./config.ts";
import { registerGitHubOAuth } from "./github-oauth.ts";
import { DisallowedInlineScriptError } from "./page-csp-sources.ts";
import { startRenderPool } from "./result-pages/render-pool.ts";
import { registerResultPages } from "./result-pages/result-pages.ts";
import { runPrimary } from "./primary.ts";
import { stopOnSignals } from "./shutdown.ts";
import { loadStaticSite } from "./static-site.ts";

const builtHome = join(clientDir, "index.html");
const isBuilt = () => existsSync(builtHome);

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// `npm start` on a fresh clone builds first, so the two set-up commands are enough. The test server
// passes --no-build: it must serve the build under test, never start one of its own.
if (!isBuilt() && process.argv.includes("--no-build")) fail("there is no build in build/. Run npm run build first.");
if (!isBuilt() && cluster.isPrimary) {
  console.log("No build found; building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A build is served with React's production build, whatever NODE_ENV the shell had: its development
// build renders several times slower and must never serve visitors. The render threads and the
// server processes inherit it.
process.env.NODE_ENV = "production";
if (cluster.isPrimary) {
  const { version: react } = await import("react");
  console.log(`Mode: production (NODE_ENV=production), Node ${process.versions.node}, React ${react}.`);
}

const severalProcesses = config.webConcurrency > 1;
if (severalProcesses && cluster.isPrimary) {
  runPrimary(config, (message) => console.log(message));
} else {
  await serve(config);
}

async function serve(config: ServerConfig) {
  let site;
  try {
    site = loadStaticSite(clientDir);
  } catch (error) {
    if (error instanceof DisallowedInlineScriptError) fail(error.message);
    throw error;
  }
  // The build always keeps the server build for result addresses; a site without it (an older
  // build, the servers' own test sites) still serves every prerendered page, and says so.
  // The machine's cores are shared by the processes: one render thread per core in all.
  const threads = Math.max(1, Math.floor(availableParallelism() / config.webConcurrency));
  const renderPool =
    existsSync(serverBuildFile) && existsSync(resultTemplatesFile)
      ? startRenderPool(serverBuildFile, resultTemplatesFile, { threads })
      : null;
  const render = renderPool?.render ?? null;
  if (render === null)
    console.warn(`No ${serverBuildFile}: calculator result addresses get the prerendered calculators. Run npm run build.`);

  const warn = (message: string) => console.warn(message);
  const redis = config.redisUrl ? connectRateLimitRedis(config.redisUrl, { warn }) : null;
  const connections = config.maxConnectionsPerClient === undefined ? {} : { maxConnectionsPerClient: config.maxConnectionsPerClient };
  const app = await buildApp({
    site,
    rateLimitPerMinute: config.rateLimitPerMinute,
    logger: true,
    registerApi,
    registerResultPages: render === null ? undefined : (pages, options) => registerResultPages(pages, { ...options, render }),
    trustProxy: config.trustProxy,
    siteHosts: config.siteHosts,
    redis,
    countStore: severalProcesses && redis === null ? clusterCountStore() : null,
    connections,
  });
  // The browser editor (/admin/) and its GitHub sign-in, when the build has it and the app is set.
  await registerAdminEditor(app, { dir: adminDir });
  if (config.githubOAuth) await registerGitHubOAuth(app, config.githubOAuth);
  app.addHook("onClose", async () => {
    redis?.disconnect();
    await renderPool?.close();
  });
  stopOnSignals(app, { graceMs: 3_000, deadlineMs: 8_000 }, (message) => console.log(message));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      fail(`PORT ${config.port} is in use on ${config.host}: another program listens there. Stop it, or set PORT to a free port.`);
    if (code === "EACCES") fail(`PORT ${config.port} needs privileges this process lacks on ${config.host}. Set PORT to 1024 or above.`);
    if (code === "EADDRNOTAVAIL")
      fail(`HOST ${config.host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all.`);
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const shared = redis ? ", shared through Redis" : severalProcesses ? ", shared by the processes" : "";
  const limit = config.rateLimitPerMinute === null ? "off" : `${config.rateLimitPerMinute} per minute${shared}`;
  const processId = severalProcesses ? `; process ${process.pid}` : "";
  console.log(`Serving ${site.size} files and the API at http://localhost:${port} (rate limit: ${limit}${processId}).`);
}
