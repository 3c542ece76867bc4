import { type ComponentType, useState } from "react";
import type { JurisdictionChoice } from "../../../../core/fees/jurisdictions";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import { type CourtFeeOutcome, CourtFeeForm } from "./court-fee-form";
import { CourtFeeRefusalView, CourtFeeResultView } from "./court-fee-result";
import { type JurisdictionNames, NO_NAMES } from "../jurisdiction-names";
import type { CourtFeeFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/**
 * What every court-fee page of a language shows alike (calculator-texts.server.ts): the server
 * renders with it, the browser loads it beside the island's component (calculator-in-language.ts).
 */
export type CourtFeeTexts = {
  shell: CalculatorShell;
  jurisdictions: readonly JurisdictionChoice[];
  /** The Hindi names of a Hindi page; null on an English page. */
  names: JurisdictionNames | null;
};

/** What an address's page shows of its own, as the page's loader reads it: the island's props, sent with the page as JSON. */
export type CourtFeeCalculatorProps = { address: CourtFeeFromAddress };

/** The calculator, its result and its toasts: the part of the page that React hydrates (app/lib/island.tsx). */
export function CourtFeeCalculator({
  texts: { shell, jurisdictions, names },
  address,
}: CourtFeeCalculatorProps & { texts: CourtFeeTexts }) {
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

/** The calculator as the island's bundle hydrates it: the texts of the page's language bound, the props read from the page. */
export function courtFeeCalculatorIn(texts: CourtFeeTexts): ComponentType<CourtFeeCalculatorProps> {
  return function CourtFeeCalculatorInLanguage(props: CourtFeeCalculatorProps) {
    return <CourtFeeCalculator texts={texts} {...props} />;
  };
}
