import { relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { type ContentTree, loadContentTree } from "../../app/lib/content/content-tree.server.ts";
import { contentDir } from "../../server/build-paths.ts";

/** The module the loaders read the content through; its fs reader stays for tests and scripts. */
const contentSource = resolve("app/lib/content/content-source.server.ts");

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
  };
}

/**
 * Compiles the content folder into the app: the module the loaders read it through
 * (app/lib/content/content-source.server.ts) becomes the checked tree as data, so the server build
 * carries the content it renders and reads no folder at run time. A bad file fails the build with
 * the loader's own message. In the dev server a content edit invalidates the module, so the next
 * request renders it (docs/decisions/0009).
 */
export function compileContent(): Plugin {
  return {
    name: "compile-content",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== contentSource) return null;
      const tree = portable(loadContentTree(contentDir));
      return `const tree = JSON.parse(${JSON.stringify(JSON.stringify(tree))});\n/** The content, compiled in by scripts/lib/compile-content.ts. */\nexport function contentTree() {\n  return tree;\n}\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(contentDir)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(contentSource);
          if (module) environment.moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
        }
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
    },
  };
}
