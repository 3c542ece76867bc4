// The calculators' texts, one module per calculator and language, which the build makes of content/
// (scripts/lib/compile-content.ts) and the island's bundle loads (calculator-in-language.ts).

declare module "virtual:calculator-texts/court-fee-calculator-*" {
  const texts: import("~/features/fee-calculator/island/court-fee-calculator").CourtFeeTexts;
  export default texts;
}

declare module "virtual:calculator-texts/arbitration-fee-calculator-*" {
  const texts: import("~/features/fee-calculator/island/arbitration-calculator").ArbitrationTexts;
  export default texts;
}
