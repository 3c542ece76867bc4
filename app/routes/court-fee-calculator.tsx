import { href } from "react-router";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { CourtFeeCalculator, type CourtFeeCalculatorProps } from "~/features/fee-calculator/island/court-fee-calculator";
import courtFeeIsland from "~/features/fee-calculator/island/court-fee-island.ts?browser-module";
import { COURT_FEE_ISLAND } from "~/features/fee-calculator/island-ids";
import { courtFeeFromAddress } from "~/features/fee-calculator/result-address.server";
import { loadJurisdictionNames } from "~/lib/content/jurisdiction-names.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { calculatorShell } from "~/features/fee-calculator/calculator-shell.server";
import { Island } from "~/lib/island";
import { ToastRegion } from "~/components/ui/toast-region";
import { localeOf, seoMeta } from "~/lib/seo";
import { fromJsonText, type JsonText, toJsonText } from "~/lib/json-text";
import { type JurisdictionChoice, choiceOf, listJurisdictions } from "../../core/fees/jurisdictions";
import type { Route } from "./+types/court-fee-calculator";

/** The prerender runs this without a query; the server runs it for a result address (?state=DL&amount=1500000). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const address = courtFeeFromAddress(new URL(request.url).searchParams, locale);
  const page = loadPage("court-fee-calculator", locale);
  jurisdictionList ??= toJsonText(listJurisdictions().map(choiceOf));
  return {
    page,
    locale,
    shell: calculatorShell(locale, page),
    jurisdictions: jurisdictionList,
    names: loadJurisdictionNames(locale),
    address,
    breadcrumbs: localizedBreadcrumbs(locale, [{ name: page.title, path: href("/calculator/court-fee-calculator") }]),
  };
}

/** The states, fixed for the life of the process, sent as one text (app/lib/json-text.ts). */
let jurisdictionList: JsonText<readonly JurisdictionChoice[]> | undefined;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/calculator/court-fee-calculator"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function CourtFeeCalculatorPage({ loaderData: { page, shell, jurisdictions, names, address } }: Route.ComponentProps) {
  const props: CourtFeeCalculatorProps = {
    shell,
    jurisdictions: fromJsonText(jurisdictions),
    names: names === null ? null : fromJsonText(names),
    address,
  };
  return (
    <>
      <Hero {...page.hero} />
      <Island id={COURT_FEE_ISLAND} bundle={courtFeeIsland} when="idle" props={props}>
        <CourtFeeCalculator {...props} />
      </Island>
      <ToastRegion />
    </>
  );
}
