/** The server's settings, read once from the environment; a bad value stops start-up with a clear message. */
export type ServerConfig = {
  port: number;
  host: string;
  /** POSTs to the API per minute per client, or null when rate limiting is off. */
  rateLimitPerMinute: number | null;
};

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) throw new ConfigError(`PORT must be a whole number from 1 to 65535; got "${raw}".`);
  return port;
}

function parseRateLimit(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (raw === "off") return null;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1) throw new ConfigError(`RATE_LIMIT must be a positive whole number of requests per minute, or "off"; got "${raw}".`);
  return limit;
}

function parseHost(raw: string | undefined): string {
  if (raw === undefined || raw === "") return "0.0.0.0";
  if (!/^[\w.:-]+$/.test(raw)) throw new ConfigError(`HOST must be a host name or IP address; got "${raw}".`);
  return raw;
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  return { port: parsePort(env.PORT), host: parseHost(env.HOST), rateLimitPerMinute: parseRateLimit(env.RATE_LIMIT) };
}
