import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningApp, KIND_FILES, listenTestServer } from "./test-support/test-server.ts";
import { type RawHead, openRaw, splitResponses } from "./test-support/raw-http.ts";

// Issue 22, part 5: requests built by fast-check from methods, paths, headers and bodies, sent over
// raw sockets to the listening server. `npm test` runs a short seed; `npm run fuzz:http` a long one
// (HTTP_FUZZ_RUNS, and HTTP_FUZZ_SEED to replay a failure).
//
// Issue 36: path segments and query names are drawn from a dictionary of hazardous tokens as well as
// random text, so each class of hazard is generated rather than listed one request at a time: every
// name of Object.prototype, separators in disguise (encoded, double-encoded, look-alikes), characters
// a Location must encode, absolute-form targets for this host and others, and conditional headers.

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

/** Every name a plain object answers without owning it: "toString", "__proto__", "constructor", … */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Slashes, backslashes and dots in disguise: encoded, double-encoded, and Unicode look-alikes. */
const SEPARATORS = [
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2e",
  "%2E%2E",
  "%252F",
  "%252e%252e",
  "%EF%BC%8F", // fullwidth solidus
  "%EF%BC%BC", // fullwidth reverse solidus
  "%E2%88%95", // division slash
  "%E2%81%84", // fraction slash
  "%C0%AF", // overlong "/"
  "%00",
  "%0D%0A",
  ";",
  ";x=1",
];

/** Characters a Location must percent-encode (RFC 3986 section 3.3), and the rest of the path's oddities. */
const ODD_CHARACTERS = ["|", "[x]", "{x}", "^", "`", "'", "@", ":", "!", "$", "&", "+", ",", "=", "~"];

const hazardousToken = fc.constantFrom(
  ...PROTOTYPE_NAMES,
  ...PROTOTYPE_NAMES.map((name) => `${name}.data`),
  ...PROTOTYPE_NAMES.map((name) => name.toUpperCase()),
  ...SEPARATORS,
  ...ODD_CHARACTERS,
);

/** Random path text: any printable ASCII but the characters that end a request line or a path. */
const randomSegment = fc.string({ unit: fc.constantFrom(..."abcXYZ019-._~!$&'()*+,;=:@%|[]{}^`\\\""), maxLength: 12 });

const knownSegment = fc.constantFrom(
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

const segment = fc.oneof(
  { arbitrary: knownSegment, weight: 3 },
  { arbitrary: hazardousToken, weight: 3 },
  { arbitrary: randomSegment, weight: 1 },
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

const fixedQuery = fc.constantFrom(
  "",
  "?x=1",
  `?q=${encodeURIComponent(MARK)}`,
  `?error=${encodeURIComponent(MARK)}`,
  "?state=DL&amount=1500000",
  "?amount=-1&_routes=root",
  "?%zz",
);

/** A query whose names come from the dictionary: ?__proto__=1&toString=x&state=DL… */
const hazardousQuery = fc
  .array(fc.tuple(fc.oneof(hazardousToken, fc.constantFrom("state", "amount", "_routes", "provider", "code")), randomSegment), {
    minLength: 1,
    maxLength: 4,
  })
  .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`);

const query = fc.oneof(fixedQuery, hazardousQuery);

const originPath = fc.oneof(
  fc.tuple(knownPath, query).map(([path, search]) => path + search),
  fc
    .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom("/", "//", "/\\"), fc.boolean(), query)
    .map(([parts, join, trailing, search]) => `/${parts.join(join)}${trailing ? "/" : ""}${search}`),
);

/** RFC 9112 section 3.2.2: the absolute form, for the host the fuzzer names in Host and for others. */
const authority = fc.constantFrom(
  "http://localhost",
  "HTTP://LOCALHOST:80",
  "https://localhost",
  "http://evil.example",
  "http://localhost:3000",
  "http://user@localhost",
  "ftp://localhost",
);

const target = fc.oneof(
  { arbitrary: originPath, weight: 6 },
  { arbitrary: fc.tuple(authority, originPath).map(([origin, path]) => origin + path), weight: 2 },
  { arbitrary: fc.constantFrom("*", "http://evil.example/team", "evil.example:443", "//evil.example/", "http://localhost"), weight: 1 },
);

/** An HTTP-date, a date in another dress, or none at all. */
const dateText = fc.oneof(
  fc.date({ min: new Date(0), max: new Date(4_102_444_800_000), noInvalidDate: true }).map((date) => date.toUTCString()),
  fc.constantFrom("Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "1994-11-06", "yesterday", "", "0"),
);

/** Entity tags: made up, weak, listed, "*", and text that is no tag at all. */
const tagText = fc.oneof(
  fc.constantFrom("*", '"no-such-tag"', 'W/"no-such-tag"', '"a", W/"b"', "no-quotes", '""', ',,"x"'),
  fc.string({ maxLength: 20 }).map((text) => `"${text.replace(/["\r\n\0]/g, "")}"`),
);

