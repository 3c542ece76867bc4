import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,core,server,scripts,content}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/*.build.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
