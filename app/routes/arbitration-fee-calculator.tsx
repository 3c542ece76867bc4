import { href } from "react-router";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { ArbitrationIsland } from "~/features/fee-calculator/calculator-islands";
import { arbitrationLoader, pageRequestOf } from "~/features/fee-calculator/calculator-pages.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { ToastRegion } from "~/components/ui/toast-region";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/arbitration-fee-calculator";

/** The prerender runs this without a query; a result address (?amount=2500000) is the server's (server/result-pages/). */
export function loader({ request }: Route.LoaderArgs) {
  const pageRequest = pageRequestOf(request);
  const page = loadPage("arbitration-fee-calculator", pageRequest.locale);
  const breadcrumbs = localizedBreadcrumbs(pageRequest.locale, [
    { name: page.title, path: href("/calculator/arbitration-fee-calculator") },
  ]);
  return { page, locale: pageRequest.locale, breadcrumbs, island: arbitrationLoader(pageRequest) };
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

export default function ArbitrationFeeCalculatorPage({ loaderData: { page, island } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <ArbitrationIsland {...island} />
      <ToastRegion />
    </>
  );
}
