// The arbitration calculator's bundle in the browser (app/lib/island.tsx): React and the calculator, no router.
import { hydrateIsland } from "~/lib/hydrate-island";
import { ARBITRATION_ISLAND } from "../island-ids";

hydrateIsland(ARBITRATION_ISLAND, () => import("./arbitration-calculator").then((module) => module.ArbitrationCalculator));
