import { loadTranslations } from "~/lib/content/translations.server";
import type { Locale } from "~/lib/i18n/locale";
import { translator } from "~/lib/i18n/translations";
import type { CalculatorShell } from "./island/calculator-island";

/** A calculator page's shell (calculator-island.tsx) in its language, from its page content. */
export function calculatorShell(
  locale: Locale,
  page: { hero: { heading: string }; panelText: string; instruction: string },
): CalculatorShell {
  const layout = translator(loadTranslations(locale, "layout"));
  return {
    locale,
    messages: loadTranslations(locale, "calculators"),
    toaster: {
      closeLabel: layout("layout.toast.close"),
      label: layout("layout.toast.label"),
      // Radix puts the keyboard shortcut in place of {hotkey}.
      regionLabel: layout("layout.toast.region", { hotkey: "{hotkey}" }),
    },
    title: page.hero.heading,
    panelText: page.panelText,
    instruction: page.instruction,
  };
}
