/**
 * Which of the build's `assets/` files something served can reach: the client build of React
 * Router writes its entry, every route's module and their chunks, but no page loads them (no page
 * renders `<Scripts />`, docs/decisions/0032), so postbuild deletes what nothing reaches
 * (docs/decisions/0034).
 *
 * Reached are the files named by address (`/assets/name`) in any served text outside `assets/`
 * (a page, its inline scripts' options, the manifest), and, from there, the files a reached
 * script or stylesheet names: its imports and dynamic imports (`./name.js`, `assets/name.js` in
 * Vite's preload lists) and its `url(…)`s. The files are read as text, not parsed: an address in a
 * string counts, whether the page uses it in an attribute or a script passes it on.
 */
import { readFileSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import { walkFiles } from "../../server/walk-files.ts";

/** The files that can name an asset: pages, scripts, stylesheets and the like, never pictures or fonts. */
const TEXT = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".xml", ".svg", ".txt"]);

/** An asset named by its address, from anywhere. */
const BY_ADDRESS = /\/assets\/([\w.-]+\.\w+)/g;
/** An asset named by another, beside it: `"./name.js"`, `url(./name.woff2)`, or Vite's `"assets/name.js"`. */
const BESIDE = /["'`(]\.\/([\w.-]+\.\w+)|["'`]assets\/([\w.-]+\.\w+)/g;

export type AssetsReport = {
  /** The files of `assets/` (without their precompressed copies) that something reaches. */
  reached: string[];
  /** The files of `assets/` that nothing reaches. */
  unreached: string[];
  /** Names that something reached names but `assets/` does not have. */
  missing: string[];
};

/** The reach of the build in `clientDir` into its `assets/` folder (names relative to it). */
export function reachedAssets(clientDir: string): AssetsReport {
  const assetsDir = join(clientDir, "assets");
  const isCopy = (file: string) => file.endsWith(".br") || file.endsWith(".gz");
  const assets = new Set(
    walkFiles(assetsDir)
      .filter((file) => !isCopy(file))
      .map((file) => relative(assetsDir, file).split(sep).join("/")),
  );
  const served = walkFiles(clientDir).filter(
    (file) => !isCopy(file) && !relative(clientDir, file).startsWith(`assets${sep}`) && TEXT.has(extname(file)),
  );

  const reached = new Set<string>();
  const missing = new Set<string>();
  const queue: string[] = [];
  const reach = (name: string) => {
    if (reached.has(name) || missing.has(name)) return;
    if (!assets.has(name)) missing.add(name);
    else {
      reached.add(name);
      queue.push(name);
    }
  };
  for (const file of served) for (const [, name = ""] of readFileSync(file, "utf8").matchAll(BY_ADDRESS)) reach(name);
  while (queue.length > 0) {
    const name = queue.pop() ?? "";
    if (!TEXT.has(extname(name))) continue;
    const text = readFileSync(join(assetsDir, name), "utf8");
    for (const [, name = ""] of text.matchAll(BY_ADDRESS)) reach(name);
    for (const [, beside, listed] of text.matchAll(BESIDE)) reach(basename(beside ?? listed ?? ""));
  }
  return {
    reached: [...reached].sort(),
    unreached: [...assets].filter((name) => !reached.has(name)).sort(),
    missing: [...missing].sort(),
  };
}
