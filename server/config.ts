import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import { siteFile } from "./build-paths.ts";

/** The server's settings, read once from the environment; a bad value stops start-up with a clear message. */
export type ServerConfig = {
  port: number;
  host: string;
  /** POSTs to the API per minute per client, or null when rate limiting is off. */
  rateLimitPerMinute: number | null;
  /**
   * Which peers may name the client in X-Forwarded-For: false (nobody), a hop count, or the
   * proxies' addresses and ranges. Passed to Fastify's trustProxy as it stands.
   */
  trustProxy: false | number | string[];
  /** The Redis that holds the rate limiter's counts for every copy, or null for memory. */
  redisUrl: string | null;
  /** Open connections one address may hold: a number, null for no bound, undefined for the default. */
  maxConnectionsPerClient?: number | null;
  /** Server processes on this machine, sharing the port (node:cluster). */
  webConcurrency: number;
  /**
   * The names the server answers for (RFC 9112 section 3.2.2's absolute-form targets): lower case,
   * a name alone for any port, "name:port" for that port. A target naming another host gets 421.
   */
  siteHosts: ReadonlySet<string>;
  /** The GitHub OAuth app the browser editor signs in with (server/github-oauth.ts); absent: no sign-in route. */
  githubOAuth?: { clientId: string; clientSecret: string };
};

/** More processes than this on one machine is a typo, not a plan: each holds the site in memory. */
const MAX_WEB_CONCURRENCY = 64;

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

export class ConfigError extends Error {}

// 0 asks the system for any free port, which the server logs once it listens: the tests start
// servers that way, so no two of them can be handed the same port.
function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535)
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (or 0 for any free port); got "${raw}".`);
  return port;
}

function parseRateLimit(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (raw === "off") return null;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1)
    throw new ConfigError(`RATE_LIMIT must be a positive whole number of requests per minute, or "off"; got "${raw}".`);
  return limit;
}

function parseHost(raw: string | undefined): string {
  if (raw === undefined || raw === "") return "0.0.0.0";
  if (!/^[\w.:-]+$/.test(raw)) throw new ConfigError(`HOST must be a host name or IP address; got "${raw}".`);
  return raw;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

// "true" is refused on purpose: trusting every hop lets any client choose its own address, and
// with it its own rate-limit budget.
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const message = `TRUST_PROXY must be "off", a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or ranges (10.0.0.0/8); got "${raw}".`;
  if (raw === undefined || raw === "" || raw === "off") return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError(message);
    return hops;
  }
  const entries = raw.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => !isAddressOrRange(entry))) throw new ConfigError(message);
  return entries;
}

function parseRedisUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === "") return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// address; got something that is not a URL.`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:")
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// address; got a ${url.protocol} one.`);
  return raw;
}

// Load tests open more connections from one address than any visitor would.
function parseConnectionsPerClient(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (raw === "off") return null;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1)
    throw new ConfigError(`MAX_CONNECTIONS_PER_CLIENT must be a positive whole number, or "off"; got "${raw}".`);
  return count;
}

// Both or neither: an ID without its secret would offer a sign-in that can never finish.
function parseGitHubOAuth(id: string | undefined, secret: string | undefined): ServerConfig["githubOAuth"] {
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new ConfigError(
      "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together (the browser editor's sign-in), or both left unset.",
    );
  if (!/^[A-Za-z0-9._-]{10,100}$/.test(id))
    throw new ConfigError(`GITHUB_CLIENT_ID must be the OAuth app's client ID (letters, digits, ".", "_", "-"); got "${id}".`);
  if (!/^[A-Za-z0-9_]{20,255}$/.test(secret))
    throw new ConfigError(
      'GITHUB_CLIENT_SECRET must be the OAuth app\'s client secret (letters, digits and "_", at least 20); got something else.',
    );
  return { clientId: id, clientSecret: secret };
}

function parseWebConcurrency(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 1;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > MAX_WEB_CONCURRENCY)
    throw new ConfigError(`WEB_CONCURRENCY must be a whole number of server processes from 1 to ${MAX_WEB_CONCURRENCY}; got "${raw}".`);
  return count;
}

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const SITE_HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

const isSiteHost = (entry: string) => {
  const match = SITE_HOST.exec(entry);
  if (!match) return false;
  if (entry.startsWith("[") && isIP(entry.slice(1, entry.indexOf("]"))) !== 6) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
};

/** Addresses a server listening on every interface is not reached by. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The canonical host of the site's address (app/config/site.ts `url`), as the build recorded it
 * (scripts/postbuild.ts): the server itself ships without app/. Null before a build.
 */
export function builtSiteHost(file = siteFile): string | null {
  if (!existsSync(file)) return null;
  const { url } = JSON.parse(readFileSync(file, "utf8")) as { url: string };
  return new URL(url).host.toLowerCase();
}

/**
 * SITE_HOSTS: the names an absolute-form target may give for this server. By default the site's
 * canonical host and the names it is reached by on this machine: localhost, 127.0.0.1, [::1] and
 * HOST, on the port it listens on.
 */
function parseSiteHosts(raw: string | undefined, port: number, host: string, canonicalHost: string | null): ReadonlySet<string> {
  if (raw === undefined || raw.trim() === "") {
    const here = ["localhost", "127.0.0.1", "[::1]", ...(WILDCARD_HOSTS.has(host) ? [] : [isIP(host) === 6 ? `[${host}]` : host])];
    return new Set([...(canonicalHost ? [canonicalHost] : []), ...here.map((name) => `${name.toLowerCase()}:${port}`)]);
  }
  const entries = raw.split(",").map((entry) => entry.trim().toLowerCase());
  if (entries.some((entry) => !isSiteHost(entry)))
    throw new ConfigError(
      `SITE_HOSTS must be a comma-separated list of the host names the site answers for, each with an optional port (www.example.com,example.com,localhost:3000); got "${raw}".`,
    );
  return new Set(entries);
}

export function readConfig(env: Record<string, string | undefined>, canonicalHost: string | null = builtSiteHost()): ServerConfig {
  const port = parsePort(env.PORT);
  const host = parseHost(env.HOST);
  return {
    port,
    host,
    siteHosts: parseSiteHosts(env.SITE_HOSTS, port, host, canonicalHost),
    rateLimitPerMinute: parseRateLimit(env.RATE_LIMIT),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    webConcurrency: parseWebConcurrency(env.WEB_CONCURRENCY),
    ...(env.GITHUB_CLIENT_ID || env.GITHUB_CLIENT_SECRET
      ? { githubOAuth: parseGitHubOAuth(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET) }
      : {}),
    ...(env.MAX_CONNECTIONS_PER_CLIENT ? { maxConnectionsPerClient: parseConnectionsPerClient(env.MAX_CONNECTIONS_PER_CLIENT) } : {}),
  };
}
