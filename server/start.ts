import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { registerApi } from "./api/register-api.ts";
import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import { loadStaticSite } from "./static-site.ts";
import { loadRenderApp } from "./result-pages/react-router-app.ts";
import { registerResultPages } from "./result-pages/result-pages.ts";

const clientDir = resolve("build/client");
const cspFile = resolve("build/csp-hashes.json");
const renderBuild = resolve("build/render/index.js");

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// `npm start` on a fresh clone builds first, so the two set-up commands are enough. The test server
// passes --no-build: it must serve the build under test, never start one of its own.
if ((!existsSync(cspFile) || !existsSync(renderBuild)) && process.argv.includes("--no-build")) {
  console.error("Cannot start: there is no build in build/. Run npm run build first.");
  process.exit(1);
}
if (!existsSync(cspFile) || !existsSync(renderBuild)) {
  console.log("No build found; building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = loadStaticSite(clientDir, JSON.parse(readFileSync(cspFile, "utf8")) as Record<string, string[]>);
const render = await loadRenderApp(renderBuild);
const app = await buildApp({
  site,
  rateLimitPerMinute: config.rateLimitPerMinute,
  logger: true,
  registerApi,
  registerResultPages: (pages, options) => registerResultPages(pages, { ...options, render }),
});

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing open requests and stopping.`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Serving ${site.size} files and the API at http://localhost:${config.port} (rate limit: ${config.rateLimitPerMinute ?? "off"}).`);
