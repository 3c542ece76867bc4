import { useState } from "react";
import type { ArbitrationOk } from "../../../../core/fees/arbitration-fee";
import { ArbitrationForm } from "./arbitration-form";
import { ArbitrationResultView, type ResultExplanations } from "./arbitration-result";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import type { ArbitrationFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/** Everything the arbitration island shows, as the page's loader reads it; sent to the browser as JSON. */
export type ArbitrationCalculatorProps = {
  shell: CalculatorShell;
  explanations: ResultExplanations;
  address: ArbitrationFromAddress;
};

/** The calculator, its result and its toasts: the part of the page that React hydrates (app/lib/island.tsx). */
export function ArbitrationCalculator({ shell, explanations, address }: ArbitrationCalculatorProps) {
  // A calculation in the browser replaces the address's result.
  const [result, setResult] = useState<ArbitrationOk | null>(address.result);
  const answer = useRevealResult(result);
  return (
    <CalculatorIsland
      shell={shell}
      answerRef={answer}
      result={result ? <ArbitrationResultView result={result} explanations={explanations} /> : null}
    >
      <ArbitrationForm
        soleArbitratorUplift={explanations.soleArbitratorUplift}
        initial={address.values}
        initialErrors={address.errors}
        onResult={setResult}
      />
    </CalculatorIsland>
  );
}

// The island's module (app/lib/island.tsx): its component, and on a Hindi page the Hindi wording
// of the API's English answers (app/lib/fee-api.ts), fetched with the island, not after the tap.
export default ArbitrationCalculator;
export const forLanguage = { hi: () => import("../../../../core/fees/arbitration-in-language") };
