/**
 * `npm test`: every gate in order (types, lint, unit and component tests, production build,
 * browser journeys), then one line "N passed, M failed" that CI reads. Exits non-zero on any failure.
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
gate("lint", "npx", ["eslint", "--max-warnings=0", "."]);

rmSync("test-results/unit.json", { force: true });
const unitOk = run("unit", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/unit.json"]);
const unit = readJson("test-results/unit.json") as { numPassedTests: number; numFailedTests: number } | null;
if (unit) {
  total.passed += unit.numPassedTests;
  total.failed += unit.numFailedTests;
}
if (!unitOk && (!unit || unit.numFailedTests === 0)) total.failed++;

const buildOk = run("build", "npm", ["run", "build"]);
if (buildOk) total.passed++;
else total.failed++;

if (buildOk) gate("html", "npx", ["tsx", "scripts/validate-html.ts"]);

if (buildOk) {
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
