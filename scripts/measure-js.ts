/**
 * `npm run size` (and the "size" gate of `npm run test:all`): the script each prerendered page
 * runs, gzip-compressed, against its budget (`budgetsKb`, DESIGN's bars): a content page at most
 * 15 KB, a calculator at most 120 KB up to and including its first answer.
 *
 * A page is counted by what it loads, not by what it is meant to be: the module scripts it names
 * (`<script type="module" src>`, `modulepreload` links), everything those import statically, other
 * `<script src>` files, and the text of its executable inline scripts (data blocks such as JSON-LD
 * are not run and not counted); and the bundle of each island on it (`data-island`,
 * app/lib/island.tsx) with every module it can import, statically or dynamically: React, the component, the contract a submit loads, a Hindi page's
 * wording of the answers, the toasts. So a calculator is counted with all it loads up to its first
 * answer in either language (an English page is counted with the Hindi wording it never loads),
 * but for the texts every page of a calculator shares in one language: a page counts its own
 * language's module of them, never the other's, which it cannot load.
 * A page that loads React is interactive, with the larger budget, only if it is a calculator's (a
 * page with a result query, in either language). Any other page that loads React fails, so a
 * content page, or sign-in, cannot quietly start hydrating again.
 *
 * The pages are read with an HTML parser and what a file imports from Vite's manifest of the
 * client build (scripts/lib/shipped-assets.ts), the same account postbuild ships by.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { hindiPathOf, sitePages } from "../core/routing/site-pages.ts";
import type { Manifest } from "vite";
import { clientDir, clientManifestFile } from "../server/build-paths.ts";
import { walkFiles } from "../server/walk-files.ts";
import { builtFileOf, manifestClosure, pageLoads } from "./lib/shipped-assets.ts";

/**
 * DESIGN's bars, and the gate: 15 KB for a content page and 120 KB for an interactive one. A
 * calculator is an island with no router in the browser (docs/decisions/0032), on React
 * (docs/decisions/0034).
 */
const budgetsKb = { content: 15, interactive: 120 };
type Kind = keyof typeof budgetsKb;

/**
 * The pages allowed React, in both languages: every page of the route modules of the calculators
 * (the pages with a result query). The publications' search box (a behaviour and a worker,
 * app/features/publication-search/) and sign-in (a behaviour, app/features/sign-in/) load no framework.
 */
