import type { ArbitrationOk, ArbitrationPart } from "./arbitration-fee.ts";
import type { FeeLanguage } from "./fee-wording.ts";
import { rowFee, rowFormula } from "./slab.ts";

/**
 * The arbitration result's workings in a page's language, from the row and the sum (the API answers
 * in English, decision 0015); its citation and notes are the translation files' (calculators.yaml).
 * Apart from result-in-language.ts so that the arbitration page does not load the court fees' Hindi.
 */
export function arbitrationOkIn(language: FeeLanguage, result: ArbitrationOk): ArbitrationOk {
  if (language === "en") return result;
  const partIn = (part: ArbitrationPart): ArbitrationPart => ({
    ...part,
    formula: rowFormula(part.row, part.sumInDispute, rowFee(part.row, part.sumInDispute), language),
  });
  return { ...result, claim: partIn(result.claim), counterClaimPart: result.counterClaimPart && partIn(result.counterClaimPart) };
}
