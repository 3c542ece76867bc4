/**
 * `npm test`: every gate in order (types, lint, unit and component tests, production build, checks
 * of the built output, browser journeys), then one line "N passed, M failed, K flaky" that CI reads; flaky tests (passed only on a retry) are named and not counted as passed. Exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type Tally = { passed: number; failed: number; flaky: string[] };
const total: Tally = { passed: 0, failed: 0, flaky: [] };

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? "ok" : `failed (exit ${result.status ?? result.signal})`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
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
gate("format", "npx", ["prettier", "--check", "."]);

/** One Vitest run, counted test by test; a run that fails without a failed test counts as one. */
function vitest(label: string, config: string) {
  const report = `test-results/${label}.json`;
  rmSync(report, { force: true });
  const ok = run(label, "npx", [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
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

// A grown copy of content/ builds too, so adding articles, members, events and reports needs no code.
if (buildOk) gate("grown content", process.execPath, ["scripts/check-grown-content.ts"]);
if (buildOk) gate("html", process.execPath, ["scripts/validate-html.ts"]);
// Issue 21's script budgets per page: content pages 15 KB gzip, the interactive ones 120 KB.
if (buildOk) gate("size", process.execPath, ["scripts/measure-js.ts"]);
// On CI, the build is also installed and started as production runs it: npm ci --omit=dev, npm start.
if (buildOk && process.env.CI) gate("production install", process.execPath, ["scripts/check-production-install.ts"]);

if (buildOk) {
  vitest("build-output", "vitest.build.config.ts");
  rmSync("test-results/e2e.json", { force: true });
  const e2eOk = run("e2e", "npx", ["playwright", "test"]);
  type Spec = { title: string; tests: Array<{ projectName: string; status: string }> };
  type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
  const e2e = readJson("test-results/e2e.json") as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: Suite[];
  } | null;
  if (e2e) {
    // A test that passed only on a retry is reported as flaky, not counted as passed.
    total.passed += e2e.stats.expected;
    total.failed += e2e.stats.unexpected;
    const flakyTitles = (suite: Suite, path: string[]): string[] => [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests.filter((t) => t.status === "flaky").map((t) => `[${t.projectName}] ${[...path, spec.title].join(" › ")}`),
      ),
      ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, [...path, child.title])),
    ];
    total.flaky.push(...e2e.suites.flatMap((suite) => flakyTitles(suite, [suite.title])));
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) total.failed++;
}

if (total.flaky.length > 0) console.log(`\nFlaky (failed, then passed on a retry):\n${total.flaky.map((t) => `  ${t}`).join("\n")}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.flaky.length} flaky`);
process.exit(total.failed === 0 ? 0 : 1);
