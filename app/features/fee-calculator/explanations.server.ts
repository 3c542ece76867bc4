import { ARBITRATION_EXPLANATIONS } from "../../../core/fees/data/arbitration-explanations";
import type { ResultExplanations } from "./island/arbitration-result";

/**
 * The fee data's two sentences the arbitration form and result state, sent with the page so that
 * the browser needs neither the data file nor the schema that checks it.
 */
export const arbitrationExplanations: ResultExplanations = {
  soleArbitratorUplift: ARBITRATION_EXPLANATIONS.soleArbitratorUplift,
  ceilingApplied: ARBITRATION_EXPLANATIONS.ceilingApplied,
};
