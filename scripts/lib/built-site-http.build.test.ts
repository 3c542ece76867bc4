/**
 * What the production server answers over HTTP for the built site, through Fastify's `inject`: the
 * same app `npm start` serves (server/start.ts: the prerendered site from memory, the API, the
 * result pages on a render thread), with no browser and no port. These were browser journeys; none
 * needed a browser. Needs `npm run build`.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { href } from "react-router";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLegacyStateList } from "../../core/fees/jurisdictions.ts";
import { NOT_FOUND_PATHS, notFoundPageFor } from "../../core/routing/site-pages.ts";
import { registerApi } from "../../server/api/register-api.ts";
import { buildApp } from "../../server/app.ts";
import { clientDir, nginxHeadersFile, resultTemplatesFile, serverBuildFile } from "../../server/build-paths.ts";
import { type RenderPool, startRenderPool } from "../../server/result-pages/render-pool.ts";
import { registerResultPages } from "../../server/result-pages/result-pages.ts";
import { loadStaticSite } from "../../server/static-site.ts";
import { comparableHeaders, parseHeadersFile, parseNginxInclude, ruleFor } from "../../server/test-support/headers-files.ts";
import { walkFiles } from "../../server/walk-files.ts";
import { articles, team } from "../../tests/e2e/site-content.ts";

let app: FastifyInstance;
let renderPool: RenderPool;

beforeAll(async () => {
  renderPool = startRenderPool(serverBuildFile, resultTemplatesFile, { threads: 1, timeoutMs: 60_000 });
  const render = renderPool.render;
  app = await buildApp({
    site: loadStaticSite(clientDir),
    rateLimitPerMinute: null,
    registerApi,
    registerResultPages: (pages, options) => registerResultPages(pages, { ...options, render }),
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await renderPool?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("legacy aliases", () => {
  // Ids come from the content: the firm adds and removes members and articles.
  const member = team[Math.min(2, team.length - 1)]!;
  const article = articles[Math.min(1, articles.length - 1)]!;
  const aliases: [string, string][] = [
    ["/Team", "/team"],
    [`/Team/id=${member.id}`, href("/team/:id", { id: String(member.id) })],
    ["/Publications", "/publications"],
    [`/Publications/id=${article.id}`, href("/publications/:id", { id: String(article.id) })],
    ["/Contact", "/contact"],
  ];

  it.each(aliases)("%s answers 301 to %s, which answers 200", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
    expect((await get(to)).statusCode).toBe(200);
  });
});

describe("not found", () => {
  const unusedTeamId = Math.max(...team.map((m) => m.id)) + 1;
  const unusedArticleId = Math.max(...articles.map((a) => a.id)) + 1;
  /** Unknown addresses; each gets its section's not-found page (core/routing/site-pages.ts). */
  const unknown = [
    "/no-such-page",
    "/services/nope",
    href("/team/:id", { id: String(unusedTeamId) }),
    "/team/abc",
    href("/publications/:id", { id: String(unusedArticleId) }),
    "/publications/0",
    "/publications/abc",
    "/publications/topics/no-such-topic",
    "/publications/page/99",
    "/hi/no-such-page",
  ];

  // Each not-found page's content (heading, noindex, links, no article) is checked in the built
  // HTML (built-pages.build.test.ts); here, that the server answers with the right one.
  it.each(unknown)("%s answers 404 with its section's not-found page", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(readFileSync(join(clientDir, notFoundPageFor(path), "index.html"), "utf8"));
  });
});

