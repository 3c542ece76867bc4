import type { CourtFeeEntry } from "../schedule-types.ts";
import type { CourtFeeSentences } from "./court-fees-hi.ts";

// The numbers a sentence states, so that a translation can be held to its original's: every run of
// digits (grouping commas dropped: "1,00,000" and "100000" are one number) and every Roman numeral
// written in capitals ("Schedule I", "Act XXXVI of 1959"), which the Hindi writes in digits
// ("अनुसूची 1") per the glossary (shared/hindi/glossary.md 9.6).

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

function romanValue(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN[numeral[i] ?? ""] ?? 0;
    const next = ROMAN[numeral[i + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

// A Hindi title followed by its English one in brackets states its year once:
// "…अधिनियम, 1956 (Andhra Pradesh … Act, 1956; …)" counts 1956 one time.
const GLOSSED_TITLE_YEAR = /(, (\d{4}) \([^()]*?(?:\([^()]*\)[^()]*?)*), \2(?=[;)])/g;

/** The sentence's numbers, sorted, as strings ("75000", "1.50", "1"). */
export function sentenceNumbers(sentence: string): string[] {
  const text = sentence.replace(GLOSSED_TITLE_YEAR, "$1");
  const digits = (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((run) => run.replace(/,/g, ""));
  const romans = (text.match(/\b[IVXLC]+\b/g) ?? []).map((numeral) => String(romanValue(numeral)));
  return [...digits, ...romans].sort();
}

/** One entry's sentences side by side, English and Hindi, by field ("warnings[2]"). */
type Pair = { field: string; english: string; hindi: string | undefined };

/**
 * Where the Hindi of the court-fee sentences (court-fees-hi.json) falls out of step with the
 * research's English: an entry without Hindi, a sentence without one, or a Hindi sentence whose
 * numbers are not its English's. Run by fees:check and fee-data.test.ts.
 */
export function hindiSentenceProblems(entries: readonly CourtFeeEntry[], hindi: CourtFeeSentences): string[] {
  const problems = Object.keys(hindi)
    .filter((id) => !entries.some((entry) => entry.id === id))
    .map((id) => `court-fees-hi.json: ${id} is not a jurisdiction of the fee data`);
  for (const entry of entries) {
    const sentences = hindi[entry.id];
    if (sentences === undefined) {
      problems.push(`court-fees-hi.json: ${entry.id} has no Hindi`);
      continue;
    }
    if (sentences.warnings.length !== entry.warnings.length) {
      problems.push(
        `court-fees-hi.json: ${entry.id}.warnings has ${sentences.warnings.length} sentences; the English has ${entry.warnings.length}`,
      );
    }
    if ((sentences.article === null) !== (entry.article === null))
      problems.push(`court-fees-hi.json: ${entry.id}.article: null in one language only`);
    const pairs: Pair[] = [
      { field: "statute", english: entry.statute, hindi: sentences.statute },
      { field: "article", english: entry.article ?? "", hindi: sentences.article ?? "" },
      { field: "effectiveNote", english: entry.effectiveNote, hindi: sentences.effectiveNote },
      ...entry.warnings.map((english, i) => ({ field: `warnings[${i}]`, english, hindi: sentences.warnings[i] })),
    ];
    for (const { field, english, hindi: text } of pairs) {
      if (text === undefined || (english !== "" && !/[\u0900-\u097F]/.test(text))) {
        problems.push(`court-fees-hi.json: ${entry.id}.${field} has no Hindi sentence`);
        continue;
      }
      const [want, have] = [sentenceNumbers(english).join(" "), sentenceNumbers(text).join(" ")];
      if (want !== have) problems.push(`court-fees-hi.json: ${entry.id}.${field} states [${have}]; the English states [${want}]`);
    }
  }
  return problems;
}
