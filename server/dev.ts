/**
 * `npm run dev`: the production server (server/app.ts: the same API, rate limit, path rules and
 * security headers) with Vite in middleware mode in front of it, after React Router's
 * node-custom-server template. Pages are rendered on each request by React Router's handler over
 * the server build Vite compiles on demand, so a change under app/ reloads in the browser (HMR) and
 * a content edit shows on the next request (scripts/lib/compile-content.ts). Nothing is prerendered.
 *
 * Relaxed for Vite, and only here: pages allow inline scripts (Vite's HMR client and React's
 * refresh preamble are inline and change with every edit, so they cannot be hashed) and a
 * WebSocket back to the dev server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createServer as createViteServer } from "vite";
import { registerApi } from "./api/register-api.ts";
import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import { devRequestHandler } from "./result-pages/react-router-app.ts";
import { pageCsp } from "./security-headers.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";
import { registerPathRules } from "./static-routes.ts";

// Vite's dev client puts the stylesheets in <style> elements, to replace them as they change.
const DEV_CSP = pageCsp({ scriptHashes: [] })
  .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
  .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
  .replace("connect-src 'self'", "connect-src 'self' ws: wss:");

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const handle = devRequestHandler(() => vite.ssrLoadModule("virtual:react-router/server-build"));

/** Nothing is prerendered in dev: the only file is the answer to a path too malformed to render. */
const notFound: StaticFile = {
  body: Buffer.from("Not found"),
  type: "text/plain; charset=utf-8",
  etag: '"dev-not-found"',
  cacheControl: "no-store",
};
// Pages are not held to the build's inline scripts in dev: its CSP allows inline script (DEV_CSP).
const devSite: StaticSite = { get: () => undefined, paths: () => [], notFoundPage: () => notFound, size: 0, inlineScripts: new Set() };

async function renderPage(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const response = await handle(new Request(url, { method: request.method, headers }));
  reply.code(response.status);
  // Set-Cookie is the one header that may not be folded into one line: each cookie is sent alone.
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) reply.header("Content-Security-Policy", DEV_CSP);
  reply.header("Cache-Control", "no-store");
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

const app = await buildApp({
  site: devSite,
  rateLimitPerMinute: config.rateLimitPerMinute,
  logger: true,
  registerApi,
  trustProxy: config.trustProxy,
  siteHosts: config.siteHosts,
  // Vite answers its own requests (modules, assets, HMR) first; everything else is the app's.
  serverFactory: (handler) =>
    createServer((request: IncomingMessage, response: ServerResponse) =>
      vite.middlewares(request, response, () => handler(request, response)),
    ),
  registerPages: (pages: FastifyInstance, site) => {
    registerPathRules(pages, site);
    pages.get("/*", renderPage);
  },
});
app.addHook("onClose", () => vite.close());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
console.log(`Dev server at http://localhost:${port}: pages rendered on each request, app/ hot-reloaded, content/ read afresh.`);