const hydratingModules = new Set(sitePages.filter((page) => page.resultQuery).map((page) => page.module));
const mayHydratePaths = sitePages
  .filter((page) => hydratingModules.has(page.module))
  .flatMap((page) => [page.path, hindiPathOf(page.path)])
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`));
const mayHydrate = (path: string) => mayHydratePaths.some((pattern) => pattern.test(path));

/** React's element marker: in whichever chunk the bundler put React, and only where React is. */
const reactMarker = /react\.(?:transitional\.)?element/;

const gzipKb = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024;
const assetText = new Map<string, string>();
function readAsset(asset: string): string {
  let text = assetText.get(asset);
  if (text === undefined) {
    text = readFileSync(join(clientDir, asset), "utf8");
    assetText.set(asset, text);
  }
  return text;
}
const assetKb = new Map<string, number>();
function gzipAssetKb(asset: string): number {
  let kb = assetKb.get(asset);
  if (kb === undefined) {
    kb = gzipKb(readAsset(asset));
    assetKb.set(asset, kb);
  }
  return kb;
}

const manifest = JSON.parse(readFileSync(clientManifestFile, "utf8")) as Manifest;

/**
 * The calculators' texts of each language (`virtual:calculator-texts/<calculator>-<language>`,
 * scripts/lib/compile-content.ts), by the module the manifest says each chunk was made from: an
 * island loads its own language's (its module's `shared`), never the other's.
 */
const textsLanguage = new Map(
  Object.values(manifest).flatMap((chunk) => {
    const language = /^virtual:calculator-texts\/.+-(en|hi)$/.exec(chunk.src ?? "")?.[1];
    return language ? [[chunk.file, language] as const] : [];
  }),
);

/** The scripts of the build that `addresses` load: with `dynamic`, every one they can import, at once or on use, but another language's texts. */
function scriptClosure(addresses: string[], dynamic: boolean, language: string): string[] {
  const files = addresses.map((address) => builtFileOf(address) ?? address);
  return [...manifestClosure(manifest, files, { dynamicImports: dynamic, files: false })].filter(
    (file) => file.endsWith(".js") && (textsLanguage.get(file) ?? language) === language,
  );
}

/** What one page in `language` loads before it is interactive. */
function scriptsOf(html: string, language: string): { assets: Set<string>; inline: string } {
  const { modules, scripts, islands, inline } = pageLoads(html);
  return {
    assets: new Set([...scriptClosure([...modules, ...scripts], false, language), ...scriptClosure(islands, true, language)]),
    inline: inline.join("\n"),
  };
}

type Row = {
  path: string;
  kind: Kind;
  loadsReact: boolean;
  assets: string[];
  moduleKb: number;
  inlineKb: number;
  kb: number;
  budget: number;
};

const rows: Row[] = walkFiles(clientDir)
  .filter((f) => f.endsWith("index.html") && !relative(clientDir, f).startsWith("__"))
  .map((file) => {
    const path = `/${relative(clientDir, file)}`.replace(/\/?index\.html$/, "") || "/";
    const { assets, inline } = scriptsOf(readFileSync(file, "utf8"), path === "/hi" || path.startsWith("/hi/") ? "hi" : "en");
    const loadsReact = [...assets].some((asset) => reactMarker.test(readAsset(asset)));
    const kind: Kind = loadsReact && mayHydrate(path) ? "interactive" : "content";
    const moduleKb = [...assets].reduce((sum, asset) => sum + gzipAssetKb(asset), 0);
    const inlineKb = inline ? gzipKb(inline) : 0;
    return { path, kind, loadsReact, assets: [...assets].sort(), moduleKb, inlineKb, kb: moduleKb + inlineKb, budget: budgetsKb[kind] };
  })
  .sort((a, b) => b.kb - a.kb);

// Pages that load the same files differ only in their inline scripts: one line per such group.
type Group = { kind: Kind; pages: Row[]; files: number; moduleKb: number };
const groups = new Map<string, Group>();
for (const row of rows) {
  const key = `${row.kind} ${row.assets.join(" ")}`;
  const group = groups.get(key) ?? { kind: row.kind, pages: [], files: row.assets.length, moduleKb: row.moduleKb };
  group.pages.push(row);
  groups.set(key, group);
}

const kb = (x: number) => x.toFixed(1);
const SHOWN_PER_KIND = 5;
console.log(
  "Script per page (gzip, level 9): modules with their static imports, each island with all it can import, plus executable inline scripts.",
);
console.log("Pages loading the same files are one line; the inline figure and the total are the group's largest.\n");
console.log(
  [
    "kind".padEnd(12),
    "pages".padStart(5),
    "files".padStart(5),
    "modules".padStart(8),
    "inline".padStart(7),
    "KB".padStart(7),
    "budget".padStart(6),
    "  largest page",
  ].join(" "),
);
for (const kind of Object.keys(budgetsKb) as Kind[]) {
  const ofKind = [...groups.values()].filter((g) => g.kind === kind);
  for (const group of ofKind.slice(0, SHOWN_PER_KIND)) {
    const largest = group.pages[0];
    if (!largest) continue;
    console.log(
      [
        kind.padEnd(12),
        String(group.pages.length).padStart(5),
        String(group.files).padStart(5),
        kb(group.moduleKb).padStart(8),
        kb(Math.max(...group.pages.map((p) => p.inlineKb))).padStart(7),
        kb(largest.kb).padStart(7),
        String(budgetsKb[kind]).padStart(6),
        ` ${largest.kb <= budgetsKb[kind] ? "ok  " : "OVER"} ${largest.path}${group.pages.length > 1 ? ` and ${group.pages.length - 1} more` : ""}`,
      ].join(" "),
    );
  }
  if (ofKind.length > SHOWN_PER_KIND) console.log(`${kind.padEnd(12)} ... ${ofKind.length - SHOWN_PER_KIND} more group(s), each smaller`);
}

console.log("");
for (const kind of Object.keys(budgetsKb) as Kind[]) {
  const ofKind = rows.filter((r) => r.kind === kind);
  const over = ofKind.filter((r) => r.kb > r.budget).length;
  console.log(
    `${kind}: ${ofKind.length} pages, largest ${kb(ofKind[0]?.kb ?? 0)} KB, budget ${budgetsKb[kind]} KB, ${over === 0 ? "all within" : `${over} over`}`,
  );
}

/** A list of pages, several to a line, so a long one stays readable. */
function printPages(items: string[]) {
  let line = " ";
  for (const item of items) {
    if (line.length + item.length > 138) {
      console.log(line);
      line = " ";
    }
    line += ` ${item}`;
  }
  if (line.trim()) console.log(line);
}

const strayReact = rows.filter((r) => r.loadsReact && r.kind === "content");
if (strayReact.length > 0) {
  console.log(`\n${strayReact.length} page(s) load React but are not among the pages that need it (the calculators):`);
  printPages(strayReact.map((r) => r.path));
}
const over = rows.filter((r) => r.kb > r.budget);
if (over.length > 0) {
  console.log(`\n${over.length} page(s) over budget (KB):`);
  printPages(over.map((r) => `${r.path} ${kb(r.kb)}`));
}
console.log(
  over.length === 0 && strayReact.length === 0
    ? `\nAll ${rows.length} pages within budget.`
    : `\n${over.length} of ${rows.length} page(s) over budget; ${strayReact.length} load React without needing it.`,
);
process.exitCode = over.length === 0 && strayReact.length === 0 ? 0 : 1;
