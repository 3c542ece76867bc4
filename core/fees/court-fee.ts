import { FEE_DATA_AS_OF } from "./data/court-fees.ts";
import { formatExactRupees, formatIndianPaise, formatIndianRupees } from "./indian-format.ts";
import { type JurisdictionSummary, getJurisdiction, statuteIsKnown, summarizeJurisdiction } from "./jurisdictions.ts";
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
} from "./money.ts";
import type { Confidence, CourtFeeEntry, EntryStatus, SlabRow } from "./schedule-types.ts";
import { type MeasuredOn, evaluateRow, selectRowIndex } from "./slab.ts";

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
  readonly kind: "fee_rounding" | "min_fee" | "max_fee" | "paisa_rounding";
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

// What the product must say beside a figure of each confidence (fees/README.md).
export function confidenceNotice(confidence: Confidence): string | null {
  switch (confidence) {
    case "high":
      return null;
    case "medium":
      return "Verify with the court registry before filing.";
    case "low":
      return "Estimate not verified against the statute: read the warnings before relying on it.";
    case "none":
      return "No verified figure is available.";
  }
}

function citationOf(entry: CourtFeeEntry): Citation {
  return {
    statute: entry.statute,
    article: entry.article,
    effectiveNote: entry.effectiveNote,
    asOf: FEE_DATA_AS_OF,
  };
}

function refusal(reason: CourtFeeRefusalReason, message: string, entry: CourtFeeEntry | undefined): CourtFeeRefusal {
  return {
    ok: false,
    reason,
    message,
    jurisdiction: entry === undefined ? null : summarizeJurisdiction(entry),
    citation: entry === undefined ? null : citationOf(entry),
    warnings: entry?.warnings ?? [],
    sources: entry?.sources ?? [],
  };
}

// The first sentence of the statute field: later sentences there are research notes (what may
// replace the Act, what was not confirmed), which the citation carries in full.
// The statute field carries research notes after the Act's name; a message names only the Act,
// up to the first sentence end, semicolon or parenthesis.
function statuteHeadline(statute: string): string {
  const [first = statute] = statute.trim().split(/(?<=[a-z0-9)])\.\s+(?=[A-Z])|;\s|\s\(/);
  return first.replace(/\.$/, "").trim();
}

function unavailableMessage(entry: CourtFeeEntry): string {
  if (!statuteIsKnown(entry)) {
    return (
      `No verified court-fee table is available for ${entry.name}, and the statute that governs ` +
      `its court fees has not been established, so no fee is computed.`
    );
  }
  const statute = statuteHeadline(entry.statute);
  const article = /^the\b/i.test(statute) ? "" : "the ";
  return (
    `No verified court-fee table is available for ${entry.name}. Its court fees are governed by ` +
    `${article}${statute}, whose schedule is not yet encoded here, so no fee is computed.`
  );
}

function exact(value: Rational): string {
  return toExactDecimalString(value, 2) ?? "";
}

function rupeesText(value: Rational): string {
  return `Rs ${formatExactRupees(value)}`;
}

// Order (conventions.order): refuse, select the row, compute its mode, feeRounding, minFee, maxFee.
// The figure stays exact through every step and is rounded half up to the paisa once, at the end.
export function computeCourtFee(jurisdictionId: string, valueInRupees: number): CourtFeeResult {
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
      `Not available: the verified data for ${entry.name} covers values from Rs ${formatIndianRupees(entry.validFrom)}.`,
      entry,
    );
  }
  if (entry.status === "partial" && entry.validUpTo !== null && valueInRupees > entry.validUpTo) {
    return refusal(
      "above_range",
      `Not available: the verified data for ${entry.name} covers values up to Rs ${formatIndianRupees(entry.validUpTo)}.`,
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

  const evaluation = evaluateRow(row, valueInRupees);
  const steps: CourtFeeStep[] = [
    {
      kind: "slab",
      rowIndex,
      row,
      measuredOn: evaluation.measuredOn,
      portion: evaluation.portion,
      units: evaluation.units,
      formula: evaluation.formula,
      exactRupees: exact(evaluation.exact),
      amount: moneyFromPaise(roundHalfUpToPaise(evaluation.exact)),
    },
  ];
  let fee = evaluation.exact;

  if (entry.feeRounding === "ceil_rupee") {
    const rounded = ceilToRupee(fee);
    if (compare(rounded, fee) !== 0) {
      steps.push({
        kind: "fee_rounding",
        description:
          `Any fraction of a rupee is rounded up to the next whole rupee: ` + `${rupeesText(fee)} becomes ${rupeesText(rounded)}.`,
        beforeRupees: exact(fee),
        afterRupees: exact(rounded),
      });
      fee = rounded;
    }
  }

  if (entry.minFee !== null) {
    const minFee = parseDecimal(entry.minFee);
    if (compare(fee, minFee) < 0) {
      steps.push({
        kind: "min_fee",
        description: `The minimum fee of ${rupeesText(minFee)} applies: ${rupeesText(fee)} becomes ${rupeesText(minFee)}.`,
        beforeRupees: exact(fee),
        afterRupees: exact(minFee),
      });
      fee = minFee;
    }
  }

  let capApplied = false;
  if (entry.maxFee !== null) {
    const maxFee = parseDecimal(entry.maxFee);
    if (compare(fee, maxFee) > 0) {
      steps.push({
        kind: "max_fee",
        description: `The maximum fee of ${rupeesText(maxFee)} applies: ${rupeesText(fee)} becomes ${rupeesText(maxFee)}.`,
        beforeRupees: exact(fee),
        afterRupees: exact(maxFee),
      });
      fee = maxFee;
      capApplied = true;
    }
  }

  const paise = roundHalfUpToPaise(fee);
  if (!isWholePaise(fee)) {
    steps.push({
      kind: "paisa_rounding",
      description: `The exact fee of ${rupeesText(fee)} is shown rounded half up to the paisa: ` + `Rs ${formatIndianPaise(paise)}.`,
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
    warnings: entry.warnings,
    sources: entry.sources,
  };
}
