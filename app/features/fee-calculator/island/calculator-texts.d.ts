// The calculators' texts, one module per calculator and language, which the build makes of content/
// (scripts/lib/compile-content.ts) and the island's module loads (its `shared` export).

declare module "virtual:calculator-texts/court-fee-calculator-*" {
  const texts: import("~/features/fee-calculator/island/court-fee-calculator.island").CourtFeeTexts;
  export default texts;
}

declare module "virtual:calculator-texts/arbitration-fee-calculator-*" {
  const texts: import("~/features/fee-calculator/island/arbitration-calculator.island").ArbitrationTexts;
  export default texts;
}
