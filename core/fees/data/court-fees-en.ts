import SENTENCES from "./court-fees-en.json" with { type: "json" };
import OFFICIAL_TEXT_FILE from "./official-texts.json" with { type: "json" };
import * as z from "zod/mini";
import { parseDataFile } from "./parse-data-file.ts";
import { type CourtFeeSentences, courtFeeSentencesSchema } from "./reader-sentences.ts";

/**
 * The English a page, a PDF and the API show beside each court fee, by the entry's id, written for
 * a litigant from the research's facts (the research's own sentences stay in court-fees/XX.json).
 */
export const COURT_FEE_SENTENCES_EN: CourtFeeSentences = parseDataFile(courtFeeSentencesSchema, "court-fees-en.json", SENTENCES);

/**
 * The official texts a visitor is pointed to for an entry's fee (a court's or a government's own
 * page), by id: the research's sources that are an official text of the law or of a court's table.
 * Blogs, repositories, document copies and staging hosts stay in the research's `sources`.
 */
export const OFFICIAL_TEXTS: Readonly<Record<string, readonly string[]>> = parseDataFile(
  z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), z.array(z.url())),
  "official-texts.json",
  OFFICIAL_TEXT_FILE,
);
