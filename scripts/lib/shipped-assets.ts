/**
 * What of the build's `assets/` ships (docs/decisions/0042). React Router's client build writes,
 * beside the browser's entries (scripts/lib/browser-code.ts), a chunk for its own entry and each
 * route (built empty: no page loads them, no page renders `<Scripts />`, docs/decisions/0032) and
 * its `manifest-*.js`. So postbuild keeps what the pages load and removes the rest, by Vite's own
 * account of the builds, their manifests: a page names its module, its islands' bundles and its
 * stylesheet (read with an HTML parser), and the manifest says what each of those files imports,
 * at once or on use, and which files (the search's worker) it uses.
 */
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import type { Manifest, ManifestChunk } from "vite";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** What one built page loads, read from its HTML by an HTML parser (parse5). Addresses as written. */
export type PageLoads = {
  /** Module scripts (`<script type="module" src>`) and the modules the page preloads (`<link rel="modulepreload">`). */
  modules: string[];
  /** Classic scripts loaded by address. */
  scripts: string[];
  /** The text of each inline script that runs (not a data block: JSON, JSON-LD, speculation rules, an import map). */
  inline: string[];
  /** The islands' bundles (`data-island`, app/lib/island.tsx), which the site's module starts. */
  islands: string[];
  /** What else the page links by address: its stylesheets, icons and feeds. */
  links: string[];
};

/** Inline scripts of these types are data for a script or the browser, not run. */
const DATA_SCRIPT_TYPES = new Set(["application/json", "application/ld+json", "speculationrules", "importmap"]);

export function pageLoads(html: string): PageLoads {
  const loads: PageLoads = { modules: [], scripts: [], inline: [], islands: [], links: [] };
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attribute = (name: string) => child.attrs.find((a) => a.name === name)?.value;
      const island = attribute("data-island");
      if (island) loads.islands.push(island);
      if (child.tagName === "script") {
        const type = (attribute("type") ?? "").toLowerCase();
        const src = attribute("src");
        if (src) (type === "module" ? loads.modules : loads.scripts).push(src);
        else if (!DATA_SCRIPT_TYPES.has(type)) loads.inline.push(textOf(child));
      } else if (child.tagName === "link") {
        const href = attribute("href");
        if (href) (attribute("rel")?.toLowerCase() === "modulepreload" ? loads.modules : loads.links).push(href);
      }
      visit(child.tagName === "template" && "content" in child ? (child.content as ParentNode) : child);
    }
  };
  visit(parse(html));
  return loads;
}

function textOf(element: Element): string {
  return element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
}

/** How far `manifestClosure` follows a file's account. */
export type Follow = {
  /** What it imports on use (`import()`), not only at once. */
  dynamicImports: boolean;
  /** The stylesheets and other files (fonts, a worker) it uses. */
  files: boolean;
};

/**
 * The files (relative to the client folder, as the manifest names them: `assets/x.js`) that
 * `files` load by the manifest's account: what each imports, and with `follow` what it imports
 * on use and the files it uses. A file the manifest does not describe (a font, the worker) is
 * itself and nothing more.
 */
export function manifestClosure(manifest: Manifest, files: Iterable<string>, follow: Follow): Set<string> {
  const described = new Map<string, ManifestChunk[]>();
  for (const chunk of Object.values(manifest)) described.set(chunk.file, [...(described.get(chunk.file) ?? []), chunk]);
  const fileOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} but does not describe it`);
    return chunk.file;
  };
  const reached = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (reached.has(file)) continue;
    reached.add(file);
    for (const chunk of described.get(file) ?? []) {
      queue.push(...(chunk.imports ?? []).map(fileOf));
      if (follow.dynamicImports) queue.push(...(chunk.dynamicImports ?? []).map(fileOf));
      if (follow.files) queue.push(...(chunk.css ?? []), ...(chunk.assets ?? []));
    }
  }
  return reached;
}

/** The build's file an address names, relative to the client folder, or null for an address the build did not make (a page, a feed, a favicon). */
export function builtFileOf(address: string): string | null {
  const { pathname } = new URL(address, "http://site.invalid/");
  return pathname.startsWith("/assets/") ? decodeURIComponent(pathname.slice(1)) : null;
}

/**
 * Every file of `assets/` that ships, by the manifests of the two builds: what `pages` (their HTML)
 * load, at once or on use, by the client build's account (the browser's entries), and what the
 * server build wrote for the browser (the stylesheet the root links and the fonts it names), which
 * React Router moves into the client's `assets/` by the same account (its manifest's stylesheets
 * and assets).
 */
export function shippedFiles(manifests: { client: Manifest; server: Manifest }, pages: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const html of pages) {
    const { modules, scripts, islands, links } = pageLoads(html);
    for (const address of [...modules, ...scripts, ...islands, ...links]) {
      const file = builtFileOf(address);
      if (file) named.add(file);
    }
  }
  const forTheBrowser = Object.values(manifests.server).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  return new Set([...manifestClosure(manifests.client, named, { dynamicImports: true, files: true }), ...forTheBrowser]);
}
