import alias from "@rollup/plugin-alias";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileContent } from "./scripts/lib/compile-content.ts";

/**
 * In the browser the calculators' islands run on Preact's React-compatible layer, with Preact's own
 * table of aliases ("Aliasing React to Preact", preactjs.com): the server still renders them with
 * React (docs/decisions/0033).
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
