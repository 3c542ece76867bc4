import { href } from "react-router";
import { useState } from "react";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { CalculatorLayout } from "~/features/fee-calculator/calculator-layout";
import { type CourtFeeOutcome, CourtFeeForm } from "~/features/fee-calculator/court-fee-form";
import { CourtFeeRefusalView, CourtFeeResultView } from "~/features/fee-calculator/court-fee-result";
import { NO_NAMES } from "~/features/fee-calculator/jurisdiction-names";
import { courtFeeFromAddress } from "~/features/fee-calculator/result-address.server";
import { loadJurisdictionNames } from "~/lib/content/jurisdiction-names.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import { localeOf, seoMeta } from "~/lib/seo";
import { fromJsonText, type JsonText, toJsonText } from "~/lib/json-text";
import { type JurisdictionChoice, choiceOf, listJurisdictions } from "../../core/fees/jurisdictions";
import type { Route } from "./+types/court-fee-calculator";
import { hydratedPage } from "~/lib/hydration";

/** The prerender runs this without a query; the server runs it for a result address (?state=DL&amount=1500000). */
export function loader({ request }: Route.LoaderArgs) {
  const address = courtFeeFromAddress(new URL(request.url).searchParams);
  const locale = localeOf(request);
  const page = loadPage("court-fee-calculator", locale);
  jurisdictionList ??= toJsonText(listJurisdictions().map(choiceOf));
  return {
    page,
    locale,
    texts: loadPageTexts(locale, "calculators"),
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

/** The page needs React in the browser (app/lib/hydration.ts). */
export const handle = hydratedPage;

export default function CourtFeeCalculator({
  loaderData: { page, texts, jurisdictions, names: hindiNames, address },
}: Route.ComponentProps) {
  const names = hindiNames === null ? NO_NAMES : fromJsonText(hindiNames);
  // A calculation in the browser replaces the address's outcome until the next navigation.
  const [computed, setComputed] = useState<{ address: typeof address; outcome: CourtFeeOutcome } | null>(null);
  const outcome = computed?.address === address ? computed.outcome : address.outcome;
  const result =
    outcome?.kind === "fee" ? (
      <CourtFeeResultView result={outcome.result} names={names} />
    ) : outcome?.kind === "refusal" ? (
      <CourtFeeRefusalView refusal={outcome.refusal} names={names} />
    ) : null;
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <CalculatorLayout title={page.hero.heading} panelText={page.panelText} instruction={page.instruction} result={result}>
        <CourtFeeForm
          jurisdictions={fromJsonText(jurisdictions)}
          names={names}
          initial={address.values}
          initialErrors={address.errors}
          onOutcome={(next) => setComputed({ address, outcome: next })}
        />
      </CalculatorLayout>
    </TranslationsProvider>
  );
}
