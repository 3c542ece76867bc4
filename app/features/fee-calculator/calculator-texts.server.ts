import type { ContentTree } from "~/lib/content/content-tree.server";
import { selectTranslations } from "~/lib/content/translation-selection";
import type { Locale } from "~/lib/i18n/locale";
import { choiceOf, listJurisdictions } from "../../../core/fees/jurisdictions";
import { arbitrationExplanations } from "./explanations.server";
import type { ArbitrationTexts } from "./island/arbitration-calculator.island";
import type { CalculatorShell } from "./island/calculator-island";
import type { CourtFeeTexts } from "./island/court-fee-calculator.island";

/** A calculator by the name of its page (core/routing/site-pages.ts). */
export type CalculatorName = "court-fee-calculator" | "arbitration-fee-calculator";

/** The part of the content the calculators' texts are made from: the compiled content on the server, content/ itself in the build. */
export type TextsContent = Pick<ContentTree, "translations" | "pages" | "hindi">;

/**
 * What every page of a calculator in one language shows alike: its interface texts, its panel's
 * words, and the court fee's States. The server renders the island with these
 * (calculator-pages.server.ts); the build makes the same of content/ into one module per
 * calculator and language for the browser (scripts/lib/compile-content.ts,
 * the island modules' `shared`), so a page's props carry only what its address changes.
 */
export const calculatorTexts = {
  "court-fee-calculator": (content: TextsContent, locale: Locale): CourtFeeTexts => ({
    shell: shellOf(content, "court-fee-calculator", locale),
    jurisdictions: jurisdictionChoices,
    names: locale === "hi" ? content.hindi.jurisdictionNames : null,
  }),
  "arbitration-fee-calculator": (content: TextsContent, locale: Locale): ArbitrationTexts => ({
    shell: shellOf(content, "arbitration-fee-calculator", locale),
    explanations: arbitrationExplanations,
  }),
} satisfies Record<CalculatorName, (content: TextsContent, locale: Locale) => object>;

/** The States as the form lists them: the same for every page, made once. */
const jurisdictionChoices = listJurisdictions().map(choiceOf);

/** A calculator page's shell (calculator-island.tsx) in its language, from its page's content. */
function shellOf(content: TextsContent, name: CalculatorName, locale: Locale): CalculatorShell {
  const page = locale === "hi" ? content.hindi.pages[name] : content.pages[name];
  return {
    locale,
    messages: selectTranslations(content.translations, locale, ["calculators"]),
    panelText: page.panelText,
    instruction: page.instruction,
  };
}
