/**
 * `npm run size`: the JavaScript each prerendered page loads before it is interactive (the modules
 * its hydration script imports and everything they import statically), gzip-compressed, against
 * DESIGN's first-load budgets.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { clientDir } from "../server/build-paths.ts";
import { walkFiles } from "../server/walk-files.ts";

const budgetsKb = { content: 170, calculator: 210 };

const gzipSizes = new Map<string, number>();
function gzipKb(asset: string): number {
  let size = gzipSizes.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length / 1024;
    gzipSizes.set(asset, size);
  }
  return size;
}

function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.filter(Boolean);
  while (queue.length > 0) {
    const asset = queue.pop() ?? "";
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(join(clientDir, asset), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

const rows = walkFiles(clientDir)
  .filter((f) => f.endsWith("index.html") && !relative(clientDir, f).startsWith("__"))
  .map((file) => {
    const html = readFileSync(file, "utf8");
    // Every module the page names (the hydration script's imports), then what those import statically.
    const assets = staticClosure([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""));
    const path = `/${relative(clientDir, file)}`.replace(/\/?index\.html$/, "") || "/";
    const kind = /^(\/hi)?\/calculator\//.test(path) ? "calculator" : "content";
    const kb = [...assets].filter(Boolean).reduce((sum, asset) => sum + gzipKb(asset), 0);
    return { path, kind, files: assets.size, kb, budget: budgetsKb[kind] };
  })
  .sort((a, b) => b.kb - a.kb);

console.log("First-load JavaScript per page (gzip, level 9)");
console.log(["page".padEnd(44), "files".padStart(5), "KB".padStart(8), "budget".padStart(7), ""].join(" "));
for (const row of rows) {
  console.log(
    [
      row.path.padEnd(44),
      String(row.files).padStart(5),
      row.kb.toFixed(1).padStart(8),
      String(row.budget).padStart(7),
      row.kb <= row.budget ? "ok" : "OVER",
    ].join(" "),
  );
}
const over = rows.filter((r) => r.kb > r.budget);
console.log(over.length === 0 ? `All ${rows.length} pages within budget.` : `${over.length} page(s) over budget.`);
process.exitCode = over.length === 0 ? 0 : 1;
