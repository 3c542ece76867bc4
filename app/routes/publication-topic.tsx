import { ArticleCard } from "~/components/content/article-card";
import { NotFoundView } from "~/components/content/not-found-view";
import { RecentPosts } from "~/components/content/recent-posts";
import { TopicNav } from "~/components/content/topic-nav";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { articlesOfTopic, getTopic, listTopics, recentPosts } from "~/lib/content/articles.server";
import { loadPage } from "~/lib/content/pages.server";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/publication-topic";

/** One practice area's articles, newest first; an unknown topic is not found (404). */
export function loader({ params }: Route.LoaderArgs) {
  const topic = getTopic(params.topic);
  if (!topic) return { topic: null, notFound: loadPage("not-found") } as const;
  return {
    topic,
    page: loadPage("publications"),
    articles: articlesOfTopic(topic.slug),
    topics: listTopics(),
    recent: recentPosts(),
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.topic) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { topic, page, articles } = loaderData;
  const path = `/publications/topics/${topic.slug}`;
  const title = `${topic.name}: ${page.title}`;
  return [
    ...seoMeta({ title: pageTitle(title), description: topic.description, path }),
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: page.title, path: "/publications" },
        { name: topic.name, path },
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
  const { topic, page, articles, topics, recent } = loaderData;
  return (
    <>
      <Hero heading={topic.name} subtitle={topic.description} image={page.hero.image} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-20">
        <div className="min-w-0 space-y-8">
          <TopicNav topics={topics} current={topic.slug} />
          {articles.length > 0 ? (
            <ul className="space-y-6" aria-label={`Articles on ${topic.name}`}>
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <p>There are no articles on this topic yet.</p>
          )}
        </div>
        <RecentPosts articles={recent.articles} total={recent.total} />
      </div>
    </>
  );
}
