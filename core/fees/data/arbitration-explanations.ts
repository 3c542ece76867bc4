import explanations from "./arbitration/explanations.json" with { type: "json" };
import { arbitrationExplanationsSchema, parseDataFile } from "./schema.ts";

/**
 * Kept apart from the schedules (arbitration.ts) because the calculator's page shows two of these
 * sentences before any result, and should not load the whole schedule data to do so.
 */
export const ARBITRATION_EXPLANATIONS = parseDataFile(arbitrationExplanationsSchema, "arbitration/explanations.json", explanations);
