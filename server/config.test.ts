import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_RATE_LIMIT_PER_MINUTE, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has the documented defaults", () => {
    expect(readConfig({})).toEqual({ port: 3000, host: "0.0.0.0", rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE });
  });

  it("reads PORT, HOST and RATE_LIMIT", () => {
    expect(readConfig({ PORT: "8080", HOST: "127.0.0.1", RATE_LIMIT: "5" })).toEqual({ port: 8080, host: "127.0.0.1", rateLimitPerMinute: 5 });
    expect(readConfig({ RATE_LIMIT: "off" }).rateLimitPerMinute).toBeNull();
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ PORT: "0" }, /PORT/],
    [{ PORT: "30.5" }, /PORT/],
    [{ RATE_LIMIT: "-1" }, /RATE_LIMIT/],
    [{ RATE_LIMIT: "0" }, /RATE_LIMIT/],
    [{ RATE_LIMIT: "lots" }, /RATE_LIMIT/],
    [{ HOST: "bad host" }, /HOST/],
  ])("rejects %j with a message naming the variable", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
