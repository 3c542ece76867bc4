/**
 * The figures the engine gives for an input, as the calculators show them: every expectation of the
 * component tests and the journeys (tests/e2e/fee-helpers.ts) is computed by the code the server runs.
 */
import { computeArbitrationFee, legacyArbitrationFee } from "../../../../core/fees/arbitration-fee";
import { type CourtFeeOk, type CourtFeeRefusal, computeCourtFee } from "../../../../core/fees/court-fee";
import { formatIndianPaise, rupeeFigure } from "../../../../core/fees/indian-format";

export function expectedCourtFee(jurisdictionId: string, value: number): CourtFeeOk {
  const result = computeCourtFee(jurisdictionId, value);
  if (!result.ok) throw new Error(`the engine refuses ${jurisdictionId} ${value}: ${result.message}`);
  return result;
}

export function expectedCourtRefusal(jurisdictionId: string, value: number): CourtFeeRefusal {
  const result = computeCourtFee(jurisdictionId, value);
  if (result.ok) throw new Error(`the engine computes ${jurisdictionId} ${value} as ${result.feeDisplay}`);
  return result;
}

/** An arbitration figure as the page shows it: "₹ 45,000", paise only when there are some. */
const display = (paise: number) => rupeeFigure(formatIndianPaise(paise, { dropWholeDecimals: true }), "en");

export function expectedArbitration(amount: number, counterClaim?: number, tribunal: "sole" | "three" = "sole") {
  const result = computeArbitrationFee({ amount, counterClaim, tribunal });
  if (!result.ok) throw new Error(`the engine refuses ${amount}: ${result.message}`);
  return {
    result,
    perArbitrator: display(result.perArbitrator.paise),
    sole: display(result.soleArbitrator.paise),
    tribunal: display(result.tribunalTotal.paise),
    applicable: display(result.applicable.paise),
    claimFee: display(result.claim.fee.paise),
    counterClaimFee: result.counterClaimPart ? display(result.counterClaimPart.fee.paise) : null,
  };
}

/** The figure the legacy endpoint gives (per arbitrator, claim only), as the toast shows it. */
export function expectedLegacyArbitrationDisplay(amount: number): string {
  const legacy = legacyArbitrationFee(amount);
  if (!legacy.ok) throw new Error(legacy.message);
  return display(legacy.feePaise);
}

export const CONFIDENCE_BADGE = { high: "High confidence", medium: "Medium confidence", low: "Low confidence", none: "No data" } as const;
