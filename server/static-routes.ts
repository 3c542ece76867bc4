import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { canonicalPath } from "../core/routing/legacy-paths.ts";
import { pagesTakingPosts } from "../core/routing/site-pages.ts";
import { chooseRepresentation } from "./representation.ts";
import { readRequestTarget, sameSiteLocation } from "./request-target.ts";
import { pathKind } from "./site-paths.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  const chosen = chooseRepresentation(file, request.headers["accept-encoding"]);
  reply.header("Content-Type", file.type).header("Cache-Control", file.cacheControl).header("ETag", chosen.etag);
  if (file.lastModified) reply.header("Last-Modified", file.lastModified);
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  if (file.br || file.gzip) reply.header("Vary", "Accept-Encoding");
  if (chosen.encoding) reply.header("Content-Encoding", chosen.encoding);
  return reply.code(status).send(chosen.body);
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const permanentRedirect = (reply: FastifyReply, location: string) =>
  reply.code(301).header("Location", sameSiteLocation(location)).header("Cache-Control", "public, max-age=86400").send();

/** Answers a GET whose path is not ours as it stands; false when routing should go on. */
function answerBeforeRouting(request: FastifyRequest, reply: FastifyReply, site: StaticSite): boolean {
  const target = readRequestTarget(request.url);
  if (target.kind === "not-found") {
    if (pathKind(request.url) === "api")
      reply.code(404).header("Cache-Control", "no-store").send({ error: "There is no such address in the API." });
    else sendNotFound(request, reply, site, "/");
    return true;
  }
  if (target.kind === "redirect") {
    permanentRedirect(reply, target.location);
    return true;
  }
  if (pathKind(target.path) === "api") return false;
  const search = request.url.slice(target.path.length);
  const canonical = canonicalPath(target.path);
  if (canonical === null) return false;
  permanentRedirect(reply, `${canonical}${search}`);
  return true;
}

/**
 * What every page address goes through, served from files or rendered: a malformed or disguised
 * path is not found, a messy one redirected to its clean form, a legacy one to its canonical form,
 * and a sign-in form posted without script answered without reading it.
 */
export function registerPathRules(app: FastifyInstance, site: StaticSite) {
  // Cleans the path before routing: a malformed or disguised path is not found, a messy one is
  // redirected to its clean form, a legacy one to its canonical form. Synchronous, and a callback
  // hook rather than an async one, because it runs before every request, the API's included.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    if (!answerBeforeRouting(request, reply, site)) done();
  });

  // The sign-in form posts only when its page has no JavaScript (app/features/sign-in). It gets the
  // sign-in page back, which says sign-in needs JavaScript; the answer is given before the body is
  // read, so the credentials are never parsed, kept or logged.
  for (const path of pagesTakingPosts) {
    app.post(path, {
      onRequest: async (_request, reply) =>
        reply.code(303).header("Location", sameSiteLocation(path)).header("Cache-Control", "no-store").send(),
      handler: async () => undefined,
    });
  }
}

/** The prerendered pages and assets, legacy redirects, and the not-found page with status 404. */
export function registerStaticRoutes(app: FastifyInstance, site: StaticSite) {
  registerPathRules(app, site);
  app.get("/*", async (request, reply) => {
    const target = readRequestTarget(request.url);
    const path = target.kind === "page" ? decodedPath(target.path) : null;
    const file = path === null ? undefined : site.get(path);
    if (file) return sendStaticFile(request, reply, file, 200);
    return sendNotFound(request, reply, site, path ?? "/");
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: StaticSite, path: string) {
  return sendStaticFile(request, reply, site.notFoundPage(path), 404);
}
