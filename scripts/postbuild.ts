/**
 * After the prerender: defer the hydration scripts, write sitemap.xml and robots.txt from the pages
 * that were actually built, precompress text files with brotli and gzip, and write each file's
 * headers for a CDN (`_headers`) and for nginx. The server computes each page's CSP from the HTML
 * it loads, so nothing here records script hashes.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { href } from "react-router";
import { site } from "../app/config/site.ts";
import { articleModified } from "../app/lib/content/article-dates.ts";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";
import { paintFirst } from "../core/html/defer-hydration.ts";
import { NOT_FOUND_PATHS } from "../core/routing/site-pages.ts";
import { counterparts, languageTag } from "../app/lib/i18n/locale.ts";
import { buildApp } from "../server/app.ts";
import {
  groupRules,
  headersOfEveryFile,
  nginxSiteConfig,
  siteDynamicRoutes,
  toHeadersFile,
  toNginxInclude,
} from "../server/cdn-headers.ts";
import { loadStaticSite } from "../server/static-site.ts";
import { buildDir, clientDir, nginxHeadersFile, prerenderedDir } from "../server/build-paths.ts";
import { walkFiles } from "../server/walk-files.ts";

const started = performance.now();

rmSync(prerenderedDir, { recursive: true, force: true });
// The prerender also writes the loader data of resource routes (feed.rss.data beside feed.rss):
// nothing reads them, and a page's data sits beside its folder, never beside a file.
for (const file of walkFiles(clientDir)) {
  if (file.endsWith(".data") && existsSync(file.slice(0, -".data".length)) && statSync(file.slice(0, -".data".length)).isFile())
    rmSync(file);
}
const files = walkFiles(clientDir).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
const pages = files.filter((f) => f.endsWith(".html") && !relative(clientDir, f).startsWith("__"));

// Pages paint before their modules load (docs/decisions/0004-paint-before-javascript.md). React
// Router's own output is kept beside the build (never served) so that the rewrite's test runs on
// the real thing.
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  const pristine = join(prerenderedDir, relative(clientDir, page));
  mkdirSync(dirname(pristine), { recursive: true });
  writeFileSync(pristine, html);
  writeFileSync(page, paintFirst(html, relative(clientDir, page)));
}

// Canonical pages only: not the not-found templates.
const urls = pages
  .map((page) => `/${relative(clientDir, page).split(sep).join("/")}`.replace(/\/?index\.html$/, "") || "/")
  .filter((path) => !NOT_FOUND_PATHS.has(path))
  .sort();
// An article's lastmod is its latest update (or its publication date): what a crawler should re-read.
const lastmod = new Map(
  loadContentTree().articles.map((a) => [href("/publications/:id", { id: String(a.data.id) }), articleModified(a.data)]),
);
// A page in both languages lists both, and x-default (the English page), as its head does.
function alternates(path: string): string {
  const pair = counterparts(path);
  if (!pair) return "";
  const link = (lang: string, to: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${new URL(to, site.url).toString()}"/>`;
  return link(languageTag.en, pair.en) + link(languageTag.hi, pair.hi) + link("x-default", pair.en);
}
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...urls.map((path) => {
    const modified = lastmod.get(path);
    return `  <url><loc>${new URL(path, site.url).toString()}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ""}${alternates(path)}</url>`;
  }),
  "</urlset>",
  "",
].join("\n");
writeFileSync(join(clientDir, "sitemap.xml"), sitemap);
writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.url).toString()}\n`);

const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".data", ".xml", ".txt", ".vcf", ".rss", ".atom"]);
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
  `postbuild: ${pages.length} pages, ${urls.length} URLs in the sitemap, ${compressed} files precompressed, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Each file's headers for a CDN or nginx, read from the server itself (README, "On a CDN").
const server = await buildApp({ site: loadStaticSite(clientDir), rateLimitPerMinute: null });
const rules = groupRules(await headersOfEveryFile(server, loadStaticSite(clientDir).paths()));
await server.close();
writeFileSync(join(clientDir, "_headers"), toHeadersFile(rules));
writeFileSync(nginxHeadersFile, toNginxInclude(rules, siteDynamicRoutes, { "/feed.json": "application/feed+json" }));
// An example of the whole site in nginx, with Node on port 3000 (README, "On nginx").
writeFileSync(
  join(buildDir, "nginx-site.conf"),
  nginxSiteConfig({ listen: "80", root: resolve(clientDir), include: resolve(nginxHeadersFile), servers: ["127.0.0.1:3000"] }),
);
console.log(`postbuild: ${rules.length} header rules in build/client/_headers and build/nginx-headers.conf`);
