import { useState } from "react";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { CalculatorLayout } from "~/features/fee-calculator/calculator-layout";
import { type CourtFeeOutcome, CourtFeeForm } from "~/features/fee-calculator/court-fee-form";
import { CourtFeeRefusalView, CourtFeeResultView } from "~/features/fee-calculator/court-fee-result";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/court-fee-calculator";

export function loader() {
  return { page: loadPage("court-fee-calculator") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: "/calculator/court-fee-calculator" });

export default function CourtFeeCalculator({ loaderData: { page } }: Route.ComponentProps) {
  const [outcome, setOutcome] = useState<CourtFeeOutcome | null>(null);
  const result =
    outcome?.kind === "fee" ? <CourtFeeResultView result={outcome.result} /> : outcome?.kind === "refusal" ? <CourtFeeRefusalView refusal={outcome.refusal} /> : null;
  return (
    <>
      <Hero {...page.hero} />
      <CalculatorLayout title={page.hero.heading} panelText={page.panelText} instruction={page.instruction} result={result}>
        <CourtFeeForm onOutcome={setOutcome} />
      </CalculatorLayout>
    </>
  );
}
