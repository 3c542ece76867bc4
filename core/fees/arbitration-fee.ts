import { FOURTH_SCHEDULE } from "./data/arbitration.ts";
import { ARBITRATION_EXPLANATIONS } from "./data/arbitration-explanations.ts";
import { FEE_DATA_AS_OF } from "./data/court-fees.ts";
import { feeDataAsOfNote } from "./fee-data-note.ts";
import { INVALID_AMOUNT_MESSAGE, isValidAmount } from "./limits.ts";
import {
  type Money,
  compare,
  minOf,
  moneyFromPaise,
  mul,
  parseDecimal,
  rational,
  roundHalfUpToPaise,
  toExactDecimalString,
} from "./money.ts";
import type { Confidence, SlabRow } from "./schedule-types.ts";
import { evaluateRow, selectRowIndex } from "./slab.ts";
import type { Tribunal } from "./tribunal.ts";

// The model fee under the Fourth Schedule to the Arbitration and Conciliation Act, 1996 (inserted
// with effect from 23 October 2015), read with ONGC Ltd v. Afcons Gunanusa JV, 2022 SCC OnLine SC
// 1122: the ceiling caps the whole fee per arbitrator, the sole arbitrator's 25% comes on top of
// it, and claim and counter-claim are computed separately, each with its own ceiling.

export interface ArbitrationInput {
  readonly amount: number;
  readonly counterClaim?: number | undefined;
  readonly tribunal: Tribunal;
}

export interface ArbitrationPart {
  readonly sumInDispute: number;
  readonly rowIndex: number;
  readonly row: SlabRow;
  readonly formula: string;
  // The slab figure before the ceiling, exact and as reported.
  readonly slabFeeExactRupees: string;
  readonly slabFee: Money;
  readonly ceilingApplied: boolean;
  // Per arbitrator, after the ceiling, before any sole-arbitrator uplift.
  readonly fee: Money;
  // True when slab 5 (Rs 10 crore to Rs 20 crore), whose printed text has the slip, was used.
  readonly slab5Reading: boolean;
}

export interface ArbitrationCitation {
  readonly statute: string;
  readonly basis: string;
  readonly effectiveNote: string;
  readonly asOf: string;
}

export interface ArbitrationOk {
  readonly ok: true;
  readonly tribunal: Tribunal;
  readonly amount: number;
  readonly counterClaim: number | null;
  readonly claim: ArbitrationPart;
  readonly counterClaimPart: ArbitrationPart | null;
  // Each arbitrator's fee: claim plus counter-claim, each already capped.
  readonly perArbitrator: Money;
  // perArbitrator x 1.25.
  readonly soleArbitrator: Money;
  // Three arbitrators, each paid perArbitrator; the Schedule gives the presiding one nothing extra.
  readonly tribunalTotal: Money;
  // soleArbitrator or tribunalTotal, whichever the chosen tribunal makes payable.
  readonly applicable: Money;
  readonly confidence: Confidence;
  readonly citation: ArbitrationCitation;
  readonly notes: readonly string[];
  readonly sources: readonly string[];
}

export interface ArbitrationRefusal {
  readonly ok: false;
  readonly reason: "invalid_amount";
  readonly message: string;
}

export type ArbitrationResult = ArbitrationOk | ArbitrationRefusal;

const TRIBUNAL_OF_THREE = 3n;

const CEILING = parseDecimal(FOURTH_SCHEDULE.ceilingPerArbitrator);
const UPLIFT = parseDecimal(FOURTH_SCHEDULE.soleArbitratorUplift);

// The notes under every result: the data's, by key, in the file's order, and the data's date.
export const ARBITRATION_NOTES: readonly string[] = [
  ...Object.values(ARBITRATION_EXPLANATIONS.resultNotes),
  feeDataAsOfNote(FEE_DATA_AS_OF),
];

