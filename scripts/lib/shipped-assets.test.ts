import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import { builtFileOf, manifestClosure, pageLoads, shippedFiles } from "./shipped-assets.ts";

const page = `<!doctype html><html><head>
<script>document.documentElement.dataset.disclaimer = "pending";</script>
<script type="speculationrules">{"prerender":[]}</script>
<script type="module" src="/assets/site-a.js"></script>
<link rel="modulepreload" href="/assets/shared-b.js">
<link rel="stylesheet" href="/assets/app-c.css"><link rel="icon" href="/favicon.svg">
</head><body><div id="box" data-island="/assets/box-island-d.js"></div>
<script type="application/json" id="box-props">{"a":1}</script><script type="application/ld+json">{}</script></body></html>`;

/** A client build in miniature: the site's module, an island's bundle with what it imports at once and on use, and a route no page loads. */
const client: Manifest = {
  "app/browser/site.ts": { file: "assets/site-a.js", isEntry: true, imports: ["_shared-b.js"], assets: ["assets/search.worker-e.js"] },
  "_shared-b.js": { file: "assets/shared-b.js" },
  "box.island.tsx?island-entry": {
    file: "assets/box-island-d.js",
    isEntry: true,
    imports: ["_shared-b.js"],
    dynamicImports: ["box.island.tsx"],
  },
  "box.island.tsx": { file: "assets/box-f.js", isDynamicEntry: true, dynamicImports: ["hindi.ts"] },
  "hindi.ts": { file: "assets/hindi-g.js", isDynamicEntry: true },
  "app/routes/home.tsx": { file: "assets/home-h.js", isEntry: true },
};
/** The server build's: the stylesheet and its fonts, written for the browser. */
const server: Manifest = {
  "virtual:server-build": { file: "index.js", isEntry: true, assets: ["assets/font-i.woff2", "assets/app-c.css"] },
  "app/app.css": { file: "assets/app-c.css" },
};

describe("what ships", () => {
  it("reads what a page loads with an HTML parser: its modules, scripts that run, islands and links", () => {
    const loads = pageLoads(page);
    expect(loads.modules).toEqual(["/assets/site-a.js", "/assets/shared-b.js"]);
    expect(loads.scripts).toEqual([]);
    expect(loads.inline).toEqual(['document.documentElement.dataset.disclaimer = "pending";']);
    expect(loads.islands).toEqual(["/assets/box-island-d.js"]);
    expect(loads.links).toEqual(["/assets/app-c.css", "/favicon.svg"]);
  });

  it("names the build's files by their addresses, and nothing else", () => {
    expect(builtFileOf("/assets/site-a.js")).toBe("assets/site-a.js");
    expect(builtFileOf("/favicon.svg")).toBeNull();
    expect(builtFileOf("/assets/%E0%A4%85.js?v=1")).toBe("assets/अ.js");
  });

  it("follows a file's imports by the manifest, and with more asked, what it imports on use and the files it uses", () => {
    expect([...manifestClosure(client, ["assets/box-island-d.js"], { dynamicImports: false, files: false })].sort()).toEqual([
      "assets/box-island-d.js",
      "assets/shared-b.js",
    ]);
    expect([...manifestClosure(client, ["assets/box-island-d.js"], { dynamicImports: true, files: false })].sort()).toEqual([
      "assets/box-f.js",
      "assets/box-island-d.js",
      "assets/hindi-g.js",
      "assets/shared-b.js",
    ]);
    expect(manifestClosure(client, ["assets/site-a.js"], { dynamicImports: false, files: true })).toContain("assets/search.worker-e.js");
  });

  it("ships what the pages load and what the server build wrote for the browser, and not a route's chunk", () => {
    expect([...shippedFiles({ client, server }, [page])].sort()).toEqual([
      "assets/app-c.css",
      "assets/box-f.js",
      "assets/box-island-d.js",
      "assets/font-i.woff2",
      "assets/hindi-g.js",
      "assets/search.worker-e.js",
      "assets/shared-b.js",
      "assets/site-a.js",
    ]);
  });

  it("refuses a manifest that names a chunk it does not describe", () => {
    expect(() =>
      manifestClosure({ a: { file: "assets/a.js", imports: ["b"] } }, ["assets/a.js"], { dynamicImports: false, files: false }),
    ).toThrow("Vite's manifest names b but does not describe it");
  });
});
