import { useState } from "react";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import type { ToasterLabels } from "~/components/ui/toaster";
import { IslandTexts, type Messages } from "~/lib/i18n/translations";
import type { Locale } from "~/lib/i18n/locale";
import type { ArbitrationOk } from "../../../core/fees/arbitration-fee";
import { ArbitrationForm } from "./arbitration-form";
import { ArbitrationResultView, type ResultExplanations } from "./arbitration-result";
import { CalculatorLayout } from "./calculator-layout";
import type { ArbitrationFromAddress } from "./result-address.server";

/** Everything the arbitration island shows, as the page's loader reads it; sent to the browser as JSON. */
export type ArbitrationCalculatorProps = {
  locale: Locale;
  messages: Messages;
  toaster: ToasterLabels;
  title: string;
  panelText: string;
  instruction: string;
  explanations: ResultExplanations;
  address: ArbitrationFromAddress;
};

/** The calculator, its result and its toasts: the part of the page that React hydrates (app/lib/island.tsx). */
export function ArbitrationCalculator({
  locale,
  messages,
  toaster,
  title,
  panelText,
  instruction,
  explanations,
  address,
}: ArbitrationCalculatorProps) {
  // A calculation in the browser replaces the address's result.
  const [result, setResult] = useState<ArbitrationOk | null>(address.result);
  return (
    <IslandTexts messages={messages} locale={locale}>
      <CalculatorLayout
        title={title}
        panelText={panelText}
        instruction={instruction}
        result={result ? <ArbitrationResultView result={result} explanations={explanations} /> : null}
      >
        <ArbitrationForm
          soleArbitratorUplift={explanations.soleArbitratorUplift}
          initial={address.values}
          initialErrors={address.errors}
          onResult={setResult}
        />
      </CalculatorLayout>
      <LazyToaster {...toaster} />
    </IslandTexts>
  );
}
