import { FEE_DATA_AS_OF } from "./data/court-fees.ts";
import { COURT_FEE_SENTENCES_EN, OFFICIAL_TEXTS } from "./data/court-fees-en.ts";
import { type AdjustmentKind, adjustmentSentence } from "./fee-wording.ts";
import { formatIndianPaise, formatIndianRupees } from "./indian-format.ts";
import { type JurisdictionSummary, getJurisdiction, onePerEntry, summarizeJurisdiction } from "./jurisdictions.ts";
import { INVALID_AMOUNT_MESSAGE, isValidAmount } from "./limits.ts";
import {
  type Money,
  type Rational,
  ceilToRupee,
  compare,
  isWholePaise,
  moneyFromPaise,
  paiseToRupeeString,
  parseDecimal,
  roundHalfUpToPaise,
  toExactDecimalString,
  toSafeNumber,
} from "./money.ts";
import type { Confidence, CourtFeeEntry, EntryStatus, SlabRow } from "./schedule-types.ts";
import { type MeasuredOn, type RowFee, rowFee, rowFormula, selectRowIndex } from "./slab.ts";

export interface Citation {
  readonly statute: string;
  readonly article: string | null;
  readonly effectiveNote: string;
  readonly asOf: string;
}

export interface SlabStep {
  readonly kind: "slab";
  readonly rowIndex: number;
  readonly row: SlabRow;
  readonly measuredOn: MeasuredOn;
  readonly portion: number | null;
  readonly units: number | null;
  readonly formula: string;
  // The row's exact figure, e.g. "3000.30" or "0.025".
  readonly exactRupees: string;
  readonly amount: Money;
}

// Only the adjustments that changed the figure are listed.
export interface AdjustmentStep {
  readonly kind: AdjustmentKind;
  readonly description: string;
  readonly beforeRupees: string;
  readonly afterRupees: string;
}

export type CourtFeeStep = SlabStep | AdjustmentStep;

export interface CourtFeeOk {
  readonly ok: true;
  readonly jurisdiction: JurisdictionSummary;
  readonly status: EntryStatus;
  readonly value: number;
  readonly feePaise: number;
  // Two decimals, no grouping: "76.50", "300000.00".
  readonly feeRupees: string;
  // Indian grouping, ".00" dropped: "76.50", "3,00,000".
  readonly feeDisplay: string;
  readonly breakdown: readonly CourtFeeStep[];
  // The confidence of the figure given: the row's, or the cap's when the cap applied.
  readonly confidence: Confidence;
  readonly confidenceBasis: "row" | "cap";
  readonly entryConfidence: Confidence;
  readonly capApplied: boolean;
  readonly notice: string | null;
  readonly citation: Citation;
  readonly warnings: readonly string[];
  readonly sources: readonly string[];
}

export type CourtFeeRefusalReason = "unavailable" | "below_range" | "above_range" | "unknown_jurisdiction" | "invalid_amount";

export interface CourtFeeRefusal {
  readonly ok: false;
  readonly reason: CourtFeeRefusalReason;
  readonly message: string;
  // null only when the jurisdiction is unknown.
  readonly jurisdiction: JurisdictionSummary | null;
  readonly citation: Citation | null;
  readonly warnings: readonly string[];
  readonly sources: readonly string[];
}

export type CourtFeeResult = CourtFeeOk | CourtFeeRefusal;

// What the product must say beside a figure of each confidence (fees/README.md), in words a litigant
// understands: how far an official text confirms the figure, and where to confirm it.
export function confidenceNotice(confidence: Confidence): string | null {
  switch (confidence) {
    case "high":
      return null;
    case "medium":
      return "No official table confirms this figure; it rests on secondary sources that agree. Confirm it with the court's registry before filing.";
    case "low":
      return "This is an estimate: no official text of the Act confirmed it. Read the warnings below and confirm the fee with the court's registry before filing.";
    case "none":
      return "No confirmed figure is available.";
  }
}

/**
 * What the visitor reads beside an entry's fee: the reader's sentences (data/court-fees-en.json),
 * never the research's notes, and only the official texts among its sources. A file without its
 * reader's sentences fails fees:check and the tests; until then nothing of the research is shown.
 */