describe("HTTP headers", () => {
  it("pages carry the security headers", async () => {
    for (const path of ["/", href("/team/:id", { id: String(team[0]!.id) }), "/login", "/no-such-page"]) {
      const { headers } = await get(path);
      expect.soft(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
      expect.soft(headers["x-content-type-options"], path).toBe("nosniff");
      expect.soft(headers["referrer-policy"], path).toBeTruthy();
      expect.soft(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
      expect.soft(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect.soft(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect.soft(headers["content-security-policy"], path).toBeTruthy();
    }
  });

  it("hashed assets are immutable, HTML must revalidate", async () => {
    // A page with an island, whose bundle is a hashed asset (app/lib/island.tsx).
    const page = await get(href("/calculator/court-fee-calculator"));
    expect(page.headers["cache-control"]).toContain("must-revalidate");
    // The stylesheet and the island's bundle.
    const assets = [...new Set([...page.body.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ""))];
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets.slice(0, 5)) {
      const response = await get(asset);
      expect.soft(response.statusCode, asset).toBe(200);
      expect.soft(response.headers["cache-control"], asset).toContain("immutable");
    }
    expect((await get("/team.data")).headers["cache-control"]).toContain("must-revalidate");
  });

  it("brotli is served to clients that accept it", async () => {
    const br = await get(href("/"), { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toContain("<!DOCTYPE html>");
    const identity = await get(href("/"), { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toContain("<!DOCTYPE html>");
  });
});

describe("the files for search engines and feed readers", () => {
  // The sitemap's entries, robots.txt's lines and the feeds' contents are read from the build in
  // built-pages.build.test.ts; here, that the server sends them as their types.
  it("sitemap.xml and robots.txt are served with their types", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it.each([
    ["/feed.rss", "application/rss+xml"],
    ["/feed.atom", "application/atom+xml"],
    ["/feed.json", "application/feed+json"],
  ])("%s is served as %s with a CSP that runs nothing", async (path, type) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(`${type}; charset=utf-8`);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

// Every figure, shape and refusal of the legacy endpoints is proved in server/api/legacy-routes.test.ts
// on a test site; here, that the production app over the real build answers the three of them.
describe("the legacy API (SPEC section 7)", () => {
  it.each([
    { path: "/PHP/api/CourtFeeCalculation.php", body: { amount: 510, statename: "Delhi", statecode: "DL" }, fee: 76.5 },
    { path: "/PHP/api/ArbitrationFeeCalculation.php", body: { amount: 500_000 }, fee: 45_000 },
  ])("$path answers $fee", async ({ path, body, fee }) => {
    const response = await app.inject({ method: "POST", url: path, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toBe(fee);
  });

  it("the state map lists every jurisdiction", async () => {
    const states = await get("/PHP/api/state.php");
    expect(states.statusCode).toBe(200);
    const body = states.json() as Record<string, [string, string, string]>;
    expect(body.DL).toEqual(["DL", "", "Delhi"]);
    expect(body).toEqual(buildLegacyStateList());
  });
});

/** The header files the build writes for a CDN (build/client/_headers) and for nginx, page by page against what the server sends. */
describe("the CDN's and nginx's header files", () => {
  const pages = walkFiles(clientDir)
    .map((file) => relative(clientDir, file).split(sep).join("/"))
    .filter((file) => file.endsWith("index.html") && !file.startsWith("__"))
    .map((file) => `/${file}`.replace(/\/?index\.html$/, "") || "/")
    .filter((path) => !NOT_FOUND_PATHS.has(path))
    .sort();

  it("every page's headers in _headers and the nginx include match the server's", async () => {
    const headersRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
    const nginxRules = parseNginxInclude(readFileSync(nginxHeadersFile, "utf8"));
    // The pages and one file of each grouped folder (a page in one, such as the services, whose pages
    // all send the same headers, is served at its folder's address).
    const grouped = headersRules.filter((rule) => rule.path.endsWith("/*")).map((rule) => rule.path.slice(0, -1));
    const samples = grouped.map((folder) =>
      `/${walkFiles(join(clientDir, folder))
        .map((f) => relative(clientDir, f).split(sep).join("/"))
        .find((f) => !/\.(br|gz)$/.test(f))}`.replace(/\/index\.html$/, ""),
    );
    const paths = [...pages, ...samples];
    expect(pages.length).toBeGreaterThan(30);
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      const sent = comparableHeaders(response.headers);
      expect(ruleFor(headersRules, path)?.headers, `_headers for ${path}`).toEqual(sent);
      expect(ruleFor(nginxRules, path)?.headers, `nginx include for ${path}`).toEqual(sent);
    }
  });
});