const conditionalHeader = fc.oneof(
  tagText.map((tag) => `If-Match: ${tag}`),
  tagText.map((tag) => `If-None-Match: ${tag}`),
  dateText.map((date) => `If-Modified-Since: ${date}`),
  dateText.map((date) => `If-Unmodified-Since: ${date}`),
  fc.tuple(tagText, dateText).map(([tag, date]) => `If-Range: ${tag || date}`),
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
  conditionalHeader,
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

/**
 * RFC 9110 section 10.2.2 and RFC 3986: a Location is a URI reference, every other character
 * percent-encoded. A redirect of this site names a path here; the editor's sign-in alone leaves for GitHub.
 */
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/;
function expectEncodedLocation(location: string) {
  expect(location).toMatch(URI_REFERENCE);
  if (!location.startsWith("http://127.0.0.1:9/login/oauth/authorize?")) expect(location).toMatch(/^\/(?![/\\])/);
}

/** The security headers every answer carries, whatever it is. */
function expectSecurityHeaders(response: RawHead) {
  expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
}

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
          expectSecurityHeaders(response);
          const { location, ...others } = response.headers;
          expect(JSON.stringify(others) + response.body).not.toMatch(COPIED_MARK);
          if (location !== undefined) expectEncodedLocation(location);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // And the server still serves the home page.
    const [home] = splitResponses(await send(Buffer.from("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")));
    expect(home?.status).toBe(200);
  }, 600_000);

  it(`answers HEAD with the GET's status and headers, without the body, over ${RUNS} generated requests`, async () => {
    const bodiless = fc.record({
      target,
      headers: fc.array(fc.oneof(conditionalHeader, fc.constant("Accept-Encoding: br, gzip")), { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(bodiless, async ({ target, headers }) => {
        const ask = async (method: string) => {
          const head = [`${method} ${target} HTTP/1.1`, "Host: localhost", ...headers, "Connection: close"].join("\r\n");
          const [response] = splitResponses(await send(Buffer.from(`${head}\r\n\r\n`, "latin1")));
          expect(response, `no answer to ${method} ${target}`).toBeDefined();
          return response!;
        };
        const get = await ask("GET");
        const head = await ask("HEAD");
        // The editor's sign-in makes a new one-time state for each request, in its cookie and Location.
        const comparable = ({ date: _date, ...headers }: Record<string, string>) =>
          Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/state=[\w-]+/, "state=…")]));
        expect(head.status, target).toBe(get.status);
        expect(comparable(head.headers), target).toEqual(comparable(get.headers));
        expect(head.body).toBe("");
      }),
      { numRuns: Math.ceil(RUNS / 3), seed: SEED },
    );
  }, 600_000);
});

/**
 * The conditions of RFC 9110 section 13.2.2 against representations that exist, with tags and dates
 * drawn relative to each one's own ETag and Last-Modified. The expected status is worked out here from
 * the RFC's order on the drawn symbols, not by the server's parser.
 */
