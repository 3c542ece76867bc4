import Fastify, {
  type FastifyServerFactory,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type onRequestAsyncHookHandler,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { answerClientError } from "./client-errors.ts";
import { answerConditionally } from "./conditional-requests.ts";
import { BEHIND_PROXY_POLICY, type ConnectionPolicy, DEFAULT_CONNECTION_POLICY, limitConnections } from "./connection-policy.ts";
import { type ErrorBody, toErrorResponse } from "./errors.ts";
import { answerByTable, answerConnect, answerExpectation } from "./method-gate.ts";
import { originFormOf } from "./request-target.ts";
import { resourceCsp, securityHeaders } from "./security-headers.ts";
import type { StaticSite } from "./static-site.ts";
import { registerStaticRoutes, sendNotFound } from "./static-routes.ts";

export type ApiOptions = {
  rateLimitPerMinute: number | null;
  redis: Redis | null;
  /** Where the counts live when several processes share them without Redis (server/api/cluster-counter.ts). */
  countStore?: RateLimitPluginOptions["store"] | null;
};

export type AppOptions = {
  site: StaticSite;
  rateLimitPerMinute: number | null;
  logger?: boolean;
  /** Registers the API; kept apart so the static server can be tested on its own. Returns the API's rate limiter, if any. */
  registerApi?: (app: FastifyInstance, options: ApiOptions) => Promise<RequestLimiter | void> | RequestLimiter | void;
  /** Registers the calculators' result pages (server/result-pages/), under the API's rate limiter. */
  registerResultPages?: (app: FastifyInstance, options: { site: StaticSite; limit: RequestLimiter }) => Promise<void> | void;
  /** Fastify's trustProxy: which peers may name the client (server/config.ts). */
  trustProxy?: false | number | string[];
  /** Where the rate limiter keeps its counts when several copies share them; memory when null. */
  redis?: Redis | null;
  /** The rate limiter's counts in the primary process, when several processes run without Redis. */
  countStore?: ApiOptions["countStore"];
  /** The pages: the prerendered files by default; the dev server renders them with Vite (server/dev.ts). */
  registerPages?: (app: FastifyInstance, site: StaticSite) => void;
  /** Fastify's serverFactory: the dev server puts Vite's middleware in front of the app. */
  serverFactory?: FastifyServerFactory;
  /** Tests shorten the timeouts; production uses the defaults. */
  connections?: Partial<ConnectionPolicy>;
};

export type RequestLimiter = onRequestAsyncHookHandler | null;

/** Request bodies are small JSON objects; anything bigger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 4 * 1024;

const isApiUrl = (url: string) => /^\/(api|PHP)(\/|\?|$)/.test(url);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    site,
    rateLimitPerMinute,
    logger = false,
    registerApi,
    registerResultPages,
    trustProxy = false,
    redis = null,
    countStore = null,
  } = options;
  const policy: ConnectionPolicy = {
    ...DEFAULT_CONNECTION_POLICY,
    ...(trustProxy === false ? {} : BEHIND_PROXY_POLICY),
    ...options.connections,
  };
  const app = Fastify({
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    logger: logger ? { level: "warn" } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The Host header is checked by the method gate, which answers with the site's headers; Node's
    // own check answers a bare 400.
    http: { headersTimeout: policy.headersTimeoutMs, connectionsCheckingInterval: policy.checkIntervalMs, requireHostHeader: false },
    requestTimeout: policy.requestTimeoutMs,
    keepAliveTimeout: policy.keepAliveTimeoutMs,
    connectionTimeout: policy.socketIdleTimeoutMs,
    forceCloseConnections: "idle",
    // A request that reaches us while closing is served (with Connection: close), not refused with
    // a 503: the listener is closed first, so new visitors go to another copy anyway.
    return503OnClosing: false,
    // Fastify trusts the nth hop for a number, but its types take only the function form.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    clientErrorHandler: answerClientError,
    // "GET http://this-host/team" is "GET /team" (RFC 9112 section 3.2.2), before routing sees it;
    // an absolute target naming another host stays as it is and the method table refuses it.
    rewriteUrl: (request) => originFormOf(request.url ?? "/", request.headers.host),
    // A page URL that is not valid percent-encoding is a page we do not have; the API says so in JSON.
    frameworkErrors: (error, request, reply) => {
      if (!isApiUrl(request.raw.url ?? "") && (request.method === "GET" || request.method === "HEAD")) {
        return sendNotFound(request, reply.headers(securityHeaders), site, "/");
      }
      const { status, body } = toErrorResponse(error);
      return (reply as unknown as FastifyReply)
        .code(status)
        .headers(securityHeaders)
        .header("Content-Security-Policy", resourceCsp)
        .header("Cache-Control", "no-store")
        .send(body);
    },
  });
  limitConnections(app.server, policy);
  app.server.on("connect", answerConnect);
  app.server.on("checkExpectation", answerExpectation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before every route: the message checks of RFC 9112, the connection limits, and the table of
  // what each path allows (server/method-gate.ts).
  app.addHook("onRequest", answerByTable);

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  // A callback hook, not an async one: it runs on every answer, and a promise per answer is a
  // measurable share of the API's cost (npm run bench:api).
  app.addHook("onSend", (request, reply, payload, done) => {
    // Every answer to a GET or HEAD, whoever made it, meets the request's conditions here.
    const sent = answerConditionally(request, reply, payload);
    reply.headers(securityHeaders);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", resourceCsp);
    // Fastify marks only requests that arrive after close(); one already in flight must not
    // invite the client to send another on this connection.
    if (closing) reply.header("Connection", "close");
    done(null, sent);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error as FastifyError);
    if (status >= 500) request.log.error(error);
    return reply
      .code(status)
      .header("Cache-Control", "no-store")
      .send(body satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    // The raw path, not a URL parse: "//" or "\\" would not parse against a base.
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path.startsWith("/api/") || path.startsWith("/PHP/");
    if (!isApi && (request.method === "GET" || request.method === "HEAD")) return sendNotFound(request, reply, site, path);
    return reply
      .code(404)
      .header("Cache-Control", "no-store")
      .send({ error: "There is no such address on this server." } satisfies ErrorBody);
  });

  app.get("/healthz", async (_request, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" }));
  let limit: RequestLimiter = null;
  if (registerApi) {
    await app.register(async (api) => {
      limit = (await registerApi(api, { rateLimitPerMinute, redis, countStore })) ?? null;
    });
  }
  if (registerResultPages) await app.register(async (pages) => registerResultPages(pages, { site, limit }));
  (options.registerPages ?? registerStaticRoutes)(app, site);
  return app;
}
