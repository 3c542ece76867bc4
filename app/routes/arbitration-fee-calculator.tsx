import { href } from "react-router";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { ArbitrationCalculator, type ArbitrationCalculatorProps } from "~/features/fee-calculator/island/arbitration-calculator";
import arbitrationIsland from "~/features/fee-calculator/island/arbitration-island.ts?browser-module";
import { ARBITRATION_ISLAND } from "~/features/fee-calculator/island-ids";
import { arbitrationExplanations as explanations } from "~/features/fee-calculator/explanations.server";
import { arbitrationFromAddress } from "~/features/fee-calculator/result-address.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { calculatorShell } from "~/features/fee-calculator/calculator-shell.server";
import { Island } from "~/lib/island";
import { ToastRegion } from "~/components/ui/toast-region";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/arbitration-fee-calculator";

/** The prerender runs this without a query; the server runs it for a result address (?amount=2500000). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const address = arbitrationFromAddress(new URL(request.url).searchParams, locale);
  const page = loadPage("arbitration-fee-calculator", locale);
  const breadcrumbs = localizedBreadcrumbs(locale, [{ name: page.title, path: href("/calculator/arbitration-fee-calculator") }]);
  return { page, locale, shell: calculatorShell(locale, page), address, breadcrumbs, explanations };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/calculator/arbitration-fee-calculator"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function ArbitrationFeeCalculatorPage({ loaderData: { page, shell, address, explanations } }: Route.ComponentProps) {
  const props: ArbitrationCalculatorProps = { shell, explanations, address };
  return (
    <>
      <Hero {...page.hero} />
      <Island id={ARBITRATION_ISLAND} bundle={arbitrationIsland} when="idle" props={props}>
        <ArbitrationCalculator {...props} />
      </Island>
      <ToastRegion />
    </>
  );
}
