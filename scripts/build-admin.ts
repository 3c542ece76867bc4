/**
 * The browser editor at /admin/ (docs/decisions/0026), written to build/admin/ beside the site and
 * never into build/client/: no public page links to it, loads it or changes by it. It holds
 * Sveltia CMS's bundle copied from its npm package (pinned exactly in package.json), the one
 * library it imports at run time (Immutable.js, for the save hooks) served by us through an import
 * map instead of from unpkg.com, our hooks (app/admin/editor-hooks.ts, which bundle the content
 * schemas), the configuration and the page. Text files get brotli and gzip copies.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { site } from "../app/config/site.ts";
import { adminDir } from "../server/build-paths.ts";

const started = performance.now();
const require = createRequire(import.meta.url);
// The package exports only its module entry (npm/index.js); its folder holds dist/.
const sveltiaDir = dirname(dirname(require.resolve("@sveltia/cms")));
const sveltia = JSON.parse(readFileSync(join(sveltiaDir, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
};

rmSync(adminDir, { recursive: true, force: true });
mkdirSync(join(adminDir, "chunks"), { recursive: true });
writeFileSync(join(adminDir, "sveltia-cms.js"), withLocalFonts(readFileSync(join(sveltiaDir, "dist", "sveltia-cms.js"), "utf8")));
for (const chunk of readdirSync(join(sveltiaDir, "dist", "chunks")).filter((name) => name.endsWith(".js"))) {
  copyFileSync(join(sveltiaDir, "dist", "chunks", chunk), join(adminDir, "chunks", chunk));
}

/**
 * Sveltia's CSS loads its three fonts (Source Sans 3, Noto Mono and the Material Symbols icon font,
 * whose ligatures draw every button's icon) from the fontsource CDN on cdn.jsdelivr.net. The same
 * files come from fontsource's npm packages, pinned in package.json at the versions the CDN
 * addresses name; they are copied to build/admin/fonts/ and the addresses rewritten, so the editor
 * asks no other host for anything and its CSP allows fonts from 'self' only. A Sveltia upgrade that
 * names other versions or other fonts stops the build here rather than reach a CDN.
 */
function withLocalFonts(code: string): string {
  const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([0-9.]+)\/([a-z0-9-]+)\.woff2/g;
  mkdirSync(join(adminDir, "fonts"), { recursive: true });
  const rewritten = code.replace(cdnFont, (url, family: string, variable: string | undefined, version: string, file: string) => {
    const name = `@fontsource${variable ? "-variable" : ""}/${family}`;
    let dir: string;
    try {
      dir = dirname(require.resolve(`${name}/package.json`));
    } catch {
      throw new Error(`Sveltia CMS loads ${url}; install ${name}@${version} (pinned exactly) so the editor serves it itself.`);
    }
    const installed = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
    if (installed !== version) throw new Error(`Sveltia CMS loads ${url}, but ${name} is ${installed}: pin ${name}@${version}.`);
    const local = `${family}-${file}.woff2`;
    copyFileSync(join(dir, "files", local), join(adminDir, "fonts", local));
    return `/admin/fonts/${local}`;
  });
  if (/cdn\.jsdelivr\.net|fonts\.googleapis\.com|fonts\.gstatic\.com/.test(rewritten))
    throw new Error("Sveltia CMS names a font host this build does not rewrite; serve that font from build/admin/fonts/ too.");
  return rewritten;
}

// Sveltia imports Immutable.js from https://unpkg.com/immutable@<the version in its package.json>/
// when a save hook runs; the import map sends that address to our copy, so no CDN is used.
const immutableVersion = (sveltia.dependencies.immutable ?? "").replace(/^\D/, "");
const requireFromSveltia = createRequire(join(sveltiaDir, "package.json"));
const immutableDir = dirname(requireFromSveltia.resolve("immutable/package.json"));
mkdirSync(join(adminDir, "vendor", "immutable", "dist"), { recursive: true });
copyFileSync(join(immutableDir, "dist", "immutable.es.js"), join(adminDir, "vendor", "immutable", "dist", "immutable.es.js"));
const importMap = { imports: { [`https://unpkg.com/immutable@${immutableVersion}/`]: "/admin/vendor/immutable/" } };

await build({
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": resolve("app") } },
  build: {
    outDir: adminDir,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: resolve("app/admin/editor-hooks.ts"), formats: ["iife"], name: "editorHooks", fileName: () => "editor-hooks.js" },
  },
});

// The OAuth exchange is on this site's own origin (server/github-oauth.ts).
const config = readFileSync("app/admin/config.yml", "utf8").replace(/^( {2}base_url:) .*$/m, `$1 ${site.url}`);
writeFileSync(join(adminDir, "config.yml"), config);

// The scripts are in the body: Decap CMS mounts itself on document.body as its script runs, so
// either editor can take the other's place on this page.
writeFileSync(
  join(adminDir, "index.html"),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${site.name}</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
<script type="importmap">${JSON.stringify(importMap)}</script>
</head>
<body>
<script src="/admin/sveltia-cms.js?v=${sveltia.version}"></script>
<script src="/admin/editor-hooks.js"></script>
</body>
</html>
`,
);

for (const file of ["index.html", "config.yml", "sveltia-cms.js", "editor-hooks.js", "vendor/immutable/dist/immutable.es.js"]) {
  const body = readFileSync(join(adminDir, file));
  writeFileSync(join(adminDir, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(adminDir, `${file}.gz`), gzipSync(body, { level: 9 }));
}
console.log(`The editor (Sveltia CMS ${sveltia.version}) written to ${adminDir} in ${Math.round(performance.now() - started)} ms.`);
