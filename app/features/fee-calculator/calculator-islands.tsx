import { Island } from "~/lib/island";
import ArbitrationCalculator, { type ArbitrationCalculatorProps } from "./island/arbitration-calculator.island";
import CourtFeeCalculator, { type CourtFeeCalculatorProps } from "./island/court-fee-calculator.island";

// Each calculator as its page writes it (app/lib/island.tsx): the page renders it among the rest of
// the page when the site is built; the server renders it alone for a result address
// (result-islands.server.tsx), so both write the same island, started at the same moment.

export function CourtFeeIsland({ props }: { props: CourtFeeCalculatorProps }) {
  return <Island component={CourtFeeCalculator} when="idle" props={props} />;
}

export function ArbitrationIsland({ props }: { props: ArbitrationCalculatorProps }) {
  return <Island component={ArbitrationCalculator} when="idle" props={props} />;
}
