import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** What a PDF was printed from: the article's MDX source. A changed source means a stale PDF. */
export function articleSourceHash(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

export const pdfDirectory = "public/publications";
export const pdfManifestFile = `${pdfDirectory}/manifest.json`;

/** manifest.json: PDF file name -> hash of the MDX source it was printed from. */
export type PdfManifest = Record<string, { source: string; sha256: string }>;
