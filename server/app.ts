import Fastify, { type FastifyServerFactory, type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type RequestLimitOptions, decorateRequestLimit } from "./api/rate-limit.ts";
import { answerClientError } from "./client-errors.ts";
import { answerConditionally } from "./conditional-requests.ts";
import {
  BEHIND_PROXY_POLICY,
  type ConnectionPolicy,
  DEFAULT_CONNECTION_POLICY,
  followAnswers,
  limitConnections,
} from "./connection-policy.ts";
import { type ErrorBody, toErrorResponse } from "./errors.ts";
import { answerExpectation, connectGate, methodGate } from "./method-gate.ts";
import { LOOPBACK_HOSTS, type SiteHosts, originFormOf } from "./request-target.ts";
import { resourceCsp, securityHeaders } from "./security-headers.ts";
import { HEALTH_PATH, pathKind, sitePathRules } from "./site-paths.ts";
import type { StaticSite } from "./static-site.ts";
import { registerStaticRoutes, sendNotFound } from "./static-routes.ts";

export type AppOptions = {
  site: StaticSite;
  rateLimitPerMinute: number | null;
  logger?: boolean;
  /** Registers the API; kept apart so the static server can be tested on its own. Its POSTs count on `app.limitRequests`. */
  registerApi?: (app: FastifyInstance) => Promise<void> | void;
  /** Registers the calculators' result pages (server/result-pages/), which count on `app.limitRequests` too. */
  registerResultPages?: (app: FastifyInstance, options: { site: StaticSite }) => Promise<void> | void;
  /** Fastify's trustProxy: which peers may name the client (server/config.ts). */
  trustProxy?: false | number | string[];
  /** Where the rate limiter keeps its counts when several copies share them; memory when null. */
  redis?: RequestLimitOptions["redis"];
  /** The rate limiter's counts in the primary process, when several processes run without Redis. */
  countStore?: RequestLimitOptions["countStore"];
  /** The names this server answers for (SITE_HOSTS, server/config.ts); the loopback names when not given. */
  siteHosts?: SiteHosts;
  /** The pages: the prerendered files by default; the dev server renders them with Vite (server/dev.ts). */
  registerPages?: (app: FastifyInstance, site: StaticSite) => void;
  /** Fastify's serverFactory: the dev server puts Vite's middleware in front of the app. */
  serverFactory?: FastifyServerFactory;
  /** Tests shorten the timeouts; production uses the defaults. */
  connections?: Partial<ConnectionPolicy>;
};

/** Request bodies are small JSON objects; anything bigger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 4 * 1024;

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
    siteHosts = LOOPBACK_HOSTS,
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
    // "GET http://www.example.com/team" is "GET /team" when the target names one of the site's
    // hosts, whatever Host says (RFC 9112 section 3.2.2), before routing sees it; an absolute target
    // naming another host stays as it is and the method table refuses it (421).
    rewriteUrl: (request) => originFormOf(request.url ?? "/", siteHosts),
    // A page URL that is not valid percent-encoding is a page we do not have; the API says so in JSON.
    frameworkErrors: (error, request, reply) => {
      if (pathKind(request.raw.url ?? "") !== "api" && (request.method === "GET" || request.method === "HEAD")) {
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
  followAnswers(app.server);
  app.server.on("connect", connectGate(sitePathRules));
  app.server.on("checkExpectation", answerExpectation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before every route: the message checks of RFC 9112, the connection limits, and the table of
  // what each path allows (server/method-gate.ts).
  app.addHook("onRequest", methodGate(sitePathRules));

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
    if (pathKind(path) !== "api" && (request.method === "GET" || request.method === "HEAD"))
      return sendNotFound(request, reply, site, path);
    return reply
      .code(404)
      .header("Cache-Control", "no-store")
      .send({ error: "There is no such address on this server." } satisfies ErrorBody);
  });

  app.get(HEALTH_PATH, async (_request, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" }));
  // One limiter on the root, so the API and the result pages, each in its own plugin, share its budget.
  await decorateRequestLimit(app, { rateLimitPerMinute, redis, countStore });
  if (registerApi) await app.register(async (api) => registerApi(api));
  if (registerResultPages) await app.register(async (pages) => registerResultPages(pages, { site }));
  (options.registerPages ?? registerStaticRoutes)(app, site);
  return app;
}
