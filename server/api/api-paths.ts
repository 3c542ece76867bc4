/** The API's addresses. The legacy three are fixed by SPEC section 7 and must never move. */
export const API_PATHS = {
  legacyStates: "/PHP/api/state.php",
  legacyCourtFee: "/PHP/api/CourtFeeCalculation.php",
  legacyArbitration: "/PHP/api/ArbitrationFeeCalculation.php",
  jurisdictions: "/api/jurisdictions",
  courtFee: "/api/court-fee",
  arbitration: "/api/arbitration-fee",
} as const;

export const POST_PATHS = [API_PATHS.legacyCourtFee, API_PATHS.legacyArbitration, API_PATHS.courtFee, API_PATHS.arbitration] as const;

/** The API's lists, read with GET (and HEAD). */
export const GET_PATHS = Object.values(API_PATHS).filter((path) => !(POST_PATHS as readonly string[]).includes(path));

/** The API's two roots: every address at or under them is the API's, answered in JSON (server/site-paths.ts). */
export const API_ROOTS = ["/api", "/PHP"] as const;
