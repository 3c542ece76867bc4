import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerApi } from "../api/register-api.ts";
import { writeTestSite } from "../api/test-support/build-test-app.ts";
import { buildApp } from "../app.ts";
import { loadStaticSite } from "../static-site.ts";
import { inlineScriptAllowList } from "../page-csp-sources.ts";
import { RenderUnavailableError } from "./render-pool.ts";
import { RESULT_CACHE_CONTROL, registerResultPages } from "./result-pages.ts";
import { type RenderResult, type RenderedResult, type ResultRequest, compress } from "./result-renderer.ts";
import { speculationRulesText } from "../../core/html/inline-scripts.ts";

const PRERENDERED = "<!doctype html><title>Court fee</title><p>The prerendered calculator</p>";
/** The head's script as the build wrote and recorded it (app/browser/head.ts). */
const headScript = '(function(){document.documentElement.dataset.disclaimer="agreed"})();';
const inlineScripts = inlineScriptAllowList([headScript]);

/**
 * A result page as the renderer makes it (result-renderer.ts): the prerendered page's head (its
 * inline scripts) and an island whose props vary with the query (and, like the real pages, hold
 * text outside ASCII).
 */
function renderedPage(query: string): Uint8Array<ArrayBuffer> {
  const props = JSON.stringify({ query, fee: "₹ न्यायालय फीस" });
  return utf8(
    `<!doctype html><html><head><script>${headScript}</script><script type="speculationrules">${speculationRulesText}</script><script type="module" src="/assets/site-abc.js"></script></head><body><div id="court-fee-calculator" data-island="/assets/court-fee-calculator-island.js"><p>Fee for ${query}: ₹ 16,984 (न्यायालय फीस)</p></div><script type="application/json" id="court-fee-calculator-props">${props}</script></body></html>`,
  );
}

/** What the render threads answer for a request, compressed for the encoding it asks, as they do. */
function rendered(request: ResultRequest): RenderedResult {
  const body = renderedPage(request.query);
  const compressed = request.encoding === null ? null : { encoding: request.encoding, body: utf8("") };
  if (compressed && request.encoding) compressed.body = new Uint8Array(compress(body, request.encoding)) as Uint8Array<ArrayBuffer>;
  return { body, etag: `"${request.query.length}-${body.byteLength}"`, compressed, timing: { renderMs: 0.4, compressMs: 0.2 } };
}

const utf8 = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

