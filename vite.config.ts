import { cpSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

/** Where the production server finds React Router's server build (docs/decisions/0011). */
export const renderBuildDirectory = "build/render";

/**
 * With `ssr: false` React Router prerenders every page from its server build and then deletes that
 * build. The server keeps answering the calculators' result addresses with it, so a copy is taken
 * as soon as it is written, before the prerender runs and the original is removed.
 */
function keepServerBuild(): Plugin {
  return {
    name: "keep-server-build",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (!options.dir || resolve(options.dir) !== resolve("build/server")) return;
        rmSync(renderBuildDirectory, { recursive: true, force: true });
        cpSync(options.dir, renderBuildDirectory, { recursive: true });
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), keepServerBuild()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
