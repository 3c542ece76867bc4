import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { registerAdminEditor } from "../admin-editor.ts";
import { registerApi } from "../api/register-api.ts";
import { writeTestSite } from "../api/test-support/build-test-app.ts";
import { type AppOptions, buildApp } from "../app.ts";
import { registerGitHubOAuth } from "../github-oauth.ts";
import type { RenderResult } from "../result-pages/result-renderer.ts";
import { registerResultPages } from "../result-pages/result-pages.ts";
import { loadStaticSite } from "../static-site.ts";

/** One file of every kind the real build serves, beside the miniature site's pages. */
export const KIND_FILES = {
  asset: "/assets/entry-abc123.js",
  feed: "/feed.rss",
  pdf: "/publications/drafting-arbitration-agreements.pdf",
  vcard: "/vcards/a-member.vcf",
  calculator: "/calculator/court-fee-calculator",
  hindiPage: "/hi/contact",
  /** The browser editor's page and one of its files (build/admin/, server/admin-editor.ts). */
  adminPage: "/admin",
  adminAsset: "/admin/sveltia-cms.js",
  adminConfig: "/admin/config.yml",
} as const;

const files: Record<string, string> = {
  "assets/entry-abc123.js": "export {};",
  "feed.rss": '<?xml version="1.0"?><rss version="2.0"></rss>',
  "publications/drafting-arbitration-agreements.pdf": "%PDF-1.4 stand-in",
  "vcards/a-member.vcf": "BEGIN:VCARD\r\nEND:VCARD\r\n",
  "calculator/court-fee-calculator/index.html": "<!doctype html><title>Court fee</title><p>Calculator</p>",
  "hi/contact/index.html": '<!doctype html><html lang="hi-IN"><title>संपर्क</title><p>संपर्क</p>',
};

/**
 * build/admin/ in miniature, as scripts/build-admin.ts writes it: the editor's page with an inline
 * import map and absolute addresses, its bundle (with compressed twins), its configuration and a font.
 */
const ADMIN_FILES: Record<string, string> = {
  "index.html":
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content editor</title>' +
    '<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">' +
    '<script type="importmap">{"imports":{"https://unpkg.com/immutable@5.1.9/":"/admin/vendor/immutable/"}}</script>' +
    '</head><body><script src="/admin/sveltia-cms.js?v=0.221.1"></script></body></html>',
  "sveltia-cms.js": "export {};",
  "config.yml": "backend:\n  name: github\n",
  "fonts/noto-mono-latin-400-normal.woff2": "wOF2 stand-in",
};

/** A stand-in OAuth app: the sign-in routes exist as in production with GITHUB_CLIENT_ID set; github.com is never asked. */
const OAUTH = {
  clientId: "Ov23liTestClient01",
  clientSecret: "0123456789abcdef0123456789abcdef01234567",
  githubOrigin: "http://127.0.0.1:9",
};

/** A result address renders this page; the query is never copied into it. */
const RESULT_PAGE = "<!doctype html><html><head><title>The fee</title></head><body><p>The fee</p></body></html>";
const fakeRender: RenderResult = async () => ({
  body: new TextEncoder().encode(RESULT_PAGE) as Uint8Array<ArrayBuffer>,
  etag: '"the-fee"',
  compressed: null,
  timing: { renderMs: 0, compressMs: 0 },
});

export type ListeningApp = { app: FastifyInstance; port: number; close: () => Promise<void> };

/**
 * The whole app as server/start.ts puts it together (pages, API, result pages with a stand-in
 * renderer, the browser editor at /admin and its sign-in routes) on a loopback port, serving the
 * miniature site plus one file of each kind the build has: for tests over raw sockets.
 */
export async function listenTestServer(options: Partial<AppOptions> = {}): Promise<ListeningApp> {
  const root = writeTestSite();
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  const site = loadStaticSite(root);
  const app = await buildApp({
    site,
    rateLimitPerMinute: null,
    registerApi,
    registerResultPages: (pages, opts) => registerResultPages(pages, { ...opts, render: fakeRender }),
    ...options,
  });
  const adminDir = mkdtempSync(join(tmpdir(), "admin-editor-"));
  for (const [path, body] of Object.entries(ADMIN_FILES)) {
    mkdirSync(dirname(join(adminDir, path)), { recursive: true });
    writeFileSync(join(adminDir, path), body);
  }
  writeFileSync(join(adminDir, "sveltia-cms.js.br"), brotliCompressSync(ADMIN_FILES["sveltia-cms.js"]!));
  writeFileSync(join(adminDir, "sveltia-cms.js.gz"), gzipSync(ADMIN_FILES["sveltia-cms.js"]!));
  await registerAdminEditor(app, { dir: adminDir });
  await registerGitHubOAuth(app, OAUTH);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}
