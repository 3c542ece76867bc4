import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../core/fees/contract.ts";
import { type TestApp, TEST_PAGES, buildTestApp } from "./api/test-support/build-test-app.ts";
import { DEFAULT_CONNECTION_POLICY } from "./connection-policy.ts";
import { resourceCsp } from "./security-headers.ts";
import { openRaw, rawRequest } from "./test-support/raw-http.ts";

// A real listening server and raw sockets: the requests a browser or an HTTP library would never
// send. The timeouts are shortened so the slow clients are quick to test; the production values
// are in server/connection-policy.ts.
const LIMITS = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 400,
  checkIntervalMs: 100,
  maxConnectionsPerClient: 4,
  overLimitWaitMs: 300,
};

/**
 * A connection closed by the test's own limits, not by production's: well before the production
 * value, with room for a busy machine, rather than within a margin tuned to this one.
 */
const closedByTestLimit = (started: number, limitMs: number, productionMs: number) => {
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(limitMs - 50);
  expect(elapsed).toBeLessThan(productionMs / 2);
};

let test: TestApp;
let port: number;
beforeAll(async () => {
  test = await buildTestApp(null, { connections: LIMITS });
  await test.app.listen({ port: 0, host: "127.0.0.1" });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(() => test.close());

const get = (path: string, extra = "") => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);

function expectOwnHeaders(headers: Record<string, string>) {
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(headers["cache-control"]).toBeDefined();
}

describe("finding 2: slow clients and connection hoarding", () => {
  it("answers a POST whose body never finishes with 408 and closes it", async () => {
    const client = await openRaw(port);
    const started = performance.now();
    client.socket.write(
      'POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"amount":',
    );
    const response = await client.response();
    await client.closed;
    expect(response?.status).toBe(408);
    expectOwnHeaders(response!.headers);
    expect(apiErrorSchema.parse(JSON.parse(response!.body)).error).toBe("The request took too long to arrive; send it again.");
    closedByTestLimit(started, LIMITS.requestTimeoutMs, DEFAULT_CONNECTION_POLICY.requestTimeoutMs);
  });

  it("closes a connection whose headers trickle in", async () => {
    const client = await openRaw(port);
    const started = performance.now();
    client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n");
    const response = await client.response();
    expect(response?.status).toBe(408);
    await client.closed;
    closedByTestLimit(started, LIMITS.headersTimeoutMs, DEFAULT_CONNECTION_POLICY.headersTimeoutMs);
  });

  it("closes an idle keep-alive connection", async () => {
    const client = await openRaw(port);
    client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect((await client.response())?.status).toBe(200);
    const started = performance.now();
    await client.closed;
    // Node adds a one-second buffer to the keep-alive timeout (keepAliveTimeoutBuffer).
    closedByTestLimit(started, LIMITS.keepAliveTimeoutMs, DEFAULT_CONNECTION_POLICY.keepAliveTimeoutMs);
  });

  /** Holds the bound's worth of connections from `address`, each counted by the server. */
  async function holdConnections(address: string) {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnectionsPerClient }, () => openRaw(port, address)));
    // A request each, so the server has counted every one before the next connects.
    for (const client of held) {
      client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect((await client.response())?.status).toBe(200);
      client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    }
    return async () => {
      for (const client of held) client.socket.destroy();
      await Promise.all(held.map((client) => client.closed));
    };
  }

  it("answers a request over one address's bound with 429 and Retry-After, without affecting another", async () => {
    // An address of its own, so the other tests' connections closing meanwhile do not count.
    const release = await holdConnections("127.0.0.3");
    const extra = await openRaw(port, "127.0.0.3");
    extra.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const refused = await extra.response();
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused?.headers.connection).toBe("close");
    expectOwnHeaders(refused!.headers);
    expect(apiErrorSchema.parse(JSON.parse(refused!.body)).error).toMatch(/^Too many connections from your address/);
    await extra.closed;
    const other = await openRaw(port, "127.0.0.2");
    other.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect((await other.response())?.status).toBe(200);
    await release();
  });

  it("closes without a word a connection over the bound that sends no request", async () => {
    const release = await holdConnections("127.0.0.4");
    const silent = await openRaw(port, "127.0.0.4");
    expect(await silent.closed).toBe("");
    await release();
  });

  it("answers every request of a burst from one address: served, or 429 with Retry-After", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const client = await openRaw(port, "127.0.0.5");
        client.socket.write("GET /team HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        const response = await client.response();
        await client.closed;
        return response;
      }),
    );
    const statuses = burst.map((response) => response?.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    for (const response of burst) {
      expectOwnHeaders(response!.headers);
      if (response!.status === 429) expect(response!.headers["retry-after"]).toBeDefined();
    }
  });
});

