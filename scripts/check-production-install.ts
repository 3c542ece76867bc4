/**
 * Proves that the build stands alone (README, "Deploying"): copies what the Dockerfile's run stage
 * copies (the package files, build/, server/ and core/) into a fresh folder, installs with
 * `npm ci --omit=dev`, starts it with the Dockerfile's own command, and checks that it serves a
 * prerendered page in each language, an article, a result address, its data, and the API: no
 * devDependency and no content/ folder at run time. Then it sends SIGTERM to that process, as
 * `docker stop` does, and expects the server's drain to answer it and exit cleanly
 * (docs/decisions/0007). Part of `npm test` on CI (it downloads the runtime packages).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir } from "../server/build-paths.ts";
import { freePort } from "../server/test-support/free-port.ts";
import { watchOutput } from "../server/test-support/server-process.ts";

/** What the run stage of the Dockerfile copies; keep the two in step. */
export const RUNTIME_FILES = ["package.json", "package-lock.json", ".node-version", "server", "core"] as const;

/** The run stage's CMD, read from the Dockerfile: the check starts the server exactly as the container does. */
function containerCommand(): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))?.[1];
  if (cmd === undefined) throw new Error("The Dockerfile has no CMD in exec form.");
  const command = JSON.parse(cmd) as string[];
  if (command[0] !== "node")
    throw new Error(`The Dockerfile's CMD must run node itself, so that SIGTERM reaches it; it runs ${command[0]}.`);
  return command;
}

const started = performance.now();
const folder = mkdtempSync(join(tmpdir(), "production-install-"));
const failures: string[] = [];
let server: ChildProcess | undefined;

try {
  for (const file of RUNTIME_FILES) cpSync(file, join(folder, file), { recursive: true });
  cpSync(buildDir, join(folder, "build"), { recursive: true, filter: (source) => !source.includes("grown-content") });
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: folder, stdio: "inherit" });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (exit ${install.status ?? install.signal})`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const [program = "node", ...args] = containerCommand();
  server = spawn(program === "node" ? process.execPath : program, args, {
    cwd: folder,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", BUILD_DIR: "", CONTENT_DIR: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = watchOutput(server);
  await output.waitFor(/Serving \d+ files/, 60_000);

  const expectAnswer = async (path: string, init: RequestInit, status: number, text: string) => {
    const response = await fetch(`${origin}${path}`, init);
    const body = await response.text();
    if (response.status !== status) failures.push(`${path} answered ${response.status}, expected ${status}`);
    else if (!body.includes(text)) failures.push(`${path} does not contain ${JSON.stringify(text)}`);
  };
  await expectAnswer("/", {}, 200, "Nyayadhara");
  await expectAnswer("/hi/contact", {}, 200, 'lang="hi-IN"');
  await expectAnswer("/publications/1", {}, 200, "Law stated as at");
  await expectAnswer("/calculator/court-fee-calculator?state=DL&amount=1500000", {}, 200, "15,00,000");
  await expectAnswer("/hi/calculator/arbitration-fee-calculator?amount=2500000", {}, 200, "25,00,000");
  await expectAnswer(
    "/api/court-fee",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jurisdiction: "DL", amount: 1000 }) },
    200,
    '"feeRupees":"150.00"',
  );
  await expectAnswer("/team/999", {}, 404, "<!DOCTYPE html>");
  if (/Error|Cannot find/.test(output.output())) failures.push(`the server reported an error:\n${output.output()}`);

  // docker stop: SIGTERM to the container's process, which must be the server's own drain.
  server.kill("SIGTERM");
  await output.waitFor(/SIGTERM: finishing open requests/, 10_000);
  const { code } = await output.exited;
  if (code !== 0) failures.push(`the server exited with ${code} on SIGTERM, not 0 after its drain`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  // Whatever is left of the process group, if a check failed before the server stopped.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  rmSync(folder, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`The production install failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `production install: npm ci --omit=dev and the container's command serve pages, result addresses and the API, and stop on SIGTERM (${seconds} s)`,
);
