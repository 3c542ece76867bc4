/**
 * What `npm run fees:check` reports: every court-fee file loaded and valid (loading validates), each
 * jurisdiction's status, confidence, rows and vectors, and whether every exact vector reproduces
 * through the engine; the same for the arbitration schedules.
 */
import { readdirSync } from "node:fs";
import { computeArbitrationFee, fourthScheduleFeePerArbitrator } from "../../core/fees/arbitration-fee.ts";
import { computeCourtFee } from "../../core/fees/court-fee.ts";
import { ARBITRATION_VECTORS, DIAC_SCHEDULE, FOURTH_SCHEDULE } from "../../core/fees/data/arbitration.ts";
import { COURT_FEE_SCHEDULES } from "../../core/fees/data/court-fees.ts";
import { MAX_AMOUNT } from "../../core/fees/limits.ts";

export const courtFeeFolder = "core/fees/data/court-fees";

export type ReportRow = {
  id: string;
  name: string;
  status: string;
  confidence: string;
  rows: number;
  vectors: number;
  exactVectors: number;
  /** Exact vectors whose figure the engine does not give: each is a problem. */
  failing: string[];
};

const paiseOf = (rupees: number) => Math.round(rupees * 100);

export function courtFeeReport(): ReportRow[] {
  return COURT_FEE_SCHEDULES.map((entry) => {
    const exact = entry.vectors.filter((v) => v.exact !== false);
    const failing = exact.flatMap((vector) => {
      const result = computeCourtFee(entry.id, vector.value);
      return result.ok && result.feePaise === paiseOf(vector.fee)
        ? []
        : [`Rs ${vector.value}: expected Rs ${vector.fee}, got ${result.ok ? `Rs ${result.feeRupees}` : result.message}`];
    });
    return {
      id: entry.id,
      name: entry.name,
      status: entry.status,
      confidence: entry.confidence,
      rows: entry.slabs.length,
      vectors: entry.vectors.length,
      exactVectors: exact.length,
      failing,
    };
  });
}

export function arbitrationReport(): ReportRow[] {
  const failing = ARBITRATION_VECTORS.flatMap((vector) => {
    if (vector.schedule !== "fourthSchedule") return [];
    let paise: number;
    if (vector.kind === "value" && vector.value !== null) paise = fourthScheduleFeePerArbitrator(vector.value).fee.paise;
    else {
      const top = computeArbitrationFee({ amount: MAX_AMOUNT, tribunal: "sole" });
      if (!top.ok) return [`maximum: ${top.message}`];
      paise = (vector.basis === "soleArbitrator" ? top.soleArbitrator : top.perArbitrator).paise;
    }
    return paise === paiseOf(vector.fee) ? [] : [`${vector.basis} ${vector.kind}: expected Rs ${vector.fee}, got ${paise / 100}`];
  });
  const countFor = (schedule: "fourthSchedule" | "diac") => ARBITRATION_VECTORS.filter((v) => v.schedule === schedule).length;
  return [
    {
      id: "4S",
      name: "Fourth Schedule",
      status: FOURTH_SCHEDULE.status,
      confidence: FOURTH_SCHEDULE.confidence,
      rows: FOURTH_SCHEDULE.slabs.length,
      vectors: countFor("fourthSchedule"),
      exactVectors: countFor("fourthSchedule"),
      failing,
    },
    // No calculator uses DIAC's schedule yet, so its rows are validated but no vector is run.
    {
      id: "DIAC",
      name: "DIAC arbitrators' fees",
      status: DIAC_SCHEDULE.status,
      confidence: DIAC_SCHEDULE.confidence,
      rows: DIAC_SCHEDULE.slabs.length,
      vectors: countFor("diac"),
      exactVectors: 0,
      failing: [],
    },
  ];
}

/** Files in court-fees/ that the engine does not load (their import line is missing), and the reverse. */
export function unloadedFiles(): { notLoaded: string[]; noFile: string[] } {
  const files = readdirSync(courtFeeFolder)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length));
  const loaded = new Set(COURT_FEE_SCHEDULES.map((e) => e.id));
  return { notLoaded: files.filter((id) => !loaded.has(id)), noFile: [...loaded].filter((id) => !files.includes(id)) };
}
