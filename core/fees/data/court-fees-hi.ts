import * as z from "zod/mini";
import SENTENCES from "./court-fees-hi.json" with { type: "json" };
import { parseDataFile } from "./parse-data-file.ts";

const sentence = z.string().check(z.minLength(1));

/**
 * The Hindi beside each court-fee entry's English sentences, by the entry's id: what a Hindi page
 * shows for the statute, article, effective note and warnings. The research's files stay as they are
 * copied in; fee-data.test.ts keeps this file in step with them, entry by entry and number by number.
 * Written with zod/mini, as the contract is, because a Hindi calculator page loads it.
 */
export const courtFeeSentencesSchema = z.record(
  z.string().check(z.regex(/^[A-Z]{2}$/, "a two-letter code in capitals")),
  z.strictObject({
    statute: sentence,
    article: z.nullable(sentence),
    effectiveNote: sentence,
    warnings: z.array(sentence),
  }),
);

export type CourtFeeSentences = z.infer<typeof courtFeeSentencesSchema>;

export const COURT_FEE_SENTENCES_HI: CourtFeeSentences = parseDataFile(courtFeeSentencesSchema, "court-fees-hi.json", SENTENCES);
