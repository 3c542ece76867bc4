import { href } from "react-router";
import { AboutSection } from "~/components/content/about-section";
import { LocateSection } from "~/components/content/locate-section";
import { Hero } from "~/components/layout/hero";
import { homeTitle } from "~/config/site";
import { loadPage } from "~/lib/content/pages.server";
import { legalServiceJsonLd } from "~/lib/structured-data";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader() {
  return { page: loadPage("home") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({ title: homeTitle, description: loaderData.page.description, path: href("/") }),
  { "script:ld+json": legalServiceJsonLd() },
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
