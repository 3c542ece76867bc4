import { request } from "node:http";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess, untilListening } from "./test-support/server-process.ts";
import { openRaw } from "./test-support/raw-http.ts";

// Finding 3: SIGTERM stops the real process within seconds whatever its clients do. The grace
// period is 3 s and the deadline 8 s (server/start.ts); the bar is 10 s.
const EXIT_BAR_MS = 10_000;

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.cleanUp();
  server = undefined;
});

async function started(env: Record<string, string> = {}) {
  server = await startServerProcess(env);
  await untilListening(server);
  return server;
}

async function terminate(s: ServerProcess) {
  const sent = performance.now();
  s.child.kill("SIGTERM");
  await s.waitFor(/SIGTERM: finishing open requests/);
  return sent;
}

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One GET on a fresh connection: a status, or the error code if it never got one. */
function getOnce(port: number): Promise<Outcome> {
  return new Promise((done) => {
    const req = request({ host: "127.0.0.1", port, path: "/team", agent: false }, (res) => {
      res.resume();
      res.on("end", () => done({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on("error", () => done({ error: "response cut off" }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end();
  });
}

describe("SIGTERM", () => {
  it("exits promptly with an idle keep-alive client and a body that never completes", async () => {
    const s = await started();
    const idle = await openRaw(s.port);
    idle.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect((await idle.response())?.headers.connection).toBe("keep-alive");
    const stalled = await openRaw(s.port);
    stalled.socket.write(
      'POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"amount":',
    );
    const sent = await terminate(s);
    await idle.closed;
    const { code, at } = await s.exited;
    expect(at - sent).toBeLessThan(EXIT_BAR_MS);
    expect(code).toBe(0);
  });

  it("finishes a request in flight with Connection: close, then exits", async () => {
    const s = await started();
    const client = await openRaw(s.port);
    const body = JSON.stringify({ jurisdiction: "DL", amount: 1000 });
    client.socket.write(
      `POST /api/court-fee HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    const sent = await terminate(s);
    client.socket.write(body.slice(5));
    const response = await client.response();
    expect(response?.status).toBe(200);
    expect(response?.headers.connection).toBe("close");
    await client.closed;
    const { at } = await s.exited;
    expect(at - sent).toBeLessThan(EXIT_BAR_MS);
  });

  it("during a burst, completes or refuses at connect every request, never a 5xx, and exits", async () => {
    const s = await started();
    const outcomes: Outcome[] = [];
    let sent = 0;
    let stop = false;
    // Eight clients in a loop, each request on a fresh connection, until the server is gone.
    const clients = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const outcome = await getOnce(s.port);
        outcomes.push(outcome);
        if ("error" in outcome && outcome.error === "ECONNREFUSED") return;
      }
    });
    while (outcomes.length < 100) await new Promise((resolve) => setImmediate(resolve));
    sent = await terminate(s);
    const { at, code } = await s.exited;
    stop = true;
    await Promise.all(clients);
    expect(at - sent).toBeLessThan(EXIT_BAR_MS);
    expect(code).toBe(0);
    const statuses = outcomes.flatMap((o) => ("status" in o ? [o.status] : []));
    const errors = new Set(outcomes.flatMap((o) => ("error" in o ? [o.error] : [])));
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Refused at connect: the listener is closed (ECONNREFUSED), or a connection still in the
    // kernel's accept queue is reset before any byte of a response (ECONNRESET).
    expect([...errors].every((error) => error === "ECONNREFUSED" || error === "ECONNRESET")).toBe(true);
    expect(errors.has("response cut off")).toBe(false);
  });
});

describe("SIGTERM in a burst of 300 simultaneous requests from one address (issue 22)", () => {
  it("answers every request in full or refuses it before any byte of an answer, and exits", async () => {
    const s = await started();
    const outcomes: Promise<Outcome>[] = [];
    let done = 0;
    for (let i = 0; i < 300; i++) {
      const outcome = getOnce(s.port);
      outcomes.push(outcome);
      void outcome.then(() => done++);
    }
    while (done < 50) await new Promise((resolve) => setImmediate(resolve));
    const sent = await terminate(s);
    const settled = await Promise.all(outcomes);
    const { at, code } = await s.exited;
    expect(at - sent).toBeLessThan(EXIT_BAR_MS);
    expect(code).toBe(0);
    const statuses = settled.flatMap((o) => ("status" in o ? [o.status] : []));
    const errors = new Set(settled.flatMap((o) => ("error" in o ? [o.error] : [])));
    // 256 connections per address are served; the rest of the burst is answered 429 (server/connection-policy.ts).
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect([...errors].every((error) => error === "ECONNREFUSED" || error === "ECONNRESET")).toBe(true);
    expect(errors.has("response cut off")).toBe(false);
  });
});

describe("start-up", () => {
  it("stops with a clear message when a page has an inline script that is not the site's own", async () => {
    server = await startServerProcess({}, (clientDir) => {
      writeFileSync(join(clientDir, "team", "index.html"), "<!doctype html><title>Team</title><script>alert(document.cookie)</script>");
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toMatch(
      /Cannot start: team\/index\.html has an inline script that the build did not write \(it begins "alert\(document\.cookie\)"\)/,
    );
  });
});
