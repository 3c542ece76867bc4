import { renderToString } from "react-dom/server";
import { ArbitrationIsland, CourtFeeIsland } from "./calculator-islands";
import { type PageRequest, arbitrationLoader, courtFeeLoader } from "./calculator-pages.server";

/**
 * A result address's island alone, as HTML: its element and its props, exactly as the prerendered
 * page of the same language writes them. The server puts it into that page in place of the
 * prerendered island (server/result-pages/, docs/decisions/0039), so a result costs the island's
 * render and nothing of the rest of the page. By the name of the calculator's page in
 * core/routing/site-pages.ts.
 */
export const resultIslands = {
  "court-fee-calculator": (request: PageRequest) => renderToString(<CourtFeeIsland {...courtFeeLoader(request)} />),
  "arbitration-fee-calculator": (request: PageRequest) => renderToString(<ArbitrationIsland {...arbitrationLoader(request)} />),
} satisfies Record<string, (request: PageRequest) => string>;
