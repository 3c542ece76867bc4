import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Checks of the built output (`npm run test:build`): they need `npm run build` first. */
export default defineConfig({
  test: {
    include: ["{app,core,server,scripts}/**/*.build.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // One worker per core (Vitest leaves one core idle by default: on two cores, half the machine).
    maxWorkers: availableParallelism(),
    // The build's server code is imported as Node imports it, untransformed: it is already built,
    // and the checks judge exactly what production runs.
    server: { deps: { external: [/\/build\//] } },
  },
});