type Harness = { app: FastifyInstance; renders: ResultRequest[]; close: () => Promise<void> };
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(rateLimitPerMinute: number | null, answer: (request: ResultRequest) => RenderedResult = rendered): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), "result-pages-"));
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  writeTestSite(root);
  write("calculator/court-fee-calculator/index.html", PRERENDERED);
  const renders: ResultRequest[] = [];
  const render: RenderResult = async (request) => {
    renders.push(request);
    return answer(request);
  };
  const site = loadStaticSite(root, inlineScripts);
  const app = await buildApp({
    site,
    rateLimitPerMinute,
    registerApi,
    registerResultPages: (pages, options) => registerResultPages(pages, { ...options, render }),
  });
  await app.ready();
  return {
    app,
    renders,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const COURT = "/calculator/court-fee-calculator";

describe("the calculators' result pages", () => {
  it("serve the prerendered page when the address has no query, without rendering", async () => {
    harness = await start(null);
    for (const url of [COURT, `${COURT}?`]) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PRERENDERED);
    }
    expect(harness.renders).toEqual([]);
  });

  it("render an address with a query, read once: the page as rendered, the prerendered page's CSP and what the render took", async () => {
    harness = await start(null);
    const response = await harness.app.inject({
      url: `${COURT}?amount=1500000&state=DL&utm_source=chat`,
      headers: { "accept-encoding": "br" },
    });
    expect(harness.renders).toEqual([
      {
        path: COURT,
        locale: "en",
        query: "state=DL&amount=1500000",
        fields: [
          ["state", "DL"],
          ["amount", "1500000"],
        ],
        encoding: "br",
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    // Text outside ASCII passes through byte for byte.
    expect(brotliDecompressSync(response.rawPayload).equals(Buffer.from(renderedPage("state=DL&amount=1500000")))).toBe(true);
    expect(response.headers["content-security-policy"]).toBe((await harness.app.inject({ url: COURT })).headers["content-security-policy"]);
    expect(response.headers["server-timing"]).toBe("render;dur=0.40, compress;dur=0.20");
  });

  it("give the same bytes for the same query, from memory, cacheable and revalidated by ETag", async () => {
    harness = await start(null);
    const url = `${COURT}?state=MH&amount=50000000`;
    const first = await harness.app.inject({ url });
    const second = await harness.app.inject({ url });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["server-timing"]).toBe('cache;desc="hit"');
    expect(harness.renders).toHaveLength(1);
    expect(first.headers["cache-control"]).toBe(RESULT_CACHE_CONTROL);
    expect(first.headers.vary).toBe("Accept-Encoding");
    const revalidated = await harness.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    // A kept page asked for in another encoding is compressed once, for it, and says so.
    const br = await harness.app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["server-timing"]).toMatch(/^cache;desc="hit", compress;dur=\d+\.\d\d$/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it("compress for the encoding the negotiation of every file picks: gzip for `br;q=0, gzip`, nothing for `identity`", async () => {
    harness = await start(null);
    const gzip = await harness.app.inject({ url: `${COURT}?state=DL&amount=9`, headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(Buffer.from(renderedPage("state=DL&amount=9")).toString());
    const identity = await harness.app.inject({ url: `${COURT}?state=DL&amount=10`, headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(harness.renders.map((request) => request.encoding)).toEqual(["gzip", null]);
  });

  it("answer 500 for a render that fails, and render the address afresh for the next visitor", async () => {
    let failures = 1;
    harness = await start(null, (request) => {
      if (failures-- > 0) throw new Error("The island could not be rendered.");
      return rendered(request);
    });
    const url = `${COURT}?state=DL&amount=7`;
    expect((await harness.app.inject({ url })).statusCode).toBe(500);
    expect((await harness.app.inject({ url })).statusCode).toBe(200);
    expect(harness.renders).toHaveLength(2);
  });

  it("render an address once for every visitor who asks at the same moment, and treat equivalent queries as one", async () => {
    harness = await start(null);
    const urls = [`${COURT}?state=KA&amount=900`, `${COURT}?amount=900&state=KA`, `${COURT}?state=KA&amount=900&utm_source=chat`];
    const answers = await Promise.all([...urls, ...urls].map((url) => harness!.app.inject({ url })));
    expect(harness.renders.map((request) => request.query)).toEqual(["state=KA&amount=900"]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // A query that asks for no calculation is the prerendered calculator.
    expect((await harness.app.inject({ url: `${COURT}?utm_source=chat` })).body).toBe(PRERENDERED);
  });

  it("answer 503 with Retry-After when the renders are backed up, never a hang", async () => {
    harness = await start(null, () => {
      throw new RenderUnavailableError("The render queue is full.");
    });
    const response = await harness.app.inject({ url: `${COURT}?state=DL&amount=7` });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBeDefined();
    expect(response.body).toMatch(/try again/);
  });

  it("render no router data: a `.data` address is not found, and nothing is rendered for it", async () => {
    harness = await start(null);
    const response = await harness.app.inject({ url: `${COURT}.data?state=DL&amount=5` });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(harness.renders).toEqual([]);
  });

  it("count against the API's rate limit, one budget per client, and say so in plain text", async () => {
    harness = await start(2);
    const page = () => harness!.app.inject({ url: `${COURT}?state=DL&amount=${Math.random()}` });
    expect((await page()).statusCode).toBe(200);
    const post = await harness.app.inject({ method: "POST", url: "/api/court-fee", payload: { jurisdiction: "DL", amount: 1000 } });
    expect(post.statusCode).toBe(200);
    const limited = await page();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect(
      (await harness.app.inject({ method: "POST", url: "/api/court-fee", payload: { jurisdiction: "DL", amount: 1000 } })).statusCode,
    ).toBe(429);
    // The calculator itself, without a calculation, is a static page and never limited.
    expect((await harness.app.inject({ url: COURT })).statusCode).toBe(200);
  });
});
