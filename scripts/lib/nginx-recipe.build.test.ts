/**
 * The nginx recipe, run: Debian's nginx with the configuration the build writes (scripts/lib/cdn-headers.ts)
 * in front of the production server on the real build. Through nginx, the prerendered pages and
 * assets come from files with the server's headers and cache lifetimes, and every dynamic address
 * (a result address and its data, the API, a sign-in post, the health check, an unknown page, a
 * legacy path) reaches Node.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir, nginxHeadersFile } from "../../server/build-paths.ts";
import { freePort } from "../../server/test-support/free-port.ts";
import { watchOutput } from "../../server/test-support/server-process.ts";
import { nginxSiteConfig } from "./cdn-headers.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

let node: ChildProcess;
let nginx: ChildProcess;
let prefix: string;
let origin: string;
let nodeOrigin: string;

async function untilAnswering(url: string, process: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`It exited before answering:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer within 30 s:\n${output()}`);
}

beforeAll(async () => {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx (.ci/run does).");
  const nodePort = await freePort();
  nodeOrigin = `http://127.0.0.1:${nodePort}`;
  node = spawn(process.execPath, ["server/start.ts", "--no-build"], {
    env: { ...process.env, PORT: String(nodePort), HOST: "127.0.0.1", RATE_LIMIT: "off", TRUST_PROXY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const nodeOutput = watchOutput(node);
  await untilAnswering(`${nodeOrigin}/healthz`, node, nodeOutput.output);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  prefix = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(prefix, "logs"));
  const site = nginxSiteConfig({
    listen: `127.0.0.1:${port}`,
    root: resolve(clientDir),
    include: resolve(nginxHeadersFile),
    servers: [`127.0.0.1:${nodePort}`],
  });
  // A root nginx would drop to "nobody", who may not read the build; a test instance stays as it is.
  const user = process.getuid?.() === 0 ? "user root root;\n" : "";
  writeFileSync(
    join(prefix, "nginx.conf"),
    `${user}worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents { worker_connections 256; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n` +
      `  fastcgi_temp_path ${prefix}/fastcgi;\n  uwsgi_temp_path ${prefix}/uwsgi;\n  scgi_temp_path ${prefix}/scgi;\n${site}}\n`,
  );
  const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  nginx = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  const nginxOutput = watchOutput(nginx);
  await untilAnswering(`${origin}/robots.txt`, nginx, nginxOutput.output);
}, 60_000);

afterAll(() => {
  nginx?.kill("SIGQUIT");
  node?.kill("SIGTERM");
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { redirect: "manual", ...init });

/** The headers a host must reproduce: what Node sends for the same file, without what describes one response. */
const SITE_HEADERS = [
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

describe("nginx in front of the server, as the build configures it", () => {
  it("serves prerendered pages and assets from files, with the server's headers and cache lifetimes", async () => {
    for (const path of ["/", "/contact", "/hi/contact", "/publications/1", "/feed.json", "/sitemap.xml"]) {
      const [viaNginx, fromNode] = await Promise.all([get(path), fetch(`${nodeOrigin}${path}`)]);
      expect(viaNginx.status, path).toBe(200);
      expect(viaNginx.headers.get("server"), path).toBe("nginx");
      for (const name of SITE_HEADERS) expect(viaNginx.headers.get(name), `${name} of ${path}`).toBe(fromNode.headers.get(name));
      expect(await viaNginx.text(), path).toBe(await fromNode.text());
    }
    expect((await get("/feed.json")).headers.get("content-type")).toMatch(/^application\/feed\+json/);
    // A topic's JSON Feed too, named by its path in the recipe; the first topic the build has.
    const topic = readdirSync(join(clientDir, "publications", "topics")).find((name) =>
      existsSync(join(clientDir, "publications", "topics", name, "feed.json")),
    );
    expect(topic).toBeDefined();
    const topicFeed = await get(`/publications/topics/${topic!}/feed.json`);
    expect(topicFeed.status).toBe(200);
    expect(topicFeed.headers.get("content-type")).toMatch(/^application\/feed\+json/);
    // A page with an island, whose bundle is a hashed asset (app/lib/island.tsx).
    const html = await (await get("/calculator/arbitration-fee-calculator")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await get(asset!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/contact")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const compressed = await get("/contact", { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends a result address to Node, which renders it with its own CSP", async () => {
    const page = await get("/calculator/court-fee-calculator?state=DL&amount=1500000");
    expect(page.status).toBe(200);
    expect(page.headers.get("etag")).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(await page.text()).toContain("15,00,000");
    const hindi = await get("/hi/calculator/arbitration-fee-calculator?amount=2500000");
    expect(hindi.status).toBe(200);
    // No router data is built or served (docs/decisions/0034).
    expect((await get("/calculator/court-fee-calculator.data?state=DL&amount=1500000")).status).toBe(404);
    // Without a query the calculator is the prerendered file.
    expect((await get("/calculator/court-fee-calculator")).headers.get("server")).toBe("nginx");
  });

  it("sends the API, the health check, a sign-in post, unknown pages and legacy paths to Node", async () => {
    const fee = await get("/api/court-fee", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jurisdiction: "DL", amount: 1000 }),
    });
    expect(fee.status).toBe(200);
    expect(fee.headers.get("cache-control")).toBe("no-store");
    expect(await fee.json()).toMatchObject({ ok: true, feeRupees: "150.00" });
    expect((await get("/PHP/api/state.php")).status).toBe(200);
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const signIn = await get("/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    expect(signIn.status).toBe(303);
    const unknown = await get("/team/999");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-security-policy")).toMatch(/script-src/);
    expect((await get("/hi/nowhere")).status).toBe(404);
    const legacy = await get("/Team");
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("location")).toMatch(/\/team$/);
  });

  // RFC 9110 section 13: nginx evaluates conditions on the files it serves itself; the answers must be
  // those Node gives for the same file, each against its own validators (nginx's ETag is its own).
  it("answers conditional requests on its files as Node does on the same files", async () => {
    const DAY_MS = 86_400_000;
    const statusOf = async (base: string, path: string, headers: Record<string, string>) =>
      (await fetch(`${base}${path}`, { redirect: "manual", headers: { "accept-encoding": "identity", ...headers } })).status;
    for (const path of ["/contact", "/feed.json", "/sitemap.xml"]) {
      for (const base of [origin, nodeOrigin]) {
        const plain = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
        if (base === origin) expect(plain.headers.get("server"), path).toBe("nginx");
        const etag = plain.headers.get("etag")!;
        const modified = plain.headers.get("last-modified")!;
        expect(etag, `${base}${path}`).toBeTruthy();
        expect(modified, `${base}${path}`).toBeTruthy();
        const at = Date.parse(modified);
        const before = new Date(at - DAY_MS).toUTCString();
        const after = new Date(at + DAY_MS).toUTCString();
        const cases: [Record<string, string>, number][] = [
          [{ "if-match": '"no-such-tag"' }, 412],
          [{ "if-match": `W/${etag}` }, 412],
          [{ "if-match": etag }, 200],
          [{ "if-match": `"x", ${etag}` }, 200],
          [{ "if-match": "*" }, 200],
          [{ "if-none-match": etag }, 304],
          [{ "if-none-match": `W/${etag}` }, 304],
          [{ "if-none-match": '"no-such-tag"' }, 200],
          [{ "if-unmodified-since": before }, 412],
          [{ "if-unmodified-since": after }, 200],
          [{ "if-modified-since": modified }, 304],
          [{ "if-modified-since": after }, 304],
          [{ "if-modified-since": before }, 200],
        ];
        for (const [headers, status] of cases)
          expect(await statusOf(base, path, headers), `${base}${path} ${JSON.stringify(headers)}`).toBe(status);
      }
      // The same file, the same date: a date-based condition means the same through either.
      const [viaNginx, fromNode] = await Promise.all([get(path), fetch(`${nodeOrigin}${path}`)]);
      expect(viaNginx.headers.get("last-modified"), path).toBe(fromNode.headers.get("last-modified"));
    }
  });
});
