import { Island } from "~/lib/island";
import { ArbitrationCalculator, type ArbitrationCalculatorProps, type ArbitrationTexts } from "./island/arbitration-calculator";
import arbitrationIsland from "./island/arbitration-island.ts?browser-module";
import { CourtFeeCalculator, type CourtFeeCalculatorProps, type CourtFeeTexts } from "./island/court-fee-calculator";
import courtFeeIsland from "./island/court-fee-island.ts?browser-module";
import { ARBITRATION_ISLAND, COURT_FEE_ISLAND } from "./island-ids";

/**
 * A calculator's island for one address: its props, what the address changes, which the page
 * carries as JSON (app/lib/island.tsx); and the texts every page of its language shares, which the
 * server renders with and the browser loads as a module of their own, cached for good
 * (island/calculator-in-language.ts). The loaders make it (calculator-pages.server.ts).
 */
export type CalculatorIsland<Props, Texts> = { props: Props; texts: Texts };

// Each calculator as its page writes it: the island's element around the component, its props beside
// it (app/lib/island.tsx). The component is rendered with the texts of its language, which the
// props leave out: the island's bundle loads them as a module of their own
// (island/calculator-in-language.ts). The page renders it among the rest of the page when the site
// is built; the server renders it alone for a result address (result-islands.server.tsx).

export function CourtFeeIsland({ props, texts }: CalculatorIsland<CourtFeeCalculatorProps, CourtFeeTexts>) {
  return (
    <Island id={COURT_FEE_ISLAND} bundle={courtFeeIsland} when="idle" props={props}>
      <CourtFeeCalculator texts={texts} {...props} />
    </Island>
  );
}

export function ArbitrationIsland({ props, texts }: CalculatorIsland<ArbitrationCalculatorProps, ArbitrationTexts>) {
  return (
    <Island id={ARBITRATION_ISLAND} bundle={arbitrationIsland} when="idle" props={props}>
      <ArbitrationCalculator texts={texts} {...props} />
    </Island>
  );
}
