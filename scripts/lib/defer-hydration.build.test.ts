/**
 * The hydration rewrite, tested on React Router's real output: the pages it prerendered in the
 * current build (kept in build/prerendered/ by the postbuild step) against the pages served.
 * Runs after `npm run build` (`npm run test:build`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { modulePreloads, paintFirst as deferHydration, UnexpectedBuildOutput } from "../../core/html/defer-hydration.ts";
import { clientDir, prerenderedDir } from "../../server/build-paths.ts";

const pages = readdirSync(prerenderedDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
// The pages that load React (app/lib/hydration.ts) carry the router's module script; the others none.
const loadsModules = (page: string) => /<script type="module"/.test(readFileSync(join(prerenderedDir, page), "utf8"));
const hydrated = pages.filter(loadsModules);
const withoutReact = pages.filter((page) => !loadsModules(page));
const hydrationScript = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
const staticImports = (script: string) => [...script.matchAll(/^\s*import (?:\* as \w+ from )?"([^"]+)";$/gm)].map((m) => m[1]);
const dynamicImports = (script: string) => [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);

describe("deferHydration on the build's own pages", () => {
  it("has every prerendered page to check", () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.sort()).toEqual(
      readdirSync(clientDir, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".html") && !f.startsWith("__"))
        .sort(),
    );
  });

  it("finds pages of both kinds: the calculators hydrate; an article, the publications list and sign-in do not", () => {
    expect(hydrated).toEqual(
      expect.arrayContaining(["calculator/court-fee-calculator/index.html", "calculator/arbitration-fee-calculator/index.html"]),
    );
    expect(withoutReact).toEqual(
      expect.arrayContaining(["index.html", "login/index.html", "publications/index.html", "publications/1/index.html", "team/index.html"]),
    );
  });

  it.each(withoutReact)("%s: loads no module and is served as React Router wrote it", (page) => {
    const original = readFileSync(join(prerenderedDir, page), "utf8");
    // No module of the app: the only script file such a page may name is the search box's worker.
    expect(original.replaceAll(/"\/assets\/search\.worker-[\w-]+\.js"/g, "")).not.toMatch(/modulepreload|\/assets\/[^"]+\.js/);
    expect(readFileSync(join(clientDir, page), "utf8")).toBe(original);
  });

  it.each(hydrated)("%s: React Router wrote the shape the rewrite expects, and the served page is its rewrite", (page) => {
    const original = readFileSync(join(prerenderedDir, page), "utf8");
    const served = readFileSync(join(clientDir, page), "utf8");
    expect(modulePreloads(original).length).toBeGreaterThan(0);
    expect(staticImports(hydrationScript(original)).length).toBeGreaterThan(0);

    expect(served).toBe(deferHydration(original, page));
    expect(served).not.toMatch(/modulepreload/i);
    const script = hydrationScript(served);
    expect(staticImports(script)).toEqual([]);
    const wait = script.split("\n")[0];
    expect(wait).toContain('addEventListener("load"');
    expect(wait).toContain("requestAnimationFrame");
    // The same modules, in the same order, now fetched after the first frame; then the entry.
    expect(dynamicImports(script)).toEqual([...staticImports(hydrationScript(original)), dynamicImports(hydrationScript(original)).at(-1)]);
  });

  it("fails the build when React Router's output changes shape", () => {
    const original = readFileSync(join(prerenderedDir, hydrated[0] ?? ""), "utf8");
    const reordered = original.replaceAll(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link href="$1" rel="modulepreload"/>');
    expect(() => deferHydration(reordered, "reordered")).toThrow(UnexpectedBuildOutput);
    const withoutPreloads = original.replaceAll(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
    expect(() => deferHydration(withoutPreloads, "none")).toThrow(/no modulepreload links/);
    const namedImport = original.replace(/import \* as (route\d+) from/, "import { default as $1 } from");
    expect(() => deferHydration(namedImport, "named")).toThrow(/unexpected shape/);
    const noScript = original.replace(/<script type="module" async="">[\s\S]*?<\/script>/, "");
    expect(() => deferHydration(noScript, "no script")).toThrow(/no hydration script/);
  });
});
