// Shapes of the statutory fee data as the engines read it. The files in data/ are validated
// against data/schema.ts, which is checked against these types.

export type Confidence = "high" | "medium" | "low" | "none";

export type EntryStatus = "available" | "partial" | "unavailable";

export type JurisdictionType = "state" | "union territory";

export type SlabMode = "flat" | "per_unit_excess" | "per_unit_whole" | "pct_excess" | "pct_whole";

// 'ceil' is the statutes' "or part thereof": a part of a unit is charged as a whole unit.
export type UnitRounding = "ceil" | "none";

// 'ceil_rupee' is Tamil Nadu's section 21-A: a fraction of a rupee in the fee is charged as a rupee.
export type FeeRounding = "none" | "ceil_rupee";

interface SlabRowBase {
  readonly from: number;
  // null: no upper bound.
  readonly upTo: number | null;
  readonly confidence: Confidence;
  readonly evidence: string;
  readonly note?: string | undefined;
}

export interface FlatRow extends SlabRowBase {
  readonly mode: "flat";
  readonly fee: number;
  readonly rounding: "none";
}

export interface PerUnitExcessRow extends SlabRowBase {
  readonly mode: "per_unit_excess";
  readonly base: number;
  readonly rate: number;
  readonly unit: number;
  readonly rounding: "ceil";
}

export interface PerUnitWholeRow extends SlabRowBase {
  readonly mode: "per_unit_whole";
  readonly rate: number;
  readonly unit: number;
  readonly rounding: "ceil";
}

export interface PctExcessRow extends SlabRowBase {
  readonly mode: "pct_excess";
  readonly base: number;
  readonly pct: number;
  readonly rounding: "none";
}

export interface PctWholeRow extends SlabRowBase {
  readonly mode: "pct_whole";
  readonly pct: number;
  readonly rounding: "none";
}

export type SlabRow = FlatRow | PerUnitExcessRow | PerUnitWholeRow | PctExcessRow | PctWholeRow;

export interface FeeVector {
  readonly value: number;
  readonly fee: number;
  readonly source: string;
  readonly note?: string | undefined;
  // false: the record legitimately differs from the statutory figure; `why` says how.
  readonly exact?: boolean | undefined;
  readonly why?: string | undefined;
}

export interface CourtFeeEntry {
  readonly id: string;
  readonly name: string;
  readonly type: JurisdictionType;
  readonly status: EntryStatus;
  readonly confidence: Confidence;
  readonly statute: string;
  readonly article: string | null;
  readonly effectiveNote: string;
  readonly minFee: number | null;
  readonly maxFee: number | null;
  // The source omits it when there is no cap; the copy says null instead.
  readonly maxFeeConfidence: Confidence | null;
  readonly feeRounding: FeeRounding;
  readonly validFrom: number | null;
  readonly validUpTo: number | null;
  readonly slabs: readonly SlabRow[];
  readonly warnings: readonly string[];
  readonly sources: readonly string[];
  readonly vectors: readonly FeeVector[];
}

export interface FourthSchedule {
  readonly name: string;
  readonly statute: string;
  readonly status: EntryStatus;
  readonly confidence: Confidence;
  readonly effectiveNote: string;
  readonly basis: string;
  readonly slabs: readonly SlabRow[];
  readonly ceilingPerArbitrator: number;
  readonly ceilingCovers: string;
  readonly soleArbitratorUplift: number;
  readonly computation: readonly string[];
  readonly notes: readonly string[];
  readonly sources: readonly string[];
}

export interface DiacSchedule {
  readonly name: string;
  readonly rules: string;
  readonly status: EntryStatus;
  readonly confidence: Confidence;
  readonly effectiveNote: string;
  readonly basis: string;
  readonly slabs: readonly SlabRow[];
  readonly ceilingPerArbitrator: number;
  readonly ceilingCovers: string;
  readonly soleArbitratorUplift: number;
  readonly tribunal: string;
  readonly adminCostPerParty: readonly SlabRow[];
  readonly notes: readonly string[];
  readonly sources: readonly string[];
}

export interface ArbitrationVector {
  readonly schedule: "fourthSchedule" | "diac";
  readonly basis: "perArbitrator" | "soleArbitrator" | "tribunal";
  // 'maximum': value is null and fee is the highest the schedule can give on that basis.
  readonly kind: "value" | "maximum";
  readonly value: number | null;
  readonly fee: number;
  readonly source: string;
  readonly note?: string | undefined;
}