function readerSentences(entry: CourtFeeEntry) {
  return COURT_FEE_SENTENCES_EN[entry.id] ?? { statute: entry.name, article: null, effectiveNote: "", warnings: [] };
}

export const officialTextsOf = (entry: CourtFeeEntry): readonly string[] => OFFICIAL_TEXTS[entry.id] ?? [];

// One frozen citation per entry, shared by every answer (see onePerEntry).
export const citationOf = onePerEntry((entry): Citation => {
  const { statute, article, effectiveNote } = readerSentences(entry);
  return { statute, article, effectiveNote, asOf: FEE_DATA_AS_OF };
});

function refusal(reason: CourtFeeRefusalReason, message: string, entry: CourtFeeEntry | undefined): CourtFeeRefusal {
  return {
    ok: false,
    reason,
    message,
    jurisdiction: entry === undefined ? null : summarizeJurisdiction(entry),
    citation: entry === undefined ? null : citationOf(entry),
    warnings: entry === undefined ? [] : readerSentences(entry).warnings,
    sources: entry === undefined ? [] : officialTextsOf(entry),
  };
}

// Says plainly that this site cannot work the fee out, never that there is none; the panel adds
// where the fee can be confirmed (the court's registry, the Act) and the firm's contact page.
function unavailableMessage(entry: CourtFeeEntry): string {
  return `This site cannot calculate the court fee for ${entry.name}: it holds no verified table of the fees there.`;
}

function exact(value: Rational): string {
  return toExactDecimalString(value, 2) ?? "";
}

type Admitted = { readonly entry: CourtFeeEntry; readonly rowIndex: number; readonly row: SlabRow };

// The refusals, in the order the product states them; otherwise the entry and the row that applies.
function admit(jurisdictionId: string, valueInRupees: number): Admitted | CourtFeeRefusal {
  const entry = getJurisdiction(jurisdictionId);
  if (entry === undefined) {
    // Echo the code only when it looks like one, so arbitrary input is never repeated back.
    const code = jurisdictionId.trim();
    const named = /^[A-Za-z0-9]{1,8}$/.test(code) ? ` with the code "${code}"` : " with that code";
    return refusal("unknown_jurisdiction", `There is no state or union territory${named}.`, undefined);
  }
  if (!isValidAmount(valueInRupees)) return refusal("invalid_amount", INVALID_AMOUNT_MESSAGE, entry);
  if (entry.status === "unavailable" || entry.validFrom === null) {
    return refusal("unavailable", unavailableMessage(entry), entry);
  }
  if (valueInRupees < entry.validFrom) {
    return refusal(
      "below_range",
      `Not available for this value: the table this site holds for ${entry.name} covers values from Rs ${formatIndianRupees(entry.validFrom)}.`,
      entry,
    );
  }
  if (entry.status === "partial" && entry.validUpTo !== null && valueInRupees > entry.validUpTo) {
    return refusal(
      "above_range",
      `Not available for this value: the table this site holds for ${entry.name} covers values up to Rs ${formatIndianRupees(entry.validUpTo)}.`,
      entry,
    );
  }

  const rowIndex = selectRowIndex(entry.slabs, valueInRupees);
  const row = entry.slabs[rowIndex];
  if (row === undefined) {
    // Unreachable with the shipped data (the tables join and cover their range; a test checks
    // it), but a gap must never turn into a borrowed or guessed figure.
    return refusal("unavailable", unavailableMessage(entry), entry);
  }
  return { entry, rowIndex, row };
}

type Adjustment = { readonly kind: "fee_rounding" | "min_fee" | "max_fee"; readonly before: Rational; readonly after: Rational };

type Figure = {
  readonly evaluation: RowFee;
  /** Only the adjustments that changed the figure, in the order they applied. */
  readonly adjustments: readonly Adjustment[];
  /** Exact, after every adjustment; `paise` is it rounded half up to the paisa. */
  readonly fee: Rational;
  readonly paise: bigint;
  readonly capApplied: boolean;
};

