import { useState } from "react";
import type { JurisdictionChoice } from "../../../../core/fees/jurisdictions";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import { type CourtFeeOutcome, CourtFeeForm } from "./court-fee-form";
import { CourtFeeRefusalView, CourtFeeResultView } from "./court-fee-result";
import { type JurisdictionNames, NO_NAMES } from "../jurisdiction-names";
import type { CourtFeeFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/** Everything the court-fee island shows, as the page's loader reads it; sent to the browser as JSON. */
export type CourtFeeCalculatorProps = {
  shell: CalculatorShell;
  jurisdictions: readonly JurisdictionChoice[];
  /** The Hindi names of a Hindi page; null on an English page. */
  names: JurisdictionNames | null;
  address: CourtFeeFromAddress;
};

/** The calculator, its result and its toasts: the part of the page that React hydrates (app/lib/island.tsx). */
export function CourtFeeCalculator({ shell, jurisdictions, names, address }: CourtFeeCalculatorProps) {
  const shownNames = names ?? NO_NAMES;
  // A calculation in the browser replaces the address's outcome.
  const [outcome, setOutcome] = useState<CourtFeeOutcome | null>(address.outcome);
  const answer = useRevealResult(outcome);
  const result =
    outcome?.kind === "fee" ? (
      <CourtFeeResultView result={outcome.result} names={shownNames} />
    ) : outcome?.kind === "refusal" ? (
      <CourtFeeRefusalView refusal={outcome.refusal} names={shownNames} />
    ) : null;
  return (
    <CalculatorIsland shell={shell} answerRef={answer} result={result}>
      <CourtFeeForm
        jurisdictions={jurisdictions}
        names={shownNames}
        initial={address.values}
        initialErrors={address.errors}
        onOutcome={setOutcome}
      />
    </CalculatorIsland>
  );
}

// The island's module (app/lib/island.tsx): its component, and on a Hindi page the Hindi wording
// of the API's English answers (app/lib/fee-api.ts), fetched with the island, not after the tap.
export default CourtFeeCalculator;
export const forLanguage = { hi: () => import("../../../../core/fees/result-in-language") };
