/**
 * What the static side makes of a request's raw target. Browsers and URL parsers read `//host`
 * as another host and `\` as `/`, so a path is cleaned before it is looked up or redirected to:
 * repeated slashes and backslashes collapse to one slash, dot segments resolve, and a path whose
 * slash is percent-encoded is no path of ours (the router would decode it into another page).
 */
export type RequestTarget = { kind: "page"; path: string } | { kind: "redirect"; location: string } | { kind: "not-found" };

const collapse = (path: string) => path.replace(/[/\\]+/g, "/");

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

/**
 * A Location this server may send: a path on this host. Anything else would make the site an open
 * redirect, so it is a programming error here rather than a header.
 */
export function sameSiteLocation(location: string): string {
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) {
    throw new Error(`Refusing to redirect off-site: ${JSON.stringify(location.slice(0, 80))}`);
  }
  return location;
}
