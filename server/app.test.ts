import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../core/fees/contract.ts";
import { resourceCsp } from "./security-headers.ts";
import { type TestApp, TEST_PAGES, TEST_SCRIPT_HASH, buildTestApp, post } from "./api/test-support/build-test-app.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp(null);
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers });

describe("static site", () => {
  it("serves a page with its own CSP carrying the page's script hashes", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(TEST_PAGES.home);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' '${TEST_SCRIPT_HASH}'`);
    expect(csp).toContain("object-src 'none'");
    // Neither scripts nor styles inline but by hash (docs/decisions/0034).
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+'(;|$)/);
    // Nothing by default; each kind of source a page uses named (the MDN Observatory's strongest form).
    const directives = new Map(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));
    expect(directives.get("default-src")).toBe("'none'");
    expect(Object.fromEntries([...directives].filter(([name]) => !["script-src", "style-src"].includes(name!)))).toEqual({
      "default-src": "'none'",
      "img-src": "'self' data:",
      "font-src": "'self'",
      "connect-src": "'self'",
      "frame-src": "https://www.openstreetmap.org",
      "worker-src": "'self'",
      "manifest-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'none'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it.each([
    ["/Team", "/team"],
    ["/Team/id=3", "/team/3"],
    ["/Publications", "/publications"],
    ["/Contact", "/contact"],
    ["/team/", "/team"],
  ])("redirects the legacy %s permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("keeps the query string on a redirect", async () => {
    expect((await get("/Team?x=1")).headers.location).toBe("/team?x=1");
  });

  it("answers an unknown path with the not-found page and 404", async () => {
    const response = await get("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(TEST_PAGES.notFound);
  });

  it("answers an unknown team member and publication with their own not-found pages and 404", async () => {
    const team = await get("/team/99");
    expect(team.statusCode).toBe(404);
    expect(team.body).toBe(TEST_PAGES.teamNotFound);
    const publication = await get("/publications/99");
    expect(publication.statusCode).toBe(404);
    expect(publication.body).toBe(TEST_PAGES.publicationNotFound);
  });

  it.each([
    "/no-such-page.data",
    "/_.data",
    "/team.data",
    "/Publications/id=2.data",
    "/calculator/court-fee-calculator.data?state=DL&amount=5",
  ])("answers %s, an address of React Router's navigation data, which no page asks for, as an unknown page", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["x-remix-response"]).toBeUndefined();
  });

  it("answers an unknown path under /hi/ with the Hindi not-found page and 404", async () => {
    const response = await get("/hi/nope");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(TEST_PAGES.hindiNotFound);
  });

  it("answers a POST to the Hindi sign-in page with the Hindi sign-in page", async () => {
    const response = await test.app.inject({ method: "POST", url: "/hi/login", payload: "username=a&password=b" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/hi/login");
  });

  it("does not serve the not-found templates as pages of their own", async () => {
    const response = await get("/team/not-found");
    expect(response.statusCode).toBe(404);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await test.app.inject({ method: "HEAD", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe("");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/");
    const etag = String(first.headers.etag);
    const second = await get("/", { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    expect((await get("/", { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("chooses the brotli file when the client accepts br, and the plain one otherwise", async () => {
    const br = await get("/team", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(TEST_PAGES.team);
    const plain = await get("/team");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(TEST_PAGES.team);
  });
});

describe("security headers", () => {
  const requests: [string, () => ReturnType<typeof get>][] = [
    ["a page", () => get("/")],
    ["a redirect", () => get("/Team")],
    ["a 404 page", () => get("/nope")],
    ["a 304", async () => get("/", { "if-none-match": String((await get("/")).headers.etag) })],
    ["an API list", () => get("/api/jurisdictions")],
    ["an API fee", () => post(test.app, "/api/court-fee", { jurisdiction: "DL", amount: 1000 })],
    ["an API error", () => post(test.app, "/api/court-fee", "{bad")],
    ["an unknown API path", () => post(test.app, "/api/nope", {})],
    ["the health check", () => get("/healthz")],
  ];

  it.each(requests)("are on %s", async (name, send) => {
    const response = await send();
    if (name === "a 304") expect(response.statusCode).toBe(304);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBeDefined();
    expect(response.headers["permissions-policy"]).toBeDefined();
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it.each(requests.filter(([name]) => name.startsWith("an ") || name === "the health check"))(
    "lock down %s with default-src 'none'",
    async (_name, send) => {
      const response = await send();
      expect(response.headers["content-security-policy"]).toBe(resourceCsp);
      expect(String(response.headers["content-security-policy"])).toMatch(/^default-src 'none'/);
    },
  );
});

describe("requests outside the routes", () => {
  it("answers a POST to an unknown /api path with 404 JSON", async () => {
    const response = await post(test.app, "/api/nope", { amount: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(response.json()).error).toBe("There is no such address on this server.");
  });

  it.each(["/api/nope", "/PHP/api/nope.php", "/api", "/api/court-fee/x"])(
    "answers a GET to the unknown API path %s with 404 JSON",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(response.json()).error).toBe("There is no such address in the API.");
    },
  );

  it.each(["/api/court-fee", "/api/arbitration-fee", "/PHP/api/CourtFeeCalculation.php", "/PHP/api/ArbitrationFeeCalculation.php"])(
    "answers a GET to the POST endpoint %s with 405 JSON and Allow: POST",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("POST");
      expect(response.headers["content-security-policy"]).toBe(resourceCsp);
      expect(apiErrorSchema.parse(response.json()).error).toBe("This address takes a POST with a JSON body, not a GET.");
    },
  );

  it("answers a PUT to a page with a 4xx JSON sentence", async () => {
    const response = await test.app.inject({ method: "PUT", url: "/team", payload: "x", headers: { "content-type": "text/plain" } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.parse(response.json()).error.length).toBeGreaterThan(0);
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "answers %s on the API's POST endpoints with 405 and Allow: POST",
    async (method) => {
      for (const url of [
        "/api/court-fee",
        "/api/arbitration-fee",
        "/PHP/api/CourtFeeCalculation.php",
        "/PHP/api/ArbitrationFeeCalculation.php",
      ]) {
        const response = await test.app.inject({
          method,
          url,
          payload: method === "PUT" || method === "PATCH" ? { amount: 1 } : undefined,
        });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe("POST");
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(apiErrorSchema.parse(response.json()).error).toBe(`This address takes a POST with a JSON body, not a ${method}.`);
      }
    },
  );

  it("answers a DELETE on an unknown API path with 404 JSON", async () => {
    const response = await test.app.inject({ method: "DELETE", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error).toBe("There is no such address on this server.");
  });

  it("answers a sign-in form posted without JavaScript with the sign-in page, unread", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/login",
      payload: "role=admin&username=someone&password=Secret1!",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe("");
  });

  it("answers /healthz", async () => {
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
