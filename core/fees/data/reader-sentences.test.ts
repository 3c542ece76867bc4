/**
 * Every sentence a visitor can read beside a court fee or an arbitrators' fee, State by State and
 * language by language, written out to reader-sentences.snapshot.md: a change to any of them shows
 * in review as a change to that file, next to the data that made it (`vitest -u` rewrites it).
 */
import { describe, expect, it } from "vitest";
import { confidenceNotice, computeCourtFee } from "../court-fee.ts";
import { ARBITRATION_EXPLANATIONS } from "./arbitration-explanations.ts";
import { FOURTH_SCHEDULE } from "./arbitration.ts";
import { COURT_FEE_SCHEDULES } from "./court-fees.ts";
import { COURT_FEE_SENTENCES_EN, OFFICIAL_TEXTS } from "./court-fees-en.ts";
import { COURT_FEE_SENTENCES_HI } from "./court-fees-hi.ts";
import type { CourtFeeSentences } from "./reader-sentences.ts";

const LANGUAGES = [
  ["English", COURT_FEE_SENTENCES_EN],
  ["Hindi", COURT_FEE_SENTENCES_HI],
] as const satisfies readonly (readonly [string, CourtFeeSentences])[];

function entrySection(id: string, name: string): string[] {
  const lines = [`## ${id} ${name}`, ""];
  // The refusal a visitor meets for a State without a table (English; a Hindi page says it from calculators.yaml).
  const refusal = computeCourtFee(id, 100_000);
  if (!refusal.ok && refusal.reason === "unavailable") lines.push(`- Refusal: ${refusal.message}`, "");
  for (const [language, sentences] of LANGUAGES) {
    const s = sentences[id];
    lines.push(`### ${language}`, "");
    if (s === undefined) {
      lines.push("(none)", "");
      continue;
    }
    lines.push(`- Statute: ${s.statute}`);
    if (s.article !== null) lines.push(`- Article: ${s.article}`);
    lines.push(`- In force: ${s.effectiveNote}`, ...s.warnings.map((w) => `- Warning: ${w}`), "");
  }
  const official = OFFICIAL_TEXTS[id] ?? [];
  if (official.length > 0) lines.push(...official.map((address) => `- Official text: ${address}`), "");
  return lines;
}

function snapshot(): string {
  const lines = ["# What a visitor reads beside a fee", "", "Written by core/fees/data/reader-sentences.test.ts; do not edit by hand.", ""];
  lines.push("## Beside every court fee, by its confidence (English)", "");
  for (const confidence of ["high", "medium", "low", "none"] as const)
    lines.push(`- ${confidence}: ${confidenceNotice(confidence) ?? "(nothing)"}`);
  lines.push("");
  for (const entry of COURT_FEE_SCHEDULES) lines.push(...entrySection(entry.id, entry.name));
  lines.push("## Arbitrators' fees (English; the Hindi is in content/translations/hi/calculators.yaml)", "");
  const { citation, resultNotes, soleArbitratorUplift, ceilingApplied } = ARBITRATION_EXPLANATIONS;
  lines.push(`- Statute: ${citation.statute}`, `- Basis: ${citation.basis}`, `- In force: ${citation.effectiveNote}`);
  lines.push(`- ${soleArbitratorUplift}`, `- ${ceilingApplied}`, ...Object.values(resultNotes).map((note) => `- Note: ${note}`));
  lines.push(...FOURTH_SCHEDULE.slabs.flatMap((row) => (row.note === undefined ? [] : [`- Footnote: ${row.note}`])), "");
  return lines.join("\n");
}

describe("the reader's sentences", () => {
  it("are listed, State by State and language by language, in reader-sentences.snapshot.md", async () => {
    await expect(snapshot()).toMatchFileSnapshot("./reader-sentences.snapshot.md");
  });
});
