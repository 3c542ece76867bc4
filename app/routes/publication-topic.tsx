import { href } from "react-router";
import { ArticleCard } from "~/components/content/article-card";
import { ListPagination, listPagePath } from "~/components/content/list-pagination";
import { NotFoundView } from "~/components/content/not-found-view";
import { RecentPosts } from "~/components/content/recent-posts";
import { TopicFeeds } from "~/components/content/topic-feeds";
import { TopicNav } from "~/components/content/topic-nav";
import { YearNav } from "~/components/content/year-nav";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { articlesOfYear, pageCountOf, pageOf, parsePageNumber, yearCounts } from "~/lib/content/article-lists";
import { articlesOfTopic, getTopic, listTopics, recentPosts } from "~/lib/content/articles.server";
import { ARTICLES_PER_PAGE } from "~/lib/content/list-pages";
import { loadPage } from "~/lib/content/pages.server";
import { topicFeedLinks } from "~/lib/feeds";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/publication-topic";

/**
 * One practice area's articles, newest first, twelve to a page (/publications/topics/<t>, then
 * …/page/N), or one year's of them (…/year/YYYY); an unknown topic, a page past the last or a
 * year without articles on the topic is not found (404).
 */
export function loader({ params }: Route.LoaderArgs) {
  const topic = getTopic(params.topic);
  const all = topic ? articlesOfTopic(topic.slug) : [];
  const year = params.year ?? null;
  const pageNumber = year === null ? parsePageNumber(params.page) : 1;
  const articles = year === null ? pageOf(all, pageNumber, ARTICLES_PER_PAGE) : articlesOfYear(all, year);
  if (!topic || !articles || (year !== null && articles.length === 0)) return { topic: null, notFound: loadPage("not-found") } as const;
  return {
    topic,
    page: loadPage("publications"),
    articles,
    pageNumber,
    pageCount: year === null ? pageCountOf(all.length, ARTICLES_PER_PAGE) : 1,
    year,
    years: yearCounts(all),
    topics: listTopics(),
    recent: recentPosts(),
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.topic) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { topic, page, articles, pageNumber, pageCount, year } = loaderData;
  const base = href("/publications/topics/:topic", { topic: topic.slug });
  const path = year === null ? listPagePath(pageNumber, base) : href("/publications/topics/:topic/year/:year", { topic: topic.slug, year });
  const name = `${topic.name}: ${page.title}`;
  const title = year !== null ? `${name} of ${year}` : pageNumber > 1 ? `${name}, page ${pageNumber} of ${pageCount}` : name;
  return [
    ...seoMeta({ title: pageTitle(title), description: topic.description, path }),
    // Feed readers find the topic's own feeds from its pages, after the site-wide ones.
    ...topicFeedLinks(topic.slug).map((feed) => ({
      tagName: "link",
      rel: "alternate",
      type: feed.type,
      href: feed.path,
      title: `${page.title} on ${topic.name} (${feed.format})`,
    })),
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: page.title, path: href("/publications") },
        { name: topic.name, path: base },
        ...(year !== null ? [{ name: year, path }] : pageNumber > 1 ? [{ name: `Page ${pageNumber}`, path }] : []),
      ]),
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description: topic.description,
        url: absoluteUrl(path),
        about: topic.name,
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: articles.length,
          itemListElement: articles.map((article, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: absoluteUrl(`/publications/${article.id}`),
            name: article.title,
          })),
        },
      },
    },
  ];
};

export default function PublicationTopic({ loaderData }: Route.ComponentProps) {
  if (!loaderData.topic) return <NotFoundView page={loaderData.notFound} />;
  const { topic, page, articles, pageNumber, pageCount, year, years, topics, recent } = loaderData;
  const base = href("/publications/topics/:topic", { topic: topic.slug });
  const label =
    year !== null
      ? `Articles on ${topic.name} of ${year}`
      : pageCount > 1
        ? `Articles on ${topic.name}, page ${pageNumber} of ${pageCount}`
        : `Articles on ${topic.name}`;
  return (
    <>
      <Hero heading={topic.name} subtitle={topic.description} image={page.hero.image} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-20">
        <div className="min-w-0 space-y-8">
          <TopicNav topics={topics} current={topic.slug} />
          <YearNav years={years} base={base} current={year ?? undefined} />
          {year !== null ? <h2 className="text-2xl font-semibold text-navy">{label}</h2> : null}
          {articles.length > 0 ? (
            <ul className="space-y-6" aria-label={label}>
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <p>There are no articles on this topic yet.</p>
          )}
          <ListPagination page={pageNumber} pageCount={pageCount} base={base} />
          <TopicFeeds topic={topic} />
        </div>
        <RecentPosts articles={recent.articles} total={recent.total} />
      </div>
    </>
  );
}
