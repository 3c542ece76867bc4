import { href } from "react-router";
import { useState } from "react";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { ArbitrationForm } from "~/features/fee-calculator/arbitration-form";
import { ArbitrationResultView } from "~/features/fee-calculator/arbitration-result";
import { CalculatorLayout } from "~/features/fee-calculator/calculator-layout";
import { arbitrationExplanations as explanations } from "~/features/fee-calculator/explanations.server";
import { arbitrationFromAddress } from "~/features/fee-calculator/result-address.server";
import type { ArbitrationOk } from "../../core/fees/arbitration-fee";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/arbitration-fee-calculator";
import { hydratedPage } from "~/lib/hydration";

/** The prerender runs this without a query; the server runs it for a result address (?amount=2500000). */
export function loader({ request }: Route.LoaderArgs) {
  const address = arbitrationFromAddress(new URL(request.url).searchParams);
  const locale = localeOf(request);
  const page = loadPage("arbitration-fee-calculator", locale);
  const breadcrumbs = localizedBreadcrumbs(locale, [{ name: page.title, path: href("/calculator/arbitration-fee-calculator") }]);
  return { page, locale, texts: loadPageTexts(locale, "calculators"), address, breadcrumbs, explanations };
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

/** The page needs React in the browser (app/lib/hydration.ts). */
export const handle = hydratedPage;

export default function ArbitrationFeeCalculator({ loaderData: { page, texts, address, explanations } }: Route.ComponentProps) {
  // A calculation in the browser replaces the address's result until the next navigation.
  const [computed, setComputed] = useState<{ address: typeof address; result: ArbitrationOk } | null>(null);
  const result = computed?.address === address ? computed.result : address.result;
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <CalculatorLayout
        title={page.hero.heading}
        panelText={page.panelText}
        instruction={page.instruction}
        result={result ? <ArbitrationResultView result={result} explanations={explanations} /> : null}
      >
        <ArbitrationForm
          soleArbitratorUplift={explanations.soleArbitratorUplift}
          initial={address.values}
          initialErrors={address.errors}
          onResult={(next) => setComputed({ address, result: next })}
        />
      </CalculatorLayout>
    </TranslationsProvider>
  );
}
