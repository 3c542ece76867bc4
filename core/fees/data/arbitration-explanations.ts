import * as z from "zod/mini";
import explanations from "./arbitration/explanations.json" with { type: "json" };
import { parseDataFile } from "./parse-data-file.ts";

/**
 * The sentences the site states about the Fourth Schedule, by key: the two the calculator shows
 * beside its figures, and the notes under every result, listed in the file's order. Their figures
 * are checked against the schedule's own (fee-data.test.ts), so an edit to one cannot leave the
 * other behind. Written with zod/mini, as the contract is, because the calculator's page loads it.
 */
const sentence = z.string().check(z.minLength(1));

export const arbitrationExplanationsSchema = z.strictObject({
  soleArbitratorUplift: z.string().check(z.minLength(1)),
  ceilingApplied: z.string().check(z.minLength(1)),
  // The citation under every result as its reader reads it; the research's own (fourth-schedule.json) stays for maintainers.
  citation: z.strictObject({ statute: sentence, basis: sentence, effectiveNote: sentence }),
  resultNotes: z.record(z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, "a camelCase key")), z.string().check(z.minLength(1))),
});

export type ArbitrationExplanations = z.infer<typeof arbitrationExplanationsSchema>;

/**
 * Kept apart from the schedules (arbitration.ts) because the calculator's page shows two of these
 * sentences before any result, and should not load the whole schedule data to do so.
 */
export const ARBITRATION_EXPLANATIONS = parseDataFile(arbitrationExplanationsSchema, "arbitration/explanations.json", explanations);
