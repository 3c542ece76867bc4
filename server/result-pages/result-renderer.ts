import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type ResultPage, canonicalResultQuery, resultPages } from "../../core/routing/site-pages.ts";
import { type Encoding, negotiateEncoding } from "../representation.ts";
import { type LoadedTemplate, type ResultTemplates, fillTemplate, loadTemplate } from "./result-template.ts";

/** A result address as the server read it, once: the calculator page, its language and its canonical query, as text and as fields. */
export type ResultRequest = {
  path: string;
  locale: "en" | "hi";
  query: string;
  fields: [string, string][];
  /** The encoding the asking client takes, made with the page so that the main thread need not. */
  encoding: Encoding | null;
};

/**
 * A rendered result page: its UTF-8 bytes (which cross from a render thread without a copy), their
 * ETag, the compressed copy for the encoding asked for, and what each step took (Server-Timing).
 */
export type RenderedResult = {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  compressed: { encoding: Encoding; body: Uint8Array<ArrayBuffer> } | null;
  timing: { renderMs: number; compressMs: number };
};

export type RenderResult = (request: ResultRequest) => Promise<RenderedResult>;

/**
 * What a request asks of a result page, its query read once: the canonical query (so that
 * equivalent addresses share one render and one cache entry) as text and fields, or null when the
 * query asks for no calculation and the prerendered page answers.
 */
export function resultRequestOf(page: ResultPage, url: string, acceptEncoding: string | undefined): ResultRequest | null {
  const mark = url.indexOf("?");
  if (mark === -1) return null;
  const fields = canonicalResultQuery(page, new URLSearchParams(url.slice(mark + 1)));
  if (fields === null) return null;
  return {
    path: page.path,
    locale: page.locale,
    query: fields.toString(),
    fields: [...fields],
    encoding: negotiateEncoding(acceptEncoding),
  };
}

/** The request for a result address in the site's own form (`/calculator/…?…`), as a browser without compression asks it: for tests and checks. */
export function resultRequestFor(address: string): ResultRequest {
  const path = address.split("?")[0];
  const page = resultPages.find((candidate) => candidate.path === path);
  const request = page && resultRequestOf(page, address, undefined);
  if (!request) throw new Error(`${address} is not a result address.`);
  return request;
}

/** An island rendered alone, as the server build exports it (app/entry.server.tsx, resultIslands). */
type IslandRenderer = (request: { locale: "en" | "hi"; query: URLSearchParams }) => string;

/**
 * Renders result pages from the build: each calculator's island alone, by the server build's
 * `resultIslands`, into its prerendered page as the build cut it (result-template.ts,
 * docs/decisions/0039). No router, no stream, nothing of the page but the island is rendered.
 */
export async function loadResultRenderer(buildFile: string, templatesFile: string): Promise<(request: ResultRequest) => RenderedResult> {
  for (const file of [buildFile, templatesFile])
    if (!existsSync(file)) throw new Error(`The site's build is missing ${file}. Run npm run build.`);
  // React chooses its production build from NODE_ENV when first loaded: the development build renders several times slower.
  process.env.NODE_ENV ??= "production";
  const build = (await import(pathToFileURL(buildFile).href)) as { entry: { module: { resultIslands: Record<string, IslandRenderer> } } };
  const islands = build.entry.module.resultIslands;
  const templates = new Map<string, LoadedTemplate>(
    Object.entries(JSON.parse(readFileSync(templatesFile, "utf8")) as ResultTemplates).map(([path, template]) => [
      path,
      loadTemplate(template),
    ]),
  );
  for (const [path, template] of templates)
    if (typeof islands[template.island] !== "function")
      throw new Error(`The server build renders no island ${template.island} for ${path}.`);

  return ({ path, locale, query, fields, encoding }) => {
    const template = templates.get(path);
    if (!template) throw new Error(`No result page at ${path}.`);
    const started = performance.now();
    const islandHtml = islands[template.island]!({ locale, query: new URLSearchParams(fields) });
    const page = fillTemplate(template, query, islandHtml);
    const rendered = performance.now();
    const compressed = encoding === null ? null : { encoding, body: asBytes(compress(page, encoding)) };
    return {
      body: asBytes(page),
      etag: `"${createHash("sha1").update(page).digest("base64url")}"`,
      compressed,
      timing: { renderMs: rendered - started, compressMs: performance.now() - rendered },
    };
  };
}

/**
 * Brotli's quality 2: measured on a court-fee result page (47 KB), quality 4 took 540 us of CPU for
 * 12.3 KB and quality 2 300 us for 13.0 KB. Every new address pays it (docs/decisions/0018).
 */
const BROTLI_QUALITY = 2;

/** A rendered page compressed for one encoding. */
export function compress(page: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(page, { level: 6 });
}

/** A buffer's bytes in an ArrayBuffer of their own (copied only when shared), so that they can be moved to another thread. */
function asBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer)
    return new Uint8Array(buffer.buffer, 0, buffer.byteLength);
  const bytes = new Uint8Array(new ArrayBuffer(buffer.byteLength));
  bytes.set(buffer);
  return bytes;
}
