import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { type InlineConfig, type Plugin, type PluginOption, build } from "vite";

/**
 * The browser's code, built by Vite for the browser (docs/decisions/0034): the app names a browser
 * entry by importing it with a query, and gets a string.
 *
 * - `import url from "./x.ts?browser-module"`: the address of the entry bundled as an ES module,
 *   minified, content-hashed under /assets/ (so served `immutable`), with what it imports.
 * - `import text from "./x.ts?inline-script"`: the entry bundled as one minified classic script,
 *   for a page to carry inline. Its text is the same on every page; the build records it
 *   (`inlineScriptsFile`) so that the server's CSP allows exactly that text by its hash.
 *
 * Every entry is listed here, in vite.config.ts, so the browser's entry points are in one place;
 * importing another file with either query fails the build with that list. While developing, a
 * module's address is its source, which Vite serves as a module; an inline script is built the
 * same way as in the build.
 */
export type BrowserCodeOptions = {
  /** Entries bundled as ES modules, relative to the project's root. */
  modules: readonly string[];
  /** Entries bundled as inline scripts. */
  inlineScripts: readonly string[];
  /** Plugins of the browser's build (not the app's: the browser's code needs no React Router). */
  plugins?: () => PluginOption[];
  /** Where the build records the inline scripts' text for the server. */
  inlineScriptsFile: string;
};

const MODULE_QUERY = "?browser-module";
const INLINE_QUERY = "?inline-script";

/** One output file of the browser's build, as the client build writes it under build/client/. */
type BrowserFile = { fileName: string; source: string | Uint8Array };
type BrowserBuild = { files: BrowserFile[]; urls: Map<string, string> };

export function browserCode(options: BrowserCodeOptions): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  // Resolved against the project's root once Vite has it.
  let modules = new Set<string>();
  let inlineScripts = new Set<string>();
  const inlineTexts = new Map<string, Promise<string>>();
  let modulesBuild: Promise<BrowserBuild> | undefined;

  const shared = (): InlineConfig => ({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    resolve: { tsconfigPaths: true },
    plugins: options.plugins?.() ?? [],
    // The search's worker is a module too, built with the same plugins.
    worker: { format: "es", plugins: () => options.plugins?.() ?? [] },
  });

  // One build per module: a module carries what it imports, so the site's module is one request
  // with no chunk of an island's behind it, and an island's chunks are its own.
  const buildModule = async (entry: string): Promise<BrowserFile[] & { url?: string }> => {
    const result = await build({
      ...shared(),
      build: {
        write: false,
        minify: true,
        assetsInlineLimit: 0,
        // The islands import their renderer and component themselves, in tasks of their own (app/lib/hydrate-island.ts).
        modulePreload: false,
        copyPublicDir: false,
        rollupOptions: { input: { [entryName(entry)]: entry }, preserveEntrySignatures: "strict" },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
    const files: BrowserFile[] & { url?: string } = [];
    for (const file of outputs) {
      files.push({ fileName: file.fileName, source: file.type === "chunk" ? file.code : file.source });
      if (file.type === "chunk" && file.isEntry) files.url = `/${file.fileName}`;
    }
    return files;
  };

  const buildModules = async (): Promise<BrowserBuild> => {
    const urls = new Map<string, string>();
    const files = new Map<string, BrowserFile>();
    for (const entry of modules) {
      const built = await buildModule(entry);
      if (built.url) urls.set(entry, built.url);
      // Two islands may share a chunk of the same text, and so of the same name: it is written once.
      for (const file of built) files.set(file.fileName, file);
    }
    return { files: [...files.values()], urls };
  };

  const buildInline = async (entry: string): Promise<string> => {
    const result = await build({
      ...shared(),
      build: {
        write: false,
        minify: true,
        copyPublicDir: false,
        rollupOptions: { input: entry, output: { format: "iife" } },
      },
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

  const unlisted = (file: string, query: string, listed: Set<string>) =>
    new Error(
      `${relative(root, file)}${query} is not a browser entry. vite.config.ts lists them: ${[...listed].map((f) => relative(root, f)).join(", ")}`,
    );

  return {
    name: "browser-code",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      command = config.command;
      modules = new Set(options.modules.map((entry) => resolve(root, entry)));
      inlineScripts = new Set(options.inlineScripts.map((entry) => resolve(root, entry)));
    },
    async resolveId(source, importer) {
      const query = source.endsWith(MODULE_QUERY) ? MODULE_QUERY : source.endsWith(INLINE_QUERY) ? INLINE_QUERY : null;
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) return null;
      return `\0${resolved.id}${query}`;
    },
    async load(id) {
      if (!id.startsWith("\0")) return null;
      const path = id.slice(1);
      if (path.endsWith(MODULE_QUERY)) {
        const file = path.slice(0, -MODULE_QUERY.length);
        if (!modules.has(file)) throw unlisted(file, MODULE_QUERY, modules);
        if (command === "serve") return `export default ${JSON.stringify(`/${relative(root, file)}`)};`;
        modulesBuild ??= buildModules();
        const url = (await modulesBuild).urls.get(file);
        if (!url) throw new Error(`The browser's build made no module for ${relative(root, file)}`);
        return `export default ${JSON.stringify(url)};`;
      }
      if (path.endsWith(INLINE_QUERY)) {
        const file = path.slice(0, -INLINE_QUERY.length);
        if (!inlineScripts.has(file)) throw unlisted(file, INLINE_QUERY, inlineScripts);
        if (command === "serve") this.addWatchFile(file);
        return `export default ${JSON.stringify(await inlineText(file))};`;
      }
      return null;
    },
    // The client's build writes the browser's files beside its own, under build/client/assets/,
    // whether or not a client module imported them, and records the inline scripts' text.
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      modulesBuild ??= buildModules();
      for (const file of (await modulesBuild).files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      const texts = await Promise.all([...inlineScripts].map(async (entry) => [relative(root, entry), await inlineText(entry)] as const));
      mkdirSync(dirname(options.inlineScriptsFile), { recursive: true });
      writeFileSync(options.inlineScriptsFile, `${JSON.stringify(Object.fromEntries(texts), null, 2)}\n`);
    },
  };
}

/** The output's name for an entry: its file name without the extension (site.ts → site-<hash>.js). */
function entryName(entry: string): string {
  return (entry.split("/").pop() ?? entry).replace(/\.[cm]?[jt]sx?$/, "");
}
