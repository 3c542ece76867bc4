import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_PATH } from "./site-paths.ts";
import { sendStaticFile } from "./static-routes.ts";
import type { StaticFile } from "./static-site.ts";
import { walkFiles } from "./walk-files.ts";

/**
 * The policy of /admin/ and nothing else (docs/decisions/0026). Each source is there because the
 * editor (Sveltia CMS, or Decap CMS on the same configuration) needs it:
 * - script-src 'self' and the hash of the page's import map: the editor's bundle, its chunks, our
 *   hooks and Immutable.js are all files of this server; no CDN, no eval.
 * - font-src 'self': the editor's three fonts are copied from fontsource's packages to /admin/fonts/
 *   at build (scripts/build-admin.ts); nothing is asked of a font CDN.
 * - style-src 'unsafe-inline': the editor's components insert their own <style> elements and style attributes.
 * - connect-src https://api.github.com: the GitHub backend reads and writes the repository through
 *   GitHub's REST and GraphQL APIs (both on that host); 'self' for the configuration file; blob:
 *   because the editor reads a picture being uploaded back through fetch() of its blob: address
 *   (made by this page, from the file the user chose) to name, hash and store it. Without it every
 *   upload fails.
 * - img-src/media-src blob: data: the editor shows pictures it has fetched or that are being
 *   uploaded as blob: addresses; https://avatars.githubusercontent.com is the signed-in user's picture.
 * - worker-src blob: the editor runs its search and file hashing in workers it makes from blobs.
 * Everything else stays shut: no frames of others, no plugins, no base, no framing of the editor.
 */
export function adminCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' blob: https://api.github.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const types: ReadonlyMap<string, string> = new Map([
  [".html", "text/html; charset=utf-8"],
  [".js", "text/javascript; charset=utf-8"],
  [".yml", "text/yaml; charset=utf-8"],
  [".woff2", "font/woff2"],
]);

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The hashes of the inline scripts of the editor's page (its import map). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc\s*=/i.test(m[1] ?? ""))
    .map((m) => sha256(m[2] ?? ""));
}

/** Reads build/admin/ into memory, as the site's own files are (server/static-site.ts). */
export function loadAdminFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walkFiles(dir)) {
    const ext = extname(full);
    if (ext === ".br" || ext === ".gz") continue;
    const body = readFileSync(full);
    const read = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
    const rel = relative(dir, full).split(sep).join("/");
    // The site's addresses have no trailing slash (/admin/ redirects to /admin, as /team/ does).
    files.set(rel === "index.html" ? ADMIN_PATH : `${ADMIN_PATH}/${rel}`, {
      body,
      br: read(".br"),
      gzip: read(".gz"),
      type: types.get(ext) ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      lastModified: statSync(full).mtime.toUTCString(),
      // Not fingerprinted: a new editor version must reach the firm on its next visit.
      cacheControl: "no-cache",
      csp: ext === ".html" ? adminCsp(inlineScriptHashes(body.toString("utf8"))) : undefined,
    });
  }
  return files;
}

/**
 * /admin: the browser editor's page, and its files under /admin/, from build/admin/ (scripts/build-admin.ts). Outside
 * React Router and the prerendered site, so no visitor's page carries any of it.
 */
export async function registerAdminEditor(app: FastifyInstance, options: { dir: string }) {
  const index = join(options.dir, "index.html");
  if (!existsSync(index)) return false;
  const files = loadAdminFiles(options.dir);
  await app.register(async (admin) => {
    // The sign-in window goes to github.com and back; a same-origin opener policy would cut it off
    // from this page, so the editor keeps its popups (and only the editor).
    admin.addHook("onSend", (_request, reply, payload, done) => {
      reply.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
      reply.header("X-Robots-Tag", "noindex, nofollow");
      done(null, payload);
    });
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0] ?? "";
      const file = files.get(path);
      if (!file) return reply.callNotFound();
      return sendStaticFile(request, reply, file, 200);
    };
    admin.get(ADMIN_PATH, serve);
    admin.get(`${ADMIN_PATH}/*`, serve);
  });
  return true;
}
