import * as z from "zod/mini";

const sentence = z.string().check(z.minLength(1));

/**
 * What a visitor reads beside a court fee, by the entry's id, in one language: the statute, article,
 * "in force" line and warnings, written for a litigant (court-fees-en.json, court-fees-hi.json). The
 * research's files keep their own sentences for maintainers, which no page, PDF or API answer shows;
 * fee-data.test.ts holds these to the research's facts (no number the research does not state) and
 * to their reader (no instruction to an implementer, reader-voice.ts).
 * Written with zod/mini, as the contract is, because a Hindi calculator page loads the Hindi file.
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
