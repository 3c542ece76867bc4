import { href } from "react-router";
import { AboutSection } from "~/components/content/about-section";
import { LocateSection } from "~/components/content/locate-section";
import { Hero } from "~/components/layout/hero";
import { homeTitle, pageTitle } from "~/config/site";
import { loadPage } from "~/lib/content/pages.server";
import { loadTranslations } from "~/lib/content/translations.server";
import { legalServiceJsonLd } from "~/lib/structured-data";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { page: loadPage("home", locale), locale, jsonLd: legalServiceJsonLd(loadTranslations("en", "layout")) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  // The spec gives the English home page its own title; the Hindi one takes the usual form.
  ...seoMeta({
    title: loaderData.locale === "en" ? homeTitle : pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.jsonLd },
];

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <AboutSection about={page.about} />
      <LocateSection locate={page.locate} />
    </>
  );
}
