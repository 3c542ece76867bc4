// The arbitration calculator's bundle in the browser (app/lib/island.tsx): React and the calculator, no router, and on a Hindi page the Hindi wording of its answers.
import { hydrateIsland } from "~/lib/hydrate-island";
import { ARBITRATION_ISLAND } from "../island-ids";

hydrateIsland(ARBITRATION_ISLAND, () => import("./arbitration-calculator").then((module) => module.ArbitrationCalculator), {
  // A Hindi page words the API's English answers from the fee data's Hindi (app/lib/fee-api.ts): with the island, not after the tap.
  hi: () => import("../../../../core/fees/arbitration-in-language"),
});
