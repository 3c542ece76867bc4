import diac from "./arbitration/diac.json" with { type: "json" };
import fourthSchedule from "./arbitration/fourth-schedule.json" with { type: "json" };
import vectors from "./arbitration/vectors.json" with { type: "json" };
import { parseDataFile } from "./parse-data-file.ts";
import { arbitrationVectorsSchema, diacScheduleSchema, fourthScheduleSchema } from "./schema.ts";

/**
 * The arbitrators' fee schedules, the research's `arbitration` object split into its three parts
 * and validated when the engine loads. The Fourth Schedule's slab 5 is measured from Rs 10 crore
 * although the printed text says Rs 1 crore: only that reading keeps the scale continuous (see the
 * row's note and the schedule's own notes).
 */
export const FOURTH_SCHEDULE = parseDataFile(fourthScheduleSchema, "arbitration/fourth-schedule.json", fourthSchedule);
export const DIAC_SCHEDULE = parseDataFile(diacScheduleSchema, "arbitration/diac.json", diac);
export const ARBITRATION_VECTORS = parseDataFile(arbitrationVectorsSchema, "arbitration/vectors.json", vectors);
