import { href } from "react-router";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { CourtFeeIsland } from "~/features/fee-calculator/calculator-islands";
import { courtFeeLoader, pageRequestOf } from "~/features/fee-calculator/calculator-pages.server";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { ToastRegion } from "~/components/ui/toast-region";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/court-fee-calculator";

/** The prerender runs this without a query; a result address (?state=DL&amount=1500000) is the server's (server/result-pages/). */
export function loader({ request }: Route.LoaderArgs) {
  const pageRequest = pageRequestOf(request);
  const page = loadPage("court-fee-calculator", pageRequest.locale);
  const breadcrumbs = localizedBreadcrumbs(pageRequest.locale, [{ name: page.title, path: href("/calculator/court-fee-calculator") }]);
  return { page, locale: pageRequest.locale, breadcrumbs, island: courtFeeLoader(pageRequest) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/calculator/court-fee-calculator"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function CourtFeeCalculatorPage({ loaderData: { page, island } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <CourtFeeIsland {...island} />
      <ToastRegion />
    </>
  );
}
