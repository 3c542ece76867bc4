import { useState } from "react";
import type { SharedProps } from "~/lib/hydrate-island";
import type { ArbitrationOk } from "../../../../core/fees/arbitration-fee";
import { ArbitrationForm } from "./arbitration-form";
import { ArbitrationResultView, type ResultExplanations } from "./arbitration-result";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import type { ArbitrationFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/**
 * What every arbitration page of a language shows alike (calculator-texts.server.ts): the server
 * renders with it, the browser loads it with the island (the module's `shared`, below).
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

// The island's module (app/lib/island.tsx): its component; the texts every page of a language
// shares, which the page's props leave out (made of content/ at build, scripts/lib/compile-content.ts,
// one content-hashed module per language); and on a Hindi page the Hindi wording of the API's
// English answers (app/lib/fee-api.ts). Both are fetched with the island, not after the tap.
export default ArbitrationCalculator;
export const shared = {
  en: () => import("virtual:calculator-texts/arbitration-fee-calculator-en").then((texts) => ({ texts: texts.default })),
  hi: () => import("virtual:calculator-texts/arbitration-fee-calculator-hi").then((texts) => ({ texts: texts.default })),
} satisfies SharedProps<{ texts: ArbitrationTexts }>;
export const forLanguage = { hi: () => import("../../../../core/fees/arbitration-in-language") };
