import { loadTranslations } from "~/lib/content/translations.server";
import type { Locale } from "~/lib/i18n/locale";
import type { CalculatorShell } from "./island/calculator-island";

/** A calculator page's shell (calculator-island.tsx) in its language, from its page content. */
export function calculatorShell(locale: Locale, page: { panelText: string; instruction: string }): CalculatorShell {
  return {
    locale,
    messages: loadTranslations(locale, "calculators"),
    panelText: page.panelText,
    instruction: page.instruction,
  };
}
