import type { FastifyInstance } from "fastify";

/**
 * The headers a CDN or nginx must add to the static files so that they match what this server
 * sends (DESIGN section 6): each page's own CSP, the cache policy and the security headers. They
 * are read from the server itself (one request per file), so the files cannot drift from it.
 */
export type HeaderRule = { path: string; headers: Record<string, string> };

// Headers a static host sets itself from the file it serves, or that describe one response.
const OWN_HEADERS_OF_A_HOST = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "last-modified",
  "accept-ranges",
]);

export async function headersOfEveryFile(app: FastifyInstance, paths: readonly string[]): Promise<Map<string, Record<string, string>>> {
  const result = new Map<string, Record<string, string>>();
  for (const path of paths) {
    const response = await app.inject({ method: "HEAD", url: path });
    if (response.statusCode !== 200) throw new Error(`The server answers ${path} with ${response.statusCode}, not 200`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!OWN_HEADERS_OF_A_HOST.has(name) && value !== undefined) headers[name] = String(value);
    }
    result.set(path, headers);
  }
  return result;
}

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * One rule per file, except that a top-level folder whose files all share their headers (the
 * hashed assets, the images, the vCards) becomes one `/folder/*` rule. The rules never overlap:
 * hosts merge overlapping rules by joining values, which would corrupt a CSP.
 */
export function groupRules(files: Map<string, Record<string, string>>): HeaderRule[] {
  const byFolder = new Map<string, [string, Record<string, string>][]>();
  for (const [path, headers] of files) {
    const segments = path.split("/");
    const folder = segments.length > 2 ? `/${segments[1]}` : "";
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), [path, headers]]);
  }
  const rules: HeaderRule[] = [];
  for (const [folder, entries] of byFolder) {
    const first = entries[0]![1];
    // A folder that is also a page (/team) keeps exact rules, so `/team` and `/team/*` never meet.
    const folderIsPage = files.has(folder);
    if (folder !== "" && !folderIsPage && entries.every(([, headers]) => same(headers, first)))
      rules.push({ path: `${folder}/*`, headers: first });
    else for (const [path, headers] of entries) rules.push({ path, headers });
  }
  return rules.sort((a, b) => a.path.localeCompare(b.path));
}

const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());

/** The `_headers` file Netlify and Cloudflare Pages read: a path, then indented `Name: value` lines. */
export function toHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${headerName(name)}: ${value}`)].join("\n"),
  );
  return `# Written by npm run build from what the Node server sends; do not edit.\n${blocks.join("\n")}\n`;
}

/**
 * An nginx include for the `server` block. `add_header` in a location replaces every inherited
 * one, so each location lists all its headers; `always` keeps them on 304s too.
 */
export function toNginxInclude(rules: readonly HeaderRule[]): string {
  const locations = rules.map(({ path, headers }) => {
    const match = path.endsWith("/*") ? `^~ ${path.slice(0, -1)}` : `= ${path}`;
    const lines = Object.entries(headers).map(([name, value]) => {
      if (/["\\\n$]/.test(value)) throw new Error(`The ${name} of ${path} cannot be written as an nginx string`);
      return `    add_header ${headerName(name)} "${value}" always;`;
    });
    return [`location ${match} {`, ...lines, "    try_files $uri $uri/index.html =404;", "}"].join("\n");
  });
  return `# Written by npm run build from what the Node server sends; do not edit.\n# include this file inside the server block that serves build/client.\n${locations.join("\n")}\n`;
}
