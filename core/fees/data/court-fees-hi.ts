import SENTENCES from "./court-fees-hi.json" with { type: "json" };
import { parseDataFile } from "./parse-data-file.ts";
import { type CourtFeeSentences, courtFeeSentencesSchema } from "./reader-sentences.ts";

export { type CourtFeeSentences, courtFeeSentencesSchema };

/**
 * The Hindi a page shows beside each court fee, by the entry's id: the Hindi of the reader's English
 * (court-fees-en.json), sentence for sentence and number for number (sentence-numbers.ts).
 */
export const COURT_FEE_SENTENCES_HI: CourtFeeSentences = parseDataFile(courtFeeSentencesSchema, "court-fees-hi.json", SENTENCES);
