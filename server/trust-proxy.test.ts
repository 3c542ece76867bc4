import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { type AppOptions, buildApp } from "./app.ts";
import { type TestApp, POST_ENDPOINTS, buildTestApp, writeTestSite } from "./api/test-support/build-test-app.ts";
import { loadStaticSite } from "./static-site.ts";

// TRUST_PROXY: behind a trusted proxy the rate limiter counts the visitor named in
// X-Forwarded-For; from anyone else that header changes nothing.
let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

async function limitedToOne(trustProxy: AppOptions["trustProxy"]) {
  test = await buildTestApp(1, { trustProxy });
  const app = test.app;
  return (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: "POST",
      url: POST_ENDPOINTS.arbitration,
      payload: { amount: 1000 },
      remoteAddress,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });
}

describe("TRUST_PROXY", () => {
  it("off: X-Forwarded-For cannot buy a client a fresh budget", async () => {
    const from = await limitedToOne(false);
    expect((await from("203.0.113.9", "198.51.100.1")).statusCode).toBe(200);
    expect((await from("203.0.113.9", "198.51.100.2")).statusCode).toBe(429);
    expect((await from("203.0.113.9")).statusCode).toBe(429);
  });

  it("a list of proxies: visitors behind a listed proxy are counted apart", async () => {
    const from = await limitedToOne(["10.0.0.0/8", "192.0.2.7"]);
    expect((await from("10.1.2.3", "198.51.100.1")).statusCode).toBe(200);
    expect((await from("192.0.2.7", "198.51.100.1")).statusCode).toBe(429);
    expect((await from("10.1.2.3", "198.51.100.2")).statusCode).toBe(200);
  });

  it("a list of proxies: a client that is not one of them cannot name another address", async () => {
    const from = await limitedToOne(["10.0.0.0/8"]);
    expect((await from("203.0.113.9", "198.51.100.1")).statusCode).toBe(200);
    expect((await from("203.0.113.9", "198.51.100.2")).statusCode).toBe(429);
  });

  it("a hop count: only the hops the proxies added are believed", async () => {
    const from = await limitedToOne(1);
    // The CDN appends the address it saw; whatever the visitor wrote before it is ignored.
    expect((await from("10.0.0.1", "1.1.1.1, 198.51.100.1")).statusCode).toBe(200);
    expect((await from("10.0.0.2", "2.2.2.2, 198.51.100.1")).statusCode).toBe(429);
    expect((await from("10.0.0.1", "198.51.100.2")).statusCode).toBe(200);
  });

  it("logs see the visitor's address (request.ip, which Fastify's request log records)", async () => {
    const root = writeTestSite();
    const app = await buildApp({ site: loadStaticSite(root), rateLimitPerMinute: null, trustProxy: ["10.0.0.0/8"] });
    rmSync(root, { recursive: true, force: true });
    const seen: string[] = [];
    app.addHook("onRequest", async (request) => {
      seen.push(request.ip);
    });
    await app.inject({ url: "/healthz", remoteAddress: "10.0.0.5", headers: { "x-forwarded-for": "198.51.100.7" } });
    await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": "198.51.100.7" } });
    await app.close();
    expect(seen).toEqual(["198.51.100.7", "203.0.113.9"]);
  });
});
