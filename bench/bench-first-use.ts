/**
 * `npm run bench:first-use [-- --runs 3] [--before <build dir>] [--networks slow-4g,3g]
 * [--languages en,hi] [--visits first,returning] [--uses typed,pasted]`: a visitor's first
 * calculation on the court-fee calculator, on a cheap phone: is it answered in place (with the
 * spec's toast) or by the server (a reload), how long after the tap on Calculate the result shows,
 * and the interaction to next paint of the whole use.
 *
 * Needs a production build (`npm run build`); it starts the production server on it, and with
 * `--before` a second one on another build (say, one of `main`), measured in the same run,
 * alternately, so that both meet the same machine. Each run is a fresh browser context as a phone
 * 390 px wide with touch, the CPU slowed 4x, the network shaped like slow 4G (150 ms, 1.6 Mbit/s
 * down, 750 kbit/s up) or 3G (300 ms, 700 kbit/s both ways), the browser's cache on:
 *
 * - a first visit: nothing cached, no disclaimer cookie; once the page has loaded, a tap on "Yes, I
 *   Agree", then the use;
 * - a returning visit: the page was visited once before in the same context (the cookie set, and
 *   whatever the page fetched by itself within 5 s of its load, nobody using it, cached); then the
 *   page again, and once it has loaded, the use.
 *
 * The uses, every input trusted (Chromium's own touch and key events through the DevTools
 * protocol):
 * - typed: tap the amount field, type 100000 at a key every 150 ms, pick Delhi (Shift+Tab to the
 *   State list and the arrow keys, as a keyboard does it), tap Calculate;
 * - pasted: tap the amount field, paste 100000 (one insertion, as a paste or the browser's autofill
 *   gives it), pick Delhi the same way, key presses 20 ms apart, and tap Calculate at once.
 *
 * For each it prints: in place (the toast with the fee shows in the same document) or reloaded (a
 * new document with the result panel), the time from the Calculate tap (its pointerdown) to the
 * first frame with the result, and INP (the longest interaction of the use, from the tap on the
 * amount field on, so not a first visit's "Yes, I Agree", which bench:tap measures; from the Event Timing
 * API, as web-vitals counts it below 50 interactions). Medians of `--runs` (3). A measurement, not a
 * test: it exits 0 once it has measured. Run it on a machine doing nothing else.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type BrowserContext, type Page, chromium, devices } from "playwright-core";
import { type ProductionSite, startProductionSite } from "./lib/production-site.ts";

const TYPED_KEY_EVERY_MS = 150;
const PASTED_KEY_EVERY_MS = 20;
const AMOUNT = "100000";
const STATE = "DL";
/** A use whose result has not shown within this is reported as failed. */
const RESULT_TIMEOUT_MS = 15_000;
/** How long a returning visitor's first visit stays on the page, nobody using it. */
const FIRST_VISIT_STAY_MS = 5_000;

