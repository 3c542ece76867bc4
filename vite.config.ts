import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserCode } from "./scripts/lib/browser-code.ts";
import { calculatorTexts, compileContent } from "./scripts/lib/compile-content.ts";
import { inlineScriptsFile } from "./server/build-paths.ts";

/**
 * The browser's entries (scripts/lib/browser-code.ts, docs/decisions/0034): the one inline script,
 * and the modules: the site's, which every page loads, and each island's bundle
 * (docs/decisions/0032), whose dynamic imports stay separate chunks, loaded when first used. The
 * islands run on React itself, as on the server, in development and in the tests.
 */
const browserEntries = browserCode({
  inlineScripts: ["app/browser/head.ts"],
  modules: [
    "app/browser/site.ts",
    "app/features/fee-calculator/island/court-fee-island.ts",
    "app/features/fee-calculator/island/arbitration-island.ts",
  ],
  inlineScriptsFile,
  // The calculators' texts, a module per language that an island's bundle imports (scripts/lib/compile-content.ts).
  plugins: () => [calculatorTexts()],
});

export default defineConfig({
  plugins: [compileContent(), calculatorTexts(), browserEntries, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
