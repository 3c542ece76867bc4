/**
 * `npm run dev`, run: the dev server renders pages through Vite, answers the API with the
 * production server's routes and headers, and shows a content edit on the next request. It reads
 * a copy of content/, so the edit never touches the real one.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEV_PREAMBLE } from "../core/html/inline-scripts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, watchOutput } from "./test-support/server-process.ts";
import { spawn } from "node:child_process";

let server: Pick<ServerProcess, "child" | "waitFor" | "output">;
let origin: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "dev-content-"));
  cpSync("content", join(root, "content"), { recursive: true });
  // PORT=0: any free port, read from the start-up line.
  const child = spawn(process.execPath, ["server/dev.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", CONTENT_DIR: join(root, "content"), RATE_LIMIT: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = { child, ...watchOutput(child) };
  await server.waitFor(/Dev server at http:\/\/localhost:\d+/, 60_000);
  origin = `http://127.0.0.1:${/Dev server at http:\/\/localhost:(\d+)/.exec(server.output())?.[1]}`;
}, 90_000);

afterAll(() => {
  server?.child.kill("SIGTERM");
  rmSync(root, { recursive: true, force: true });
});

const heading = async (path: string) => /<h1[^>]*>([^<]*)/.exec(await (await fetch(`${origin}${path}`)).text())?.[1];

describe("npm run dev", () => {
  it("renders pages and result addresses with the site's headers, relaxed only for Vite's inline scripts and styles", async () => {
    const page = await fetch(`${origin}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers.get("content-security-policy")).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // Every page has the head's script, built as in the build, and names the site's module by its
    // source, which Vite serves; a calculator's island (app/lib/island.tsx) names its module too,
    // which the site's module loads after React Router's Fast Refresh preamble, which Vite serves too.
    const html = await page.text();
    expect(html).toContain("disclaimer-agree");
    const site = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(site).toBe("/app/browser/site.ts");
    const calculator = await (await fetch(`${origin}/calculator/arbitration-fee-calculator`)).text();
    const island = /data-island="([^"]+)"/.exec(calculator)?.[1]?.replaceAll("&amp;", "&");
    expect(island).toBe("/app/features/fee-calculator/island/arbitration-calculator.island.tsx?island-entry");
    // The calculators' texts of a language, which the island's module imports, are made of content/ by Vite too.
    const texts = "/@id/__x00__virtual:calculator-texts/arbitration-fee-calculator-hi";
    for (const module of [site!, island!, DEV_PREAMBLE, texts]) {
      const served = await fetch(`${origin}${module}`);
      expect(served.status, module).toBe(200);
      expect(served.headers.get("content-type"), module).toMatch(/javascript/);
    }
    const result = await (await fetch(`${origin}/calculator/court-fee-calculator?state=DL&amount=1500000`)).text();
    expect(result).toContain("15,00,000");
    expect((await fetch(`${origin}/Team`, { redirect: "manual" })).status).toBe(301);
  }, 60_000);

  it("answers the API as production does", async () => {
    const fee = await fetch(`${origin}/api/court-fee`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jurisdiction: "DL", amount: 1000 }),
    });
    expect(await fee.json()).toMatchObject({ ok: true, feeRupees: "150.00" });
    expect((await fetch(`${origin}/api/court-fee`, { method: "POST", body: "{" })).status).toBe(415);
  });

  it("shows a content edit on the next request", async () => {
    const file = join(root, "content", "pages", "contact.yaml");
    const before = await heading("/contact");
    writeFileSync(file, readFileSync(file, "utf8").replace(`heading: "${before}"`, 'heading: "Write to Us"'));
    await expect.poll(() => heading("/contact"), { timeout: 10_000 }).toBe("Write to Us");
  }, 30_000);

  it("shows an article's text edit on the next request, rendered from its MDX", async () => {
    const folder = join(root, "content", "articles");
    const file = join(
      folder,
      readdirSync(folder)
        .filter((name) => name.endsWith(".mdx"))
        .sort()[0]!,
    );
    const id = /^id: (\d+)$/m.exec(readFileSync(file, "utf8"))?.[1];
    const article = async () => (await fetch(`${origin}/publications/${id}`)).text();
    expect(await article()).not.toContain("<strong>added in the dev server</strong>");
    writeFileSync(file, `${readFileSync(file, "utf8")}\nA sentence **added in the dev server**.\n`);
    await expect.poll(article, { timeout: 10_000 }).toContain("<strong>added in the dev server</strong>");
  }, 30_000);
});
