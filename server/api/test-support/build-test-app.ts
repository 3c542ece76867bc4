import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { registerApi } from "../register-api.ts";
import { type AppOptions, buildApp } from "../../app.ts";
import { loadStaticSite } from "../../static-site.ts";
import { speculationRulesText } from "../../../core/html/inline-scripts.ts";

/** An inline script every site may carry without a record of the build's (server/page-csp-sources.ts). */
const TEST_SCRIPT = speculationRulesText;

export const TEST_PAGES = {
  home: `<!doctype html><title>Home</title><script type="speculationrules">${TEST_SCRIPT}</script><p>We provide a clear path</p>`,
  notFound: "<!doctype html><title>Not found</title><p>Page not found</p>",
  teamNotFound: "<!doctype html><title>Team not found</title><p>No such member</p>",
  publicationNotFound: "<!doctype html><title>Publication not found</title><p>No such article</p>",
  hindiNotFound: '<!doctype html><html lang="hi-IN"><title>पृष्ठ नहीं मिला</title><p>पृष्ठ नहीं मिला</p>',
  team: "<!doctype html><title>Team</title><p>Meet Our Team</p>",
} as const;

export const TEST_SCRIPT_HASH = `sha256-${createHash("sha256").update(TEST_SCRIPT).digest("base64")}`;

/**
 * A real build in miniature: the five pages loadStaticSite insists on, a page with brotli and gzip
 * twins, and an inline script, so the static side and the API run exactly as in production,
 * without needing `npm run build`. Written into `root`, or a new temporary folder.
 */
export function writeTestSite(root = mkdtempSync(join(tmpdir(), "site-"))): string {
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write("index.html", TEST_PAGES.home);
  write("404/index.html", TEST_PAGES.notFound);
  write("team/not-found/index.html", TEST_PAGES.teamNotFound);
  write("publications/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("publications/page/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("publications/year/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("publications/topics/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("publications/topics/not-found/page/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("publications/topics/not-found/year/not-found/index.html", TEST_PAGES.publicationNotFound);
  write("hi/404/index.html", TEST_PAGES.hindiNotFound);
  write("team/index.html", TEST_PAGES.team);
  write("team/index.html.br", brotliCompressSync(Buffer.from(TEST_PAGES.team)));
  write("team/index.html.gz", gzipSync(Buffer.from(TEST_PAGES.team)));
  return root;
}

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

export async function buildTestApp(rateLimitPerMinute: number | null = null, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const root = writeTestSite();
  const site = loadStaticSite(root);
  const app = await buildApp({ site, rateLimitPerMinute, registerApi, ...options });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export const POST_ENDPOINTS = {
  legacyCourtFee: "/PHP/api/CourtFeeCalculation.php",
  legacyArbitration: "/PHP/api/ArbitrationFeeCalculation.php",
  courtFee: "/api/court-fee",
  arbitration: "/api/arbitration-fee",
} as const;

export const GET_ENDPOINTS = { legacyStates: "/PHP/api/state.php", jurisdictions: "/api/jurisdictions" } as const;

/** A raw body is sent as it is (malformed JSON, NaN); anything else is serialised as JSON. */
export function post(app: FastifyInstance, url: string, body: unknown, contentType: string | null = "application/json") {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  return app.inject({ method: "POST", url, payload, headers: contentType === null ? {} : { "content-type": contentType } });
}
