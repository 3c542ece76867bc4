/**
 * `npm test`, the developer's loop: types (incremental), lint (cached), formatting (cached) and the
 * unit and component tests; no build, no browser and no process of its own.
 *
 * `npm run test:all` (`--all`), every gate CI needs: all of the above, then the integration tests
 * (servers in processes of their own, raw sockets, Redis, faults, the dev server), the production
 * build, the grown content, html-validate, the script budgets, the production install as the
 * Dockerfile makes it (every page, result address and API route answered as the checkout answers
 * it), the checks of the built output (nginx and the runtime's packages among them) and the browser
 * journeys.
 *
 * Either ends with one line "N passed, M failed, K flaky" that CI reads. Flaky tests (passed only on a
 * retry) are named and not counted as passed; skipped tests are counted and named above that line.
 * Exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const everyGate = process.argv.includes("--all");

const total = { passed: 0, failed: 0, flaky: [] as string[], skipped: [] as string[] };
const timings: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  const ok = result.status === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label}: ${ok ? "ok" : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  timings.push(`${label} ${seconds} s`);
  return ok;
}

function gate(label: string, command: string, args: string[]): boolean {
  const ok = run(label, command, args);
  if (ok) total.passed++;
  else total.failed++;
  return ok;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>;
};

/** One Vitest project, counted test by test; a run that fails without a failed test counts as one. */
function vitest(label: string, args: string[]) {
  const report = `test-results/${label}.json`;
  rmSync(report, { force: true });
  const ok = run(label, "npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  const result = readJson(report) as VitestReport | null;
  if (result) {
    total.passed += result.numPassedTests;
    total.failed += result.numFailedTests;
    for (const file of result.testResults) {
      const name = file.name.replace(`${process.cwd()}/`, "");
      for (const test of file.assertionResults) {
        if (["skipped", "pending", "todo", "disabled"].includes(test.status)) total.skipped.push(`[${label}] ${name} › ${test.fullName}`);
      }
    }
  }
  if (!ok && (!result || result.numFailedTests === 0)) total.failed++;
}

type PlaywrightSpec = { title: string; file: string; line: number; tests: Array<{ projectName: string; status: string }> };
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] };

/** The journeys, counted from Playwright's JSON report (playwright.config.ts writes it). */
function journeys() {
  rmSync("test-results/e2e.json", { force: true });
  const ok = run("e2e", "npx", ["playwright", "test"]);
  const report = readJson("test-results/e2e.json") as PlaywrightReport | null;
  if (report) {
    total.passed += report.stats.expected;
    total.failed += report.stats.unexpected;
    const withStatus = (status: string, suite: PlaywrightSuite, path: string[]): string[] => [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((t) => t.status === status)
          .map((t) => `[${t.projectName}] ${spec.file}:${spec.line} ${[...path, spec.title].join(" › ")}`),
      ),
      ...(suite.suites ?? []).flatMap((child) => withStatus(status, child, [...path, child.title])),
    ];
    // A test that passed only on a retry is reported as flaky, not counted as passed.
    total.flaky.push(...report.suites.flatMap((suite) => withStatus("flaky", suite, [])));
    total.skipped.push(...report.suites.flatMap((suite) => withStatus("skipped", suite, [])));
  }
  if (!ok && (!report || report.stats.unexpected === 0)) total.failed++;
}

mkdirSync("test-results", { recursive: true });

// The developer's loop. tsc keeps its build info and eslint and prettier their caches in
// node_modules/.cache, so a second run checks only what changed.
gate("route types", "npx", ["react-router", "typegen"]);
gate("typescript", "npx", ["tsc"]);
gate("typescript (as Node runs it)", "npx", ["tsc", "-p", "tsconfig.node.json"]);
gate("lint", "npx", ["eslint", "--cache", "--cache-location", "node_modules/.cache/eslint/", "--max-warnings=0", "."]);
gate("format", "npx", ["prettier", "--check", "--cache", "."]);
vitest("vitest", ["--project", "unit"]);

if (everyGate) {
  // The tests that start servers, kill processes and freeze Redis: each waits on processes more
  // than it computes, so they stay out of the everyday loop (`npm run test:integration` runs them).
  vitest("integration", ["--project", "integration"]);
  const built = gate("build", "npm", ["run", "build"]);
  if (built) {
    // A grown copy of content/ builds too, so adding articles, members, events and reports needs no code.
    gate("grown content", process.execPath, ["scripts/check-grown-content.ts"]);
    gate("html", process.execPath, ["scripts/validate-html.ts"]);
    // Issue 21's script budgets per page: content pages 15 KB gzip, the interactive ones 120 KB.
    gate("size", process.execPath, ["scripts/measure-js.ts"]);
    // What we ship is what we test: the Dockerfile's run stage, installed and started as the image
    // does, answers every page, result address and API route as the checkout does.
    gate("production install", process.execPath, ["scripts/check-production-install.ts"]);
    vitest("build-output", ["--config", "vitest.build.config.ts"]);
    journeys();
  }
}

console.log(`\nTimes: ${timings.join(", ")}`);
if (total.skipped.length > 0) console.log(`\nSkipped (${total.skipped.length}):\n${total.skipped.map((t) => `  ${t}`).join("\n")}`);
if (total.flaky.length > 0) console.log(`\nFlaky (failed, then passed on a retry):\n${total.flaky.map((t) => `  ${t}`).join("\n")}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.flaky.length} flaky`);
process.exit(total.failed === 0 ? 0 : 1);
