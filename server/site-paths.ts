import { pagesTakingPosts, resultPages } from "../core/routing/site-pages.ts";
import { canonicalPath } from "../core/routing/legacy-paths.ts";
import { API_ROOTS, GET_PATHS, POST_PATHS } from "./api/api-paths.ts";
import type { PathRules } from "./allowed-methods.ts";

/**
 * What an address of this site is: the one place a path is matched against the site's addresses.
 * The server (app.ts, static-routes.ts, static-site.ts, the method table, the editor) and the build
 * (scripts/lib/cdn-headers.ts) ask here; the generic HTTP modules are handed what they need
 * (`sitePathRules`) rather than import it.
 *
 * | Kind     | Addresses                                        | Methods                             | Answered by                                   |
 * |----------|--------------------------------------------------|-------------------------------------|-----------------------------------------------|
 * | `api`    | `/api`, `/PHP` and everything under them         | GET, HEAD (lists); POST (sums); none for an unknown address | the API, in JSON, never a legacy redirect |
 * | `health` | `/healthz`                                       | GET, HEAD                           | the server, `no-store`                        |
 * | `admin`  | `/admin` and everything under it                 | GET, HEAD, OPTIONS                  | the browser editor, with its own CSP          |
 * | `asset`  | `/assets/…`                                      | GET, HEAD, OPTIONS                  | a fingerprinted file, cached for a year       |
 * | `result` | a calculator's page with a query                 | GET, HEAD, OPTIONS                  | rendered (server/result-pages/)               |
 * | `page`   | every other address, known or not                | GET, HEAD, OPTIONS; POST on the sign-in pages | a prerendered file or the not-found page |
 */
export type PathKind = "api" | "health" | "admin" | "asset" | "result" | "page";

export const HEALTH_PATH = "/healthz";
export const ADMIN_PATH = "/admin";
const ASSETS = "/assets/";

/** Calculator pages whose address with a query is a result (core/routing/site-pages.ts). */
export const RESULT_PATHS: readonly string[] = resultPages.map((page) => page.path);
const resultPaths: ReadonlySet<string> = new Set(RESULT_PATHS);

const atOrUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Whether a path is the API's, as the request names it (no cleaning: `//api` is a messy page path). */
export const isApiPath = (path: string) => API_ROOTS.some((root) => atOrUnder(path, root));

/** The kind of a request target (a path, with or without its query), as it arrives. */
export function pathKind(target: string): PathKind {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (isApiPath(path)) return "api";
  if (path === HEALTH_PATH) return "health";
  if (atOrUnder(path, ADMIN_PATH)) return "admin";
  if (path.startsWith(ASSETS)) return "asset";
  if (queryAt !== -1 && queryAt < target.length - 1 && resultPaths.has(path)) return "result";
  return "page";
}

/** Pages, files, the editor: read, and asked what they allow. */
const READ = ["GET", "HEAD", "OPTIONS"] as const;
/** A page whose form posts to itself without script (sign-in); also what OPTIONS * lists. */
const READ_AND_POST = ["GET", "HEAD", "OPTIONS", "POST"] as const;
/** The API's lists and the health check: same-origin machine addresses, no CORS preflight to answer. */
const READ_ONLY = ["GET", "HEAD"] as const;
/** The API's calculations. */
const POST_ONLY = ["POST"] as const;

const listed: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  [HEALTH_PATH, READ_ONLY],
  ...GET_PATHS.map((path): [string, readonly string[]] => [path, READ_ONLY]),
  ...POST_PATHS.map((path): [string, readonly string[]] => [path, POST_ONLY]),
  ...pagesTakingPosts.map((path): [string, readonly string[]] => [path, READ_AND_POST]),
]);

/** What the method table (server/allowed-methods.ts) needs to know of this site's addresses. */
export const sitePathRules: PathRules = {
  listed,
  methodsOf: (path) => listed.get(path) ?? (isApiPath(path) ? null : READ),
  isApi: isApiPath,
  canonicalPath,
  serverWide: READ_AND_POST,
};

/** The addresses only the Node server answers, for a CDN or nginx in front of it (scripts/lib/cdn-headers.ts). */
export const serverOnlyPaths = {
  /** Roots answered by the server alone, every address under them included. */
  roots: [...API_ROOTS, ADMIN_PATH],
  exact: [HEALTH_PATH],
} as const;