describe("finding 4: repeated and encoded slashes", () => {
  it.each([
    ["//team", "/team"],
    ["//evil.example/", "/evil.example/"],
    ["/.//evil.example/", "/evil.example/"],
    ["/\\evil.example/", "/evil.example/"],
    ["///Team", "/Team"],
  ])("redirects %s to the same-site path %s", async (path, location) => {
    const response = await get(path);
    expect(response?.status).toBe(301);
    expect(response?.headers.location).toBe(location);
    expectOwnHeaders(response!.headers);
  });

  it("never sends a Location that starts with // or names a host, following every redirect", async () => {
    for (const start of [
      "/.//evil.example/",
      "//evil.example//",
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "//Team//",
      "/./\\/evil.example",
    ]) {
      let path = start;
      for (let hop = 0; hop < 5; hop++) {
        const response = await get(path);
        if (response?.status !== 301) break;
        const location = response.headers.location ?? "";
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "http://localhost").host).toBe("localhost");
        path = location;
      }
    }
  });

  it.each(["/team%2F1", "/team%2f1", "/%2Fteam", "/team%5C1"])("answers %s with the not-found page and 404", async (path) => {
    const response = await get(path);
    expect(response?.status).toBe(404);
    expect(response?.body).toBe(TEST_PAGES.notFound);
  });
});

describe("finding 4: encoded slashes in the API", () => {
  it.each(["/api/court-fee%2Fx", "/PHP/api%2Fstate.php"])("answers %s with the API's 404 JSON", async (path) => {
    const response = await get(path);
    expect(response?.status).toBe(404);
    expect(JSON.parse(response!.body)).toEqual({ error: "There is no such address in the API." });
  });
});

describe("finding 5: malformed requests get the project's own answers", () => {
  it("answers a page URL with broken percent-encoding with the not-found page", async () => {
    const response = await get("/publications/100%");
    expect(response?.status).toBe(404);
    expect(response?.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response?.body).not.toContain("FST_ERR");
    expect(response?.body).not.toContain("100%");
    expectOwnHeaders(response!.headers);
  });

  it("answers an API URL with broken percent-encoding with a JSON sentence", async () => {
    const response = await get("/api/court-fee%");
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body)).toEqual({ error: "The address of the request is not valid." });
    expect(response?.headers["content-security-policy"]).toBe(resourceCsp);
    expectOwnHeaders(response!.headers);
  });

  it("answers oversized headers with 431, a sentence and the security headers", async () => {
    const response = await get("/", `X-Big: ${"a".repeat(20_000)}\r\n`);
    expect(response?.status).toBe(431);
    expect(JSON.parse(response!.body)).toEqual({ error: "The request's headers are too large." });
    expect(response?.headers["content-security-policy"]).toBe(resourceCsp);
    expectOwnHeaders(response!.headers);
  });

  it.each([
    ["a garbage request line", "GARBAGE\r\n\r\n"],
    ["a bad header line", "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n"],
    ["a bad Content-Length", "POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n"],
  ])("answers %s with 400, a sentence and the security headers", async (_name, request) => {
    const response = await rawRequest(port, request);
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body)).toEqual({ error: "The request is not valid HTTP." });
    expectOwnHeaders(response!.headers);
  });

  it("still serves pages afterwards", async () => {
    expect((await get("/"))?.status).toBe(200);
  });
});

describe("issue 22: the process's own bound on connections", () => {
  it("answers a request over it with 503 and Retry-After, and serves again once connections close", async () => {
    const small = await buildTestApp(null, { connections: { ...LIMITS, maxConnectionsPerClient: null, maxConnections: 3 } });
    await small.app.listen({ port: 0, host: "127.0.0.1" });
    const smallPort = (small.app.server.address() as AddressInfo).port;
    const held = await Promise.all(Array.from({ length: 3 }, () => openRaw(smallPort)));
    for (const client of held) {
      client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect((await client.response())?.status).toBe(200);
    }
    const over = await rawRequest(smallPort, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(over?.status).toBe(503);
    expect(Number(over?.headers["retry-after"])).toBeGreaterThan(0);
    expectOwnHeaders(over!.headers);
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    // Until the server has seen them close too.
    const open = () => new Promise<number>((done) => small.app.server.getConnections((_error, count) => done(count)));
    while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await rawRequest(smallPort, "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))?.status).toBe(200);
    await small.close();
  });
});
