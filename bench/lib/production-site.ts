/**
 * The production server (`server/start.ts --no-build`) as a child process serving the current
 * build, for the measurements that load pages from it (`npm run lighthouse`, `npm run bench:tap`).
 * The rate limiter is off: a measurement asks for many pages from one address.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { freePort } from "../../server/test-support/free-port.ts";

export type ProductionSite = { origin: string; server: ChildProcess; stop: () => void };

/**
 * Started on `port`, or on a free one; ready once it answers /healthz. `buildDir` serves another
 * build than the current one (BUILD_DIR, server/build-paths.ts), so that two builds can be measured
 * side by side in one run; if it is the `build/` of another checkout, that checkout's own server
 * serves it.
 */
export async function startProductionSite(port?: number, buildDir?: string): Promise<ProductionSite> {
  const listenOn = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenOn}`;
  const tree = buildDir && existsSync(join(dirname(buildDir), "server", "start.ts")) ? dirname(buildDir) : process.cwd();
  const server = spawn(process.execPath, ["server/start.ts", "--no-build"], {
    cwd: tree,
    env: { ...process.env, PORT: String(listenOn), HOST: "127.0.0.1", RATE_LIMIT: "off", ...(buildDir ? { BUILD_DIR: buildDir } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, server, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error("The server did not answer /healthz within 90 s.");
}
