/**
 * `npm run pdfs`: prints each article's prerendered page to an A4 PDF with Debian's Chromium
 * (tagged, with an outline, links kept, fonts embedded) and records which source it came from in
 * public/publications/manifest.json. Run it after changing an article; a test fails until you do.
 * It serves the current build, so run `npm run build` first.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { chromium } from "playwright-core";
import { site } from "../app/config/site.ts";
import { type PdfManifest, articleSourceHash, pdfDirectory, pdfManifestFile } from "../app/lib/content/article-hash.ts";
import { loadContentTree } from "../app/lib/content/content-tree.server.ts";
import { buildApp } from "../server/app.ts";
import { clientDir } from "../server/build-paths.ts";
import { loadStaticSite } from "../server/static-site.ts";
import { formatDate } from "../core/dates/format-date.ts";

const buildDir = clientDir;
if (!existsSync(`${buildDir}/index.html`)) {
  console.error("No build found: run `npm run build` first, then `npm run pdfs`.");
  process.exit(1);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const articles = loadContentTree().articles.map(({ file, data }) => ({
  file: relative(process.cwd(), file),
  id: data.id,
  title: data.title,
  date: data.date,
  lawAsAt: data.lawAsAt,
  reviewed: data.reviewed,
  pdf: data.pdf,
}));

const only = process.argv.slice(2).map(Number).filter(Boolean);
const app = await buildApp({ site: loadStaticSite(buildDir), rateLimitPerMinute: null });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const context = await browser.newContext();
await context.addCookies([{ name: "disclaimer", value: "agreed", url: origin }]);

const manifest: PdfManifest = existsSync(pdfManifestFile) ? JSON.parse(readFileSync(pdfManifestFile, "utf8")) : {};
for (const article of articles.filter((a) => only.length === 0 || only.includes(a.id))) {
  const page = await context.newPage();
  await page.goto(`${origin}/publications/${article.id}`, { waitUntil: "networkidle" });
  await page.emulateMedia({ media: "print" });
  const small = "font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; color: #2b3f5c; width: 100%; padding: 0 16mm;";
  const pdf = await page.pdf({
    format: "A4",
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: `<div style="${small} display: flex; justify-content: space-between; gap: 12px;"><span>${escapeHtml(site.name)}</span><span style="text-align: right;">${escapeHtml(article.title)} · ${escapeHtml(formatDate(article.date))} · law stated as at ${escapeHtml(formatDate(article.lawAsAt))}${article.reviewed ? ` · last reviewed ${escapeHtml(formatDate(article.reviewed))}` : ""}</span></div>`,
    footerTemplate: `<div style="${small} text-align: center;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    margin: { top: "20mm", bottom: "18mm", left: "16mm", right: "16mm" },
    tagged: true,
    outline: true,
  });
  writeFileSync(`${pdfDirectory}/${article.pdf}`, pdf);
  manifest[article.pdf] = { source: article.file, sha256: articleSourceHash(article.file) };
  console.log(`pdf: ${article.pdf} (${(pdf.length / 1024).toFixed(0)} KB)`);
  await page.close();
}
writeFileSync(pdfManifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
await browser.close();
await app.close();
