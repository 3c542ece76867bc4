/**
 * `npm run bench:tap [-- --runs 3] [--pages home,article] [--controls disclaimer,menu]`: on a cheap
 * phone, how long a page shows before its controls work: a page should work when it shows.
 *
 * Needs a production build (`npm run build`); it starts the production server on it. Each run is a
 * fresh browser context as a phone 390 px wide with touch, the CPU slowed 4x, the cache off and the
 * network shaped like slow 4G or 3G. Two figures share the page's clock (ms from navigation start):
 *
 * - shown: when the page's h1 has a box and the browser has painted content (its first contentful paint, or the
 *   moment the h1 got its box if that came later): a heading laid out behind a stylesheet that
 *   still holds the first paint back is not yet shown;
 * - works: from shown to the first tap on the control that did something, the control being tapped
 *   every 50 ms through real touch input from the moment it is visible. The disclaimer's "Yes, I
 *   Agree" works when the agreement cookie is set; the menu's "Open menu" works when a dialog with
 *   the site navigation shows (a Radix `[role=dialog]` or a `<dialog open>`: either layout); the
 *   sign-in page's "Submit", tapped on the empty form, works when the rules' messages show.
 *
 * The bar is "works" within 300 ms on both networks. These machines are shared, so beside the
 * throttled figures stands the same page and control measured unthrottled in the same run: the
 * baseline says how much of a figure is the machine. A measurement, not a test: it exits 0 once it
 * has measured.
 */
import { readdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Browser, chromium, devices } from "playwright-core";
import { NOT_FOUND_PATHS, matchesPattern, practiceAreas, sitePages } from "../core/routing/site-pages.ts";
import { clientDir } from "../server/build-paths.ts";
import { startProductionSite } from "./lib/production-site.ts";

const WORKS_BAR_MS = 300;
const TAP_EVERY_MS = 50;
/** A run whose control never works within this is reported as failed rather than waited on. */
const RUN_TIMEOUT_MS = 30_000;

type Profile = { label: string; cpuRate: number; network?: { latencyMs: number; downKbps: number; upKbps: number } };
const throttled: Profile[] = [
  { label: "Slow 4G", cpuRate: 4, network: { latencyMs: 150, downKbps: 1600, upKbps: 750 } },
  { label: "3G", cpuRate: 4, network: { latencyMs: 300, downKbps: 700, upKbps: 700 } },
];
const baseline: Profile = { label: "Unthrottled", cpuRate: 1 };