describe("conditional requests, generated", () => {
  const EXISTING = [
    "/team",
    "/",
    KIND_FILES.pdf,
    KIND_FILES.feed,
    KIND_FILES.hindiPage,
    `${KIND_FILES.calculator}?state=DL&amount=1500000`,
    KIND_FILES.adminPage,
    KIND_FILES.adminConfig,
    "/api/jurisdictions",
    "/PHP/api/state.php",
  ];
  type TagChoice = "absent" | "star" | "current" | "weak-current" | "other" | "list-with-current" | "garbage";
  type DateChoice = "absent" | "before" | "at" | "after" | "garbage";
  const tagChoice = fc.constantFrom<TagChoice>("absent", "star", "current", "weak-current", "other", "list-with-current", "garbage");
  const dateChoice = fc.constantFrom<DateChoice>("absent", "before", "at", "after", "garbage");

  const tagFor = (choice: TagChoice, etag: string | undefined, other: string): string | null => {
    const current = etag ?? '"no-tag-at-all"';
    switch (choice) {
      case "absent":
        return null;
      case "star":
        return "*";
      case "current":
        return current;
      case "weak-current":
        return `W/${current}`;
      case "other":
        return `"${other}"`;
      case "list-with-current":
        return `"${other}", ${current}`;
      case "garbage":
        return `no-quotes-${other}`;
    }
  };
  const DAY_MS = 86_400_000;
  const dateFor = (choice: DateChoice, modified: number | null): string | null => {
    const at = modified ?? Date.UTC(2020, 0, 1);
    if (choice === "absent") return null;
    if (choice === "garbage") return "not a date";
    return new Date(at + (choice === "before" ? -DAY_MS : choice === "after" ? DAY_MS : 0)).toUTCString();
  };

  /** Section 13.2.2 on the symbols: a tag matches strongly only as itself, weakly in either form. */
  function expectedStatus(
    c: { ifMatch: TagChoice; ifNoneMatch: TagChoice; ius: DateChoice; ims: DateChoice },
    hasTag: boolean,
    hasDate: boolean,
  ) {
    const strong = (t: TagChoice) => t === "star" || (hasTag && (t === "current" || t === "list-with-current"));
    const weak = (t: TagChoice) => t === "star" || (hasTag && (t === "current" || t === "weak-current" || t === "list-with-current"));
    if (c.ifMatch !== "absent") {
      if (!strong(c.ifMatch)) return 412;
    } else if (hasDate && c.ius === "before") return 412;
    if (c.ifNoneMatch !== "absent") {
      if (weak(c.ifNoneMatch)) return 304;
    } else if (hasDate && (c.ims === "at" || c.ims === "after")) return 304;
    return 200;
  }

  it(`answers ${RUNS} generated conditions as RFC 9110 orders them`, async () => {
    const plain = new Map<string, RawHead>();
    for (const path of EXISTING) {
      const [response] = splitResponses(await send(Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)));
      expect(response?.status, path).toBe(200);
      plain.set(path, response!);
    }
    const conditions = fc.record({
      path: fc.constantFrom(...EXISTING),
      method: fc.constantFrom("GET", "HEAD"),
      ifMatch: tagChoice,
      ifNoneMatch: tagChoice,
      ius: dateChoice,
      ims: dateChoice,
      // etagc only (RFC 9110 section 8.8.3), so that a made-up tag is a tag and a list stays a list.
      other: fc.string({ minLength: 1, maxLength: 12 }).map((text) => text.replace(/[^\x21\x23-\x7e]/g, "x")),
    });
    await fc.assert(
      fc.asyncProperty(conditions, async (c) => {
        const { etag, "last-modified": lastModified } = plain.get(c.path)!.headers;
        const modified = lastModified === undefined ? null : Date.parse(lastModified);
        const fields = [
          ["If-Match", tagFor(c.ifMatch, etag, c.other)],
          ["If-None-Match", tagFor(c.ifNoneMatch, etag, c.other)],
          ["If-Unmodified-Since", dateFor(c.ius, modified)],
          ["If-Modified-Since", dateFor(c.ims, modified)],
        ].filter((field): field is [string, string] => field[1] !== null);
        const head = [
          `${c.method} ${c.path} HTTP/1.1`,
          "Host: localhost",
          ...fields.map(([name, value]) => `${name}: ${value}`),
          "Connection: close",
        ];
        const [response] = splitResponses(await send(Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1")));
        const status = expectedStatus(c, etag !== undefined, modified !== null);
        expect(response?.status, head.join(" | ")).toBe(status);
        expectSecurityHeaders(response!);
        if (status === 304) expect(response!.headers.etag).toBe(etag);
        if (status === 412) expect(response!.headers["cache-control"]).toBe("no-store");
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 600_000);
});
