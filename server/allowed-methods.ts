import { isAbsoluteForm, readRequestTarget } from "./request-target.ts";

/**
 * What each path allows, and the answer to every method on every path: the server answers every
 * request from this table (server/method-gate.ts), so a request nobody thought of still gets a
 * deliberate answer. Which path allows what is the site's to say (server/site-paths.ts hands it in
 * as `PathRules`); this module knows only HTTP.
 *
 * The methods RFC 9110 defines, and PATCH (RFC 5789), are known to the server: a path that does not
 * take one answers 405 with Allow. Any other method is not implemented here at all: 501.
 */
export const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]);

/** What the table needs to know of the site's addresses. */
export type PathRules = {
  /** The paths with methods of their own, looked up as they arrive (the common request needs no cleaning). */
  listed: ReadonlyMap<string, readonly string[]>;
  /** The methods a clean path takes; null when it names nothing here (an unknown API address). */
  methodsOf(path: string): readonly string[] | null;
  /** Machine addresses: not cleaned by the page rules, never redirected to a page's canonical form. */
  isApi(path: string): boolean;
  /** The canonical form of a legacy page path, or null when it has none. */
  canonicalPath(path: string): string | null;
  /** What OPTIONS * lists for the server as a whole. */
  serverWide: readonly string[];
};

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
export function decideMethod(method: string, rawUrl: string, paths: PathRules): MethodDecision {
  if (!KNOWN_METHODS.has(method)) return { kind: "not-implemented" };
  const read = method === "GET" || method === "HEAD";
  const listed = paths.listed.get(rawUrl);
  if (listed) return answerFor(method, listed, null);
  if (rawUrl === "*") return method === "OPTIONS" ? { kind: "options", allow: paths.serverWide } : { kind: "not-found" };
  if (!rawUrl.startsWith("/")) {
    // Authority form is for tunnels, which this server does not make. An absolute-form target naming
    // one of the site's hosts was made an origin form before routing (server/app.ts); one still
    // absolute names another host, which a proxy would serve and this server does not (421, RFC 9110
    // section 15.5.20).
    if (method === "CONNECT") return { kind: "not-allowed", allow: paths.serverWide, postOnly: false };
    return isAbsoluteForm(rawUrl) ? { kind: "misdirected" } : { kind: "bad-target" };
  }
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (read && !paths.isApi(rawPath)) return ROUTE;
  if (!hasValidPercentEncoding(rawPath)) return read ? ROUTE : { kind: "bad-target" };
  const target = readRequestTarget(rawUrl);
  if (target.kind === "not-found") return read ? ROUTE : { kind: "not-found" };
  const clean = target.kind === "page" ? target.path : target.location.split("?")[0]!;
  const canonical = paths.isApi(clean) ? clean : (paths.canonicalPath(clean) ?? clean);
  const allowed = paths.methodsOf(canonical);
  if (allowed === null) return read ? ROUTE : { kind: "not-found" };
  const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  return answerFor(method, allowed, canonical === rawPath ? null : canonical + search);
}

function answerFor(method: string, allowed: readonly string[], redirectTo: string | null): MethodDecision {
  if (!allowed.includes(method)) return { kind: "not-allowed", allow: allowed, postOnly: allowed.length === 1 && allowed[0] === "POST" };
  if (method === "OPTIONS") return { kind: "options", allow: allowed };
  // GET and HEAD are redirected by the path rules (301); a POST keeps its method and body (308).
  if (redirectTo !== null && method === "POST") return { kind: "redirect", location: redirectTo };
  return ROUTE;
}
