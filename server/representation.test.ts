import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, TEST_PAGES, buildTestApp } from "./api/test-support/build-test-app.ts";

// Finding 6: Accept-Encoding and If-None-Match read as HTTP defines them. /team has brotli and
// gzip twins in the test site.
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

const get = (headers: Record<string, string>) => test.app.inject({ url: "/team", headers });

describe("Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["BR", "br"],
    ["Gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["*", "br"],
    ["gzip;q=0, br;q=0", undefined],
    ["br-fake", undefined],
    ["identity", undefined],
    ["", undefined],
  ])("%j gets %s", async (accept, encoding) => {
    const response = await get({ "accept-encoding": accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    const body =
      encoding === "br"
        ? brotliDecompressSync(response.rawPayload)
        : encoding === "gzip"
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(body.toString()).toBe(TEST_PAGES.team);
  });

  it("gives each encoding its own ETag", async () => {
    const tags = await Promise.all(["br", "gzip", "identity"].map(async (e) => (await get({ "accept-encoding": e })).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });
});

describe("If-None-Match", () => {
  const etagFor = async (encoding: string) => String((await get({ "accept-encoding": encoding })).headers.etag);

  it("answers 304 to the exact tag, its weak form, a list holding it and *", async () => {
    const etag = await etagFor("br");
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, `"a",${etag} , "b"`, "*"]) {
      const response = await get({ "accept-encoding": "br", "if-none-match": condition });
      expect(response.statusCode, condition).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers.etag).toBe(etag);
    }
  });

  it("answers 200 when the tag belongs to another encoding or to nothing", async () => {
    const gzipTag = await etagFor("gzip");
    expect((await get({ "accept-encoding": "br", "if-none-match": gzipTag })).statusCode).toBe(200);
    expect((await get({ "accept-encoding": "br", "if-none-match": '"stale", W/"older"' })).statusCode).toBe(200);
  });

  it("never answers a 404 with 304", async () => {
    const response = await test.app.inject({ url: "/no-such-page", headers: { "if-none-match": "*" } });
    expect(response.statusCode).toBe(404);
  });
});

describe("request bodies with a Content-Encoding", () => {
  it.each(["gzip", "br", "GZIP"])("are refused with 415 (%s)", async (coding) => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/court-fee",
      headers: { "content-type": "application/json", "content-encoding": coding },
      payload: JSON.stringify({ jurisdiction: "DL", amount: 1000 }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: "Send the request body uncompressed, without a Content-Encoding header." });
  });

  it("are taken with Content-Encoding: identity", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/court-fee",
      headers: { "content-type": "application/json", "content-encoding": "identity" },
      payload: JSON.stringify({ jurisdiction: "DL", amount: 1000 }),
    });
    expect(response.statusCode).toBe(200);
  });
});
