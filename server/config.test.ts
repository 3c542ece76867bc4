import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has the documented defaults", () => {
    expect(readConfig({}, "www.example.com")).toEqual({
      port: 3000,
      host: "0.0.0.0",
      siteHosts: new Set(["www.example.com", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]),
      rateLimitPerMinute: 60,
      trustProxy: false,
      redisUrl: null,
      webConcurrency: 1,
    });
  });

  it("answers by default for the site's canonical host and the names this machine reaches it by, on its port", () => {
    expect(readConfig({ PORT: "8080", HOST: "10.0.0.5" }, "www.example.com").siteHosts).toEqual(
      new Set(["www.example.com", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "10.0.0.5:8080"]),
    );
    expect(readConfig({ HOST: "::1" }, null).siteHosts).toEqual(new Set(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]));
    // Before a build the canonical host is not known; the machine's own names still are.
    expect(readConfig({}, null).siteHosts).toEqual(new Set(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]));
  });

  it("reads SITE_HOSTS as the whole list of names, each with an optional port, in lower case", () => {
    expect(readConfig({ SITE_HOSTS: "WWW.Firm.in, firm.in,localhost:3000,[::1]:3000,10.0.0.5" }, "www.example.com").siteHosts).toEqual(
      new Set(["www.firm.in", "firm.in", "localhost:3000", "[::1]:3000", "10.0.0.5"]),
    );
  });

  it("reads PORT, HOST and RATE_LIMIT", () => {
    expect(readConfig({ PORT: "8080", HOST: "127.0.0.1", RATE_LIMIT: "5" })).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      rateLimitPerMinute: 5,
    });
    expect(readConfig({ RATE_LIMIT: "off" }).rateLimitPerMinute).toBeNull();
  });

  it("reads TRUST_PROXY as off, a hop count or a list of addresses and ranges", () => {
    expect(readConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16", "::1"]);
  });

  it("reads MAX_CONNECTIONS_PER_CLIENT", () => {
    expect(readConfig({ MAX_CONNECTIONS_PER_CLIENT: "100" }).maxConnectionsPerClient).toBe(100);
    expect(readConfig({ MAX_CONNECTIONS_PER_CLIENT: "off" }).maxConnectionsPerClient).toBeNull();
    expect(readConfig({}).maxConnectionsPerClient).toBeUndefined();
  });

  it("reads REDIS_URL", () => {
    expect(readConfig({ REDIS_URL: "redis://127.0.0.1:6380/0" }).redisUrl).toBe("redis://127.0.0.1:6380/0");
  });

  it("reads WEB_CONCURRENCY as a number of processes and refuses anything else", () => {
    expect(readConfig({ WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
    for (const bad of ["0", "-1", "1.5", "two", "65"]) expect(() => readConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
  });

  it.each([
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "0" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "11" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "10.0.0.1,proxy.example" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY/],
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL/],
    [{ MAX_CONNECTIONS_PER_CLIENT: "0" }, /MAX_CONNECTIONS_PER_CLIENT/],
    [{ MAX_CONNECTIONS_PER_CLIENT: "many" }, /MAX_CONNECTIONS_PER_CLIENT/],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, /REDIS_URL/],
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ PORT: "30.5" }, /PORT/],
    [{ RATE_LIMIT: "-1" }, /RATE_LIMIT/],
    [{ RATE_LIMIT: "0" }, /RATE_LIMIT/],
    [{ RATE_LIMIT: "lots" }, /RATE_LIMIT/],
    [{ HOST: "bad host" }, /HOST/],
    [{ SITE_HOSTS: "https://www.firm.in" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "www.firm.in/team" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "www.firm.in,,firm.in" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "www.firm.in:0" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "www.firm.in:70000" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "*.firm.in" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "[not-ipv6]" }, /SITE_HOSTS/],
    [{ SITE_HOSTS: "user@www.firm.in" }, /SITE_HOSTS/],
  ])("rejects %j with a message naming the variable", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe("readConfig: the browser editor's GitHub sign-in", () => {
  const id = "Ov23liAbCdEf12345678";
  const secret = "0123456789abcdef0123456789abcdef01234567";

  it("is off when neither setting is given", () => {
    expect(readConfig({}).githubOAuth).toBeUndefined();
  });

  it("takes the OAuth app's client ID and secret together", () => {
    expect(readConfig({ GITHUB_CLIENT_ID: id, GITHUB_CLIENT_SECRET: secret }).githubOAuth).toEqual({ clientId: id, clientSecret: secret });
  });

  it.each([
    [{ GITHUB_CLIENT_ID: id }, /must be set together/],
    [{ GITHUB_CLIENT_SECRET: secret }, /must be set together/],
    [{ GITHUB_CLIENT_ID: "has spaces in it", GITHUB_CLIENT_SECRET: secret }, /GITHUB_CLIENT_ID must be/],
    [{ GITHUB_CLIENT_ID: id, GITHUB_CLIENT_SECRET: "short" }, /GITHUB_CLIENT_SECRET must be/],
  ])("stops start-up on %o", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("never repeats the secret in its message", () => {
    expect(() => readConfig({ GITHUB_CLIENT_ID: id, GITHUB_CLIENT_SECRET: "not a secret!" })).not.toThrow(/not a secret/);
  });
});
