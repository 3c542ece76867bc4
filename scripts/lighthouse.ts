/**
 * `npm run lighthouse [-- /path ...]`: Lighthouse (mobile, simulated slow 4G) on every prerendered
 * page, once as a first visit (disclaimer showing) and once with the disclaimer cookie, served by
 * the production server. Prints scores and lab vitals beside DESIGN section 5's bars. It measures;
 * it does not fail the build.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../server/app.ts";
import { registerApi } from "../server/api/register-api.ts";
import { loadStaticSite } from "../server/static-site.ts";

const clientDir = "build/client";
const bars = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

function pagePaths(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  return walk(clientDir)
    .filter((f) => f.endsWith("index.html") && !relative(clientDir, f).startsWith("__"))
    .map((f) => `/${relative(clientDir, f)}`.replace(/\/?index\.html$/, "") || "/")
    .filter((p) => !["/404", "/team/not-found", "/publications/not-found"].includes(p))
    .sort();
}

const requested = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = requested.length > 0 ? requested : pagePaths();
const app = await buildApp({ site: loadStaticSite(clientDir), rateLimitPerMinute: null, registerApi });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

type Row = { path: string; visit: string; perf: number; a11y: number; bp: number; seo: number; lcp: number; cls: number; tbt: number };
const rows: Row[] = [];
for (const path of paths) {
  for (const visit of ["first", "agreed"] as const) {
    const run = () =>
      lighthouse(`${origin}${path}`, { port: chrome.port, output: "json", logLevel: "error", extraHeaders: visit === "agreed" ? { Cookie: "disclaimer=agreed" } : {} });
    // A run can fail for reasons of the harness (a protocol timeout); one retry tells them apart.
    let lhr = (await run())?.lhr;
    if (!lhr || lhr.runtimeError) lhr = (await run())?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(`${path.padEnd(44)} ${visit.padEnd(6)} run failed: ${lhr?.runtimeError?.message ?? "no result"}`);
      continue;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const row = { path, visit, perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo"), lcp: audit("largest-contentful-paint"), cls: audit("cumulative-layout-shift"), tbt: audit("total-blocking-time") };
    rows.push(row);
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
    const ok = row.perf >= bars.performance && row.a11y >= bars.accessibility && row.bp >= bars["best-practices"] && row.seo >= bars.seo && row.lcp <= bars.lcpMs && row.cls <= bars.cls && row.tbt <= bars.tbtMs;
    console.log(
      [path.padEnd(44), visit.padEnd(6), String(row.perf).padStart(4), String(row.a11y).padStart(4), String(row.bp).padStart(4), String(row.seo).padStart(4), `${(row.lcp / 1000).toFixed(2)}s`.padStart(7), row.cls.toFixed(3).padStart(6), `${Math.round(row.tbt)}ms`.padStart(7), ok ? "ok" : `BELOW ${failing.slice(0, 4).join(",")}`].join(" "),
    );
  }
}
const min = (key: keyof Row) => Math.min(...rows.map((r) => Number(r[key])));
const max = (key: keyof Row) => Math.max(...rows.map((r) => Number(r[key])));
console.log(`\n${rows.length} runs. Worst: performance ${min("perf")}, accessibility ${min("a11y")}, best practices ${min("bp")}, SEO ${min("seo")}, LCP ${(max("lcp") / 1000).toFixed(2)} s, CLS ${max("cls").toFixed(3)}, TBT ${Math.round(max("tbt"))} ms.`);
console.log(`Bars: performance >= ${bars.performance}, accessibility ${bars.accessibility}, best practices ${bars["best-practices"]}, SEO ${bars.seo}, LCP <= 2.0 s, CLS <= 0.05, TBT <= 150 ms.`);
chrome.kill();
await app.close();
