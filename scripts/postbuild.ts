/**
 * After the prerender: remove what the framework wrote and no page loads, write sitemap.xml and robots.txt from the pages
 * that were actually built, precompress text files with brotli and gzip, and write each file's
 * headers for a CDN (`_headers`) and for nginx. The server computes each page's CSP from the HTML
 * it loads, so nothing here records script hashes.
 */
import { readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { href } from "react-router";
import type { Manifest } from "vite";
import { site } from "../app/config/site.ts";
import { articleModified } from "../app/lib/content/article-dates.ts";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";
import { NOT_FOUND_PATHS, resultPages } from "../core/routing/site-pages.ts";
import { counterparts, englishPathOf, hindiPathOf, languageTag } from "../app/lib/i18n/locale.ts";
import { buildApp } from "../server/app.ts";
import { groupRules, headersOfEveryFile, nginxSiteConfig, siteDynamicRoutes, toHeadersFile, toNginxInclude } from "./lib/cdn-headers.ts";
import { loadStaticSite } from "../server/static-site.ts";
import { buildDir, clientDir, clientManifestFile, nginxHeadersFile, resultTemplatesFile, siteFile } from "../server/build-paths.ts";
import type { ResultTemplates } from "../server/result-pages/result-template.ts";
import { walkFiles } from "../server/walk-files.ts";
import { shippedFiles } from "./lib/shipped-assets.ts";
import { cutResultTemplate } from "./lib/result-templates.ts";

const started = performance.now();

// What the framework builds and no page loads (docs/decisions/0042): React Router's prerender
// writes each page's loader data beside it (`<path>.data`, `_.data` for the home page) for its
// client-side navigation, and its client build writes a chunk for its entry and each route (built
// empty, scripts/lib/browser-code.ts) and its own `manifest-*.js`; no page runs the router in the
// browser (docs/decisions/0032), and neither has an option to leave them out. What ships of
// `assets/` is what the pages load, by the account of Vite's manifests of the two builds
// (scripts/lib/shipped-assets.ts); the client's then leaves the served folder.
const viteManifestFile = join(clientDir, ".vite", "manifest.json");
const serverManifestFile = join(buildDir, "server", ".vite", "manifest.json");
const readManifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Manifest;
const manifests = { client: readManifest(viteManifestFile), server: readManifest(serverManifestFile) };
const builtPages = walkFiles(clientDir).filter((file) => file.endsWith(".html"));
const shipped = shippedFiles(
  manifests,
  builtPages.map((page) => readFileSync(page, "utf8")),
);
const builtAssets = walkFiles(join(clientDir, "assets")).map((file) => relative(clientDir, file).split(sep).join("/"));
const absent = [...shipped].filter((file) => !builtAssets.includes(file));
if (absent.length > 0) throw new Error(`The pages load files the build did not write: ${absent.join(", ")}`);
const routerData = walkFiles(clientDir).filter((file) => file.endsWith(".data"));
const unshipped = builtAssets.filter((file) => !shipped.has(file)).map((file) => join(clientDir, file));
for (const file of [...routerData, ...unshipped]) rmSync(file);
renameSync(viteManifestFile, clientManifestFile);
rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
// The server build's own, read for the stylesheet, which the server build writes.
rmSync(join(buildDir, "server", ".vite"), { recursive: true, force: true });

// Each calculator's page, cut where a result changes it: the server renders a result address into it
// (server/result-pages/, docs/decisions/0039). Cut before compression, from the file the server serves.
const templates: ResultTemplates = Object.fromEntries(
  resultPages.map((page) => {
    const file = join(clientDir, page.path, "index.html");
    return [page.path, cutResultTemplate(readFileSync(file, "utf8"), page.name, relative(process.cwd(), file))];
  }),
);
writeFileSync(resultTemplatesFile, JSON.stringify(templates));

const files = walkFiles(clientDir).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
const pages = files.filter((f) => f.endsWith(".html") && !relative(clientDir, f).startsWith("__"));

// Canonical pages only: not the not-found templates.
const urls = pages
  .map((page) => `/${relative(clientDir, page).split(sep).join("/")}`.replace(/\/?index\.html$/, "") || "/")
  .filter((path) => !NOT_FOUND_PATHS.has(path))
  .sort();
// An article's lastmod is its latest update (or its publication date): what a crawler should re-read.
const lastmod = new Map(
  loadContentTree().articles.map((a) => [href("/publications/:id", { id: String(a.data.id) }), articleModified(a.data)]),
);
// A page in both languages lists both, and x-default (the English page), as its head does. A page
// whose counterpart depends on the content (an article with a Hindi summary, a later page of the
// Hindi library) has one when both were built.
const built = new Set(urls);
function pairOf(path: string): { en: string; hi: string } | null {
  const pair = counterparts(path);
  if (pair) return pair;
  const en = englishPathOf(path);
  const hi = hindiPathOf(en);
  return built.has(en) && built.has(hi) ? { en, hi } : null;
}
function alternates(path: string): string {
  const pair = pairOf(path);
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
// The server answers absolute-form requests for the site's own host (SITE_HOSTS, server/config.ts) and ships without app/.
writeFileSync(siteFile, `${JSON.stringify({ url: site.url })}\n`);
writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.url).toString()}\n`);

const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".vcf", ".rss", ".atom"]);
let compressed = 0;
for (const file of [...files, join(clientDir, "sitemap.xml"), join(clientDir, "robots.txt")]) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  // A compressed twin is the same representation: it keeps its file's date, which nginx sends as
  // Last-Modified when it serves the twin and the Node server sends for every encoding.
  const { atime, mtime } = statSync(file);
  for (const twin of [`${file}.br`, `${file}.gz`]) utimesSync(twin, atime, mtime);
  compressed++;
}

console.log(
  `postbuild: ${routerData.length} .data files and ${unshipped.length} of ${builtAssets.length} assets removed (${shipped.size} kept: what the pages load), ${pages.length} pages, ${urls.length} URLs in the sitemap, ${compressed} files precompressed, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Each file's headers for a CDN or nginx, read from the server itself (README, "On a CDN").
const server = await buildApp({ site: loadStaticSite(clientDir), rateLimitPerMinute: null });
const servedPaths = loadStaticSite(clientDir).paths();
const rules = groupRules(await headersOfEveryFile(server, servedPaths));
await server.close();
writeFileSync(join(clientDir, "_headers"), toHeadersFile(rules));
// Every JSON Feed (the site's and each topic's) is JSON with its own media type, which nginx cannot tell from ".json".
const jsonFeeds = new Map(servedPaths.filter((path) => path.endsWith("/feed.json")).map((path) => [path, "application/feed+json"]));
writeFileSync(nginxHeadersFile, toNginxInclude(rules, siteDynamicRoutes, jsonFeeds));
// An example of the whole site in nginx, with Node on port 3000 (README, "On nginx").
writeFileSync(
  join(buildDir, "nginx-site.conf"),
  nginxSiteConfig({ listen: "80", root: resolve(clientDir), include: resolve(nginxHeadersFile), servers: ["127.0.0.1:3000"] }),
);
console.log(`postbuild: ${rules.length} header rules in build/client/_headers and build/nginx-headers.conf`);
