import alias from "@rollup/plugin-alias";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileContent } from "./scripts/lib/compile-content.ts";

/**
 * In the browser the calculators' islands run on Preact's React-compatible layer, with the aliases
 * of Preact's guide ("Aliasing React to Preact"); the server still renders them with React
 * (docs/decisions/0033). Only what the worker pipeline bundles takes them: the islands and the
 * search's worker, which has no React.
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

export default defineConfig({
  plugins: [compileContent(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The search's worker and the calculators' islands (docs/decisions/0032): ES modules, so an
  // island's dynamic imports stay separate chunks, loaded when first used.
  worker: { format: "es", plugins: () => [reactOnPreact] },
});
