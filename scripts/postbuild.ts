/**
 * After the prerender: record the sha256 of every page's inline scripts (the server builds each
 * page's Content-Security-Policy from them), write sitemap.xml and robots.txt from the pages that
 * were actually built, and precompress text files with brotli and gzip.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { notFoundPaths } from "../react-router.config.ts";
import { site } from "../app/config/site.ts";
import { paintFirst } from "../core/html/defer-hydration.ts";

const clientDir = "build/client";
const started = performance.now();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`sha256-${createHash("sha256").update(match[1] ?? "", "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const files = walk(clientDir).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
const pages = files.filter((f) => f.endsWith(".html") && !relative(clientDir, f).startsWith("__"));

// React hoists the router's modulepreload links above the stylesheet, so on a slow connection the
// whole bundle competes with the CSS and the hero picture for the first paint. Without them, and
// with the hydration script's imports behind the first frame, the page paints first
// (docs/decisions/0004-paint-before-javascript.md). Done before hashing: the hashes must match.
for (const page of pages) {
  writeFileSync(page, paintFirst(readFileSync(page, "utf8"), relative(clientDir, page)));
}

const cspHashes: Record<string, string[]> = {};
for (const page of pages) cspHashes[relative(clientDir, page).split(sep).join("/")] = inlineScriptHashes(readFileSync(page, "utf8"));
writeFileSync("build/csp-hashes.json", `${JSON.stringify(cspHashes, null, 2)}\n`);

// Canonical pages only: not the not-found templates.
const excluded = new Set(notFoundPaths);
const urls = pages
  .map((page) => `/${relative(clientDir, page).split(sep).join("/")}`.replace(/\/?index\.html$/, "") || "/")
  .filter((path) => !excluded.has(path))
  .sort();
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((path) => `  <url><loc>${new URL(path, site.url).toString()}</loc></url>`),
  "</urlset>",
  "",
].join("\n");
writeFileSync(join(clientDir, "sitemap.xml"), sitemap);
writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.url).toString()}\n`);

const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".data", ".xml", ".txt", ".vcf"]);
let compressed = 0;
for (const file of [...files, join(clientDir, "sitemap.xml"), join(clientDir, "robots.txt")]) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

console.log(
  `postbuild: ${pages.length} pages hashed, ${urls.length} URLs in the sitemap, ${compressed} files precompressed, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
