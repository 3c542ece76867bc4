import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type PdfManifest, articleSourceHash, pdfDirectory, pdfManifestFile } from "./article-hash";
import { articleSources } from "./articles.server";

const manifest: PdfManifest = existsSync(pdfManifestFile) ? JSON.parse(readFileSync(pdfManifestFile, "utf8")) : {};

describe("article PDFs", () => {
  it.each(articleSources().map((a) => [a.pdf, a] as const))("%s exists, is a PDF and was printed from the current article", (pdf, article) => {
    const path = `${pdfDirectory}/${pdf}`;
    expect(existsSync(path), `${path} is missing: run npm run build && npm run pdfs`).toBe(true);
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(20_000);
    const file = article.file;
    expect(manifest[pdf]?.source).toBe(file);
    expect(manifest[pdf]?.sha256, `${file} changed after its PDF was printed: run npm run build && npm run pdfs`).toBe(articleSourceHash(file));
  });
});
