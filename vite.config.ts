import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { type BrowserCodeOptions, browserCode } from "./scripts/lib/browser-code.ts";
import { calculatorTexts, compileContent } from "./scripts/lib/compile-content.ts";
import { inlineScriptsFile } from "./server/build-paths.ts";

/**
 * The browser's entries (scripts/lib/browser-code.ts, docs/decisions/0042), all bundled by React
 * Router's client build with the app's plugins, but the one inline script: the site's module,
 * which every page loads, and each island's bundle, made from every `*.island.tsx` of a feature's
 * `island/` folder (docs/decisions/0032), whose dynamic imports stay separate chunks, loaded when
 * first used. React Router's own client entries, which no page loads, are built empty. The islands
 * run on React itself, as on the server, in development and in the tests.
 */
export const browserEntries: BrowserCodeOptions = {
  inlineScripts: ["app/browser/head.ts"],
  modules: ["app/browser/site.ts"],
  islands: "app/features/*/island/*.island.tsx",
  islandRuntime: "app/lib/hydrate-island.ts",
  inlineScriptsFile,
  emptyOtherEntries: true,
};

export default defineConfig({
  // calculatorTexts: the calculators' texts, a module per language that an island's module imports (scripts/lib/compile-content.ts).
  plugins: [compileContent(), calculatorTexts(), browserCode(browserEntries), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // Vite's account of the client build, from which postbuild keeps what the pages load and
    // removes the rest (scripts/lib/shipped-assets.ts); it is moved out of the served folder.
    manifest: true,
    // An island imports its renderer and its module itself, each evaluated in a task of its own
    // (app/lib/hydrate-island.ts); Vite's preloading fetches, with each, the chunks it imports, so a
    // phone on 3G meets them in one round trip instead of one per level (docs/decisions/0042).
    // Every browser the site serves modules to knows `modulepreload`: no polyfill.
    modulePreload: { polyfill: false },
  },
});
