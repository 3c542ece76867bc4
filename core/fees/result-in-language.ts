import type { Citation, CourtFeeOk, CourtFeeRefusal, CourtFeeStep } from "./court-fee.ts";
import { COURT_FEE_SENTENCES_HI } from "./data/court-fees-hi.ts";
import { type FeeLanguage, adjustmentSentence } from "./fee-wording.ts";
import { parseDecimal } from "./money.ts";
import { rowFee, rowFormula } from "./slab.ts";

/**
 * An answer of the fee engines worded in a page's language. The API answers in English (decision
 * 0015) and the figures do not change with the language; a Hindi page rewrites the sentences beside
 * them: each working from the Hindi templates (fee-wording.ts), the statute, article, effective note
 * and warnings from the fee data's Hindi (data/court-fees-hi.json). The refusal's own sentence stays
 * the API's: the page says it in its language by the refusal's reason.
 */
export function courtFeeOkIn(language: FeeLanguage, result: CourtFeeOk): CourtFeeOk {
  if (language === "en") return result;
  const sentences = sentencesOf(result.jurisdiction.id);
  return {
    ...result,
    breakdown: result.breakdown.map((step) => stepIn(language, step, result.value)),
    citation: citationIn(result.citation, sentences),
    warnings: sentences?.warnings ?? result.warnings,
  };
}

export function courtFeeRefusalIn(language: FeeLanguage, refusal: CourtFeeRefusal): CourtFeeRefusal {
  if (language === "en" || refusal.jurisdiction === null) return refusal;
  const sentences = sentencesOf(refusal.jurisdiction.id);
  return {
    ...refusal,
    citation: refusal.citation === null ? null : citationIn(refusal.citation, sentences),
    warnings: sentences?.warnings ?? refusal.warnings,
  };
}

// Only Hindi has sentences besides the research's English.
const sentencesOf = (id: string) => COURT_FEE_SENTENCES_HI[id];

function citationIn(citation: Citation, sentences: ReturnType<typeof sentencesOf>): Citation {
  if (sentences === undefined) return citation;
  return { ...citation, statute: sentences.statute, article: sentences.article, effectiveNote: sentences.effectiveNote };
}

function stepIn(language: FeeLanguage, step: CourtFeeStep, value: number): CourtFeeStep {
  if (step.kind === "slab") return { ...step, formula: rowFormula(step.row, value, rowFee(step.row, value), language) };
  // The amounts are the engine's exact decimals; one it could not write exactly keeps its sentence.
  if (step.beforeRupees === "" || step.afterRupees === "") return step;
  return { ...step, description: adjustmentSentence(step.kind, parseDecimal(step.beforeRupees), parseDecimal(step.afterRupees), language) };
}
