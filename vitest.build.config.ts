import { defineConfig } from "vitest/config";

/** Checks of the built output (`npm run test:build`): they need `npm run build` first. */
export default defineConfig({
  test: {
    include: ["{app,core,server,scripts}/**/*.build.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // The build's server code is imported as Node imports it, untransformed: the pages' head script
    // is its functions' own source text (app/lib/page-script.ts), which a transform would reword.
    server: { deps: { external: [/\/build\//] } },
  },
});
