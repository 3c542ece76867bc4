import { Island } from "~/lib/island";
import { ArbitrationCalculator, type ArbitrationCalculatorProps } from "./island/arbitration-calculator";
import arbitrationIsland from "./island/arbitration-island.ts?browser-module";
import { CourtFeeCalculator, type CourtFeeCalculatorProps } from "./island/court-fee-calculator";
import courtFeeIsland from "./island/court-fee-island.ts?browser-module";
import { ARBITRATION_ISLAND, COURT_FEE_ISLAND } from "./island-ids";

// Each calculator as its page writes it: the island's element around the component, its props beside
// it (app/lib/island.tsx). The page renders it among the rest of the page when the site is built; the
// server renders it alone for a result address (calculator-pages.server.tsx).

export function CourtFeeIsland({ props }: { props: CourtFeeCalculatorProps }) {
  return (
    <Island id={COURT_FEE_ISLAND} bundle={courtFeeIsland} when="idle" props={props}>
      <CourtFeeCalculator {...props} />
    </Island>
  );
}

export function ArbitrationIsland({ props }: { props: ArbitrationCalculatorProps }) {
  return (
    <Island id={ARBITRATION_ISLAND} bundle={arbitrationIsland} when="idle" props={props}>
      <ArbitrationCalculator {...props} />
    </Island>
  );
}