// One claim's fee per arbitrator: fee(S) from the slabs, then min(fee(S), Rs 30,00,000).
export function fourthScheduleFeePerArbitrator(sumInDispute: number): ArbitrationPart {
  if (!isValidAmount(sumInDispute)) throw new RangeError(INVALID_AMOUNT_MESSAGE);
  const rowIndex = selectRowIndex(FOURTH_SCHEDULE.slabs, sumInDispute);
  const row = FOURTH_SCHEDULE.slabs[rowIndex];
  if (row === undefined) throw new RangeError("The Fourth Schedule has no row for this sum.");
  const evaluation = evaluateRow(row, sumInDispute);
  const capped = minOf(evaluation.exact, CEILING);
  return {
    sumInDispute,
    rowIndex,
    row,
    formula: evaluation.formula,
    slabFeeExactRupees: toExactDecimalString(evaluation.exact, 2) ?? "",
    slabFee: moneyFromPaise(roundHalfUpToPaise(evaluation.exact)),
    ceilingApplied: compare(evaluation.exact, CEILING) > 0,
    fee: moneyFromPaise(roundHalfUpToPaise(capped)),
    // The data marks the row whose printed text is read otherwise (slab 5) with the note that explains it.
    slab5Reading: row.note !== undefined,
  };
}

// Each claim's figure is rounded to the paisa once, as its own computation; the totals are built
// from those rounded figures so that the amounts shown add up.
export function computeArbitrationFee(input: ArbitrationInput): ArbitrationResult {
  const counter = input.counterClaim;
  if (!isValidAmount(input.amount) || (counter !== undefined && !isValidAmount(counter))) {
    return { ok: false, reason: "invalid_amount", message: INVALID_AMOUNT_MESSAGE };
  }
  const claim = fourthScheduleFeePerArbitrator(input.amount);
  const counterClaimPart = counter === undefined ? null : fourthScheduleFeePerArbitrator(counter);
  const perArbitratorPaise = BigInt(claim.fee.paise) + (counterClaimPart === null ? 0n : BigInt(counterClaimPart.fee.paise));
  const perArbitrator = rational(perArbitratorPaise, 100n);
  const upliftFactor = rational(UPLIFT.num + UPLIFT.den, UPLIFT.den);
  const sole = moneyFromPaise(roundHalfUpToPaise(mul(perArbitrator, upliftFactor)));
  const tribunalTotal = moneyFromPaise(perArbitratorPaise * TRIBUNAL_OF_THREE);
  return {
    ok: true,
    tribunal: input.tribunal,
    amount: input.amount,
    counterClaim: counter ?? null,
    claim,
    counterClaimPart,
    perArbitrator: moneyFromPaise(perArbitratorPaise),
    soleArbitrator: sole,
    tribunalTotal,
    applicable: input.tribunal === "sole" ? sole : tribunalTotal,
    confidence: FOURTH_SCHEDULE.confidence,
    // The reader's citation (explanations.json), not the research's notes; and no source, because
    // none of the research's is an official text of the Schedule.
    citation: { ...ARBITRATION_EXPLANATIONS.citation, asOf: FEE_DATA_AS_OF },
    notes: ARBITRATION_NOTES,
    sources: [],
  };
}

export interface LegacyArbitrationOk {
  readonly ok: true;
  readonly feePaise: number;
  readonly legacyNumber: number;
}

// The legacy endpoint's bare number: the Fourth Schedule fee per arbitrator on the claim, after
// the ceiling and before the sole arbitrator's 25% (the old client adds that as a note).
export function legacyArbitrationFee(amount: number): LegacyArbitrationOk | ArbitrationRefusal {
  if (!isValidAmount(amount)) {
    return { ok: false, reason: "invalid_amount", message: INVALID_AMOUNT_MESSAGE };
  }
  const part = fourthScheduleFeePerArbitrator(amount);
  return { ok: true, feePaise: part.fee.paise, legacyNumber: Number(part.fee.rupees) };
}
