/**
 * `npm test`: every gate in order (types, lint, unit and component tests, production build, checks
 * of the built output, browser journeys), then one line "N passed, M failed" that CI reads. Exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? "ok" : `failed (exit ${result.status ?? result.signal})`} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function gate(label: string, command: string, args: string[]) {
  if (run(label, command, args)) total.passed++;
  else total.failed++;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

mkdirSync("test-results", { recursive: true });
gate("typecheck", "npx", ["react-router", "typegen"]);
gate("typescript", "npx", ["tsc"]);
gate("typescript (as Node runs it)", "npx", ["tsc", "-p", "tsconfig.node.json"]);
gate("lint", "npx", ["eslint", "--max-warnings=0", "."]);

/** One Vitest run, counted test by test; a run that fails without a failed test counts as one. */
function vitest(label: string, config: string) {
  const report = `test-results/${label}.json`;
  rmSync(report, { force: true });
  const ok = run(label, "npx", ["vitest", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  const result = readJson(report) as { numPassedTests: number; numFailedTests: number } | null;
  if (result) {
    total.passed += result.numPassedTests;
    total.failed += result.numFailedTests;
  }
  if (!ok && (!result || result.numFailedTests === 0)) total.failed++;
}

vitest("unit", "vitest.config.ts");

const buildOk = run("build", "npm", ["run", "build"]);
if (buildOk) total.passed++;
else total.failed++;

if (buildOk) {
  vitest("build-output", "vitest.build.config.ts");
  rmSync("test-results/e2e.json", { force: true });
  const e2eOk = run("e2e", "npx", ["playwright", "test"]);
  const e2e = readJson("test-results/e2e.json") as { stats: { expected: number; unexpected: number; flaky: number } } | null;
  if (e2e) {
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) total.failed++;
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
