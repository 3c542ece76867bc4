import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListeningApp, listenTestServer } from "./test-support/test-server.ts";
import { type RawHead, exchange, splitResponses } from "./test-support/raw-http.ts";

// Issue 22, part 2: message framing and the Host header by RFC 9112, over raw sockets, since an HTTP
// client would fix these requests before sending them.

let server: ListeningApp;
beforeAll(async () => {
  server = await listenTestServer();
});
afterAll(() => server.close());

/** Everything the server sends back to these bytes, one response after another, once it closes. */
async function answers(request: string): Promise<RawHead[]> {
  return splitResponses(await exchange(server.port, request));
}

function expectOwnHeaders(response: RawHead | undefined) {
  expect(response?.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(response?.headers["x-content-type-options"]).toBe("nosniff");
  expect(response?.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
}

const body = JSON.stringify({ jurisdiction: "DL", amount: 1000 });
const feePost = (extra = "") =>
  `POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${extra}\r\n${body}`;

describe("the Host header (RFC 9112 section 3.2)", () => {
  it.each([
    ["no Host on HTTP/1.1", "GET /team HTTP/1.1\r\n\r\n"],
    ["two Host fields", "GET /team HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n"],
    ["two Host fields, the same", "GET /team HTTP/1.1\r\nHost: localhost\r\nhost: localhost\r\n\r\n"],
    ["a Host with a space", "GET /team HTTP/1.1\r\nHost: local host\r\n\r\n"],
    ["a Host with a path", "GET /team HTTP/1.1\r\nHost: localhost/evil\r\n\r\n"],
    ["a Host with a user", "GET /team HTTP/1.1\r\nHost: user@localhost\r\n\r\n"],
    ["a Host with a bad port", "GET /team HTTP/1.1\r\nHost: localhost:80a\r\n\r\n"],
  ])("refuses %s with 400 and closes the connection", async (_name, request) => {
    const [response, ...more] = await answers(request);
    expect(response?.status).toBe(400);
    expect(response?.headers.connection).toBe("close");
    expect(JSON.parse(response!.body)).toEqual({ error: "The request must have exactly one Host header, with a valid host name." });
    expectOwnHeaders(response);
    expect(more).toEqual([]);
  });

  it.each([
    ["a name and port", "localhost:3000"],
    ["an IPv4 address", "127.0.0.1"],
    ["an IPv6 literal and port", "[::1]:3000"],
  ])("takes %s", async (_name, host) => {
    const [response] = await answers(`GET /team HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(response?.status).toBe(200);
  });

  it("takes an HTTP/1.0 request without Host", async () => {
    const [response] = await answers("GET /team HTTP/1.0\r\n\r\n");
    expect(response?.status).toBe(200);
  });
});

describe("framing (RFC 9112 section 6)", () => {
  it("refuses a transfer coding it does not implement with 501 and closes, the body unread", async () => {
    const [response, ...more] = await answers(feePost("Transfer-Encoding: gzip, chunked\r\n").replace(/Content-Length: \d+\r\n/, ""));
    expect(response?.status).toBe(501);
    expect(response?.headers.connection).toBe("close");
    expectOwnHeaders(response);
    expect(more).toEqual([]);
  });

  it.each([
    ["Transfer-Encoding without chunked last", "Transfer-Encoding: gzip\r\n"],
    ["chunked before another coding", "Transfer-Encoding: chunked, gzip\r\n"],
    ["Transfer-Encoding with Content-Length", "Transfer-Encoding: chunked\r\n"],
    ["two different Content-Length", "Content-Length: 5\r\n"],
  ])("refuses %s with 400 and closes the connection", async (_name, extra) => {
    const [response, ...more] = await answers(feePost(extra));
    expect(response?.status).toBe(400);
    expect(response?.headers.connection).toBe("close");
    expectOwnHeaders(response);
    expect(more).toEqual([]);
  });

  it("refuses a chunk whose size is not hexadecimal with 400", async () => {
    const [response] = await answers(
      "POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    );
    expect(response?.status).toBe(400);
    expectOwnHeaders(response);
  });

  it("takes a chunked body", async () => {
    const [response] = await answers(
      `POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(response?.status).toBe(200);
  });

  it("reads a body by its Content-Length: a shorter one than was sent is refused, and the rest never taken for a request", async () => {
    const responses = await answers(
      feePost().replace(`Content-Length: ${body.length}`, `Content-Length: ${body.length - 1}`) + "}\r\n\r\n",
    );
    expect(responses.map((r) => r.status)).toEqual([400]);
    expect(JSON.parse(responses[0]!.body)).toEqual({ error: "The request body is not valid JSON." });
    expect(responses[0]?.headers.connection).toBe("close");
  });

  it("refuses HTTP/2.0 on an HTTP/1.1 connection with 505", async () => {
    const [response] = await answers("GET /team HTTP/2.0\r\nHost: localhost\r\n\r\n");
    expect(response?.status).toBe(505);
    expectOwnHeaders(response);
  });

  it("answers an Expect it cannot meet with 417 and its own headers", async () => {
    const [response] = await answers("GET /team HTTP/1.1\r\nHost: localhost\r\nExpect: the-moon\r\n\r\n");
    expect(response?.status).toBe(417);
    expectOwnHeaders(response);
  });
});

describe("pipelining", () => {
  it("answers pipelined requests in order", async () => {
    const responses = await answers(
      "GET /team HTTP/1.1\r\nHost: localhost\r\n\r\n" +
        feePost() +
        "GET /no-such-page HTTP/1.1\r\nHost: localhost\r\n\r\n" +
        "HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 404, 200]);
    expect(JSON.parse(responses[1]!.body)).toHaveProperty("feeRupees");
  });

  it.each([
    ["garbage", "GARBAGE\r\n\r\n", 400],
    ["an unknown method", "BREW /team HTTP/1.1\r\nHost: localhost\r\n\r\n", 501],
    ["a bad header line", "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n", 400],
    ["Content-Length with Transfer-Encoding", feePost("Transfer-Encoding: chunked\r\n"), 400],
    ["a CONNECT", "CONNECT /team HTTP/1.1\r\nHost: localhost\r\n\r\n", 405],
  ])("answers a valid request before %s sent after it, then refuses that and closes", async (_name, bad, status) => {
    const responses = await answers(
      feePost() + "GET /team HTTP/1.1\r\nHost: localhost\r\n\r\n" + bad + "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, status]);
    expect(JSON.parse(responses[0]!.body)).toHaveProperty("feeRupees");
    expect(responses[2]?.headers.connection).toBe("close");
    expectOwnHeaders(responses[2]);
  });
});