// The table's numbers for an entry, read once (see `constant` in slab.ts for why).
const entryLimits = new WeakMap<CourtFeeEntry, { minFee: Rational | null; maxFee: Rational | null }>();
function limitsOf(entry: CourtFeeEntry) {
  let limits = entryLimits.get(entry);
  if (limits === undefined) {
    limits = {
      minFee: entry.minFee === null ? null : parseDecimal(entry.minFee),
      maxFee: entry.maxFee === null ? null : parseDecimal(entry.maxFee),
    };
    entryLimits.set(entry, limits);
  }
  return limits;
}

// Order (conventions.order): the row's mode, feeRounding, minFee, maxFee. The figure stays exact
// through every step and is rounded half up to the paisa once, at the end. No wording is built
// here: the legacy endpoints answer with the figure alone.
function figureOf({ entry, row }: Admitted, valueInRupees: number): Figure {
  const evaluation = rowFee(row, valueInRupees);
  const adjustments: Adjustment[] = [];
  let fee = evaluation.exact;
  const adjust = (kind: Adjustment["kind"], after: Rational) => {
    adjustments.push({ kind, before: fee, after });
    fee = after;
  };
  if (entry.feeRounding === "ceil_rupee") {
    const rounded = ceilToRupee(fee);
    if (compare(rounded, fee) !== 0) adjust("fee_rounding", rounded);
  }
  const { minFee, maxFee } = limitsOf(entry);
  if (minFee !== null && compare(fee, minFee) < 0) adjust("min_fee", minFee);
  let capApplied = false;
  if (maxFee !== null && compare(fee, maxFee) > 0) {
    adjust("max_fee", maxFee);
    capApplied = true;
  }
  return { evaluation, adjustments, fee, paise: roundHalfUpToPaise(fee), capApplied };
}

/** The fee alone, in paise, or the refusal: the same figure computeCourtFee reports, without its wording. */
export function computeCourtFeePaise(jurisdictionId: string, valueInRupees: number): { ok: true; feePaise: number } | CourtFeeRefusal {
  const admitted = admit(jurisdictionId, valueInRupees);
  if (!("entry" in admitted)) return admitted;
  return { ok: true, feePaise: toSafeNumber(figureOf(admitted, valueInRupees).paise) };
}

function describeAdjustment({ kind, before, after }: Adjustment): AdjustmentStep {
  return { kind, description: adjustmentSentence(kind, before, after), beforeRupees: exact(before), afterRupees: exact(after) };
}

export function computeCourtFee(jurisdictionId: string, valueInRupees: number): CourtFeeResult {
  const admitted = admit(jurisdictionId, valueInRupees);
  if (!("entry" in admitted)) return admitted;
  const { entry, rowIndex, row } = admitted;
  const { evaluation, adjustments, fee, paise, capApplied } = figureOf(admitted, valueInRupees);
  const steps: CourtFeeStep[] = [
    {
      kind: "slab",
      rowIndex,
      row,
      measuredOn: evaluation.measuredOn,
      portion: evaluation.portion,
      units: evaluation.units,
      formula: rowFormula(row, valueInRupees, evaluation),
      exactRupees: exact(evaluation.exact),
      amount: moneyFromPaise(roundHalfUpToPaise(evaluation.exact)),
    },
    ...adjustments.map(describeAdjustment),
  ];
  if (!isWholePaise(fee)) {
    steps.push({
      kind: "paisa_rounding",
      description: adjustmentSentence("paisa_rounding", fee, fee),
      beforeRupees: exact(fee),
      afterRupees: paiseToRupeeString(paise),
    });
  }

  const confidence = capApplied ? (entry.maxFeeConfidence ?? entry.confidence) : row.confidence;
  const money = moneyFromPaise(paise);
  return {
    ok: true,
    jurisdiction: summarizeJurisdiction(entry),
    status: entry.status,
    value: valueInRupees,
    feePaise: money.paise,
    feeRupees: money.rupees,
    feeDisplay: formatIndianPaise(paise, { dropWholeDecimals: true }),
    breakdown: steps,
    confidence,
    confidenceBasis: capApplied ? "cap" : "row",
    entryConfidence: entry.confidence,
    capApplied,
    notice: confidenceNotice(confidence),
    citation: citationOf(entry),
    warnings: readerSentences(entry).warnings,
    sources: officialTextsOf(entry),
  };
}
