// The court-fee calculator's bundle in the browser (app/lib/island.tsx): React and the calculator, no router.
import { hydrateIsland } from "~/lib/hydrate-island";
import { COURT_FEE_ISLAND } from "../island-ids";

hydrateIsland(COURT_FEE_ISLAND, () => import("./court-fee-calculator").then((module) => module.CourtFeeCalculator));
