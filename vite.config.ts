import alias from "@rollup/plugin-alias";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserCode } from "./scripts/lib/browser-code.ts";
import { compileContent } from "./scripts/lib/compile-content.ts";
import { inlineScriptsFile } from "./server/build-paths.ts";

/**
 * In the browser the calculators' islands run on Preact's React-compatible layer, with the aliases
 * of Preact's guide ("Aliasing React to Preact"); the server still renders them with React
 * (docs/decisions/0033). Only the browser's build takes them (the islands; the rest has no React).
 */
const reactOnPreact = {
  ...alias({
    entries: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
    ],
  }),
  // Before Vite's own resolution, which would find React first.
  enforce: "pre" as const,
};

/**
 * The browser's entries (scripts/lib/browser-code.ts, docs/decisions/0034): the one inline script,
 * and the modules: the site's, which every page loads, and each island's bundle
 * (docs/decisions/0032), whose dynamic imports stay separate chunks, loaded when first used.
 */
const browserEntries = browserCode({
  inlineScripts: ["app/browser/head.ts"],
  modules: ["app/browser/site.ts", "app/features/fee-calculator/court-fee-island.ts", "app/features/fee-calculator/arbitration-island.ts"],
  plugins: () => [reactOnPreact],
  inlineScriptsFile,
});

export default defineConfig({
  plugins: [compileContent(), browserEntries, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
