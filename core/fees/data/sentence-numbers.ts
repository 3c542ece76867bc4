import type { CourtFeeEntry } from "../schedule-types.ts";
import type { CourtFeeSentences } from "./reader-sentences.ts";

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

type Sentences = CourtFeeSentences[string];

/** An entry's sentences by field ("statute", "warnings[2]"), with "" for an article it has not. */
function fieldsOf(sentences: Sentences): [field: string, text: string][] {
  return [
    ["statute", sentences.statute],
    ["article", sentences.article ?? ""],
    ["effectiveNote", sentences.effectiveNote],
    ...sentences.warnings.map((text, i): [string, string] => [`warnings[${i}]`, text]),
  ];
}

/** Every number the research states for an entry, in any field: its sentences, rows, limits and vectors. */
function researchNumbers(entry: CourtFeeEntry): Set<string> {
  return new Set(sentenceNumbers(JSON.stringify(entry)));
}

/**
 * Where the reader's English (court-fees-en.json) falls out of step with the research: a
 * jurisdiction without the reader's sentences, one the data does not have, or a sentence stating a
 * number that the research does not (a reader's sentence rewords the research's facts, it adds none).
 */
export function readerSentenceProblems(entries: readonly CourtFeeEntry[], english: CourtFeeSentences): string[] {
  const problems = Object.keys(english)
    .filter((id) => !entries.some((entry) => entry.id === id))
    .map((id) => `court-fees-en.json: ${id} is not a jurisdiction of the fee data`);
  for (const entry of entries) {
    const sentences = english[entry.id];
    if (sentences === undefined) {
      problems.push(`court-fees-en.json: ${entry.id} has no sentences for the reader`);
      continue;
    }
    const known = researchNumbers(entry);
    for (const [field, text] of fieldsOf(sentences)) {
      const added = sentenceNumbers(text).filter((number) => !known.has(number));
      if (added.length > 0)
        problems.push(`court-fees-en.json: ${entry.id}.${field} states [${added.join(" ")}], which the research does not`);
    }
  }
  return problems;
}

/**
 * Where the Hindi (court-fees-hi.json) falls out of step with the reader's English
 * (court-fees-en.json): an entry without Hindi, a sentence without one, or a Hindi sentence whose
 * numbers are not its English's. Run by fees:check and fee-data.test.ts.
 */
export function hindiSentenceProblems(english: CourtFeeSentences, hindi: CourtFeeSentences): string[] {
  const problems = Object.keys(hindi)
    .filter((id) => english[id] === undefined)
    .map((id) => `court-fees-hi.json: ${id} has no English in court-fees-en.json`);
  for (const [id, sentences] of Object.entries(english)) {
    const hindiSentences = hindi[id];
    if (hindiSentences === undefined) {
      problems.push(`court-fees-hi.json: ${id} has no Hindi`);
      continue;
    }
    if (hindiSentences.warnings.length !== sentences.warnings.length) {
      problems.push(
        `court-fees-hi.json: ${id}.warnings has ${hindiSentences.warnings.length} sentences; the English has ${sentences.warnings.length}`,
      );
    }
    if ((hindiSentences.article === null) !== (sentences.article === null))
      problems.push(`court-fees-hi.json: ${id}.article: null in one language only`);
    const hindiFields = new Map(fieldsOf(hindiSentences));
    for (const [field, text] of fieldsOf(sentences)) {
      const hindiText = hindiFields.get(field);
      if (hindiText === undefined || (text !== "" && !/[\u0900-\u097F]/.test(hindiText))) {
        problems.push(`court-fees-hi.json: ${id}.${field} has no Hindi sentence`);
        continue;
      }
      const [want, have] = [sentenceNumbers(text).join(" "), sentenceNumbers(hindiText).join(" ")];
      if (want !== have) problems.push(`court-fees-hi.json: ${id}.${field} states [${have}]; the English states [${want}]`);
    }
  }
  return problems;
}
