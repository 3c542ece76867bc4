/**
 * `npm run bench:main-thread [-- /path ...] [--runs 5]`: how long a page keeps a phone's main
 * thread from answering a tap while it starts. It serves the current build with the production
 * server and loads each page in Chromium as a phone 390 px wide, with the disclaimer cookie set and
 * the CPU slowed 4x (the cheap phone; the network is not shaped, since this measures the
 * CPU), in a fresh context per run. Once the page has loaded, a pointer comes over each island (the
 * visitor's intent, which starts it: app/lib/island.tsx). It records the page's long tasks (over
 * 50 ms) from navigation until its islands have hydrated and 1.5 s more, and prints per page:
 * "blocking", the sum of each long task's part over 50 ms (the definition of Lighthouse's TBT), and
 * the longest task, medians of `--runs` interleaved runs. The same pages with the CPU unslowed,
 * measured in the same run, are the baseline column.
 *
 * It measures; it exits 0 once it has. Needs a build (`npm run build`).
 */
import { parseArgs } from "node:util";
import { type Browser, chromium } from "playwright-core";
import { startProductionSite } from "./lib/production-site.ts";

const LONG_TASK_MS = 50;
/** After the islands have hydrated, what else the page starts (the toasts' chunk, a late layout). */
const SETTLE_MS = 1_500;
const defaultPaths = [
  "/",
  "/calculator/court-fee-calculator",
  "/hi/calculator/court-fee-calculator",
  "/calculator/arbitration-fee-calculator",
];

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; got "${values.runs}".`);
  process.exit(1);
}
const paths = positionals.length > 0 ? positionals : defaultPaths;

type Sample = { blockingMs: number; longestMs: number; tasks: number };

/**
 * Runs in the page before its own scripts. Plain JavaScript in a string: it runs in the browser,
 * and this file is type-checked as Node code, without the DOM's types.
 */
const recorder = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); })
    .observe({ type: "longtask", buffered: true });
})();`;

async function measureOnce(browser: Browser, url: string, cpuRate: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ name: "disclaimer", value: "agreed", url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await page.addInitScript(recorder);
    await page.goto(url, { waitUntil: "load" });
    for (const island of await page.locator("[data-island]").all()) await island.dispatchEvent("pointerover", { bubbles: true });
    // Polled by evaluation, which the page's CSP allows (a string predicate would be refused as eval).
    const hydrated = "[...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated'))";
    for (const deadline = Date.now() + 60_000; !(await page.evaluate(hydrated));) {
      if (Date.now() > deadline) throw new Error(`${url}: its islands did not hydrate within 60 s`);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(SETTLE_MS);
    const durations = (await page.evaluate("window.__longTasks")) as number[];
    return {
      blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...durations),
      tasks: durations.length,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const cell = (samples: Sample[]) =>
  `${Math.round(median(samples.map((s) => s.blockingMs)))} / ${Math.round(median(samples.map((s) => s.longestMs)))} (${median(samples.map((s) => s.tasks))})`;

const site = await startProductionSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const started = performance.now();
try {
  const rows: string[] = [];
  for (const path of paths) {
    const slowed: Sample[] = [];
    const unslowed: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      slowed.push(await measureOnce(browser, `${site.origin}${path}`, 4));
      unslowed.push(await measureOnce(browser, `${site.origin}${path}`, 1));
    }
    rows.push(`| ${path} | ${cell(slowed)} | ${cell(unslowed)} |`);
  }
  console.log(`Main thread while a page starts, medians of ${runs} runs: blocking / longest task, ms (long tasks).\n`);
  console.log("| Page | CPU slowed 4x | Unslowed (baseline) |");
  console.log("| --- | --- | --- |");
  for (const row of rows) console.log(row);
  console.log(
    `\nBlocking: the sum of each task's part over ${LONG_TASK_MS} ms, from navigation until the islands have hydrated and ${SETTLE_MS} ms more.`,
  );
  console.log(`Measured in ${Math.round((performance.now() - started) / 1000)} s.`);
} finally {
  await browser.close();
  site.stop();
}
