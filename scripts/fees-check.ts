/**
 * `npm run fees:check`: validates the fee data (loading it runs the schemas: fields, joins, rows
 * that never fall), checks that every file in core/fees/data/court-fees is loaded, reproduces every
 * exact vector through the engine, checks the reader's sentences (court-fees-en.json: no number the
 * research does not state; court-fees-hi.json: every sentence, the English's numbers), and prints one line per jurisdiction. Exits 1 on any problem.
 */
import { COURT_FEE_SCHEDULES } from "../core/fees/data/court-fees.ts";
import { COURT_FEE_SENTENCES_EN } from "../core/fees/data/court-fees-en.ts";
import { COURT_FEE_SENTENCES_HI } from "../core/fees/data/court-fees-hi.ts";
import { hindiSentenceProblems, readerSentenceProblems } from "../core/fees/data/sentence-numbers.ts";
import { arbitrationReport, courtFeeFolder, courtFeeReport, type ReportRow, unloadedFiles } from "./lib/fee-data-report.ts";

const court = courtFeeReport();
const arbitration = arbitrationReport();
const { notLoaded, noFile } = unloadedFiles();

const header = ["id", "name", "status", "confidence", "rows", "vectors (exact)", "reproduced"];
const cells = (row: ReportRow) => [
  row.id,
  row.name,
  row.status,
  row.confidence,
  String(row.rows),
  `${row.vectors} (${row.exactVectors})`,
  row.failing.length > 0 ? `NO: ${row.failing.join("; ")}` : row.exactVectors > 0 ? "yes" : "-",
];
const all = [...court, ...arbitration];
const widths = header.map((h, i) => Math.max(h.length, ...all.map((row) => (cells(row)[i] ?? "").length)));
const line = (values: string[]) =>
  values
    .map((v, i) => v.padEnd(widths[i] ?? 0))
    .join("  ")
    .trimEnd();

console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of court) console.log(line(cells(row)));
console.log("");
for (const row of arbitration) console.log(line(cells(row)));

const count = (status: string) => court.filter((row) => row.status === status).length;
console.log(
  `\n${court.length} jurisdictions: ${count("available")} available, ${count("partial")} partial, ${count("unavailable")} unavailable; ${court.reduce((n, r) => n + r.vectors, 0)} court-fee vectors.`,
);

const problems = [
  ...readerSentenceProblems(COURT_FEE_SCHEDULES, COURT_FEE_SENTENCES_EN),
  ...hindiSentenceProblems(COURT_FEE_SENTENCES_EN, COURT_FEE_SENTENCES_HI),
  ...notLoaded.map((id) => `${courtFeeFolder}/${id}.json is not loaded: add its import line to core/fees/data/court-fees.ts.`),
  ...noFile.map((id) => `${id} is loaded but has no file in ${courtFeeFolder}.`),
  ...all.filter((row) => row.failing.length > 0).map((row) => `${row.id}: ${row.failing.length} vector(s) not reproduced.`),
];
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? "All fee data valid; every exact vector reproduces; every sentence has its Hindi."
    : `${problems.length} problem(s).`,
);
process.exit(problems.length === 0 ? 0 : 1);
