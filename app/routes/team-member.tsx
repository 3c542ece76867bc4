import { href } from "react-router";
import { ArticleLinkList } from "~/components/content/article-link-list";
import { MemberProfile } from "~/components/content/member-profile";
import { NotFoundView } from "~/components/content/not-found-view";
import { Hero } from "~/components/layout/hero";
import { pageTitle, site } from "~/config/site";
import { articlesByAuthor } from "~/lib/content/articles.server";
import { loadPage } from "~/lib/content/pages.server";
import { getTeamMember } from "~/lib/content/team.server";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { vCardFileName } from "~/lib/vcard";
import type { Route } from "./+types/team-member";

/** Unknown ids render the not-found view; the server answers them with status 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const member = /^\d+$/.test(params.id) ? await getTeamMember(Number(params.id)) : null;
  if (!member) return { member: null, notFound: loadPage("not-found") } as const;
  return { member, articles: articlesByAuthor(member.id), hero: loadPage("team").hero } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.member) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { member } = loaderData;
  const path = href("/team/:id", { id: String(member.id) });
  return [
    ...seoMeta({
      title: pageTitle(member.name),
      description: `${member.name}, ${member.designation} at ${site.name}, ${site.legalTagline}.`,
      path,
      type: "profile",
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Person",
        name: member.name,
        jobTitle: member.designation,
        email: `mailto:${member.email}`,
        url: absoluteUrl(path),
        image: absoluteUrl(`/img/team/${member.image}-600.webp`),
        worksFor: { "@type": "LegalService", name: site.name, url: absoluteUrl("/") },
        alumniOf: member.education,
        ...(member.linkedin ? { sameAs: [member.linkedin] } : {}),
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: "Team", path: "/team" },
        { name: member.name, path },
      ]),
    },
  ];
};

export default function TeamMemberPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.member) return <NotFoundView page={loaderData.notFound} />;
  const { member, articles, hero } = loaderData;
  return (
    <>
      <Hero heading={member.name} subtitle={member.designation} image={hero.image} />
      <MemberProfile member={member} vCardUrl={href("/vcards/:file", { file: vCardFileName(member.image) })}>
        <ArticleLinkList heading={`Articles by ${member.name}`} headingId="member-articles" articles={articles} />
      </MemberProfile>
    </>
  );
}
