import { type ComponentType, useState } from "react";
import type { ArbitrationOk } from "../../../../core/fees/arbitration-fee";
import { ArbitrationForm } from "./arbitration-form";
import { ArbitrationResultView, type ResultExplanations } from "./arbitration-result";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import type { ArbitrationFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/**
 * What every arbitration page of a language shows alike (calculator-texts.server.ts): the server
 * renders with it, the browser loads it beside the island's component (calculator-in-language.ts).
 */
export type ArbitrationTexts = {
  shell: CalculatorShell;
  explanations: ResultExplanations;
};

/** What an address's page shows of its own, as the page's loader reads it: the island's props, sent with the page as JSON. */
export type ArbitrationCalculatorProps = { address: ArbitrationFromAddress };

/** The calculator, its result and its toasts: the part of the page that React hydrates (app/lib/island.tsx). */
export function ArbitrationCalculator({
  texts: { shell, explanations },
  address,
}: ArbitrationCalculatorProps & { texts: ArbitrationTexts }) {
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

/** The calculator as the island's bundle hydrates it: the texts of the page's language bound, the props read from the page. */
export function arbitrationCalculatorIn(texts: ArbitrationTexts): ComponentType<ArbitrationCalculatorProps> {
  return function ArbitrationCalculatorInLanguage(props: ArbitrationCalculatorProps) {
    return <ArbitrationCalculator texts={texts} {...props} />;
  };
}
