import { defineConfig } from "vitest/config";

/** Checks of the built output (`npm run test:build`): they need `npm run build` first. */
export default defineConfig({
  test: {
    include: ["{app,core,server,scripts}/**/*.build.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
