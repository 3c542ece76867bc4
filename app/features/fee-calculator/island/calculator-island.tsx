import type { ReactNode, RefObject } from "react";
import { IslandTexts, type Messages } from "~/lib/i18n/translations";
import type { Locale } from "~/lib/i18n/locale";
import { CalculatorLayout } from "./calculator-layout";

/** What both calculators' islands carry besides their own data: the texts and language, the panel's words. */
export type CalculatorShell = {
  locale: Locale;
  messages: Messages;
  panelText: string;
  instruction: string;
};

/** A calculator's island around its form: the texts and the spec's calculator screen. Its toasts are the page's (toast.ts). */
export function CalculatorIsland({
  shell,
  result,
  answerRef,
  children,
}: {
  shell: CalculatorShell;
  result: ReactNode;
  /** The box of the result, which a calculation brings into view (use-reveal-result.ts). */
  answerRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <IslandTexts messages={shell.messages} locale={shell.locale}>
      <CalculatorLayout panelText={shell.panelText} instruction={shell.instruction} result={result} answerRef={answerRef}>
        {children}
      </CalculatorLayout>
    </IslandTexts>
  );
}
