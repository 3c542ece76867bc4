import { useState } from "react";
import type { SharedProps } from "~/lib/hydrate-island";
import type { JurisdictionChoice } from "../../../../core/fees/jurisdictions";
import { CalculatorIsland, type CalculatorShell } from "./calculator-island";
import { type CourtFeeOutcome, CourtFeeForm } from "./court-fee-form";
import { CourtFeeRefusalView, CourtFeeResultView } from "./court-fee-result";
import { type JurisdictionNames, NO_NAMES } from "../jurisdiction-names";
import type { CourtFeeFromAddress } from "../result-address.server";
import { useRevealResult } from "./use-reveal-result";

/**
 * What every court-fee page of a language shows alike (calculator-texts.server.ts): the server
 * renders with it, the browser loads it with the island (the module's `shared`, below).
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

// The island's module (app/lib/island.tsx): its component; the texts every page of a language
// shares, which the page's props leave out (made of content/ at build, scripts/lib/compile-content.ts,
// one content-hashed module per language); and on a Hindi page the Hindi wording of the API's
// English answers (app/lib/fee-api.ts). Both are fetched with the island, not after the tap.
export default CourtFeeCalculator;
export const shared = {
  en: () => import("virtual:calculator-texts/court-fee-calculator-en").then((texts) => ({ texts: texts.default })),
  hi: () => import("virtual:calculator-texts/court-fee-calculator-hi").then((texts) => ({ texts: texts.default })),
} satisfies SharedProps<{ texts: CourtFeeTexts }>;
export const forLanguage = { hi: () => import("../../../../core/fees/result-in-language") };
