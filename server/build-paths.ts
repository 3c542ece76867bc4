import { join, resolve } from "node:path";

/**
 * Where `npm run build` writes and `npm start` reads: BUILD_DIR (default build/), and the content
 * folder the build compiles, CONTENT_DIR (default content/). The build, the server, the scripts and
 * the tests all take them from here.
 */
export const buildDir = resolve(process.env.BUILD_DIR || "build");
export const contentDir = resolve(process.env.CONTENT_DIR || "content");

/** The prerendered pages and assets, served as files. */
export const clientDir = join(buildDir, "client");
/** React Router's server build: its request handler renders the result addresses. */
export const serverBuildFile = join(buildDir, "server", "index.js");
/** The exact text of each inline script the build wrote into the pages, which their CSP allows by hash (server/page-csp-sources.ts). */
export const inlineScriptsFile = join(buildDir, "inline-scripts.json");
/** Vite's manifest of the client build, moved out of the served folder by postbuild, which keeps what it says the pages load (scripts/lib/shipped-assets.ts); `npm run size` reads it too. */
export const clientManifestFile = join(buildDir, "client-manifest.json");
/** The site's canonical address (app/config/site.ts `url`), recorded by the build for the server, which ships without app/. */
export const siteFile = join(buildDir, "site.json");
/** Each calculator's prerendered page cut where a result changes it (server/result-pages/result-template.ts), written by postbuild. */
export const resultTemplatesFile = join(buildDir, "result-templates.json");
/** The nginx include of every file's headers. */
export const nginxHeadersFile = join(buildDir, "nginx-headers.conf");
/** The browser editor at /admin/ (scripts/build-admin.ts): served by the Node server only, never part of the site's files. */
export const adminDir = join(buildDir, "admin");
