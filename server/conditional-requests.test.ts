import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningApp, KIND_FILES, listenTestServer } from "./test-support/test-server.ts";

// Issue 36: conditional requests answered in one place (server/conditional-requests.ts) for every
// representation the server sends to GET and HEAD, whatever part of the server made it.
let server: ListeningApp;
beforeAll(async () => {
  server = await listenTestServer();
});
afterAll(() => server.close());

const inject = (method: "GET" | "HEAD", url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers: { "accept-encoding": "br, gzip", ...headers } });

const REPRESENTATIONS: [string, string][] = [
  ["a page", "/team"],
  ["the home page", "/"],
  ["a PDF", KIND_FILES.pdf],
  ["a feed", KIND_FILES.feed],
  ["a result page", `${KIND_FILES.calculator}?state=DL&amount=1500000`],
  ["the editor", KIND_FILES.adminPage],
  ["an editor file", KIND_FILES.adminAsset],
  ["an API list", "/api/jurisdictions"],
  ["the health check", "/healthz"],
];

const DAY_MS = 86_400_000;

describe.each(REPRESENTATIONS)("%s", (_name, url) => {
  it.each(["GET", "HEAD"] as const)("%s: If-Match with another tag, weak or strong, is 412 without the body; * is 200", async (method) => {
    const plain = await inject(method, url);
    expect(plain.statusCode).toBe(200);
    for (const tag of ['"no-such-tag"', 'W/"no-such-tag"', `W/${plain.headers.etag ?? '"x"'}`]) {
      const failed = await inject(method, url, { "if-match": tag });
      expect(failed.statusCode, tag).toBe(412);
      expect(failed.headers["cache-control"]).toBe("no-store");
      expect(failed.headers["x-content-type-options"]).toBe("nosniff");
      if (method === "GET") expect(failed.json()).toHaveProperty("error");
      else expect(failed.body).toBe("");
    }
    expect((await inject(method, url, { "if-match": "*" })).statusCode).toBe(200);
  });

  it("If-Match with the current tag is 200; If-None-Match with it 304, keeping the validators", async () => {
    const plain = await inject("GET", url);
    const etag = plain.headers.etag;
    if (etag === undefined) return;
    const matched = await inject("GET", url, { "if-match": String(etag) });
    expect(matched.statusCode).toBe(200);
    expect(matched.body).toBe(plain.body);
    const notModified = await inject("GET", url, { "if-none-match": String(etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers["cache-control"]).toBe(plain.headers["cache-control"]);
  });

  it("the dates are read against Last-Modified where the answer has one", async () => {
    const plain = await inject("GET", url);
    const modified = plain.headers["last-modified"];
    if (modified === undefined) return;
    const at = Date.parse(String(modified));
    const before = new Date(at - DAY_MS).toUTCString();
    const after = new Date(at + DAY_MS).toUTCString();
    expect((await inject("GET", url, { "if-unmodified-since": before })).statusCode).toBe(412);
    expect((await inject("GET", url, { "if-unmodified-since": after })).statusCode).toBe(200);
    expect((await inject("GET", url, { "if-modified-since": String(modified) })).statusCode).toBe(304);
    expect((await inject("GET", url, { "if-modified-since": before })).statusCode).toBe(200);
  });
});

describe("what conditions do not touch", () => {
  it.each([
    ["a not-found page", "/no-such-page", 404],
    ["a legacy redirect", "/Team", 301],
    ["a method the address does not take", "/api/court-fee", 405],
  ])("%s keeps its status", async (_name, url, status) => {
    const conditions: Record<string, string>[] = [
      { "if-match": '"no-such-tag"' },
      { "if-none-match": "*" },
      { "if-unmodified-since": "Sat, 01 Jan 2000 00:00:00 GMT" },
    ];
    for (const headers of conditions) {
      expect((await inject("GET", url, headers)).statusCode).toBe(status);
    }
  });

  it("a static file carries its file's date, and its HEAD the GET's headers", async () => {
    const get = await inject("GET", KIND_FILES.pdf);
    const head = await inject("HEAD", KIND_FILES.pdf);
    expect(get.headers["last-modified"]).toMatch(/GMT$/);
    expect(head.headers).toEqual({ ...get.headers, date: head.headers.date });
  });
});
