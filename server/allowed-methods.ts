import { canonicalPath } from "../core/routing/legacy-paths.ts";
import { pagesTakingPosts } from "../core/routing/site-pages.ts";
import { GET_PATHS, POST_PATHS } from "./api/api-paths.ts";
import { isAbsoluteForm, readRequestTarget } from "./request-target.ts";

/**
 * What each path allows, from the one list of pages (core/routing/site-pages.ts) and the API's own
 * list of addresses (server/api/api-paths.ts): the server answers every method on every path from
 * this table (server/method-gate.ts), so a request nobody thought of still gets a deliberate answer.
 *
 * The methods RFC 9110 defines, and PATCH (RFC 5789), are known to the server: a path that does not
 * take one answers 405 with Allow. Any other method is not implemented here at all: 501.
 */
export const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]);

/** Pages and files: read, and asked what they allow. */
const PAGE = ["GET", "HEAD", "OPTIONS"] as const;
/** A page whose form posts to itself without script (sign-in). */
const PAGE_TAKING_POST = ["GET", "HEAD", "OPTIONS", "POST"] as const;
/** The API's lists and the health check: same-origin machine addresses, no CORS preflight to answer. */
const READ_ONLY = ["GET", "HEAD"] as const;
/** The API's calculations. */
const POST_ONLY = ["POST"] as const;

/** OPTIONS * asks about the server in general. */
export const SERVER_WIDE = PAGE_TAKING_POST;

export const HEALTH_PATH = "/healthz";

const byPath = new Map<string, readonly string[]>([
  [HEALTH_PATH, READ_ONLY],
  ...GET_PATHS.map((path): [string, readonly string[]] => [path, READ_ONLY]),
  ...POST_PATHS.map((path): [string, readonly string[]] => [path, POST_ONLY]),
  ...pagesTakingPosts.map((path): [string, readonly string[]] => [path, PAGE_TAKING_POST]),
]);

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/") || path === "/PHP" || path.startsWith("/PHP/");

/** The methods a clean path takes; null when it names nothing here (an unknown API address). */
export function allowedMethods(path: string): readonly string[] | null {
  const listed = byPath.get(path);
  if (listed) return listed;
  return isApiPath(path) ? null : PAGE;
}

/** What the server does with a request line, before any route: a status to answer, or go on. */
export type MethodDecision =
  | { kind: "route" }
  | { kind: "redirect"; location: string }
  | { kind: "options"; allow: readonly string[] }
  | { kind: "not-allowed"; allow: readonly string[]; postOnly: boolean }
  | { kind: "not-found" }
  | { kind: "bad-target" }
  | { kind: "misdirected" }
  | { kind: "not-implemented" };

const ROUTE: MethodDecision = { kind: "route" };

function hasValidPercentEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer the table gives to `method target`. GET and HEAD on a page go on to the path rules
 * (server/static-routes.ts), which redirect a messy path and answer the not-found page; every other
 * method is decided here.
 */
export function decideMethod(method: string, rawUrl: string): MethodDecision {
  if (!KNOWN_METHODS.has(method)) return { kind: "not-implemented" };
  const read = method === "GET" || method === "HEAD";
  const listed = byPath.get(rawUrl);
  if (listed) return answerFor(method, listed, null);
  if (rawUrl === "*") return method === "OPTIONS" ? { kind: "options", allow: SERVER_WIDE } : { kind: "not-found" };
  if (!rawUrl.startsWith("/")) {
    // Authority form is for tunnels, which this server does not make. An absolute-form target for
    // this host was made an origin form before routing (server/app.ts); one still absolute names
    // another host, which a proxy would serve and this server does not (421, RFC 9110 section 15.5.20).
    if (method === "CONNECT") return { kind: "not-allowed", allow: SERVER_WIDE, postOnly: false };
    return isAbsoluteForm(rawUrl) ? { kind: "misdirected" } : { kind: "bad-target" };
  }
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (read && !isApiPath(rawPath)) return ROUTE;
  if (!hasValidPercentEncoding(rawPath)) return read ? ROUTE : { kind: "bad-target" };
  const target = readRequestTarget(rawUrl);
  if (target.kind === "not-found") return read ? ROUTE : { kind: "not-found" };
  const clean = target.kind === "page" ? target.path : target.location.split("?")[0]!;
  const canonical = isApiPath(clean) ? clean : (canonicalPath(clean) ?? clean);
  const allowed = allowedMethods(canonical);
  if (allowed === null) return read ? ROUTE : { kind: "not-found" };
  const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  return answerFor(method, allowed, canonical === rawPath ? null : canonical + search);
}

function answerFor(method: string, allowed: readonly string[], redirectTo: string | null): MethodDecision {
  if (!allowed.includes(method)) return { kind: "not-allowed", allow: allowed, postOnly: allowed === POST_ONLY };
  if (method === "OPTIONS") return { kind: "options", allow: allowed };
  // GET and HEAD are redirected by the path rules (301); a POST keeps its method and body (308).
  if (redirectTo !== null && method === "POST") return { kind: "redirect", location: redirectTo };
  return ROUTE;
}
