import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningApp, KIND_FILES, listenTestServer } from "./test-support/test-server.ts";
import { openRaw, splitResponses } from "./test-support/raw-http.ts";

// Issue 22, part 5: requests built by fast-check from methods, paths, headers and bodies, sent over
// raw sockets to the listening server. `npm test` runs a short seed; `npm run fuzz:http` a long one
// (HTTP_FUZZ_RUNS, and HTTP_FUZZ_SEED to replay a failure).

const RUNS = Number(process.env.HTTP_FUZZ_RUNS ?? 150);
const SEED = process.env.HTTP_FUZZ_SEED === undefined ? 22 : Number(process.env.HTTP_FUZZ_SEED);

/** Client text that must never come back: the server copies no input into an answer. */
const MARK = "zq9<mark>";
/** The mark as it stands, percent-encoded, or escaped for HTML or JSON: copied input in any dress. */
const COPIED_MARK = /zq9(?:<|%3C|&#60;|&lt;|\\u003c)mark/i;

const methods = fc.constantFrom(
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "CONNECT",
  "BREW",
  "get",
  "PROPFIND",
  "QUERY",
);

const segment = fc.constantFrom(
  "team",
  "api",
  "PHP",
  "court-fee",
  "login",
  "hi",
  "admin",
  "Team",
  "id=3",
  "..",
  ".",
  "",
  "%2F",
  "%5c",
  "%",
  "%zz",
  "%2e%2e",
  "\\",
  "a.data",
  "_.data",
  "not-found",
  "%E0%A4%AA",
  encodeURIComponent(MARK),
  "x".repeat(300),
);

const knownPath = fc.constantFrom(
  "/",
  "/team",
  "/team/99",
  "/login",
  "/hi/login",
  "/healthz",
  "/api/court-fee",
  "/api/jurisdictions",
  "/PHP/api/state.php",
  "/PHP/api/CourtFeeCalculation.php",
  "/admin/",
  "/admin/auth",
  "/admin/callback",
  ...Object.values(KIND_FILES),
);

const query = fc.constantFrom(
  "",
  "?x=1",
  `?q=${encodeURIComponent(MARK)}`,
  `?error=${encodeURIComponent(MARK)}`,
  "?state=DL&amount=1500000",
  "?amount=-1&_routes=root",
  "?%zz",
);

const target = fc.oneof(
  fc.tuple(knownPath, query).map(([path, search]) => path + search),
  fc
    .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom("/", "//", "/\\"), query)
    .map(([parts, join, search]) => `/${parts.join(join)}${search}`),
  fc.constantFrom("*", "http://evil.example/team", "evil.example:443", "//evil.example/"),
);

const header = fc.oneof(
  fc.constantFrom(
    "Host: localhost",
    "Host: localhost:3000",
    `Host: ${MARK}`,
    "Host: [::1]",
    "Content-Type: application/json",
    "Content-Type: text/plain",
    `Content-Type: ${MARK}`,
    "Content-Encoding: gzip",
    "Transfer-Encoding: chunked",
    "Transfer-Encoding: gzip, chunked",
    "Transfer-Encoding: chunked, gzip",
    `Transfer-Encoding: ${MARK}`,
    "Content-Length: 0",
    "Content-Length: 3",
    "Content-Length: -1",
    "Expect: 100-continue",
    `Expect: ${MARK}`,
    "Accept-Encoding: br, gzip",
    "If-None-Match: *",
    "Range: bytes=0-10",
    "Connection: keep-alive",
    "Upgrade: websocket",
    "X-Forwarded-For: 203.0.113.9",
    `Referer: ${MARK}`,
    `Cookie: a=${MARK}`,
  ),
  fc
    .tuple(fc.constantFrom("X-Custom", "Origin", "Accept", "User-Agent"), fc.string({ maxLength: 40 }))
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n\0]/g, "")}`),
);

const body = fc.oneof(
  fc.constant(""),
  fc.constantFrom('{"jurisdiction":"DL","amount":1000}', '{"amount":1}', `{"${MARK}":1}`, '{"__proto__":{"x":1}}', "{bad", MARK),
  fc.string({ maxLength: 200 }),
);

/** A whole request: the head as generated; a body framed by Content-Length, chunks, or nothing. */
const request = fc
  .record({
    method: methods,
    target,
    version: fc.constantFrom("HTTP/1.1", "HTTP/1.1", "HTTP/1.1", "HTTP/1.0"),
    headers: fc.array(header, { maxLength: 6 }),
    withHost: fc.boolean(),
    body,
    framing: fc.constantFrom("length", "length", "chunked", "none"),
  })
  .map(({ method, target, version, headers, withHost, body, framing }) => {
    const bytes = Buffer.from(body);
    const lines = [`${method} ${target} ${version}`, ...(withHost ? ["Host: localhost"] : []), ...headers];
    let payload = Buffer.alloc(0);
    if (framing === "length") {
      lines.push(`Content-Length: ${bytes.length}`);
      payload = bytes;
    } else if (framing === "chunked" && bytes.length > 0) {
      lines.push("Transfer-Encoding: chunked");
      payload = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n0\r\n\r\n")]);
    }
    return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
  });

let server: ListeningApp;
beforeAll(async () => {
  // Short timeouts, so a request whose framing promises more than it sends is answered (408) quickly.
  server = await listenTestServer({ connections: { headersTimeoutMs: 500, requestTimeoutMs: 800, checkIntervalMs: 100 } });
});
afterAll(() => server.close());

/** Sends the request, says it will send nothing more, and collects every answer until the server closes. */
async function send(bytes: Buffer): Promise<string> {
  const client = await openRaw(server.port);
  client.socket.end(bytes);
  const timer = setTimeout(() => client.socket.destroy(), 10_000);
  const raw = await client.closed;
  clearTimeout(timer);
  return raw;
}

describe("HTTP fuzz over raw sockets", () => {
  it(`keeps its invariants over ${RUNS} generated requests`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (bytes) => {
        const raw = await send(bytes);
        const responses = splitResponses(raw);
        // Every request gets an answer (the server closes only after one).
        expect(responses.length, `no answer to ${JSON.stringify(bytes.toString("latin1").slice(0, 200))}`).toBeGreaterThan(0);
        for (const response of responses) {
          // 5xx only for what RFC 9110 says the server does not implement (501) or speak (505).
          if (response.status >= 500) expect([501, 505]).toContain(response.status);
          expect(response.status).toBeGreaterThanOrEqual(100);
          if (response.status < 200) continue;
          expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
          expect(response.headers["x-content-type-options"]).toBe("nosniff");
          expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
          const { location: _location, ...others } = response.headers;
          expect(JSON.stringify(others) + response.body).not.toMatch(COPIED_MARK);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // And the server still serves the home page.
    const [home] = splitResponses(await send(Buffer.from("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")));
    expect(home?.status).toBe(200);
  }, 600_000);
});
