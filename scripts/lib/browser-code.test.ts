import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Rollup, build } from "vite";
import { browserCode } from "./browser-code.ts";

/** A project in miniature: a page module naming one inline script and one module, as the root does. */
const root = mkdtempSync(join(tmpdir(), "browser-code-"));
const record = join(root, "inline-scripts.json");
writeFileSync(join(root, "head.ts"), "const pending: string = 'pending';\ndocument.documentElement.dataset.disclaimer = pending;\n");
writeFileSync(
  join(root, "site.ts"),
  "import { shared } from './shared.ts';\ncustomElements.define('x-box', class extends HTMLElement {});\nconsole.log(shared);\n",
);
writeFileSync(join(root, "shared.ts"), "export const shared: number = 42;\n");
writeFileSync(join(root, "other.ts"), "console.log('not an entry');\n");
writeFileSync(
  join(root, "page.ts"),
  "import text from './head.ts?inline-script';\nimport url from './site.ts?browser-module';\nexport const page = { text, url };\n",
);
writeFileSync(join(root, "stray.ts"), "import url from './other.ts?browser-module';\nexport const stray = url;\n");

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function buildPage(entry: string): Promise<(Rollup.OutputChunk | Rollup.OutputAsset)[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [browserCode({ inlineScripts: ["head.ts"], modules: ["site.ts"], inlineScriptsFile: record })],
    build: { write: false, minify: false, rollupOptions: { input: join(root, entry), preserveEntrySignatures: "strict" } },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
}

describe("browserCode (the browser's entries, built by Vite)", () => {
  it("gives the page an inline script's minified text and records it, and a module's hashed address with its file", async () => {
    const output = await buildPage("page.ts");
    const recorded = JSON.parse(readFileSync(record, "utf8")) as Record<string, string>;
    const head = recorded["head.ts"] ?? "";
    // Compiled for the browser and minified: no type left, one line, one classic script.
    expect(head).toContain("dataset.disclaimer");
    expect(head).not.toContain(": string");
    expect(head).not.toContain("\n");
    expect(head).not.toMatch(/^import|export/m);
    const page = output.find((file) => file.type === "chunk" && file.isEntry);
    const code = page?.type === "chunk" ? page.code : "";
    expect(code).toContain(JSON.stringify(head));
    const url = /"(\/assets\/site-[\w-]{8}\.js)"/.exec(code)?.[1];
    expect(url, "the module's content-hashed address").toBeTruthy();
    // The module is written beside the page's files, with what it imports in it.
    const site = output.find((file) => `/${file.fileName}` === url);
    expect(site?.type).toBe("asset");
    const siteCode = site?.type === "asset" ? String(site.source) : "";
    expect(siteCode).toContain("x-box");
    expect(siteCode).toContain("42");
    expect(siteCode).not.toMatch(/from\s*["']\.\/shared/);
  }, 60_000);

  it("refuses a file that is not a listed entry, naming the list", async () => {
    await expect(buildPage("stray.ts")).rejects.toThrow(
      /other\.ts\?browser-module is not a browser entry\. vite\.config\.ts lists them: site\.ts/,
    );
  }, 60_000);
});
