/**
 * `npm run lighthouse [-- /path ...] [--runs 3]`: Lighthouse (mobile, simulated slow 4G) on every
 * prerendered page, served by the production server, as a first visit (disclaimer showing) and with
 * the disclaimer cookie.
 *
 * These machines are shared, and simulated timings swing from run to run with the neighbours' load:
 * an absolute bar on one run says more about the machine than the site. So each page is run with
 * its scripts and with its scripts blocked (`blockedUrlPatterns`), interleaved, `--runs` times each,
 * and the table gives the medians and what the JavaScript itself adds to blocking time and LCP.
 * Bars: 100 in every category (on the medians with scripts), CLS <= 0.05, and on every page, the
 * calculators included, at most 50 ms of TBT and 50 ms of LCP added by the JavaScript.
 *
 * It measures; it does not fail the build.
 */
import { readdirSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { NOT_FOUND_PATHS } from "../core/routing/site-pages.ts";
import { clientDir } from "../server/build-paths.ts";
import { startProductionSite } from "./lib/production-site.ts";

const bars = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05, addedTbtMs: 50, addedLcpMs: 50 };

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; got "${values.runs}".`);
  process.exit(1);
}

function pagePaths(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html") && !file.startsWith("__"))
    .map((file) => `/${file}`.replace(/\/?index\.html$/, "") || "/")
    .filter((path) => !NOT_FOUND_PATHS.has(path))
    .sort();
}

type Sample = { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number; lcpElement: string };

async function measureOnce(url: string, port: number, agreed: boolean, scripts: boolean): Promise<Sample | null> {
  const run = () =>
    lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      extraHeaders: agreed ? { Cookie: "disclaimer=agreed" } : {},
      blockedUrlPatterns: scripts ? [] : ["*.js"],
    });
  // A run can fail for reasons of the harness (a protocol timeout); one retry tells them apart.
  let lhr = (await run())?.lhr;
  if (!lhr || lhr.runtimeError) lhr = (await run())?.lhr;
  if (!lhr || lhr.runtimeError) return null;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse 13 names the LCP element in its breakdown insight, as the list's node item.
  const lcpParts = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: Array<{ type?: string; selector?: string }> } | undefined)
    ?.items;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    lcpElement: lcpParts?.find((item) => item.type === "node")?.selector ?? "?",
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const paths = positionals.length > 0 ? positionals : pagePaths();
const site = await startProductionSite();
const { origin } = site;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

const header = [
  "page",
  "visit",
  "perf",
  "a11y",
  "bp",
  "seo",
  "CLS",
  "LCP js/none",
  "+LCP",
  "TBT js/none",
  "+TBT",
  "LCP element (js)",
  "bars",
];
console.log(`Lighthouse, mobile, ${runs} interleaved pairs per row (with scripts / scripts blocked); medians.\n`);
console.log(header.join(" | "));
let below = 0;
let rows = 0;
try {
  for (const path of paths) {
    for (const agreed of [false, true]) {
      const withJs: Sample[] = [];
      const withoutJs: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        const a = await measureOnce(`${origin}${path}`, chrome.port, agreed, true);
        const b = await measureOnce(`${origin}${path}`, chrome.port, agreed, false);
        if (a) withJs.push(a);
        if (b) withoutJs.push(b);
      }
      const visit = agreed ? "agreed" : "first";
      if (withJs.length === 0 || withoutJs.length === 0) {
        console.log(`${path} | ${visit} | runs failed`);
        below++;
        continue;
      }
      const m = (samples: Sample[], key: keyof Omit<Sample, "lcpElement">) => median(samples.map((s) => s[key]));
      const addedLcp = m(withJs, "lcp") - m(withoutJs, "lcp");
      const addedTbt = m(withJs, "tbt") - m(withoutJs, "tbt");
      const failures = [
        m(withJs, "perf") < bars.performance && "performance",
        m(withJs, "a11y") < bars.accessibility && "accessibility",
        m(withJs, "bp") < bars.bestPractices && "best practices",
        m(withJs, "seo") < bars.seo && "SEO",
        m(withJs, "cls") > bars.cls && "CLS",
        addedLcp > bars.addedLcpMs && "+LCP",
        addedTbt > bars.addedTbtMs && "+TBT",
      ].filter(Boolean);
      rows++;
      if (failures.length > 0) below++;
      const ms = (x: number) => `${Math.round(x)}`;
      console.log(
        [
          path,
          visit,
          m(withJs, "perf"),
          m(withJs, "a11y"),
          m(withJs, "bp"),
          m(withJs, "seo"),
          m(withJs, "cls").toFixed(3),
          `${ms(m(withJs, "lcp"))}/${ms(m(withoutJs, "lcp"))}`,
          ms(addedLcp),
          `${ms(m(withJs, "tbt"))}/${ms(m(withoutJs, "tbt"))}`,
          ms(addedTbt),
          withJs[0]?.lcpElement ?? "?",
          failures.length === 0 ? "ok" : `BELOW: ${failures.join(", ")}`,
        ].join(" | "),
      );
    }
  }
} finally {
  chrome.kill();
  site.stop();
}
console.log(
  `\n${rows} rows, ${below} below a bar. Bars: performance >= ${bars.performance}, accessibility, best practices and SEO 100, CLS <= ${bars.cls}; on every page JavaScript adds <= ${bars.addedTbtMs} ms TBT and <= ${bars.addedLcpMs} ms LCP. Times in ms.`,
);
