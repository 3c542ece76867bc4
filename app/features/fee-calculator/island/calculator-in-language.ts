import type { ComponentType } from "react";
import type { Locale } from "~/lib/i18n/locale";
import type { ArbitrationCalculatorProps, ArbitrationTexts } from "./arbitration-calculator";
import type { CourtFeeCalculatorProps, CourtFeeTexts } from "./court-fee-calculator";

// Each calculator's component for its island's bundle (hydrate-island.ts), with the texts every
// page of its language shares: the interface texts, the panel's words, the States. The build makes
// them of content/ into one module per calculator and language (scripts/lib/compile-content.ts),
// content-hashed under /assets/ and so cached for good, which the bundle fetches beside the
// component and React; a page's props carry only what its address changes (docs/decisions/0039).
// No import here but these, so the bundle stays a few hundred bytes.

type TextsModule<Texts> = () => Promise<{ default: Texts }>;

const courtFeeTexts: Record<Locale, TextsModule<CourtFeeTexts>> = {
  en: () => import("virtual:calculator-texts/court-fee-calculator-en"),
  hi: () => import("virtual:calculator-texts/court-fee-calculator-hi"),
};

const arbitrationTexts: Record<Locale, TextsModule<ArbitrationTexts>> = {
  en: () => import("virtual:calculator-texts/arbitration-fee-calculator-en"),
  hi: () => import("virtual:calculator-texts/arbitration-fee-calculator-hi"),
};

/** The page's language, as its `<html lang>` says it ("hi-IN"). */
function pageLocale(): Locale {
  return document.documentElement.lang.split("-")[0] === "hi" ? "hi" : "en";
}

export function loadCourtFeeCalculator(): Promise<ComponentType<CourtFeeCalculatorProps>> {
  return Promise.all([import("./court-fee-calculator"), courtFeeTexts[pageLocale()]()]).then(([module, texts]) =>
    module.courtFeeCalculatorIn(texts.default),
  );
}

export function loadArbitrationCalculator(): Promise<ComponentType<ArbitrationCalculatorProps>> {
  return Promise.all([import("./arbitration-calculator"), arbitrationTexts[pageLocale()]()]).then(([module, texts]) =>
    module.arbitrationCalculatorIn(texts.default),
  );
}
