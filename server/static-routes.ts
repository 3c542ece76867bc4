import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { canonicalPath } from "../core/routing/legacy-paths.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

function pickEncoding(file: StaticFile, acceptEncoding: string | undefined): ["br" | "gzip" | null, Buffer] {
  const accepted = acceptEncoding ?? "";
  if (file.br && /\bbr\b/.test(accepted)) return ["br", file.br];
  if (file.gzip && /\bgzip\b/.test(accepted)) return ["gzip", file.gzip];
  return [null, file.body];
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  reply.header("Content-Type", file.type).header("Cache-Control", file.cacheControl).header("ETag", file.etag);
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  if (file.br || file.gzip) reply.header("Vary", "Accept-Encoding");
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const [encoding, body] = pickEncoding(file, request.headers["accept-encoding"]);
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.code(status).send(body);
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

/** The prerendered pages and assets, legacy redirects, and the not-found page with status 404. */
export function registerStaticRoutes(app: FastifyInstance, site: StaticSite) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const url = new URL(request.url, "http://localhost");
    // React Router fetches a page's data as "<path>.data"; a legacy page's data redirects alike.
    const isData = url.pathname.endsWith(".data");
    const canonical = canonicalPath(isData ? url.pathname.slice(0, -5) : url.pathname);
    if (canonical === null) return;
    const target = isData ? `${canonical === "/" ? "/_root" : canonical}.data` : canonical;
    return reply.code(301).header("Location", `${target}${url.search}`).header("Cache-Control", "public, max-age=86400").send();
  });

  app.get("/*", async (request, reply) => {
    const path = decodedPath(request.url);
    const file = path === null ? undefined : site.get(path);
    if (file) return sendStaticFile(request, reply, file, 200);
    return sendNotFound(request, reply, site, path ?? "/");
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: StaticSite, path: string) {
  if (path.endsWith(".data")) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
  return sendStaticFile(request, reply, site.notFoundPage(path), 404);
}
