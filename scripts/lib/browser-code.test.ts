import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Rollup, createBuilder } from "vite";
import { browserCode, islandId } from "./browser-code.ts";

/** A project in miniature: a page module naming one inline script, one module and its islands, as the root and the pages do. */
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
  join(root, "runtime.ts"),
  "export function hydrateIsland(id: string, load: () => Promise<{ default: unknown }>) {\n  void load().then((module) => console.log('hydrate', id, module.default));\n}\n",
);
mkdirSync(join(root, "features", "boxes", "island"), { recursive: true });
writeFileSync(join(root, "features", "boxes", "island", "box.island.ts"), "export default function Box() {\n  return 'a box';\n}\n");
writeFileSync(join(root, "features", "boxes", "island", "box-part.ts"), "export const part = 'not an island';\n");
writeFileSync(
  join(root, "page.ts"),
  [
    "import text from './head.ts?inline-script';",
    "import url from './site.ts?browser-module';",
    "import islands from 'virtual:islands';",
    "export const page = { text, url, islands: islands.map(({ id, bundle }) => ({ id, bundle })) };",
    "",
  ].join("\n"),
);
writeFileSync(join(root, "route.ts"), "import { shared } from './shared.ts';\nexport const route = `a route of ${shared}`;\n");
writeFileSync(join(root, "stray.ts"), "import url from './other.ts?browser-module';\nexport const stray = url;\n");

afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The app's build in miniature: the client build bundles the browser's entries, then the server
 * build bundles the page, as React Router's builder does (one plugin object for both).
 */
async function buildPage(entry: string, frameworkEntries: string[] = []): Promise<{ client: Output; server: Output }> {
  const builder = await createBuilder({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [
      browserCode({
        inlineScripts: ["head.ts"],
        modules: ["site.ts"],
        islands: "features/*/island/*.island.ts",
        islandRuntime: "runtime.ts",
        inlineScriptsFile: record,
        emptyOtherEntries: true,
      }),
    ],
    // As React Router's client build does: an entry without exports may be given some.
    build: { write: false, minify: false, rollupOptions: { preserveEntrySignatures: "exports-only" } },
    environments: {
      client: { build: { rollupOptions: { input: frameworkEntries.map((file) => join(root, file)) } } },
      ssr: { build: { rollupOptions: { input: join(root, entry) } } },
    },
    builder: { sharedPlugins: true },
  });
  const outputOf = (result: Awaited<ReturnType<typeof builder.build>>): Output =>
    (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
  const client = outputOf(await builder.build(builder.environments.client!));
  const server = outputOf(await builder.build(builder.environments.ssr!));
  return { client, server };
}

type Output = (Rollup.OutputChunk | Rollup.OutputAsset)[];

const codeOf = (output: Output, url: string | undefined) => {
  const file = output.find((candidate) => `/${candidate.fileName}` === url);
  return file?.type === "chunk" ? file.code : "";
};

describe("browserCode (the browser's entries, built by Vite)", () => {
  it("gives the page an inline script's minified text and records it, and the hashed address of a module the client build made", async () => {
    const { client, server } = await buildPage("page.ts");
    const recorded = JSON.parse(readFileSync(record, "utf8")) as Record<string, string>;
    const head = recorded["head.ts"] ?? "";
    // Compiled for the browser and minified: no type left, one line, one classic script.
    expect(head).toContain("dataset.disclaimer");
    expect(head).not.toContain(": string");
    expect(head).not.toContain("\n");
    expect(head).not.toMatch(/^import|export/m);
    const page = server.find((file) => file.type === "chunk" && file.isEntry && file.name === "page");
    const code = page?.type === "chunk" ? page.code : "";
    expect(code).toContain(JSON.stringify(head));
    const url = /"(\/assets\/site-[\w-]{8}\.js)"/.exec(code)?.[1];
    expect(url, "the module's content-hashed address").toBeTruthy();
    // The module is an entry of the client build, one file with what it imports in it.
    const site = codeOf(client, url);
    expect(site).toContain("x-box");
    expect(site).toContain("42");
    expect(site).not.toMatch(/^import/m);
  }, 60_000);

  it("finds each island by its file name and makes its bundle, which hydrates the module's component into the element of that id", async () => {
    const { client, server } = await buildPage("page.ts");
    const page = server.find((file) => file.type === "chunk" && file.isEntry && file.name === "page");
    const code = page?.type === "chunk" ? page.code : "";
    const bundle = /"(\/assets\/box-island-[\w-]{8}\.js)"/.exec(code)?.[1];
    expect(bundle, "the island's bundle, by its address").toBeTruthy();
    expect(code).toContain('"box"');
    expect(code).not.toContain("not an island");
    const entry = codeOf(client, bundle);
    expect(entry).toContain('hydrateIsland("box"');
    // The component is imported when the bundle runs, a chunk of its own.
    const component = /import\(["']\.\/(box\.island-[\w-]{8}\.js)["']\)/.exec(entry)?.[1];
    expect(component, "the component's chunk").toBeTruthy();
    expect(codeOf(client, `/assets/${component}`)).toContain("a box");
  }, 60_000);

  it("builds the client build's other entries (React Router's, which no page loads) empty, so that the module shares nothing with them", async () => {
    const { client, server } = await buildPage("page.ts", ["route.ts"]);
    const route = client.find((file) => file.type === "chunk" && file.name === "route");
    expect(route?.type === "chunk" ? route.code : null).not.toContain("a route of");
    const page = server.find((file) => file.type === "chunk" && file.isEntry && file.name === "page");
    const url = /"(\/assets\/site-[\w-]{8}\.js)"/.exec(page?.type === "chunk" ? page.code : "")?.[1];
    const site = codeOf(client, url);
    expect(site).toContain("42");
    expect(site).not.toMatch(/^import/m);
  }, 60_000);

  it("refuses a file that is not a listed entry, naming the list", async () => {
    await expect(buildPage("stray.ts")).rejects.toThrow(
      /other\.ts\?browser-module is not a browser entry\. vite\.config\.ts lists them: site\.ts/,
    );
  }, 60_000);

  it("names an island's element by its file name", () => {
    expect(islandId("/app/features/fee-calculator/island/court-fee-calculator.island.tsx")).toBe("court-fee-calculator");
  });
});
