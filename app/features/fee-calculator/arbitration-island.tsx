// The arbitration calculator's bundle in the browser (app/lib/island.tsx): React and the calculator, no router.
import { hydrateIsland } from "~/lib/hydrate-island";
import { ARBITRATION_ISLAND, ArbitrationCalculator } from "./arbitration-calculator";

hydrateIsland(ARBITRATION_ISLAND, ArbitrationCalculator);
