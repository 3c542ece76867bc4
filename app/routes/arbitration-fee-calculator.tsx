import { useState } from "react";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { ArbitrationForm } from "~/features/fee-calculator/arbitration-form";
import { ArbitrationResultView } from "~/features/fee-calculator/arbitration-result";
import { CalculatorLayout } from "~/features/fee-calculator/calculator-layout";
import type { ArbitrationResult } from "~/lib/fee-api";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/arbitration-fee-calculator";

export function loader() {
  return { page: loadPage("arbitration-fee-calculator") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: "/calculator/arbitration-fee-calculator" });

export default function ArbitrationFeeCalculator({ loaderData: { page } }: Route.ComponentProps) {
  const [result, setResult] = useState<ArbitrationResult | null>(null);
  return (
    <>
      <Hero {...page.hero} />
      <CalculatorLayout title={page.hero.heading} panelText={page.panelText} instruction={page.instruction} result={result ? <ArbitrationResultView result={result} /> : null}>
        <ArbitrationForm onResult={setResult} />
      </CalculatorLayout>
    </>
  );
}
