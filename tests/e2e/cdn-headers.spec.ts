/**
 * The header files the build writes for a CDN (build/client/_headers) and for nginx
 * (build/nginx-headers.conf), checked page by page against what the production server sends.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { comparableHeaders, parseHeadersFile, parseNginxInclude, ruleFor } from "../../server/test-support/headers-files.ts";
import { NOT_FOUND_PATHS } from "../../core/routing/site-pages.ts";
import { clientDir, nginxHeadersFile } from "../../server/build-paths.ts";
import { walkFiles } from "../../server/walk-files.ts";

const pages = walkFiles(clientDir)
  .map((file) => relative(clientDir, file).split(sep).join("/"))
  .filter((file) => file.endsWith("index.html") && !file.startsWith("__"))
  .map((file) => `/${file}`.replace(/\/?index\.html$/, "") || "/")
  .filter((path) => !NOT_FOUND_PATHS.has(path))
  .sort();

test("every page's headers in _headers and the nginx include match the server's", async ({ request }) => {
  const headersRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
  const nginxRules = parseNginxInclude(readFileSync(nginxHeadersFile, "utf8"));
  // The pages and one file of each grouped folder.
  const grouped = headersRules.filter((rule) => rule.path.endsWith("/*")).map((rule) => rule.path.slice(0, -1));
  // A page in a grouped folder (the services, whose pages all send the same headers) is served at its folder's address.
  const samples = grouped.map((folder) =>
    `/${walkFiles(join(clientDir, folder))
      .map((f) => relative(clientDir, f).split(sep).join("/"))
      .find((f) => !/\.(br|gz)$/.test(f))}`.replace(/\/index\.html$/, ""),
  );
  const paths = [...pages, ...samples];
  expect(pages.length).toBeGreaterThan(30);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const sent = comparableHeaders(response.headers());
    expect(ruleFor(headersRules, path)?.headers, `_headers for ${path}`).toEqual(sent);
    expect(ruleFor(nginxRules, path)?.headers, `nginx include for ${path}`).toEqual(sent);
  }
});
