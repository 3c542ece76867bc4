/** The calculators' island elements (app/lib/island.tsx): the page writes them, the bundle finds them. */
export const COURT_FEE_ISLAND = "court-fee-calculator";
export const ARBITRATION_ISLAND = "arbitration-fee-calculator";
