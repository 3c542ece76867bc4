import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { paintFirst } from "../../core/html/defer-hydration.ts";
import { pageCspSources } from "../page-csp-sources.ts";
import { pageCsp } from "../security-headers.ts";
import type { StaticFile, StaticSite } from "../static-site.ts";
import { sendStaticFile } from "../static-routes.ts";
import type { RenderApp } from "./react-router-app.ts";

/** The calculators whose address can carry a calculation (`?state=DL&amount=1500000`). */
export const RESULT_PAGE_PATHS = [
  "/calculator/court-fee-calculator",
  "/calculator/arbitration-fee-calculator",
  "/hi/calculator/court-fee-calculator",
  "/hi/calculator/arbitration-fee-calculator",
] as const;

/**
 * A result page depends on its address and the deployed build only, so it may be kept like the
 * prerendered pages: caches revalidate it by its ETag, and it varies by nothing but the encoding.
 */
export const RESULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Rendered answers kept in memory, by path and query: a link shared in a chat is opened many times. */
const CACHE_ENTRIES = 500;

export type ResultPagesOptions = {
  site: StaticSite;
  render: RenderApp;
  /** The API's rate limiter: one budget per client covers the API's POSTs and these answers. */
  limit: onRequestAsyncHookHandler | null;
};

type RenderedFile = StaticFile & { status: number };

const contentTypes: Record<string, string> = { "text/html": "text/html; charset=utf-8", "text/x-script": "text/x-script; charset=utf-8" };

/**
 * A rendered answer in the shape of a static file, with its ETag and, for a page, its own CSP.
 *
 * The page is handled as Latin-1 text, one character per byte of its UTF-8: what the rewrite looks
 * for and what it adds are ASCII, so every other byte passes through unchanged, and the scripts are
 * hashed as the bytes served. Decoding the UTF-8 and encoding it again cost about a tenth of a
 * millisecond per page, a page of text in Devanagari or with a rupee sign being two bytes a character
 * in memory (npm run bench:api).
 */
function toFile(status: number, type: string, rendered: Uint8Array<ArrayBuffer>, path: string): RenderedFile {
  const bytes = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
  // An error page React Router rendered is a document like any other: it is rewritten and gets the
  // CSP of its own scripts too, or its scripts would not be allowed to run.
  const isPage = type.startsWith("text/html");
  const html = isPage ? paintFirst(bytes.toString("latin1"), path) : "";
  const body = isPage ? Buffer.from(html, "latin1") : bytes;
  return {
    status,
    body,
    type: contentTypes[type.split(";")[0] ?? ""] ?? type,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    cacheControl: status < 500 ? RESULT_CACHE_CONTROL : "no-store",
    // The same allow-list and hashing as the prerendered pages (server/page-csp-sources.ts).
    csp: isPage ? pageCsp(pageCspSources(html, path, "latin1")) : undefined,
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

function hasQuery(request: FastifyRequest): boolean {
  const mark = request.url.indexOf("?");
  return mark !== -1 && mark < request.url.length - 1;
}

/**
 * GET /calculator/…?… answers complete HTML with the result rendered, for a browser without script;
 * GET /calculator/….data?… answers the same data for a client-side navigation to such an address.
 * Without a query both are the prerendered files, exactly as before.
 */
export function registerResultPages(app: FastifyInstance, { site, render, limit }: ResultPagesOptions) {
  const cache = new Map<string, RenderedFile>();

  async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
    if (!hasQuery(request)) {
      const file = site.get(path);
      if (file) return sendStaticFile(request, reply, file, 200);
    }
    const key = request.url;
    let file = cache.get(key);
    if (file) {
      cache.delete(key);
    } else {
      const rendered = await render(key);
      file = toFile(rendered.status, rendered.type, rendered.body, path);
    }
    if (file.status < 500) cache.set(key, file);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? "");
    compressFor(file, request.headers["accept-encoding"]);
    reply.header("Vary", "Accept-Encoding");
    return sendStaticFile(request, reply, file, file.status);
  }

  // A flood of computations gets the limiter's sentence as plain text: these are visits, not API calls.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply.code(429).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(error.message);
  });

  const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
    if (limit && hasQuery(request)) await limit.call(this, request, reply);
  };
  for (const path of RESULT_PAGE_PATHS) {
    app.get(path, { onRequest }, (request, reply) => answer(request, reply, path));
    app.get(`${path}.data`, { onRequest }, (request, reply) => answer(request, reply, `${path}.data`));
  }
}
