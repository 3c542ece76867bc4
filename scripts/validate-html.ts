/**
 * `npm test` runs this after the build: html-validate's `standard` preset (configured in
 * .htmlvalidate.json, no rule switched off) on every prerendered page and on the result pages the
 * server renders from the same build, for a fee, a refusal and an address with bad values. Each
 * result page is rendered twice, and must come out byte for byte the same (a CDN may cache it).
 */
import { relative } from "node:path";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";
import { loadResultRenderer, resultRequestFor } from "../server/result-pages/result-renderer.ts";
import { clientDir, resultTemplatesFile, serverBuildFile } from "../server/build-paths.ts";
import { walkFiles } from "../server/walk-files.ts";

const resultAddresses = [
  "/calculator/court-fee-calculator?state=DL&amount=1500000",
  "/calculator/court-fee-calculator?state=GA&amount=100000",
  "/calculator/court-fee-calculator?state=ZZ&amount=1%2C00%2C000",
  "/calculator/arbitration-fee-calculator?amount=2500000",
  "/calculator/arbitration-fee-calculator?amount=150000000&counterClaim=500000&tribunal=three",
  "/calculator/arbitration-fee-calculator?amount=0&counterClaim=x&tribunal=five",
];

const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = walkFiles(clientDir).filter((file) => file.endsWith(".html") && !relative(clientDir, file).startsWith("__"));
const reports = await Promise.all(pages.map((file) => validator.validateFile(file)));

const render = await loadResultRenderer(serverBuildFile, resultTemplatesFile);
const unstable: string[] = [];
for (const address of resultAddresses) {
  const answer = Buffer.from(render(resultRequestFor(address)).body);
  if (!answer.equals(render(resultRequestFor(address)).body)) unstable.push(address);
  reports.push(await validator.validateString(answer.toString("utf8"), `(rendered) ${address}`));
}

if (unstable.length > 0) {
  console.error(`These result addresses rendered twice gave different bytes:\n  ${unstable.join("\n  ")}`);
  process.exit(1);
}

const failed = reports.filter((report) => !report.valid);
const text = formatterFactory("stylish");
for (const report of failed) console.log(text(report.results));
const checked = `${pages.length} built pages and ${resultAddresses.length} rendered result pages`;
if (failed.length > 0) {
  console.error(`html-validate (standard): ${failed.length} of ${checked} are not valid.`);
  process.exit(1);
}
console.log(`html-validate (standard): all ${checked} are valid.`);
