import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { lazyChildLogger } from "./lazy-child-logger.ts";

function appWritingTo(lines: string[], level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger });
  app.get("/", async (request) => {
    request.log.info("an info line");
    request.log.error("an error line");
    return "ok";
  });
  return app;
}

describe("the lazily made child logger", () => {
  it("writes a request's lines at the levels the server writes, with the request id", async () => {
    const lines: string[] = [];
    const app = appWritingTo(lines, "warn");
    await app.inject({ url: "/" });
    await app.close();
    const written = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(written.map((line) => line.msg)).toEqual(["an error line"]);
    expect(written[0]?.reqId).toMatch(/^req-/);
  });

  it("writes Fastify's own request lines when the level is info, as the default logger does", async () => {
    const lines: string[] = [];
    const app = appWritingTo(lines, "info");
    await app.inject({ url: "/" });
    await app.close();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(["incoming request", "an info line", "an error line", "request completed"]);
  });
});
