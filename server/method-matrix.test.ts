import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningApp, KIND_FILES, listenTestServer } from "./test-support/test-server.ts";
import { type RawHead, exchange, splitResponses } from "./test-support/raw-http.ts";

// Issue 22, part 1: every kind of path the site has, times every method, over raw sockets to the
// real listening server. The expectations are written here by hand, by kind of path, so they check
// the server's table (server/allowed-methods.ts) rather than repeat it.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT", "BREW"] as const;
type Method = (typeof METHODS)[number];

/** What a kind of path allows: its GET status, the methods of its Allow header, and its error bodies. */
type Kind = {
  /** Status of a GET (and HEAD). */
  get: number;
  /** The Allow header, when the path is a resource of ours; null when it is not (404 to every method). */
  allow: string | null;
  /** The status of a POST, when the path takes one. */
  post?: number;
  /** An API address: every error body is JSON. */
  api?: boolean;
  /** A target that is malformed as a path: other methods get 400 rather than 405. */
  badTarget?: boolean;
  /** A target that is not valid HTTP at all (RFC 9112 allows only ASCII): 400 to every known method. */
  invalid?: boolean;
  /** An absolute-form target naming another host: CONNECT, which asks for a tunnel, gets 405; other methods 421. */
  proxyForm?: boolean;
  /** A page that names its own address (the editor's page links /admin/config.yml): not a reflection. */
  namesItself?: boolean;
};

const PAGE: Kind = { get: 200, allow: "GET, HEAD, OPTIONS" };
const PAGE_404: Kind = { get: 404, allow: "GET, HEAD, OPTIONS" };
const REDIRECT: Kind = { get: 301, allow: "GET, HEAD, OPTIONS" };
const NOWHERE: Kind = { get: 404, allow: null };

/**
 * Generated, not listed: every name a plain object answers without owning it ("toString",
 * "__proto__", "constructor", …), in each place the server reads a path segment or a query name.
 */
const PROTOTYPE_PATHS: [string, string, Kind][] = Object.getOwnPropertyNames(Object.prototype).flatMap((name): [string, string, Kind][] => [
  [`prototype name ${name}`, `/${name}`, PAGE_404],
  [`prototype name ${name}, its data`, `/${name}.data`, PAGE_404],
  [`prototype name ${name}, a legacy id`, `/${name}/id=1`, PAGE_404],
  [`prototype name ${name}, trailing slash`, `/${name}/`, REDIRECT],
  [`prototype name ${name} as a member`, `/team/${name}`, PAGE_404],
  [`prototype name ${name} in the API`, `/api/${name}`, { ...NOWHERE, api: true }],
  [`prototype name ${name} as a query name`, `/team?${name}=1`, PAGE],
]);