type Control = {
  key: string;
  label: string;
  name: string;
  agreed: boolean;
  effect: "agreed" | "navigation dialog" | "messages";
  /** The pages (keys) the control is on; every page when absent. */
  on?: readonly string[];
};
const allControls: Control[] = [
  // A first visit: no cookie, so the gate is up and its button is the first thing to tap.
  { key: "disclaimer", label: "Yes, I Agree", name: "Yes, I Agree", agreed: false, effect: "agreed" },
  // With the cookie, so the gate is not in the way of the menu.
  { key: "menu", label: "Open menu", name: "Open menu", agreed: true, effect: "navigation dialog" },
  // The sign-in form's button, tapped with every field empty: it works when the rules' messages show.
  { key: "submit", label: "Submit", name: "Submit", agreed: true, effect: "messages", on: ["sign-in"] },
];
const isOn = (control: Control, page: { key: string }) => !control.on || control.on.includes(page.key);

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    controls: { type: "string" },
    port: { type: "string", default: process.env.E2E_PORT },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; got "${values.runs}".`);
  process.exit(1);
}

/** The prerendered pages of the current build, as paths. */
function builtPaths(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html") && !file.startsWith("__"))
    .map((file) => `/${file}`.replace(/\/?index\.html$/, "") || "/")
    .filter((path) => !NOT_FOUND_PATHS.has(path));
}

/**
 * The first built page of a route with parameters (lowest id first), so the benchmark follows the
 * content: a page that is removed is simply not chosen. A path that is some other page's own fixed
 * path (/publications/authorities under /publications/:id) is not an entry of the route.
 */
function firstBuiltPage(routeName: string, paths: string[]): string {
  const route = sitePages.find((page) => page.name === routeName);
  if (!route) throw new Error(`No route named ${routeName} in core/routing/site-pages.ts.`);
  const fixedPaths = new Set(sitePages.filter((page) => !page.path.includes(":")).map((page) => page.path));
  const found = paths
    .filter((path) => matchesPattern(route.path, path) && !fixedPaths.has(path))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))[0];
  if (!found) throw new Error(`The build has no page for ${route.path}; run npm run build.`);
  return found;
}

const paths = builtPaths();
const allPages = [
  { key: "home", path: "/" },
  { key: "article", path: firstBuiltPage("publication", paths) },
  { key: "member", path: firstBuiltPage("team-member", paths) },
  { key: "service", path: `/services/${practiceAreas[0].slug}` },
  { key: "publications", path: "/publications" },
  { key: "sign-in", path: "/login" },
  { key: "court-fee", path: "/calculator/court-fee-calculator" },
  { key: "arbitration-fee", path: "/calculator/arbitration-fee-calculator" },
];
for (const page of allPages) {
  if (!paths.includes(page.path)) throw new Error(`The build has no page ${page.path}; run npm run build.`);
}

/** A comma-separated filter by key or path; none keeps everything. */
function pick<T extends { key: string; path?: string }>(all: T[], filter: string | undefined, option: string): T[] {
  if (!filter) return all;
  const wanted = filter.split(",").map((s) => s.trim());
  const picked = all.filter((item) => wanted.includes(item.key) || (item.path !== undefined && wanted.includes(item.path)));
  if (picked.length === 0) {
    console.error(`--${option} matched nothing; choose from ${all.map((item) => item.key).join(", ")}.`);
    process.exit(1);
  }
  return picked;
}
const pages = pick(allPages, values.pages, "pages");
const controls = pick(allControls, values.controls, "controls");

/**
 * Runs in the page before its own scripts. Plain JavaScript in a string: it runs in the browser,
 * and the scripts are type-checked as Node code, without the DOM's types. It records on
 * `window.__tapBench`, on the page's clock: the frame the h1 first has a box, where the control is
 * once visible, every tap (its event time: when the finger came down, even if the page was busy),
 * and when the control's effect first appears, with the tap that preceded it.
 */
function recorder(control: Control): string {
  return `(() => {
  const name = ${JSON.stringify(control.name)};
  const effect = ${JSON.stringify(control.effect)};
  const state = { shownAt: null, control: null, taps: [], effectAt: null, effectTapAt: null };
  window.__tapBench = state;
  // Told to the benchmark as it happens, so it need not poll the page (which would load it).
  const report = () => window.__tapBenchReport?.(JSON.parse(JSON.stringify(state)));
  const hasBox = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const findControl = () =>
    [...document.querySelectorAll("button, [role=button]")].find(
      (el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() === name && hasBox(el),
    );
  const effectSeen = () =>
    effect === "agreed"
      ? /(?:^|;\\s*)disclaimer=agreed/.test(document.cookie) || document.documentElement.dataset.disclaimer === "agreed"
      : effect === "messages"
        ? document.querySelector("form [id$=-error] li") !== null
        : [...document.querySelectorAll("[role=dialog], dialog[open]")].some((el) => el.querySelector("nav") && hasBox(el));
  // The h1 is shown once it has a box and the browser has painted: the parser's mutations can lay
  // it out while a stylesheet still holds the first paint back, and nothing is visible (or
  // tappable) then. Shown = the later of the two, on the page's clock.
  let h1BoxAt = null;
  const check = () => {
    const now = performance.now();
    if (state.shownAt === null) {
      const h1 = document.querySelector("h1");
      if (h1BoxAt === null && h1 && hasBox(h1)) h1BoxAt = now;
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
      if (h1BoxAt !== null && firstPaint) state.shownAt = Math.max(h1BoxAt, firstPaint.startTime);
    }
    if (state.effectAt === null && document.documentElement) {
      const el = findControl();
      if (el) {
        const box = el.getBoundingClientRect();
        const x = Math.round(box.x + box.width / 2);
        const y = Math.round(box.y + box.height / 2);
        if (state.control?.x !== x || state.control?.y !== y) {
          state.control = { x, y, at: state.control?.at ?? now };
          report();
        }
      }
      if (effectSeen()) {
        state.effectAt = now;
        state.effectTapAt = state.taps.at(-1) ?? null;
        report();
      }
    }
  };
  addEventListener("pointerdown", (event) => {
    if (state.effectAt === null) state.taps.push(event.timeStamp);
  }, { capture: true });
  // Taps already on their way once the control has worked must not follow a link behind the gate
  // or close the menu again.
  for (const type of ["pointerdown", "pointerup", "mousedown", "mouseup", "click"]) {
    addEventListener(type, (event) => {
      if (state.effectAt !== null) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    }, { capture: true });
  }
  // The effect is seen as soon as the DOM changes (the click's own update), the rest once a frame.
  addEventListener("click", () => queueMicrotask(check));
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    check();
    if (state.effectAt === null || state.shownAt === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

type PageState = {
  shownAt: number | null;
  control: { x: number; y: number; at: number } | null;
  taps: number[];
  effectAt: number | null;
  effectTapAt: number | null;
};
type Sample = { shown: number; works: number; lag: number } | { failed: string };

const phone = devices["Pixel 7"] ?? {};

async function measureOnce(browser: Browser, url: string, control: Control, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    if (control.agreed) await context.addCookies([{ name: "disclaimer", value: "agreed", url }]);
    const page = await context.newPage();
    await page.addInitScript(recorder(control));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (profile.network) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downKbps * 1000) / 8,
        uploadThroughput: (profile.network.upKbps * 1000) / 8,
      });
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuRate });

    let state: PageState | null = null;
    let reported = () => {};
    await page.exposeBinding("__tapBenchReport", (_source, update: PageState) => {
      state = update;
      reported();
    });
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    const changed = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        reported = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    // Not awaited to its end: the run ends at the effect, not when the page has loaded.
    const navigation = page.goto(url, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS }).catch(() => null);
    const current = () => state as PageState | null;
    while (!current()?.control && Date.now() < deadline) await changed();
    // Taps go on at their own pace, from where the control is now, as a thumb would not wait.
    while (current()?.effectAt === null && Date.now() < deadline) {
      const at = current()?.control;
      if (at) await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
      await new Promise((r) => setTimeout(r, TAP_EVERY_MS));
    }
    await navigation;
    // The browser reports its first contentful paint a frame or more after it, so a tap can work
    // before the page knows it has shown: wait for that report before reading the record.
    await page.waitForFunction("window.__tapBench?.shownAt !== null", undefined, { timeout: 5_000 }).catch(() => undefined);
    // The last word is the page's own record: a report may still be on its way.
    const pageRecord = page.evaluate("window.__tapBench ?? null").catch(() => null);
    const hung = new Promise((r) => setTimeout(() => r(null), 5_000).unref());
    state = ((await Promise.race([pageRecord, hung])) as PageState | null) ?? state;
    if (!state || state.shownAt === null) return { failed: "h1 never shown" };
    if (state.effectAt === null) return { failed: `no ${control.effect} within ${RUN_TIMEOUT_MS / 1000} s` };
    if (state.effectTapAt === null) return { failed: `${control.effect} before any tap` };
    return { shown: state.shownAt, works: Math.max(0, state.effectTapAt - state.shownAt), lag: state.effectAt - state.effectTapAt };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const profiles = [...throttled, baseline];
