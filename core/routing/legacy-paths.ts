/**
 * The site's older links used capitalised paths and a query-like id segment (/Team/id=3). They
 * still circulate in documents and search results, so both the server (a 301) and the client
 * router (a replace navigation) map them to the canonical lower-case URL with this one function.
 */
const legacySections: ReadonlyMap<string, string> = new Map([
  ["Team", "/team"],
  ["Publications", "/publications"],
  ["Contact", "/contact"],
]);

/** Returns the canonical path for a legacy or trailing-slash path, or null when it is canonical. */
export function canonicalPath(pathname: string): string | null {
  const [, section = "", detail, ...rest] = pathname.split("/");
  // A Map, not an object: the segment is request text, and "toString" or "__proto__" must name nothing.
  const base = legacySections.get(section);
  if (base !== undefined && rest.length === 0) {
    if (detail === undefined || detail === "") return base;
    const id = /^id=(\d{1,6})$/.exec(detail)?.[1];
    if (id !== undefined) return `${base}/${Number(id)}`;
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "");
    return canonicalPath(trimmed) ?? (trimmed === "" ? "/" : trimmed);
  }
  return null;
}
