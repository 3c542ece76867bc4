import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { LRUCache } from "lru-cache";
import { type ResultPage, resultPages } from "../../core/routing/site-pages.ts";
import type { Encoding } from "../representation.ts";
import { pathKind } from "../site-paths.ts";
import type { StaticFile, StaticSite } from "../static-site.ts";
import { sendStaticFile } from "../static-routes.ts";
import { RenderUnavailableError } from "./render-pool.ts";
import { type RenderResult, type RenderedResult, type ResultRequest, compress, resultRequestOf } from "./result-renderer.ts";

/**
 * A result page depends on its address and the deployed build only, so it may be kept like the
 * prerendered pages: caches revalidate it by its ETag, and it varies by nothing but the encoding.
 */
export const RESULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Rendered answers kept in memory, by canonical address: a link shared in a chat is opened many
 * times. A result page is about 47 KB and its Brotli copy 13 KB, so 500 are some 30 MB.
 */
const CACHE_ENTRIES = 500;

/** How long a visitor turned away by a full render queue is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export type ResultPagesOptions = {
  site: StaticSite;
  render: RenderResult;
};

type RenderedFile = StaticFile & { timing: RenderedResult["timing"] };

/**
 * A rendered page in the shape of a static file. Its policy is its prerendered page's: the two
 * carry the same inline scripts, the island's props being data (`application/json`), not script.
 */
function toFile(rendered: RenderedResult, csp: string | undefined): RenderedFile {
  const bytes = (data: Uint8Array<ArrayBuffer>) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const file: RenderedFile = {
    body: bytes(rendered.body),
    type: "text/html; charset=utf-8",
    etag: rendered.etag,
    cacheControl: RESULT_CACHE_CONTROL,
    csp,
    timing: rendered.timing,
  };
  if (rendered.compressed) file[rendered.compressed.encoding] = bytes(rendered.compressed.body);
  return file;
}

/** `Server-Timing` for an answer: what making it took, or that it came from memory; and any compression done for this client. */
function serverTiming(file: RenderedFile, made: boolean, compressMs: number | null): string {
  const metric = (name: string, ms: number) => `${name};dur=${ms.toFixed(2)}`;
  const parts = made ? [metric("render", file.timing.renderMs), metric("compress", file.timing.compressMs)] : ['cache;desc="hit"'];
  if (compressMs !== null) parts.push(metric("compress", compressMs));
  return parts.join(", ");
}

/**
 * GET /calculator/…?… answers complete HTML with the result rendered, for a browser without script
 * and for an address a calculation wrote: the prerendered page with the island rendered for the
 * query (docs/decisions/0039). Without a calculation in the query it is the prerendered page.
 */
export function registerResultPages(app: FastifyInstance, { site, render }: ResultPagesOptions) {
  // The app's rate limiter (server/api/rate-limit.ts): one budget per client covers the API's POSTs and these answers.
  const limit = app.limitRequests;
  // fetch() renders an address once however many ask for it at the same moment, and keeps the answer.
  const cache = new LRUCache<string, RenderedFile, ResultRequest>({
    max: CACHE_ENTRIES,
    fetchMethod: async (_address, _stale, { context }) => toFile(await render(context), site.get(context.path)?.csp),
  });
  // The query is read once per request, in the rate limit's hook, and kept for the answer.
  const asked = new WeakMap<FastifyRequest, ResultRequest | null>();
  const resultRequest = (request: FastifyRequest, page: ResultPage) => {
    if (!asked.has(request))
      asked.set(
        request,
        pathKind(request.url) === "result" ? resultRequestOf(page, request.url, request.headers["accept-encoding"]) : null,
      );
    return asked.get(request)!;
  };

  async function answer(request: FastifyRequest, reply: FastifyReply, page: ResultPage) {
    const result = resultRequest(request, page);
    const prerendered = result === null ? site.get(page.path) : undefined;
    if (prerendered) return sendStaticFile(request, reply, prerendered, 200);
    if (result === null) throw new Error(`The page ${page.path} is not in the build.`);
    const status: LRUCache.Status<string, RenderedFile, ResultRequest> = {};
    let file: RenderedFile | undefined;
    try {
      file = await cache.fetch(`${result.path}?${result.query}`, { context: result, status });
    } catch (error) {
      if (!(error instanceof RenderUnavailableError)) throw error;
      request.log.warn(error.message);
      return reply
        .code(503)
        .header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
        .header("Cache-Control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(`The calculators are busy. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`);
    }
    if (!file) throw new Error(`No answer was rendered for ${result.path}?${result.query}.`);
    const compressMs = compressFor(file, result.encoding);
    reply.header("Vary", "Accept-Encoding").header("Server-Timing", serverTiming(file, status.fetch === "miss", compressMs));
    return sendStaticFile(request, reply, file, 200);
  }

  // A flood of computations gets the limiter's sentence as plain text: these are visits, not API calls.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply.code(429).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(error.message);
  });

  for (const page of resultPages) {
    // Only a calculation counts against the client's budget; the calculator itself is a static page.
    const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
      if (limit && resultRequest(request, page) !== null) await limit.call(this, request, reply);
    };
    app.get(page.path, { onRequest }, (request, reply) => answer(request, reply, page));
  }
}

/**
 * A kept page asked for in an encoding it has no copy in yet (another client's first) is compressed
 * once, here, and kept with it; returns how long that took, or null when nothing was done.
 */
function compressFor(file: RenderedFile, encoding: Encoding | null): number | null {
  if (encoding === null || file[encoding]) return null;
  const started = performance.now();
  file[encoding] = compress(file.body, encoding);
  return performance.now() - started;
}
