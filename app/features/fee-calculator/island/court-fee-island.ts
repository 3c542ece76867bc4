// The court-fee calculator's bundle in the browser (app/lib/island.tsx): React and the calculator with the texts of the page's language, no router, and on a Hindi page the Hindi wording of its answers.
import { hydrateIsland } from "~/lib/hydrate-island";
import { loadCourtFeeCalculator } from "./calculator-in-language";
import { COURT_FEE_ISLAND } from "../island-ids";

hydrateIsland(COURT_FEE_ISLAND, loadCourtFeeCalculator, {
  // A Hindi page words the API's English answers from the fee data's Hindi (app/lib/fee-api.ts): with the island, not after the tap.
  hi: () => import("../../../../core/fees/result-in-language"),
});
