import { relative, resolve } from "node:path";
import { type Plugin, type ViteDevServer, runnerImport } from "vite";
import { type ContentTree, loadContentTree } from "../../app/lib/content/content-tree.server.ts";
import { contentDir } from "../../server/build-paths.ts";

/** The module the loaders read the content through; its fs reader stays for tests and scripts. */
const contentSource = resolve("app/lib/content/content-source.server.ts");
/** The module that renders the content's MDX (React components, so it is loaded through Vite). */
const renderer = resolve("app/lib/content/rendered-content.server.ts");
/** The calculators' texts by calculator and language, as the server renders them. */
const calculatorTextsSource = resolve("app/features/fee-calculator/calculator-texts.server.ts");

/**
 * The content rendered by the app's own renderer, loaded with Vite's runnerImport (it imports the
 * .tsx components and the app's "~" paths), and the files it was made from, so the dev server
 * renders again when one of them changes.
 */
async function renderedTree(tree: ContentTree): Promise<{ rendered: object; sources: string[] }> {
  // Typed here by hand: Node's type check of scripts/ cannot follow the app's "~" paths.
  const { module, dependencies } = await runnerImport<{ renderContent(tree: ContentTree): object }>(renderer, {
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": resolve("app") } },
  });
  return { rendered: module.renderContent(tree), sources: dependencies.map((file) => resolve(file)) };
}

/** The tree with its file names relative to the project, so the build holds no path of the machine that built it. */
function portable(tree: ContentTree): ContentTree {
  const local = <T extends { file: string }>(entry: T): T => ({ ...entry, file: relative(process.cwd(), entry.file) });
  return {
    ...tree,
    dir: relative(process.cwd(), tree.dir) || ".",
    team: tree.team.map(local),
    articles: tree.articles.map(local),
    services: tree.services.map(local),
    hindi: { ...tree.hindi, services: tree.hindi.services.map(local) },
    summaries: tree.summaries.map(local),
  };
}

/**
 * Compiles the content folder into the app: the module the loaders read it through
 * (app/lib/content/content-source.server.ts) becomes the checked tree, its MDX rendered to HTML, as
 * data, so the server build carries the content it shows, reads no folder at run time and imports
 * no MDX toolchain (docs/decisions/0036). A bad file fails the build with the loader's own message.
 * In the dev server a content edit, or an edit of the renderer, invalidates the module, so the next
 * request renders it (docs/decisions/0009).
 */
export function compileContent(): Plugin {
  let rendererSources = new Set<string>();
  return {
    name: "compile-content",
    enforce: "pre",
    async load(id) {
      if (id.split("?")[0] !== contentSource) return null;
      const { rendered, sources } = await renderedTree(portable(loadContentTree(contentDir)));
      rendererSources = new Set(sources);
      return `const tree = JSON.parse(${JSON.stringify(JSON.stringify(rendered))});\n/** The content, compiled in by scripts/lib/compile-content.ts. */\nexport function contentTree() {\n  return tree;\n}\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(contentDir) && !rendererSources.has(resolve(file))) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(contentSource);
          if (module) environment.moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
        }
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
    },
  };
}

/** The modules of the calculators' texts: `virtual:calculator-texts/<calculator's page>-<language>`. */
const TEXTS_MODULE = "virtual:calculator-texts/";
const locales = ["en", "hi"] as const;

/** The calculators' texts as calculator-texts.server.ts makes them; typed here by hand, as the renderer is. */
type CalculatorTexts = Record<string, (content: ContentTree, locale: (typeof locales)[number]) => unknown>;

/** What the calculators' texts are made from, read once per process (in the dev server, again after an edit). */
let textsMaker: Promise<{ calculatorTexts: CalculatorTexts; content: ContentTree }> | undefined;
/** The files of the code that makes them, so the dev server makes them again when one changes. */
let textsCode = new Set<string>();

async function makeTextsMaker() {
  const { module, dependencies } = await runnerImport<{ calculatorTexts: CalculatorTexts }>(calculatorTextsSource, {
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": resolve("app") } },
  });
  textsCode = new Set(dependencies.map((file) => resolve(file)));
  return { calculatorTexts: module.calculatorTexts, content: loadContentTree(contentDir) };
}

/**
 * The texts every page of a calculator shares in one language (its interface texts, its panel's
 * words, the court fee's States), made of content/ by the function the server renders them with
 * (app/features/fee-calculator/calculator-texts.server.ts), as a module of their own. The island's
 * module imports each language's dynamically (its `shared` export, app/lib/hydrate-island.ts), so the browser's
 * build makes each a content-hashed chunk under /assets/, cached for good, and a result page's
 * props carry only what its address changes (docs/decisions/0039). An editor's change to a text
 * reaches them at the next build; in the dev server, at the next load.
 */
export function calculatorTexts(): Plugin {
  return {
    name: "calculator-texts",
    resolveId(id) {
      return id.startsWith(TEXTS_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${TEXTS_MODULE}`)) return null;
      const name = id.slice(TEXTS_MODULE.length + 1);
      textsMaker ??= makeTextsMaker();
      const { calculatorTexts, content } = await textsMaker;
      const modules = Object.keys(calculatorTexts).flatMap((calculator) =>
        locales.map((locale) => [`${calculator}-${locale}`, calculator, locale] as const),
      );
      const [, calculator, locale] = modules.find(([module]) => module === name) ?? [];
      const make = calculator === undefined ? undefined : calculatorTexts[calculator];
      if (!make || !locale) {
        throw new Error(
          `${TEXTS_MODULE}${name} is no calculator's texts; there are ${modules.map(([module]) => TEXTS_MODULE + module).join(", ")}`,
        );
      }
      // JSON.parse of one string: V8 reads a large literal faster as JSON than as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(make(content, locale)))});\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(contentDir) && !textsCode.has(resolve(file))) return;
        textsMaker = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(`\0${TEXTS_MODULE}`)) environment.moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
          }
        }
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
    },
  };
}
