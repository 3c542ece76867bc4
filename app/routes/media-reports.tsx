import { href } from "react-router";
import { MediaReports } from "~/features/media-overlay/media-reports";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { loadMediaReports } from "~/lib/content/lists.server";
import { localizeMediaReports } from "~/lib/content/localized";
import { loadPage } from "~/lib/content/pages.server";
import { localeOf, seoMeta } from "~/lib/seo";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import type { Route } from "./+types/media-reports";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    page: loadPage("media-reports", locale),
    locale,
    reports: localizeMediaReports(loadMediaReports(), locale),
    texts: loadPageTexts(locale, "lists"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/media-reports"),
    locale: loaderData.locale,
  });

export default function MediaReportsPage({ loaderData: { page, reports, texts } }: Route.ComponentProps) {
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <MediaReports reports={reports} />
    </TranslationsProvider>
  );
}
