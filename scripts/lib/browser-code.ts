import { globSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { type Plugin, build } from "vite";

/**
 * The browser's code, built by Vite in the app's own client build (docs/decisions/0042): the
 * client build that React Router runs, with the app's plugins, bundles every browser entry, so
 * that the entries share their chunks (React once for every island) and Vite's manifest accounts
 * for every file (scripts/lib/shipped-assets.ts decides from it what ships). React Router's own
 * client entries, which no page loads, are built empty (`emptyOtherEntries`). The app names an
 * entry by importing it with a query, and gets a string:
 *
 * - `import url, { preloads } from "./x.ts?browser-module"`: the address of the entry, an ES
 *   module, minified, content-hashed under /assets/ (so served `immutable`), holding its whole
 *   static graph; and the chunks it still imports, should it import any, for the page to preload.
 * - `import text from "./x.ts?inline-script"`: the entry bundled as one minified classic script,
 *   for a page to carry inline. Its text is the same on every page; the build records it
 *   (`inlineScriptsFile`) so that the server's CSP allows exactly that text by its hash. It is the
 *   one entry built on its own (`buildInline`): a build's chunks are all of one format, and a
 *   classic script that runs before the first paint cannot be an ES module's chunk.
 * - `import islands from "virtual:islands"`: every island (app/lib/island.tsx), found by its file
 *   name (`islands`, a pattern): its component (the module's default export), its element's id
 *   (the file's name before `.island.`) and its bundle's address. The bundle is made here, not
 *   written: it hydrates that component into that element (`islandRuntime`'s `hydrateIsland`).
 *
 * Module entries are listed in vite.config.ts; importing another file with `?browser-module` fails
 * the build with that list. React Router builds the client before the server, so the server's
 * build (which prerenders the pages) takes each address from the client's: one plugin object
 * serves both environments (React Router's builder shares plugins). While developing, an address
 * is the entry's source, which Vite serves as a module.
 */
export type BrowserCodeOptions = {
  /** Entries bundled as ES modules, relative to the project's root. */
  modules: readonly string[];
  /** Entries bundled as inline scripts. */
  inlineScripts: readonly string[];
  /** The islands' modules, a glob relative to the project's root: each default-exports an island's component. */
  islands: string;
  /** The module whose `hydrateIsland(id, load)` an island's bundle calls. */
  islandRuntime: string;
  /** Where the build records the inline scripts' text for the server. */
  inlineScriptsFile: string;
  /**
   * The client build's other entries (React Router's client entry and route modules, which no page
   * loads: no page renders `<Scripts />`, docs/decisions/0032) are built empty, so that the
   * browser's entries share chunks with nothing the browser never runs.
   */
  emptyOtherEntries?: boolean;
};

const MODULE_QUERY = "?browser-module";
const INLINE_QUERY = "?inline-script";
/** An island's bundle: made by this plugin from the island's module (`<module>?island-entry`). */
const ISLAND_QUERY = "?island-entry";
const ISLANDS_ID = "virtual:islands";
const RESOLVED_ISLANDS_ID = `\0${ISLANDS_ID}`;

/** An island's element id: its module's file name before `.island.` (court-fee-calculator.island.tsx → court-fee-calculator). */
export function islandId(file: string): string {
  return basename(file).replace(/\.island\.[cm]?[jt]sx?$/, "");
}

/** The islands' modules, found by `pattern` under `root`, as absolute paths in a stable order. */
export function islandModules(root: string, pattern: string): string[] {
  return globSync(pattern, { cwd: root })
    .map((file) => resolve(root, file))
    .sort();
}

export function browserCode(options: BrowserCodeOptions): Plugin {
  let root = process.cwd();
  let base = "/";
  let command: "build" | "serve" = "build";
  let modules = new Set<string>();
  let inlineScripts = new Set<string>();
  let islands: string[] = [];
  /** Each entry's address once the client build has named its files; the server's build reads them. */
  const addresses = new Map<string, string>();
  /** The client build's entries that are not the browser's, as resolved ids (emptyOtherEntries). */
  const otherEntries = new Set<string>();
  /** The addresses of the chunks each module entry imports at once (and they in turn), which a page preloads beside it. */
  const preloads = new Map<string, string[]>();
  /** Each module entry's static graph in the chunking pass under way: the modules its one file holds. */
  let moduleGraphs: Map<string, Set<string>> | null = null;
  const inlineTexts = new Map<string, Promise<string>>();

  const buildInline = async (entry: string): Promise<string> => {
    const result = await build({
      configFile: false,
      root,
      logLevel: "warn",
      mode: "production",
      resolve: { tsconfigPaths: true },
      build: { write: false, minify: true, copyPublicDir: false, rollupOptions: { input: entry, output: { format: "iife" } } },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
    const chunks = outputs.filter((file) => file.type === "chunk");
    if (chunks.length !== 1 || outputs.length !== 1) {
      throw new Error(
        `${relative(root, entry)} must bundle into one script with no imports left or assets: it made ${outputs.length} files`,
      );
    }
    return (chunks[0]?.type === "chunk" ? chunks[0].code : "").trim();
  };

  // Built once per build, so the page and the record hold the same text; while developing, on every load.
  const inlineText = (entry: string): Promise<string> => {
    let text = inlineTexts.get(entry);
    if (!text || command === "serve") {
      text = buildInline(entry);
      inlineTexts.set(entry, text);
    }
    return text;
  };

  /**
   * An entry's address, as the pages write it. While developing, its source's. In a build, the
   * file the client build wrote, which the server build (it renders the pages) takes from it; the
   * client build bundles the browser's code, not the pages.
   */
  const addressOf = (entry: string, environment: string): string => {
    const file = entry.endsWith(ISLAND_QUERY) ? entry.slice(0, -ISLAND_QUERY.length) : entry;
    if (command === "serve") return `/${relative(root, file)}${entry.endsWith(ISLAND_QUERY) ? ISLAND_QUERY : ""}`;
    if (environment === "client") {
      throw new Error(
        `${relative(root, file)}: a browser entry's address is for the pages, which the server build renders, not for the client build`,
      );
    }
    const address = addresses.get(entry);
    if (!address) throw new Error(`The client build made no file for ${relative(root, file)}: it runs before the ${environment} build`);
    return address;
  };

  const unlisted = (file: string, query: string, listed: Set<string>) =>
    new Error(
      `${relative(root, file)}${query} is not a browser entry. vite.config.ts lists them: ${[...listed].map((f) => relative(root, f)).join(", ")}`,
    );

  return {
    name: "browser-code",
    enforce: "pre",
    // Each module entry is one file, which a page loads with no other: an input of the client build
    // whose whole static graph is its chunk. A module an island shares with it (the islands'
    // markers, the dates' format) is then in that file, which every page has loaded and run before it
    // starts an island (app/browser/island-loader.ts), so an island's chunk imports it from there at
    // no cost. Should a module entry still import a chunk, the page preloads it (`preloads`).
    config(config) {
      root = resolve(config.root ?? process.cwd());
    },
    configEnvironment(name, _, env) {
      if (name !== "client" || env.command !== "build") return;
      const entries = options.modules.map((entry) => resolve(root, entry));
      return {
        build: {
          rollupOptions: {
            input: entries,
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: "browser modules",
                    name: (id: string, chunking: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => {
                      const moduleInfo = (module: string) => chunking.getModuleInfo(module);
                      moduleGraphs ??= new Map(entries.map((entry) => [entry, staticGraph(entry, moduleInfo)]));
                      for (const [entry, graph] of moduleGraphs) if (graph.has(id)) return entryName(entry);
                      return null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
      modules = new Set(options.modules.map((entry) => resolve(root, entry)));
      inlineScripts = new Set(options.inlineScripts.map((entry) => resolve(root, entry)));
      islands = islandModules(root, options.islands);
      const ids = islands.map(islandId);
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      if (twice.length > 0) throw new Error(`Two islands have the id ${twice.join(", ")}: an island's file name is its element's id`);
    },
    // The client build bundles every entry: the pages do not import them, they name them.
    async buildStart(inputOptions) {
      moduleGraphs = null;
      if (command !== "build" || this.environment.name !== "client") return;
      otherEntries.clear();
      if (options.emptyOtherEntries) {
        for (const input of Object.values(inputOptions.input).filter((input) => !modules.has(input))) {
          const resolved = await this.resolve(input);
          if (resolved) otherEntries.add(resolved.id);
        }
      }
      // The module entries are inputs of the build (configEnvironment); each island's bundle is made here.
      for (const file of islands) this.emitFile({ type: "chunk", id: `${file}${ISLAND_QUERY}`, name: `${islandId(file)}-island` });
    },
    transform: {
      // After every other plugin's transform (React Router's own turns a route into a re-export of its module).
      order: "post",
      handler(_, id) {
        if (this.environment.name !== "client" || !otherEntries.has(id)) return null;
        return { code: "export {};", map: null };
      },
    },
    async resolveId(source, importer) {
      if (source === ISLANDS_ID) return RESOLVED_ISLANDS_ID;
      if (source.endsWith(ISLAND_QUERY)) {
        const resolved = await this.resolve(source.slice(0, -ISLAND_QUERY.length), importer, { skipSelf: true });
        return resolved ? `${resolved.id}${ISLAND_QUERY}` : null;
      }
      const query = source.endsWith(MODULE_QUERY) ? MODULE_QUERY : source.endsWith(INLINE_QUERY) ? INLINE_QUERY : null;
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) return null;
      return `\0${resolved.id}${query}`;
    },
    async load(id) {
      const environment = this.environment.name;
      if (id === RESOLVED_ISLANDS_ID) {
        return [
          ...islands.map((file, i) => `import component${i} from ${JSON.stringify(file)};`),
          "export default [",
          ...islands.map(
            (file, i) =>
              `  { component: component${i}, id: ${JSON.stringify(islandId(file))}, bundle: ${JSON.stringify(addressOf(`${file}${ISLAND_QUERY}`, environment))} },`,
          ),
          "];",
        ].join("\n");
      }
      if (id.endsWith(ISLAND_QUERY)) {
        const file = id.slice(0, -ISLAND_QUERY.length);
        if (!islands.includes(file)) throw new Error(`${relative(root, file)} is not an island: none is found by ${options.islands}`);
        // The island's whole bundle: its component and what it needs are imported when it runs.
        return [
          `import { hydrateIsland } from ${JSON.stringify(resolve(root, options.islandRuntime))};`,
          `hydrateIsland(${JSON.stringify(islandId(file))}, () => import(${JSON.stringify(file)}));`,
        ].join("\n");
      }
      if (!id.startsWith("\0")) return null;
      const path = id.slice(1);
      if (path.endsWith(MODULE_QUERY)) {
        const file = path.slice(0, -MODULE_QUERY.length);
        if (!modules.has(file)) throw unlisted(file, MODULE_QUERY, modules);
        // What the module imports at once, should it import a chunk, for the page to fetch beside it
        // (`<link rel="modulepreload">`), not a round trip later.
        const imports = command === "build" ? (preloads.get(file) ?? []) : [];
        return `export default ${JSON.stringify(addressOf(file, environment))};\nexport const preloads = ${JSON.stringify(imports)};`;
      }
      if (path.endsWith(INLINE_QUERY)) {
        const file = path.slice(0, -INLINE_QUERY.length);
        if (!inlineScripts.has(file)) throw unlisted(file, INLINE_QUERY, inlineScripts);
        if (command === "serve") this.addWatchFile(file);
        return `export default ${JSON.stringify(await inlineText(file))};`;
      }
      return null;
    },
    // The client's build names its files: the server's build gives the pages those addresses. It
    // also records the inline scripts' text.
    async generateBundle(_, bundle) {
      if (command !== "build" || this.environment.name !== "client") return;
      const entryChunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" && file.isEntry && file.facadeModuleId ? [[file.facadeModuleId, file]] : [],
        ),
      );
      for (const entry of [...modules, ...islands.map((file) => `${file}${ISLAND_QUERY}`)]) {
        const chunk = entryChunks.get(entry);
        if (!chunk) throw new Error(`The client build made no file for ${relative(root, entry)}`);
        addresses.set(entry, `${base}${chunk.fileName}`);
        const imported = new Set<string>();
        const queue = [...chunk.imports];
        while (queue.length > 0) {
          const name = queue.pop() ?? "";
          if (imported.has(name)) continue;
          imported.add(name);
          const dependency = bundle[name];
          if (dependency?.type === "chunk") queue.push(...dependency.imports);
        }
        preloads.set(
          entry,
          [...imported].map((name) => `${base}${name}`),
        );
      }
      const texts = await Promise.all([...inlineScripts].map(async (entry) => [relative(root, entry), await inlineText(entry)] as const));
      mkdirSync(dirname(options.inlineScriptsFile), { recursive: true });
      writeFileSync(options.inlineScriptsFile, `${JSON.stringify(Object.fromEntries(texts), null, 2)}\n`);
    },
  };
}

/** The modules `entry` imports statically, and they in turn, with it. */
function staticGraph(entry: string, moduleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const graph = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop() ?? "";
    if (graph.has(id)) continue;
    graph.add(id);
    queue.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return graph;
}

/** The output's name for an entry: its file name without the extension (site.ts → site-<hash>.js). */
function entryName(entry: string): string {
  return basename(entry).replace(/\.[cm]?[jt]sx?$/, "");
}
