// The court-fee calculator's bundle in the browser (app/lib/island.tsx): React and the calculator, no router.
import { hydrateIsland } from "~/lib/hydrate-island";
import { COURT_FEE_ISLAND, CourtFeeCalculator } from "./court-fee-calculator";

hydrateIsland(COURT_FEE_ISLAND, CourtFeeCalculator);