const samples = new Map<string, Sample[]>();
const cellKey = (page: string, control: string, profile: string) => `${page}|${control}|${profile}`;

const site = await startProductionSite(values.port ? Number(values.port) : undefined);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
});
const started = performance.now();
try {
  // Runs are interleaved (every cell once, then again), so a busy spell on the machine spreads
  // over the cells instead of landing on one.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const control of controls.filter((c) => isOn(c, page))) {
        for (const profile of profiles) {
          const sample = await measureOnce(browser, `${site.origin}${page.path}`, control, profile);
          const key = cellKey(page.path, control.key, profile.label);
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
    }
    console.error(`run ${run} of ${runs} done after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  site.stop();
}

type Cell = { shown: number; works: number; lag: number; failed: string[] } | { shown: null; failed: string[] };
function cell(page: string, control: string, profile: string): Cell {
  const all = samples.get(cellKey(page, control, profile)) ?? [];
  const ok = all.filter((s) => "shown" in s);
  const failed = all.flatMap((s) => ("failed" in s ? [s.failed] : []));
  if (ok.length === 0) return { shown: null, failed };
  return { shown: median(ok.map((s) => s.shown)), works: median(ok.map((s) => s.works)), lag: median(ok.map((s) => s.lag)), failed };
}
const show = (c: Cell) => (c.shown === null ? "failed" : `${Math.round(c.shown)} / ${Math.round(c.works)}`);

console.log(
  `\nTap to work on a phone (390 px, touch, CPU 4x slower, cache off); medians of ${runs} run(s), ms.` +
    `\n"shown": navigation start to the h1 painted; "works": from shown to the first tap that did something.\n`,
);
console.log(`| Page | Control | ${profiles.map((p) => `${p.label}: shown / works`).join(" | ")} |`);
console.log(`| --- | --- | ${profiles.map(() => "---").join(" | ")} |`);
const overBar: string[] = [];
const failures: string[] = [];
const lags = new Map<Profile, number[]>();
for (const page of pages) {
  for (const control of controls.filter((c) => isOn(c, page))) {
    const cells = profiles.map((profile) => cell(page.path, control.key, profile.label));
    console.log(`| ${page.path} | ${control.label} | ${cells.map(show).join(" | ")} |`);
    profiles.forEach((profile, i) => {
      const c = cells[i];
      if (!c) return;
      const where = `${page.path}, ${control.label}, ${profile.label}`;
      if (c.failed.length > 0) failures.push(`${where}: ${c.failed.join("; ")}`);
      if (c.shown !== null) lags.set(profile, [...(lags.get(profile) ?? []), c.lag]);
      if (c.shown !== null && profile !== baseline && c.works > WORKS_BAR_MS) overBar.push(`${where}: works ${Math.round(c.works)} ms`);
    });
  }
}
// A tap made while the page is busy is handled once it is free: how long that took, per network.
const lagRanges = profiles.map((profile) => {
  const of = lags.get(profile) ?? [];
  return of.length === 0 ? `${profile.label} -` : `${profile.label} ${Math.round(Math.min(...of))}-${Math.round(Math.max(...of))}`;
});
console.log(`\nThe unthrottled column is the baseline, measured in the same run.`);
console.log(`From the working tap to its effect (cell medians, lowest-highest), ms: ${lagRanges.join("; ")}.`);
if (failures.length > 0) console.log(`\nRuns that did not finish:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(
  overBar.length === 0
    ? `\nEvery throttled cell works within ${WORKS_BAR_MS} ms of showing.`
    : `\n${overBar.length} throttled cell(s) over the bar of works <= ${WORKS_BAR_MS} ms:\n${overBar.map((o) => `  ${o}`).join("\n")}`,
);
console.log(`Measured in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
