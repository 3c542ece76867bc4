import { href } from "react-router";
import { TeamCard } from "~/components/content/team-card";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { localizedBreadcrumbs } from "~/lib/content/breadcrumbs.server";
import { loadPage } from "~/lib/content/pages.server";
import { listTeam } from "~/lib/content/team.server";
import { localeOf, seoMeta } from "~/lib/seo";
import { loadPageTexts } from "~/lib/content/translations.server";
import { TranslationsProvider } from "~/lib/i18n/translations";
import type { Route } from "./+types/team";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = loadPage("team", locale);
  return {
    page,
    locale,
    members: listTeam(),
    texts: loadPageTexts(locale, "lists"),
    breadcrumbs: localizedBreadcrumbs(locale, [{ name: page.title, path: href("/team") }]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta({
    title: pageTitle(loaderData.page.title),
    description: loaderData.page.description,
    path: href("/team"),
    locale: loaderData.locale,
  }),
  { "script:ld+json": loaderData.breadcrumbs },
];

export default function Team({ loaderData: { page, members, texts } }: Route.ComponentProps) {
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <ul data-testid="team-grid" className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-8 lg:grid-cols-3">
          {members.map((member) => (
            <TeamCard key={member.id} member={member} />
          ))}
        </ul>
      </div>
    </TranslationsProvider>
  );
}
