import Fastify, { type FastifyError, type FastifyInstance, type onRequestAsyncHookHandler } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type ErrorBody, toErrorResponse } from "./errors.ts";
import { resourceCsp, securityHeaders } from "./security-headers.ts";
import type { StaticSite } from "./static-site.ts";
import { registerStaticRoutes, sendNotFound } from "./static-routes.ts";

export type AppOptions = {
  site: StaticSite;
  rateLimitPerMinute: number | null;
  logger?: boolean;
  /** Registers the API; kept apart so the static server can be tested on its own. Returns the API's rate limiter, if any. */
  registerApi?: (app: FastifyInstance, options: { rateLimitPerMinute: number | null }) => Promise<RequestLimiter | void> | RequestLimiter | void;
  /** Registers the calculators' result pages (server/result-pages/), under the API's rate limiter. */
  registerResultPages?: (app: FastifyInstance, options: { site: StaticSite; limit: RequestLimiter }) => Promise<void> | void;
};

export type RequestLimiter = onRequestAsyncHookHandler | null;

/** Request bodies are small JSON objects; anything bigger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 4 * 1024;

export async function buildApp({ site, rateLimitPerMinute, logger = false, registerApi, registerResultPages }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: "warn" } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", resourceCsp);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error as FastifyError);
    if (status >= 500) request.log.error(error);
    return reply.code(status).header("Cache-Control", "no-store").send(body satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = new URL(request.url, "http://localhost").pathname;
    const isApi = path.startsWith("/api/") || path.startsWith("/PHP/");
    if (!isApi && (request.method === "GET" || request.method === "HEAD")) return sendNotFound(request, reply, site, path);
    return reply.code(404).header("Cache-Control", "no-store").send({ error: "There is no such address on this server." } satisfies ErrorBody);
  });

  app.get("/healthz", async (_request, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" }));
  let limit: RequestLimiter = null;
  if (registerApi) {
    await app.register(async (api) => {
      limit = (await registerApi(api, { rateLimitPerMinute })) ?? null;
    });
  }
  if (registerResultPages) await app.register(async (pages) => registerResultPages(pages, { site, limit }));
  registerStaticRoutes(app, site);
  return app;
}
