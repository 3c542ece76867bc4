/**
 * Prints the ids of the articles whose PDF is missing or older than the article (the check of
 * app/lib/content/pdfs.test.ts), space-separated, and nothing when every PDF is current. CI uses it
 * to print those PDFs itself (.ci/run): an article edited in the browser editor arrives as a pull
 * request without its PDF, and that is not a reason to fail it.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { type PdfManifest, articleSourceHash, pdfDirectory, pdfManifestFile } from "../app/lib/content/article-hash.ts";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";

const manifest: PdfManifest = existsSync(pdfManifestFile) ? JSON.parse(readFileSync(pdfManifestFile, "utf8")) : {};
const stale = loadContentTree()
  .articles.filter(({ file, data }) => {
    const source = relative(process.cwd(), file);
    const printed = manifest[data.pdf];
    return !existsSync(`${pdfDirectory}/${data.pdf}`) || printed?.source !== source || printed.sha256 !== articleSourceHash(source);
  })
  .map(({ data }) => data.id);
console.log(stale.join(" "));
