import type { ReactNode } from "react";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import type { ToasterLabels } from "~/components/ui/toaster";
import { IslandTexts, type Messages } from "~/lib/i18n/translations";
import type { Locale } from "~/lib/i18n/locale";
import { CalculatorLayout } from "./calculator-layout";

/** What both calculators' islands carry besides their own data: the texts and language, the panel's words, the toasts' labels. */
export type CalculatorShell = {
  locale: Locale;
  messages: Messages;
  toaster: ToasterLabels;
  title: string;
  panelText: string;
  instruction: string;
};

/** A calculator's island around its form: the texts, the spec's calculator screen, and the toasts. */
export function CalculatorIsland({ shell, result, children }: { shell: CalculatorShell; result: ReactNode; children: ReactNode }) {
  return (
    <IslandTexts messages={shell.messages} locale={shell.locale}>
      <CalculatorLayout title={shell.title} panelText={shell.panelText} instruction={shell.instruction} result={result}>
        {children}
      </CalculatorLayout>
      <LazyToaster {...shell.toaster} />
    </IslandTexts>
  );
}
