import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { browserCode } from "./scripts/lib/browser-code.ts";
import { calculatorTexts } from "./scripts/lib/compile-content.ts";
import { browserEntries } from "./vite.config.ts";

/**
 * Tests that start processes, open raw sockets, run Redis or the dev server, or serve the test site
 * on a port: the integration project, which `npm run test:unit` leaves out. Everything else is the
 * unit project.
 */
const integration = [
  "server/several-processes.test.ts",
  "server/shutdown.test.ts",
  "server/framing.test.ts",
  "server/http-fuzz.test.ts",
  "server/method-matrix.test.ts",
  "server/hostile-clients.test.ts",
  "server/dev.test.ts",
  "server/github-oauth.test.ts",
  "server/api/redis-rate-limit.test.ts",
  "scripts/lib/new-content.test.ts",
];

const sources = "{app,core,server,scripts,content}/**/*.test.{ts,tsx}";
const notHere = ["**/node_modules/**", "**/*.build.test.ts"];

export default defineConfig({
  // The islands as the app finds them (`virtual:islands`, app/lib/island.tsx), at their sources' addresses, and the
  // calculators' texts as the browser loads them, so the component tests hydrate with those (scripts/lib/compile-content.ts).
  plugins: [browserCode(browserEntries), calculatorTexts()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    // One worker per core: Vitest's default leaves one idle, which on this two-core machine is half
    // of it (the unit and integration run took 70 s with one worker, 45 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: "unit", include: [sources], exclude: [...notHere, ...integration] } },
      // Each integration file starts servers with processes and threads of their own: at most two
      // files run at once, on any machine, after the unit files (a project with its own bound runs
      // as its own group).
      {
        extends: true,
        test: {
          name: "integration",
          include: integration,
          exclude: notHere,
          maxWorkers: Math.min(2, availableParallelism()),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
