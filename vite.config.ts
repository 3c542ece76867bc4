import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileContent } from "./scripts/lib/compile-content.ts";

export default defineConfig({
  plugins: [compileContent(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The search's worker and the calculators' islands (docs/decisions/0032): ES modules, so an
  // island's dynamic imports stay separate chunks, loaded when first used. The islands run on React
  // itself, as on the server, in development and in the tests (docs/decisions/0035).
  worker: { format: "es" },
});
