import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { pageCspSources } from "./page-csp-sources.ts";
import { pageCsp } from "./security-headers.ts";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Only pages carry a policy of their own, built from the hashes of their inline scripts. */
  csp?: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".vcf": "text/vcard; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const DAY = "public, max-age=86400, stale-while-revalidate=604800";

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite fingerprints everything under /assets/, so those files never change under their name.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt") return REVALIDATE;
  return DAY;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
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
  /** The not-found page for an unknown path: the team and publication views hydrate under their own routes. */
  notFoundPage(urlPath: string): StaticFile;
  size: number;
};

export const notFoundTemplates = {
  team: "/team/not-found",
  publications: "/publications/not-found",
  hindi: "/hi/404",
  other: "/404",
} as const;

/** Files in the build that are instructions for a CDN or the prerender's leftovers, not pages. */
const isNotServed = (rel: string) => rel.startsWith("__") || rel === "_headers";

/**
 * Loads the prerendered site into memory once at start-up: the whole build is a few megabytes, and
 * serving from memory keeps every response a map lookup. Each page's CSP is built from the page
 * itself, so it cannot drift from the HTML it protects; a page with an inline script that is not
 * the site's own throws here and stops start-up.
 */
export function loadStaticSite(root: string): StaticSite {
  if (!existsSync(root)) throw new Error(`The site has not been built: ${root} is missing. Run npm run build.`);
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
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
      type: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlFor(urlPath, ext),
      csp: ext === ".html" ? pageCsp(pageCspSources(body.toString("utf8"), rel.split(sep).join("/"))) : undefined,
    });
  }
  const template = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`The build has no not-found page at ${path}`);
    return { ...file, cacheControl: REVALIDATE };
  };
  const templates = {
    team: template(notFoundTemplates.team),
    publications: template(notFoundTemplates.publications),
    hindi: template(notFoundTemplates.hindi),
    other: template(notFoundTemplates.other),
  };
  const templatePaths = new Set<string>(Object.values(notFoundTemplates).flatMap((p) => [p, `${p}.data`]));
  return {
    size: files.size,
    get: (urlPath) => (templatePaths.has(urlPath) ? undefined : files.get(urlPath)),
    paths: () => [...files.keys()].filter((path) => !templatePaths.has(path)).sort(),
    notFoundPage(urlPath) {
      if (/^\/team\/[^/]+$/.test(urlPath)) return templates.team;
      if (/^\/publications\/[^/]+$/.test(urlPath)) return templates.publications;
      // An unknown address under /hi/ gets the Hindi not-found page.
      if (/^\/hi\//.test(urlPath)) return templates.hindi;
      return templates.other;
    },
  };
}
