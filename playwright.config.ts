import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Journeys in Debian's Chromium against the production build, served by the production server.
 *
 * Debian's headless shell (package chromium-headless-shell), the same Blink and V8 as its chromium
 * and the build Playwright itself runs headless: the full browser in headless mode starts its own
 * interface for every page, and measured on this two-core machine a new page then took 5-8 s
 * under load where the shell took about 1 s. `CHROMIUM_PATH` names another browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  outputDir: `test-results/e2e-${port}`,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // A test tagged @phone is about the phone layout: it runs once, as a phone, and not again at
  // desktop width; every other test runs once, at desktop width.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
      grepInvert: /@phone/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: "node server/start.ts --no-build",
    url: `http://localhost:${port}/healthz`,
    // Always its own server, started from this build: a server left running from another build or
    // branch on the same port would answer instead.
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "127.0.0.1", RATE_LIMIT: "10000" },
    timeout: 60_000,
  },
});
