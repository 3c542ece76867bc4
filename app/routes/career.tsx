import { href } from "react-router";
import { CareerCards } from "~/components/content/career-cards";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { localeOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/career";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = loadPage("career", locale);
  return { page, locale, breadcrumbs: localizedBreadcrumbs(locale, [{ name: page.title, path: href("/career") }]) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/career"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function Career({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        {[page.lateralHiring, page.internship].map((block) => (
          <section key={block.heading} aria-labelledby={`${block.heading}-h`.replace(/\s+/g, "-")}>
            <h2 id={`${block.heading}-h`.replace(/\s+/g, "-")} className="text-2xl font-semibold text-navy sm:text-3xl">
              {block.heading}
            </h2>
            <div className="prose-legal mt-5">
              {block.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <CareerCards cards={page.cards} />
    </>
  );
}