const PATHS: [string, string, Kind][] = [
  ...PROTOTYPE_PATHS,
  // RFC 3986 section 3.3: the Location of these redirects encodes what a path may not hold.
  ["trailing slash after a vertical bar", "/team/|x/", REDIRECT],
  ["trailing slash after brackets", "/team/[x]/", REDIRECT],
  ["page", "/team", PAGE],
  ["home page", "/", PAGE],
  ["Hindi page", KIND_FILES.hindiPage, PAGE],
  ["page with a query", "/team?utm_source=x", PAGE],
  ["result page", `${KIND_FILES.calculator}?state=DL&amount=1500000`, PAGE],
  ["sign-in page", "/login", { get: 404, allow: "GET, HEAD, OPTIONS, POST", post: 303 }],
  ["Hindi sign-in page", "/hi/login", { get: 404, allow: "GET, HEAD, OPTIONS, POST", post: 303 }],
  ["not-found page", "/no-such-page", PAGE_404],
  ["unknown member", "/team/99", PAGE_404],
  ["static file", KIND_FILES.asset, PAGE],
  ["feed", KIND_FILES.feed, PAGE],
  ["PDF", KIND_FILES.pdf, PAGE],
  ["vCard", KIND_FILES.vcard, PAGE],
  ["legacy page path", "/Team/id=3", REDIRECT],
  ["trailing slash", "/team/", REDIRECT],
  ["API GET", "/api/jurisdictions", { get: 200, allow: "GET, HEAD", api: true }],
  ["legacy PHP GET", "/PHP/api/state.php", { get: 200, allow: "GET, HEAD", api: true }],
  ["API POST", "/api/court-fee", { get: 405, allow: "POST", post: 415, api: true }],
  ["legacy PHP POST", "/PHP/api/CourtFeeCalculation.php", { get: 405, allow: "POST", post: 415, api: true }],
  ["unknown API path", "/api/nope", { ...NOWHERE, api: true }],
  ["health check", "/healthz", { get: 200, allow: "GET, HEAD", api: true }],
  ["double slash", "//", REDIRECT],
  ["double slash to a host", "//evil.example/", REDIRECT],
  ["backslash", "/\\team", REDIRECT],
  ["dot segments", "/a/../team", REDIRECT],
  ["encoded dot segments", "/%2e%2e/team", REDIRECT],
  ["encoded slash", "/team%2F1", NOWHERE],
  ["encoded slash in the API", "/api/court-fee%2Fx", { ...NOWHERE, api: true }],
  ["invalid percent-encoding", "/publications/100%", { get: 404, allow: null, badTarget: true }],
  ["invalid percent-encoding in the API", "/api/court-fee%zz", { get: 400, allow: null, badTarget: true, api: true }],
  ["non-ASCII, encoded", "/%E0%A4%AA%E0%A5%83%E0%A4%B7%E0%A5%8D%E0%A4%A0", PAGE_404],
  ["non-ASCII, raw UTF-8", Buffer.from("/पृष्ठ").toString("latin1"), { get: 400, allow: null, invalid: true }],
  ["a very long path", `/${"a".repeat(6_000)}`, PAGE_404],
  ["absolute form, another host", "http://evil.example/team", { get: 421, allow: null, proxyForm: true }],
  // RFC 9112 section 3.2.2: the absolute form of this host's address is that address.
  ["absolute form, this host", "http://localhost/team", PAGE],
  ["absolute form, this host in capitals, https", "HTTPS://LOCALHOST/team", PAGE],
  [
    "absolute form of an API POST",
    "http://localhost/PHP/api/ArbitrationFeeCalculation.php",
    { get: 405, allow: "POST", post: 415, api: true },
  ],
  ["absolute form, legacy path", "http://localhost/Team/id=3", REDIRECT],
  // The browser editor (server/admin-editor.ts) and its GitHub sign-in (server/github-oauth.ts),
  // mounted beside the site as server/start.ts mounts them.
  ["editor page", KIND_FILES.adminPage, { ...PAGE, namesItself: true }],
  ["editor page with a query", `${KIND_FILES.adminPage}?x=1`, { ...PAGE, namesItself: true }],
  ["editor page, trailing slash", "/admin/", REDIRECT],
  ["editor page, double slash", "//admin", REDIRECT],
  ["editor file", KIND_FILES.adminAsset, PAGE],
  ["editor configuration", KIND_FILES.adminConfig, PAGE],
  ["unknown editor file", "/admin/no-such-file.js", PAGE_404],
  ["editor sign-in", "/admin/auth", { get: 302, allow: "GET, HEAD, OPTIONS" }],
  ["editor sign-in callback", "/admin/callback", { get: 400, allow: "GET, HEAD, OPTIONS" }],
];

/** What RFC 9110 has each cell answer, by the path's kind. */
function expected(method: Method, kind: Kind): number {
  if (kind.invalid) return 400;
  if (method === "BREW") return 501;
  if (kind.proxyForm) return method === "CONNECT" ? 405 : 421;
  if (kind.badTarget) return method === "GET" || method === "HEAD" ? kind.get : 400;
  if (kind.allow === null) return 404;
  const allowed = kind.allow.split(", ");
  if (method === "GET" || method === "HEAD") return allowed.includes("GET") ? kind.get : 405;
  if (method === "POST" && allowed.includes("POST")) return kind.get === 301 ? 308 : (kind.post ?? 200);
  if (method === "OPTIONS" && allowed.includes("OPTIONS")) return 204;
  return 405;
}

function requestFor(method: Method, target: string): string {
  const body = method === "POST" || method === "PUT" || method === "PATCH" ? "{}" : "";
  const framing = body ? `Content-Length: ${body.length}\r\n` : "";
  return `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${framing}\r\n${body}`;
}

let server: ListeningApp;
beforeAll(async () => {
  server = await listenTestServer();
});
afterAll(() => server.close());

function expectOwnAnswer(response: RawHead, method: Method, target: string, kind: Kind) {
  expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(response.headers["cache-control"]).toBeDefined();
  if (response.status >= 400) {
    const type = response.headers["content-type"] ?? "";
    // A ".data" address that names nothing gets the not-found page's data.
    if (method !== "HEAD") expect(type).toMatch(/^(application\/json|text\/html|text\/plain|text\/x-script)/);
    if (type.startsWith("application/json") && method !== "HEAD") expect(JSON.parse(response.body)).toHaveProperty("error");
  }
  // The target is arbitrary client text: it is never copied into an answer, a Location aside.
  if (target.length > 3 && !(kind.namesItself && response.status === 200)) expect(response.body).not.toContain(target.split("?")[0]);
}