type Network = { key: string; label: string; latencyMs: number; downKbps: number; upKbps: number };
const allNetworks: Network[] = [
  { key: "slow-4g", label: "Slow 4G", latencyMs: 150, downKbps: 1600, upKbps: 750 },
  { key: "3g", label: "3G", latencyMs: 300, downKbps: 700, upKbps: 700 },
];
const allLanguages = [
  { key: "en", path: "/calculator/court-fee-calculator" },
  { key: "hi", path: "/hi/calculator/court-fee-calculator" },
];
const allVisits = [{ key: "first" }, { key: "returning" }];
const allUses = [{ key: "typed" }, { key: "pasted" }];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    before: { type: "string" },
    networks: { type: "string" },
    languages: { type: "string" },
    visits: { type: "string" },
    uses: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; got "${values.runs}".`);
  process.exit(1);
}

function pick<T extends { key: string }>(all: T[], filter: string | undefined, option: string): T[] {
  if (!filter) return all;
  const wanted = filter.split(",").map((s) => s.trim());
  const picked = all.filter((item) => wanted.includes(item.key));
  if (picked.length === 0) {
    console.error(`--${option} matched nothing; choose from ${all.map((item) => item.key).join(", ")}.`);
    process.exit(1);
  }
  return picked;
}
const networks = pick(allNetworks, values.networks, "networks");
const languages = pick(allLanguages, values.languages, "languages");
const visits = pick(allVisits, values.visits, "visits");
const uses = pick(allUses, values.uses, "uses");

/**
 * Runs in every document before its own scripts. Plain JavaScript in a string: it runs in the
 * browser, and the scripts are type-checked as Node code, without the DOM's types. It reports to
 * the benchmark, on the epoch clock (a reload is a new document with a clock of its own): each
 * pointerdown on the Calculate button, the first frame with the toast's fee (in place) or the
 * result panel (a new document), and each interaction's duration.
 */
const recorder = `(() => {
  const origin = performance.timeOrigin;
  const report = (event) => window.__firstUseReport?.({ document: origin, ...event });
  addEventListener("pointerdown", (event) => {
    if (event.target instanceof Element && event.target.closest("form button[type=submit]")) report({ kind: "tap", at: origin + event.timeStamp });
  }, { capture: true });
  const hasBox = (el) => el && el.getBoundingClientRect().height > 0;
  let seen = false;
  const check = () => {
    if (seen) return;
    // The toast of a fee (its default variant; a failure is "destructive"), or a document opened at
    // a result address showing its result panel once it has painted.
    const toast = document.querySelector('toast-region [data-state="open"][data-variant="default"] [data-title]');
    const panel = document.querySelector('[data-testid="fee-result"]');
    const painted = performance.getEntriesByName("first-contentful-paint")[0];
    const opened = performance.getEntriesByType("navigation")[0]?.name ?? "";
    if (hasBox(toast)) {
      seen = true;
      requestAnimationFrame(() => report({ kind: "result", how: "toast", at: origin + performance.now() }));
    } else if (hasBox(panel) && painted && opened.includes("amount=")) {
      seen = true;
      report({ kind: "result", how: "page", at: origin + Math.max(painted.startTime, performance.now()) });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => { check(); if (!seen) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) report({ kind: "interaction", id: entry.interactionId, duration: entry.duration, name: entry.name, at: origin + entry.startTime });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

type Report =
  | { document: number; kind: "tap"; at: number }
  | { document: number; kind: "result"; how: "toast" | "page"; at: number }
  | { document: number; kind: "interaction"; id: number; duration: number; name: string; at: number };
type Sample = { inPlace: boolean; ms: number; inp: number; inpEvent: string } | { failed: string };

const phone = devices["Pixel 7"] ?? {};

async function throttle(context: BrowserContext, page: Page, network: Network): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downKbps * 1000) / 8,
    uploadThroughput: (network.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A tap on the middle of what `selector` finds, scrolled into the window first, as a visitor's thumb would have it. */
async function tapCenter(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The State list from the amount field by the keyboard, then arrow keys until Delhi is chosen. */
async function pickDelhi(page: Page, keyEveryMs: number): Promise<void> {
  await page.keyboard.press("Shift+Tab", { delay: 0 });
  for (let presses = 0; presses < 60; presses++) {
    if ((await page.locator("select[name=state]").inputValue()) === STATE) return;
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(keyEveryMs);
  }
  throw new Error("Delhi was not reached with the arrow keys");
}

async function measureOnce(browser: Browser, origin: string, path: string, network: Network, visit: string, use: string): Promise<Sample> {
  const url = `${origin}${path}`;
  const context = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder);
    const reports: Report[] = [];
    await page.exposeBinding("__firstUseReport", (_source, report: Report) => void reports.push(report));
    await throttle(context, page, network);
    if (visit === "returning") {
      await context.addCookies([{ name: "disclaimer", value: "agreed", url }]);
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(FIRST_VISIT_STAY_MS);
      reports.length = 0;
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    } else {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await tapCenter(page, "#disclaimer-agree");
      await page.waitForFunction('document.documentElement.dataset.disclaimer !== "pending"');
    }
    // The use starts at the tap on the amount field: a first visit's "Yes, I Agree" is the
    // disclaimer's, which bench:tap measures, and is not counted in the use's INP.
    const useStarted = await page.evaluate("performance.timeOrigin + performance.now()");

    await tapCenter(page, "input[name=amount]");
    if (use === "typed") await page.keyboard.type(AMOUNT, { delay: TYPED_KEY_EVERY_MS });
    else await page.keyboard.insertText(AMOUNT);
    await pickDelhi(page, use === "typed" ? TYPED_KEY_EVERY_MS : PASTED_KEY_EVERY_MS);
    await tapCenter(page, "form button[type=submit]");

    const deadline = Date.now() + RESULT_TIMEOUT_MS;
    while (!reports.some((r) => r.kind === "result") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const tap = reports.find((r) => r.kind === "tap");
    const result = reports.find((r) => r.kind === "result");
    if (!tap) return { failed: "the Calculate tap was not seen" };
    if (!result || result.kind !== "result") return { failed: `no result within ${RESULT_TIMEOUT_MS / 1000} s` };
    // The use's interactions are the tapped document's; the longest of them is its INP.
    const interactions = reports.flatMap((r) =>
      r.kind === "interaction" && r.document === tap.document && r.at >= Number(useStarted) ? [r] : [],
    );
    const longest = interactions.reduce<(typeof interactions)[number] | undefined>(
      (a, b) => (a && a.duration >= b.duration ? a : b),
      undefined,
    );
    const inPlace = result.how === "toast" && result.document === tap.document;
    return { inPlace, ms: result.at - tap.at, inp: longest?.duration ?? 0, inpEvent: longest?.name ?? "none" };
  } catch (error) {
    return { failed: error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error) };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

type Build = { label: string; site: ProductionSite };
const builds: Build[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
});
const samples = new Map<string, Sample[]>();
const cellKey = (...parts: string[]) => parts.join("|");
const started = performance.now();
try {
  if (values.before) builds.push({ label: "before", site: await startProductionSite(undefined, resolve(values.before)) });
  builds.push({ label: values.before ? "after" : "this build", site: await startProductionSite() });
  // Interleaved: every cell once (each build in turn), then again, so a busy spell spreads over them.
  for (let run = 1; run <= runs; run++) {
    for (const network of networks)
      for (const language of languages)
        for (const visit of visits)
          for (const use of uses)
            for (const build of builds) {
              const sample = await measureOnce(browser, build.site.origin, language.path, network, visit.key, use.key);
              const key = cellKey(build.label, network.key, language.key, visit.key, use.key);
              samples.set(key, [...(samples.get(key) ?? []), sample]);
            }
    console.error(`run ${run} of ${runs} done after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  for (const build of builds) build.site.stop();
}

function show(all: Sample[]): string {
  const ok = all.filter((s) => "inPlace" in s);
  const failed = all.length - ok.length;
  if (ok.length === 0) return `failed (${all.length})`;
  const inPlace = ok.filter((s) => s.inPlace).length;
  const where = inPlace === ok.length ? "in place" : inPlace === 0 ? "reloaded" : `in place ${inPlace}/${ok.length}`;
  const ms = Math.round(median(ok.map((s) => s.ms)));
  const inp = Math.round(median(ok.map((s) => s.inp)));
  // Which event the longest interaction was, in each run: a key, the State list's, or the Calculate tap's.
  const events = [...new Set(ok.map((s) => s.inpEvent))].join("/");
  return `${where}, ${ms} ms, INP ${inp} (${events})${failed > 0 ? ` (${failed} failed)` : ""}`;
}

console.log(
  `\nFirst use of the court-fee calculator on a phone (390 px, touch, CPU 4x slower); medians of ${runs} run(s).` +
    `\nEach cell: answered in place or reloaded, ms from the Calculate tap to the result shown, INP (ms) of the use (after the agreement) and the event of its longest interaction.\n`,
);
console.log(`| Network | Language | Visit | Use | ${builds.map((b) => b.label).join(" | ")} |`);
console.log(`| --- | --- | --- | --- | ${builds.map(() => "---").join(" | ")} |`);
for (const network of networks)
  for (const language of languages)
    for (const visit of visits)
      for (const use of uses) {
        const cells = builds.map((build) => show(samples.get(cellKey(build.label, network.key, language.key, visit.key, use.key)) ?? []));
        console.log(`| ${network.label} | ${language.key} | ${visit.key} | ${use.key} | ${cells.join(" | ")} |`);
      }
const failures = [...samples.entries()].flatMap(([key, all]) => all.flatMap((s) => ("failed" in s ? [`${key}: ${s.failed}`] : [])));
if (failures.length > 0) console.log(`\nRuns that did not finish:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\nMeasured in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
