import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { LRUCache } from "lru-cache";
import { type ResultPage, canonicalResultQuery, resultPages } from "../../core/routing/site-pages.ts";
import { type InlineScriptAllowList, pageCspSources } from "../page-csp-sources.ts";
import { pageCsp } from "../security-headers.ts";
import { pathKind } from "../site-paths.ts";
import type { StaticFile, StaticSite } from "../static-site.ts";
import { sendStaticFile } from "../static-routes.ts";
import type { RenderApp } from "./react-router-app.ts";
import { RenderUnavailableError } from "./render-pool.ts";

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
  render: RenderApp;
};

type RenderedFile = StaticFile & { status: number };

/**
 * A rendered answer in the shape of a static file, with its ETag and, for a page, its own CSP.
 *
 * The page's scripts are found in it read as Latin-1 text, one character per byte of its UTF-8: the
 * tags looked for are ASCII, and the scripts are hashed as the bytes served. Decoding the UTF-8
 * cost about a tenth of a millisecond per page, a page of text in Devanagari or with a rupee sign
 * being two bytes a character in memory (npm run bench:api).
 */
function toFile(
  status: number,
  type: string,
  rendered: Uint8Array<ArrayBuffer>,
  path: string,
  inlineScripts: InlineScriptAllowList,
): RenderedFile {
  const bytes = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
  // An error page React Router rendered is a document like any other: it gets the CSP of its own
  // scripts too, or its scripts would not be allowed to run.
  const isPage = type.startsWith("text/html");
  return {
    status,
    body: bytes,
    type: type.startsWith("text/html") ? "text/html; charset=utf-8" : type,
    etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`,
    cacheControl: status < 500 ? RESULT_CACHE_CONTROL : "no-store",
    // The same allow-list and hashing as the prerendered pages (server/page-csp-sources.ts).
    csp: isPage ? pageCsp(pageCspSources(bytes.toString("latin1"), path, inlineScripts, "latin1")) : undefined,
  };
}

/**
 * Brotli's quality 2: measured on a court-fee result page (47 KB), quality 4 took 540 us of CPU for
 * 12.3 KB and quality 2 300 us for 13.0 KB. Every new address pays it, so it is most of the
 * difference between quality levels in rendered pages per second (docs/decisions/0018).
 */
const BROTLI_QUALITY = 2;

/** Compresses an answer once, for the encoding this client takes; the cached answer keeps it for the next. */
function compressFor(file: RenderedFile, acceptEncoding: string | undefined): void {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b/.test(accepted)) file.br ??= brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  else if (/\bgzip\b/.test(accepted)) file.gzip ??= gzipSync(file.body, { level: 6 });
}

/**
 * The address to render for a request: the calculator's path and its canonical query (so that
 * equivalent addresses share one render and one cache entry), or null when the query asks for no
 * calculation and the prerendered page answers.
 */
function addressToRender(request: FastifyRequest, page: ResultPage): string | null {
  if (pathKind(request.url) !== "result") return null;
  const query = canonicalResultQuery(page, new URLSearchParams(request.url.slice(request.url.indexOf("?") + 1)));
  return query === null ? null : `${page.path}?${query}`;
}

/**
 * GET /calculator/…?… answers complete HTML with the result rendered, for a browser without script
 * and for an address a calculation wrote. Without a calculation in the query it is the prerendered page.
 */
export function registerResultPages(app: FastifyInstance, { site, render }: ResultPagesOptions) {
  // The app's rate limiter (server/api/rate-limit.ts): one budget per client covers the API's POSTs and these answers.
  const limit = app.limitRequests;
  // fetch() renders an address once however many ask for it at the same moment, and keeps the answer.
  const cache = new LRUCache<string, RenderedFile, { path: string }>({
    max: CACHE_ENTRIES,
    fetchMethod: async (address, _stale, { context }) => {
      const rendered = await render(address);
      return toFile(rendered.status, rendered.type, rendered.body, context.path, site.inlineScripts);
    },
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, page: ResultPage) {
    const path = page.path;
    const address = addressToRender(request, page);
    const prerendered = address === null ? site.get(path) : undefined;
    if (prerendered) return sendStaticFile(request, reply, prerendered, 200);
    let file: RenderedFile | undefined;
    try {
      file = await cache.fetch(address ?? path, { context: { path } });
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
    if (!file) throw new Error(`No answer was rendered for ${address ?? path}.`);
    // An error page is sent to those who asked at the same moment, and rendered afresh for the next.
    if (file.status >= 500) cache.delete(address ?? path);
    compressFor(file, request.headers["accept-encoding"]);
    reply.header("Vary", "Accept-Encoding");
    return sendStaticFile(request, reply, file, file.status);
  }

  // A flood of computations gets the limiter's sentence as plain text: these are visits, not API calls.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply.code(429).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(error.message);
  });

  for (const page of resultPages) {
    // Only a calculation counts against the client's budget; the calculator itself is a static page.
    const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
      if (limit && addressToRender(request, page) !== null) await limit.call(this, request, reply);
    };
    app.get(page.path, { onRequest }, (request, reply) => answer(request, reply, page));
  }
}
