import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, extname, relative, sep } from "node:path";
import { type InlineScriptAllowList, builtInlineScripts, pageCspSources } from "./page-csp-sources.ts";
import { pageCsp } from "./security-headers.ts";
import { pathKind } from "./site-paths.ts";
import { walkFiles } from "./walk-files.ts";
import { NOT_FOUND_PATHS, notFoundPageFor } from "../core/routing/site-pages.ts";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /**
   * The file's modification time as an HTTP-date, for a file read from the build: nginx sends the
   * same for the same file, so If-Modified-Since and If-Unmodified-Since mean the same through either.
   */
  lastModified?: string;
  cacheControl: string;
  /** Only pages carry a policy of their own, built from the hashes of their inline scripts. */
  csp?: string;
};

const contentTypes: ReadonlyMap<string, string> = new Map([
  [".html", "text/html; charset=utf-8"],
  [".js", "text/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".json", "application/json; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".png", "image/png"],
  [".jpg", "image/jpeg"],
  [".webp", "image/webp"],
  [".avif", "image/avif"],
  [".ico", "image/x-icon"],
  [".pdf", "application/pdf"],
  [".xml", "application/xml; charset=utf-8"],
  [".txt", "text/plain; charset=utf-8"],
  [".vcf", "text/vcard; charset=utf-8"],
  [".webmanifest", "application/manifest+json"],
  [".rss", "application/rss+xml; charset=utf-8"],
  [".atom", "application/atom+xml; charset=utf-8"],
]);

/** Files whose type their extension does not tell: a JSON Feed (the site's, each topic's) is JSON with its own media type. */
const contentTypesByName: ReadonlyMap<string, string> = new Map([["feed.json", "application/feed+json; charset=utf-8"]]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const DAY = "public, max-age=86400, stale-while-revalidate=604800";

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite fingerprints everything under /assets/, so those files never change under their name.
  if (pathKind(urlPath) === "asset") return IMMUTABLE;
  if (ext === ".html" || ext === ".xml" || ext === ".txt" || ext === ".rss" || ext === ".atom" || basename(urlPath) === "feed.json")
    return REVALIDATE;
  return DAY;
}

/** "team/index.html" is served at "/team", "index.html" at "/", anything else at its own path. */
function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

export type StaticSite = {
  get(urlPath: string): StaticFile | undefined;
  /** Every URL the site serves with status 200, for the CDN header files. */
  paths(): string[];
  /** The not-found page for an unknown path: the team's and the publications' have their own. */
  notFoundPage(urlPath: string): StaticFile;
  size: number;
  /** The inline scripts its pages may carry (the build's record): a rendered page is held to the same. */
  inlineScripts: InlineScriptAllowList;
};

/** Files in the build that are instructions for a CDN or the prerender's leftovers, not pages. */
const isNotServed = (rel: string) => rel.startsWith("__") || rel === "_headers";

/**
 * Loads the prerendered site into memory once at start-up: the whole build is a few megabytes, and
 * serving from memory keeps every response a map lookup. Each page's CSP is built from the page
 * itself, so it cannot drift from the HTML it protects; a page with an inline script that is not
 * the site's own throws here and stops start-up.
 */
export function loadStaticSite(root: string, inlineScripts: InlineScriptAllowList = builtInlineScripts()): StaticSite {
  if (!existsSync(root)) throw new Error(`The site has not been built: ${root} is missing. Run npm run build.`);
  const files = new Map<string, StaticFile>();
  for (const full of walkFiles(root)) {
    const rel = relative(root, full);
    const ext = extname(full);
    if (ext === ".br" || ext === ".gz" || isNotServed(rel)) continue;
    const urlPath = urlPathOf(rel);
    const body = readFileSync(full);
    const read = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
    files.set(urlPath, {
      body,
      br: read(".br"),
      gzip: read(".gz"),
      type: contentTypesByName.get(basename(full)) ?? contentTypes.get(ext) ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      lastModified: statSync(full).mtime.toUTCString(),
      cacheControl: cacheControlFor(urlPath, ext),
      csp: ext === ".html" ? pageCsp(pageCspSources(body.toString("utf8"), rel.split(sep).join("/"), inlineScripts)) : undefined,
    });
  }
  const template = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`The build has no not-found page at ${path}`);
    return { ...file, cacheControl: REVALIDATE };
  };
  const templates = new Map([...NOT_FOUND_PATHS].map((path) => [path, template(path)]));
  return {
    size: files.size,
    inlineScripts,
    get: (urlPath) => (NOT_FOUND_PATHS.has(urlPath) ? undefined : files.get(urlPath)),
    paths: () => [...files.keys()].filter((path) => !NOT_FOUND_PATHS.has(path)).sort(),
    // The section's page for an unknown team or publication address, the Hindi one under /hi/.
    notFoundPage: (urlPath) => templates.get(notFoundPageFor(urlPath)) ?? template("/404"),
  };
}
