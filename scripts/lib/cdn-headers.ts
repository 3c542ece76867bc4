import type { FastifyInstance } from "fastify";
import { pagesTakingPosts } from "../../core/routing/site-pages.ts";
import { RESULT_PATHS, serverOnlyPaths } from "../../server/site-paths.ts";

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
    const kept = Object.entries(response.headers).filter(([name, value]) => !OWN_HEADERS_OF_A_HOST.has(name) && value !== undefined);
    result.set(path, Object.fromEntries(kept.map(([name, value]) => [name, String(value)])));
  }
  return result;
}

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => Object.hasOwn(b, name) && b[name] === value);

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
 * The addresses only the Node server can answer, for a CDN or nginx in front of it: a calculator
 * with a query is rendered, a sign-in form posts, and the API, the editor and the health check are
 * live. Derived from the server's own table of path kinds (server/site-paths.ts).
 */
export type DynamicRoutes = {
  /** Paths whose answer is rendered when the request has a query (result addresses). */
  withQuery: readonly string[];
  /** Paths that also take a POST (the sign-in form without script). */
  posts: readonly string[];
  /** Path prefixes answered by the server alone. */
  prefixes: readonly string[];
  /** Exact paths answered by the server alone. */
  exact: readonly string[];
};

/** This site's dynamic addresses, as the server's table of path kinds gives them. */
export const siteDynamicRoutes: DynamicRoutes = {
  withQuery: RESULT_PATHS,
  posts: pagesTakingPosts,
  prefixes: serverOnlyPaths.roots.map((root) => `${root}/`),
  exact: [...serverOnlyPaths.roots, ...serverOnlyPaths.exact],
};

/** The upstream the nginx include sends dynamic addresses to; define it in the http block (README, "On nginx"). */
export const NGINX_UPSTREAM = "site_node";

const proxyToNode = [
  `    proxy_pass http://${NGINX_UPSTREAM};`,
  "    proxy_http_version 1.1;",
  '    proxy_set_header Connection "";',
  "    proxy_set_header Host $host;",
  "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
  "    proxy_set_header X-Forwarded-Proto $scheme;",
];

/**
 * An nginx include for the `server` block whose root is build/client: every built file with the
 * headers the server sends, and every other address sent to the Node server (the upstream
 * `site_node`), which renders result addresses, answers the API, posts and the not-found pages,
 * and redirects legacy and messy paths. `add_header` in a location replaces every inherited one,
 * so each location lists all its headers; `always` keeps them on 304s too. A static location that
 * Node must answer for some requests hands them over with the documented `error_page` pattern
 * rather than a `proxy_pass` inside `if`.
 */
export function toNginxInclude(
  rules: readonly HeaderRule[],
  dynamic: DynamicRoutes,
  typesByPath: ReadonlyMap<string, string> = new Map(),
): string {
  // A rule for a folder (`/calculator/*`, when its pages share their headers) covers each page in it.
  const covers = (rulePath: string, page: string) => (rulePath.endsWith("/*") ? page.startsWith(rulePath.slice(0, -1)) : page === rulePath);
  const takesQuery = (rulePath: string) => dynamic.withQuery.some((page) => covers(rulePath, page));
  const takesPosts = (rulePath: string) => dynamic.posts.some((page) => covers(rulePath, page));
  const locations = rules.map(({ path, headers }) => {
    const match = path.endsWith("/*") ? `^~ ${path.slice(0, -1)}` : `= ${path}`;
    const lines = Object.entries(headers).map(([name, value]) => {
      if (/["\\\n$]/.test(value)) throw new Error(`The ${name} of ${path} cannot be written as an nginx string`);
      return `    add_header ${headerName(name)} "${value}" always;`;
    });
    const handOver = [
      ...(takesQuery(path) ? ['    if ($args != "") { return 418; }'] : []),
      ...(takesPosts(path) ? ["    if ($request_method = POST) { return 418; }"] : []),
    ];
    // A file whose type its extension does not tell (the JSON Feed) names it.
    const ownType = typesByPath.get(path);
    const type = ownType ? ["    types { }", `    default_type ${ownType};`] : [];
    return [`location ${match} {`, ...handOver, ...type, ...lines, "    try_files $uri $uri/index.html @node;", "}"].join("\n");
  });
  const live = [
    ...dynamic.prefixes.map((prefix) => [`location ^~ ${prefix} {`, ...proxyToNode, "}"].join("\n")),
    ...dynamic.exact.map((path) => [`location = ${path} {`, ...proxyToNode, "}"].join("\n")),
  ];
  return [
    "# Written by npm run build from what the Node server sends; do not edit.",
    "# include this file inside the server block that serves build/client, with `upstream site_node` defined",
    '# in the http block (README, "On nginx").',
    "error_page 418 = @node;",
    ["location @node {", ...proxyToNode, "}"].join("\n"),
    // Anything without a file: Node answers it (a 404 page in its section and language, a redirect).
    ["location / {", "    try_files $uri $uri/index.html @node;", "}"].join("\n"),
    ...live,
    ...locations,
    "",
  ].join("\n");
}

export type NginxSite = {
  /** What nginx listens on ("80", "127.0.0.1:8080"). */
  listen: string;
  /** The absolute path of build/client. */
  root: string;
  /** The absolute path of build/nginx-headers.conf. */
  include: string;
  /** The Node servers, "127.0.0.1:3000" each. */
  servers: readonly string[];
};

/**
 * The `upstream` and `server` blocks of a site served by nginx with Node behind it, for the http
 * block of nginx.conf. The build writes an example (build/nginx-site.conf) and the recipe's test
 * runs this very text in front of the real server (scripts/lib/nginx-recipe.build.test.ts). Node must
 * then run with TRUST_PROXY=1, so that the rate limit and the logs see the visitor.
 */
export function nginxSiteConfig(site: NginxSite): string {
  return `upstream ${NGINX_UPSTREAM} {
${site.servers.map((server) => `    server ${server};`).join("\n")}
    keepalive 16;
}

server {
    listen ${site.listen};
    root ${site.root};
    index index.html;
    charset utf-8;
    # The build's precompressed copies (.gz beside each file).
    gzip_static on;
    # If-Modified-Since as RFC 9110 section 13.1.3 reads it, as the Node server does: not modified
    # since any date at or after the file's, not only the exact one.
    if_modified_since before;
    server_tokens off;
    types {
        text/html html;
        text/javascript js;
        text/css css;
        application/json json;
        image/svg+xml svg;
        image/png png;
        image/jpeg jpg;
        image/webp webp;
        image/avif avif;
        image/x-icon ico;
        application/pdf pdf;
        application/xml xml;
        text/plain txt;
        text/vcard vcf;
        application/manifest+json webmanifest;
        application/rss+xml rss;
        application/atom+xml atom;
        font/woff2 woff2;
    }
    include ${site.include};
}
`;
}