describe("every method on every kind of path", () => {
  const cells = PATHS.flatMap(([name, target, kind]) => METHODS.map((method) => [name, method, target, kind] as const));

  it(`has ${PATHS.length} kinds of path × ${METHODS.length} methods = ${PATHS.length * METHODS.length} cells`, () => {
    expect(cells.length).toBe(PATHS.length * METHODS.length);
  });

  it.each(cells)("%s, %s", async (_name, method, target, kind) => {
    const raw = await exchange(server.port, requestFor(method, target));
    const [response] = splitResponses(raw);
    expect(response, `no answer to ${method} ${target}`).toBeDefined();
    const status = response!.status;
    expect(status).toBeLessThan(500 + (method === "BREW" ? 2 : 0));
    expect(status).toBe(expected(method, kind));
    expectOwnAnswer(response!, method, target, kind);
    // CONNECT goes to Node's tunnel event, not the router: a target that is not a path is asked of the server as a whole.
    const serverWide = kind.proxyForm || (method === "CONNECT" && !target.startsWith("/"));
    if (status === 405) expect(response!.headers.allow).toBe(serverWide ? "GET, HEAD, OPTIONS, POST" : kind.allow);
    if (status === 204) expect(response!.headers.allow).toBe(kind.allow);
    if (method === "HEAD") expect(response!.body).toBe("");
    // Every Location is an encoded URI reference on this site; the editor's sign-in alone leaves for GitHub.
    const location = response!.headers.location;
    if (location !== undefined && !location.startsWith("http://127.0.0.1:9/login/oauth/authorize?"))
      expect(location).toMatch(/^\/(?![/\\])(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/);
  });

  // RFC 9110 section 9.3.2: HEAD is GET without the body, whatever the answer is.
  it.each(PATHS)("%s: HEAD has the GET's status and headers", async (_name, target) => {
    const [get] = splitResponses(await exchange(server.port, requestFor("GET", target)));
    const [head] = splitResponses(await exchange(server.port, requestFor("HEAD", target)));
    // The editor's sign-in makes a new one-time state for each request, in its cookie and Location.
    const comparable = ({ date: _date, ...headers }: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/state=[\w-]+/, "state=…")]));
    expect(head!.status).toBe(get!.status);
    expect(comparable(head!.headers)).toEqual(comparable(get!.headers));
    expect(head!.body).toBe("");
  });

  it("encodes a Location as RFC 3986 wants it", async () => {
    const [bar] = splitResponses(await exchange(server.port, requestFor("GET", "/team/|x/")));
    expect(bar?.headers.location).toBe("/team/%7Cx");
    const [brackets] = splitResponses(await exchange(server.port, requestFor("GET", "/team/[x]/")));
    expect(brackets?.headers.location).toBe("/team/%5Bx%5D");
  });

  it("answers OPTIONS * with what the server allows in general", async () => {
    const [response] = splitResponses(await exchange(server.port, "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
    expect(response?.status).toBe(204);
    expect(response?.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("answers CONNECT to another host (a proxy's job) with 405", async () => {
    const [response] = splitResponses(
      await exchange(server.port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n"),
    );
    expect(response?.status).toBe(405);
    expect(response?.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a path longer than the server reads with 414", async () => {
    const [response] = splitResponses(await exchange(server.port, requestFor("GET", `/${"a".repeat(20_000)}`)));
    expect(response?.status).toBe(414);
    expect(response?.headers["x-content-type-options"]).toBe("nosniff");
  });
});

// RFC 9112 section 3.2.2: an absolute-form target is answered by its own authority, whatever Host
// says; the names the server answers for are SITE_HOSTS (server/config.ts).
describe("the absolute form, by the names the server answers for", () => {
  let named: ListeningApp;
  beforeAll(async () => {
    named = await listenTestServer({ siteHosts: new Set(["www.example.com", "localhost:3000"]) });
  });
  afterAll(() => named.close());

  const ask = async (target: string, host: string) =>
    splitResponses(await exchange(named.port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`))[0];

  it.each([
    ["http://www.example.com/team", "other.example"],
    ["https://WWW.EXAMPLE.COM/team", "localhost"],
    ["http://localhost:3000/team", "www.example.com"],
  ])("serves %s with Host %s as the page it names", async (target, host) => {
    const response = await ask(target, host);
    expect(response?.status).toBe(200);
    expect(response?.body).toContain("Meet Our Team");
  });

  it.each([
    ["http://other.example/team", "www.example.com"],
    ["http://localhost:3001/team", "localhost:3000"],
    ["http://example.com/team", "example.com"],
  ])("answers %s (Host %s) with 421: a host outside the list is not ours", async (target, host) => {
    const response = await ask(target, host);
    expect(response?.status).toBe(421);
    expect(JSON.parse(response!.body)).toEqual({
      error: "This server does not answer for the host this address names; send the request to that host.",
    });
    expect(response?.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });

  // A Host alone names no target: behind a proxy or a CDN it may be anything, and nothing the
  // server writes (links, Location) is taken from it, so the page is served.
  it("serves an origin-form target whatever host the Host header names", async () => {
    const response = await ask("/team", "unknown.example");
    expect(response?.status).toBe(200);
    expect(response?.body).toContain("Meet Our Team");
    const redirect = await ask("/team/", "unknown.example");
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers.location).toBe("/team");
  });
});
