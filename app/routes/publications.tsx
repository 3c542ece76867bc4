import { href } from "react-router";
import { ArticleCard } from "~/components/content/article-card";
import { ListPagination, listPagePath } from "~/components/content/list-pagination";
import { NotFoundView } from "~/components/content/not-found-view";
import { RecentPosts } from "~/components/content/recent-posts";
import { TopicNav } from "~/components/content/topic-nav";
import { YearNav } from "~/components/content/year-nav";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { PublicationSearch } from "~/features/publication-search/publication-search";
import { parsePageNumber } from "~/lib/content/article-lists";
import { articlePage, articlePageCount, articleYears, articlesPublishedIn, listTopics, recentPosts } from "~/lib/content/articles.server";
import { libraryPageCount } from "~/lib/content/hindi-library.server";
import { loadPage } from "~/lib/content/pages.server";
import { hindiPathOf } from "~/lib/i18n/locale";
import { seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/publications";

/**
 * Serves /publications (page 1), /publications/page/N and /publications/year/YYYY (that year's
 * articles, newest first); a page past the last, or a year without articles, is not found (404).
 */
export function loader({ params }: Route.LoaderArgs) {
  const year = params.year ?? null;
  const page = year === null ? parsePageNumber(params.page) : 1;
  const articles = year === null ? articlePage(page) : articlesPublishedIn(year);
  if (!articles || articles.length === 0) return { articles: null, notFound: loadPage("not-found") } as const;
  return {
    page: loadPage("publications"),
    articles,
    pageNumber: page,
    pageCount: year === null ? articlePageCount() : 1,
    year,
    years: articleYears(),
    topics: listTopics(),
    recent: recentPosts(),
    // A later page has a Hindi counterpart while the Hindi library has as many pages (the first always has).
    counterparts:
      year === null && page > 1 && page <= libraryPageCount() ? { en: listPagePath(page), hi: hindiPathOf(listPagePath(page)) } : null,
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.articles) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { page, pageNumber, pageCount, year } = loaderData;
  const path = year === null ? listPagePath(pageNumber) : href("/publications/year/:year", { year });
  const heading =
    year !== null ? `${page.title} of ${year}` : pageNumber > 1 ? `${page.title}, page ${pageNumber} of ${pageCount}` : page.title;
  const crumbs = [
    { name: page.title, path: href("/publications") },
    ...(year !== null ? [{ name: year, path }] : pageNumber > 1 ? [{ name: `Page ${pageNumber}`, path }] : []),
  ];
  return [
    ...seoMeta({ title: pageTitle(heading), description: page.description, path, counterparts: loaderData.counterparts }),
    { "script:ld+json": breadcrumbJsonLd(crumbs) },
  ];
};

export default function Publications({ loaderData }: Route.ComponentProps) {
  if (!loaderData.articles) return <NotFoundView page={loaderData.notFound} />;
  const { page, articles, pageNumber, pageCount, year, years, topics, recent } = loaderData;
  const label = year !== null ? `Articles of ${year}` : pageCount > 1 ? `Articles, page ${pageNumber} of ${pageCount}` : "Articles";
  return (
    <>
      <Hero {...page.hero} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-20">
        <div className="min-w-0 space-y-8">
          <PublicationSearch />
          <TopicNav topics={topics} />
          <YearNav years={years} base={href("/publications")} current={year ?? undefined} />
          <p className="print:hidden">
            <a href={href("/publications/authorities")} className="font-semibold text-teal underline underline-offset-2 hover:text-navy">
              Index of authorities
            </a>
            : every Act and judgment the articles discuss, with where.
          </p>
          {year !== null ? <h2 className="text-2xl font-semibold text-navy">{label}</h2> : null}
          <ul className="space-y-6" aria-label={label}>
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
          <ListPagination page={pageNumber} pageCount={pageCount} />
        </div>
        <RecentPosts articles={recent.articles} total={recent.total} />
      </div>
    </>
  );
}
