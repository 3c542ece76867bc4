import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, buildTestApp, writeTestSite } from "../../server/api/test-support/build-test-app.ts";
import { loadStaticSite } from "../../server/static-site.ts";
import { comparableHeaders, parseHeadersFile, parseNginxInclude, ruleFor } from "../../server/test-support/headers-files.ts";
import { groupRules, headersOfEveryFile, siteDynamicRoutes, toHeadersFile, toNginxInclude } from "./cdn-headers.ts";

// The build writes these files from the server; here they are read back as a host would and
// compared, file by file, with what the server sends. scripts/lib/built-site-http.build.test.ts does the same
// for the real build against the production server.
let test: TestApp;
let paths: string[];
let headersFile: string;
let nginxInclude: string;
beforeAll(async () => {
  test = await buildTestApp(null);
  const root = writeTestSite();
  paths = loadStaticSite(root).paths();
  rmSync(root, { recursive: true, force: true });
  const rules = groupRules(await headersOfEveryFile(test.app, paths));
  headersFile = toHeadersFile(rules);
  nginxInclude = toNginxInclude(rules, siteDynamicRoutes);
});
afterAll(() => test.close());

describe("CDN header files", () => {
  it("cover every file the server serves", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/team"]));
    for (const path of paths) {
      expect(ruleFor(parseHeadersFile(headersFile), path), path).toBeDefined();
      expect(ruleFor(parseNginxInclude(nginxInclude), path), path).toBeDefined();
    }
  });

  it("give each file exactly the headers the server sends with it", async () => {
    for (const path of paths) {
      const sent = comparableHeaders((await test.app.inject({ url: path })).headers);
      expect(sent["content-security-policy"], path).toBeDefined();
      expect(ruleFor(parseHeadersFile(headersFile), path)?.headers, `_headers ${path}`).toEqual(sent);
      expect(ruleFor(parseNginxInclude(nginxInclude), path)?.headers, `nginx ${path}`).toEqual(sent);
    }
  });

  it("never let two rules match one path, since hosts would join their values", () => {
    const rules = parseHeadersFile(headersFile);
    for (const path of paths) {
      const matching = rules.filter((rule) => rule.path === path || (rule.path.endsWith("/*") && path.startsWith(rule.path.slice(0, -1))));
      expect(matching.length, path).toBe(1);
    }
  });

  it("group a folder whose files share their headers into one rule", () => {
    const rules = groupRules(
      new Map([
        ["/img/a.png", { "cache-control": "x" }],
        ["/img/b/c.png", { "cache-control": "x" }],
        ["/team", { "cache-control": "y" }],
        ["/team/1", { "cache-control": "y" }],
      ]),
    );
    expect(rules.map((rule) => rule.path)).toEqual(["/img/*", "/team", "/team/1"]);
  });
});
