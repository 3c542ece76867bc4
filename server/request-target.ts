/**
 * What the static side makes of a request's raw target. Browsers and URL parsers read `//host`
 * as another host and `\` as `/`, so a path is cleaned before it is looked up or redirected to:
 * repeated slashes and backslashes collapse to one slash, dot segments resolve, and a path whose
 * slash is percent-encoded is no path of ours (the router would decode it into another page).
 */
export type RequestTarget = { kind: "page"; path: string } | { kind: "redirect"; location: string } | { kind: "not-found" };

const collapse = (path: string) => path.replace(/[/\\]+/g, "/");

/** RFC 9112 section 3.2.2's absolute-form: a scheme, "//", an authority, then the path and query. */
const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^#]*)$/;
const DEFAULT_PORTS: ReadonlyMap<string, string> = new Map([
  ["http", "80"],
  ["https", "443"],
]);

export const isAbsoluteForm = (rawUrl: string) => ABSOLUTE_FORM.test(rawUrl);

/**
 * The names the server answers for (the SITE_HOSTS setting, server/config.ts), in lower case: a
 * name alone stands for that name on any port, "name:port" for that port only.
 */
export type SiteHosts = ReadonlySet<string>;

/** The loopback names, on any port: what a server answers for when it is given no names (tests, the build's header pass). */
export const LOOPBACK_HOSTS: SiteHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether an authority (host and optional port, no user information) names one of `hosts`. */
function namesSiteHost(authority: string, defaultPort: string, hosts: SiteHosts): boolean {
  const lower = authority.toLowerCase();
  // A bracketed IPv6 literal holds colons of its own; the port follows its closing bracket.
  const portAt = lower.startsWith("[") ? lower.indexOf(":", lower.indexOf("]")) : lower.indexOf(":");
  const name = portAt === -1 ? lower : lower.slice(0, portAt);
  const port = portAt === -1 || portAt === lower.length - 1 ? defaultPort : lower.slice(portAt + 1);
  return name !== "" && (hosts.has(name) || hosts.has(`${name}:${port}`));
}

/**
 * The origin form of an absolute-form target ("GET http://host/team HTTP/1.1" becomes "/team").
 * RFC 9112 section 3.2.2: a server that receives an absolute-form target MUST ignore the Host field
 * and take the host from the target. So the target's authority alone decides: one of the site's
 * names (`hosts`) is served as its path whatever Host says; any other host (or a scheme other than
 * http and https, or user information) is not ours to answer, and keeps its absolute form for the
 * method table to refuse with 421. It is never fetched. Any other target comes back as it is.
 */
export function originFormOf(rawUrl: string, hosts: SiteHosts): string {
  const absolute = ABSOLUTE_FORM.exec(rawUrl);
  if (!absolute) return rawUrl;
  const [, scheme = "", authority = "", rest = ""] = absolute;
  const defaultPort = DEFAULT_PORTS.get(scheme.toLowerCase());
  if (defaultPort === undefined || authority.includes("@") || !namesSiteHost(authority, defaultPort, hosts)) return rawUrl;
  return rest.startsWith("/") ? rest : `/${rest}`;
}

export function readRequestTarget(rawUrl: string): RequestTarget {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  // Absolute-form targets ("GET http://host/ HTTP/1.1") are for proxies; this server is none.
  if (!rawPath.startsWith("/") || /%(2f|5c)/i.test(rawPath)) return { kind: "not-found" };
  let path = collapse(rawPath);
  path = collapse(new URL(path, "http://localhost").pathname);
  if (path === rawPath) return { kind: "page", path };
  return { kind: "redirect", location: sameSiteLocation(path + search) };
}

/** What RFC 3986 lets stand in a path (pchar and "/") and in a query (pchar, "/" and "?"); a valid %XX stands as it is. */
const NOT_IN_PATH = /%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu;
const NOT_IN_QUERY = /%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/gu;

const percentEncode = (text: string, disallowed: RegExp) =>
  text.replace(disallowed, (match) =>
    match.length === 3 && match.startsWith("%")
      ? match.toUpperCase()
      : [...Buffer.from(match, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );

/**
 * The one way a Location header is written: a path on this host, percent-encoded as RFC 3986
 * section 3.3 wants a URI reference (RFC 9110 section 10.2.2), so "/team/|x" goes out as
 * "/team/%7Cx". Escapes already in the path stay, in upper case as section 2.1 asks. Anything that is not a path here
 * would make the site an open redirect, so it is a programming error rather than a header.
 */
export function sameSiteLocation(location: string): string {
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) {
    throw new Error(`Refusing to redirect off-site: ${JSON.stringify(location.slice(0, 80))}`);
  }
  const queryAt = location.indexOf("?");
  if (queryAt === -1) return percentEncode(location, NOT_IN_PATH);
  return `${percentEncode(location.slice(0, queryAt), NOT_IN_PATH)}?${percentEncode(location.slice(queryAt + 1), NOT_IN_QUERY)}`;
}
