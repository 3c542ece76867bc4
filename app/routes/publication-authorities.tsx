import { href } from "react-router";
import { AuthorityIndex } from "~/components/content/authority-index";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { siteAuthorityIndex } from "~/lib/content/authorities.server";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/publication-authorities";

const TITLE = "Index of authorities";

/** Every Act and judgment the articles cite (their <Authority> marks), alphabetically, linked to where each is discussed. */
export function loader() {
  return { page: loadPage("publications"), ...siteAuthorityIndex() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const path = href("/publications/authorities");
  const description = `The ${loaderData.acts.length} Acts and ${loaderData.cases.length} judgments discussed in the publications of the firm, each linked to the articles and the headings where it is discussed.`;
  return [
    ...seoMeta({ title: pageTitle(TITLE), description, path }),
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: loaderData.page.title, path: href("/publications") },
        { name: TITLE, path },
      ]),
    },
  ];
};

export default function PublicationAuthorities({ loaderData }: Route.ComponentProps) {
  const { page, acts, cases } = loaderData;
  return (
    <>
      <Hero heading={TITLE} subtitle="The Acts and judgments our articles discuss, and where" image={page.hero.image} />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:py-20">
        <AuthorityIndex acts={acts} cases={cases} />
      </div>
    </>
  );
}
