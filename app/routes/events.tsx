import { href } from "react-router";
import { EventGallery } from "~/features/gallery/event-gallery";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { loadEvents } from "~/lib/content/lists.server";
import { localizeEvents } from "~/lib/content/localized";
import { loadPage } from "~/lib/content/pages.server";
import { localeOf, seoMeta } from "~/lib/seo";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import type { Route } from "./+types/events";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    page: loadPage("events", locale),
    locale,
    sections: localizeEvents(loadEvents(), locale),
    texts: loadPageTexts(locale, "lists"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/events"),
    locale: loaderData.locale,
  });

export default function Events({ loaderData: { page, sections, texts } }: Route.ComponentProps) {
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      {sections.map((section, index) => (
        <EventGallery key={section.id} section={section} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
    </TranslationsProvider>
  );
}
