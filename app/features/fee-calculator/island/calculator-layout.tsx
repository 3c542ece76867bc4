import type { ReactNode, RefObject } from "react";
import { MixedText } from "~/lib/i18n/mixed-text";
import { useT } from "~/lib/i18n/translations";
import { answerAnchor } from "../result-address";

type CalculatorLayoutProps = {
  panelText: string;
  instruction: string;
  children: ReactNode;
  result?: ReactNode;
  /** The result's box, for the calculation that brings it into view. */
  answerRef?: RefObject<HTMLDivElement | null>;
};

/**
 * The spec's calculator screen: a dark panel with its title on the left, the form on the right. The
 * page's heading above names the calculator, so the panel's title says what the panel holds.
 */
export function CalculatorLayout({ panelText, instruction, children, result, answerRef }: CalculatorLayoutProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="grid overflow-hidden rounded-2xl border border-parchment bg-white shadow-lg lg:grid-cols-[2fr_3fr] print:hidden">
        <div className="calculator-panel relative isolate overflow-hidden bg-ink p-8 text-ivory sm:p-10">
          <div aria-hidden="true" className="calculator-panel-motion absolute top-0 left-0 -z-10" />
          <h2 className="text-2xl font-semibold sm:text-3xl">{t("calculators.panelHeading")}</h2>
          <p className="mt-4 leading-relaxed text-ivory/85">
            <MixedText text={panelText} />
          </p>
        </div>
        {/* The forms submit to "#answer" (result-address.ts): the result when there is one, else the form with its messages. */}
        <div id={result ? undefined : answerAnchor} className="scroll-mt-20 p-6 sm:p-10">
          <p className="mb-6 rounded-md border-l-4 border-brass bg-parchment/60 px-4 py-3 text-[0.95rem]">{instruction}</p>
          {children}
        </div>
      </div>
      {result ? (
        <div id={answerAnchor} ref={answerRef} className="scroll-mt-20 lg:scroll-mt-24">
          {result}
        </div>
      ) : null}
    </div>
  );
}
