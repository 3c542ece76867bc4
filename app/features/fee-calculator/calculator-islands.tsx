import { Island } from "~/lib/island";
import ArbitrationCalculator, { type ArbitrationCalculatorProps, type ArbitrationTexts } from "./island/arbitration-calculator.island";
import CourtFeeCalculator, { type CourtFeeCalculatorProps, type CourtFeeTexts } from "./island/court-fee-calculator.island";

/**
 * A calculator's island for one address: its props, what the address changes, which the page
 * carries as JSON (app/lib/island.tsx); and the texts every page of its language shares, which the
 * server renders with and the island's module loads as a module of their own, cached for good (its
 * `shared` export). The loaders make it (calculator-pages.server.ts).
 */
export type CalculatorIsland<Props, Texts> = { props: Props; texts: Texts };

// Each calculator as its page writes it (app/lib/island.tsx): the page renders it among the rest of
// the page when the site is built; the server renders it alone for a result address
// (result-islands.server.tsx), so both write the same island, started at the same moment.

export function CourtFeeIsland({ props, texts }: CalculatorIsland<CourtFeeCalculatorProps, CourtFeeTexts>) {
  return <Island component={CourtFeeCalculator} when="idle" props={props} shared={{ texts }} />;
}

export function ArbitrationIsland({ props, texts }: CalculatorIsland<ArbitrationCalculatorProps, ArbitrationTexts>) {
  return <Island component={ArbitrationCalculator} when="idle" props={props} shared={{ texts }} />;
}
