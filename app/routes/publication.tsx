import { href } from "react-router";
import { ArticleView } from "~/components/content/article-view";
import { NotFoundView } from "~/components/content/not-found-view";
import { Hero } from "~/components/layout/hero";
import { pageTitle, site } from "~/config/site";
import { CiteArticle } from "~/features/cite-article/cite-article";
import { getArticle, listArticles, recentPosts, relatedArticles } from "~/lib/content/articles.server";
import { authoritiesCitedIn } from "~/lib/content/authorities.server";
import { hasHindiSummary, hindiArticlePath } from "~/lib/content/hindi-library.server";
import { loadPage } from "~/lib/content/pages.server";
import { listTeam } from "~/lib/content/team.server";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/publication";

/** Unknown ids render the not-found view; the server answers them with status 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = /^\d+$/.test(params.id) ? await getArticle(Number(params.id)) : null;
  if (!article) return { article: null, notFound: loadPage("not-found") } as const;
  const all = listArticles();
  const index = all.findIndex((a) => a.id === article.id);
  const neighbour = (i: number) => (all[i] ? { id: all[i].id, title: all[i].title } : null);
  return {
    article,
    recent: recentPosts(),
    author: listTeam().find((m) => m.id === article.authorId) ?? null,
    related: relatedArticles(article),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    hero: loadPage("publications").hero,
    authorities: authoritiesCitedIn(article.id),
    // The language switch and the hreflang links lead to the article's Hindi summary, when it has one.
    counterparts: hasHindiSummary(article.id)
      ? { en: href("/publications/:id", { id: String(article.id) }), hi: hindiArticlePath(article.id) }
      : null,
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.article) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  const path = href("/publications/:id", { id: String(article.id) });
  return [
    ...seoMeta({
      title: article.title,
      description: article.excerpt,
      path,
      type: "article",
      image: `/img/articles/${article.thumbnail}-1200.webp`,
      counterparts: loaderData.counterparts,
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.modified },
    { property: "article:author", content: article.authorName },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        // The key points summarise the article in the author's words: schema.org's abstract ("a short
        // description that summarizes a CreativeWork"); description stays the excerpt, as in the head.
        abstract: article.keyPoints.join(" "),
        datePublished: article.date,
        dateModified: article.modified,
        author: { "@type": "Person", name: article.authorName, url: absoluteUrl(href("/team/:id", { id: String(article.authorId) })) },
        publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl("/img/brand/logo.svg") } },
        image: absoluteUrl(`/img/articles/${article.thumbnail}-1200.webp`),
        mainEntityOfPage: absoluteUrl(path),
        keywords: [...article.topics.map((t) => t.name), ...article.tags].join(", "),
        articleSection: article.topics.map((t) => t.name),
        wordCount: article.words,
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: "Publications", path: "/publications" },
        { name: article.title, path },
      ]),
    },
  ];
};

export default function Publication({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article) return <NotFoundView page={loaderData.notFound} />;
  const { article, hero, counterparts: _counterparts, ...rest } = loaderData;
  const citation = {
    authorName: article.authorName,
    title: article.title,
    firm: site.name,
    date: article.date,
    url: absoluteUrl(`/publications/${article.id}`),
  };
  return (
    <>
      <Hero heading={article.title} subtitle={article.authorName} image={hero.image} />
      <ArticleView article={article} {...rest}>
        <CiteArticle citation={citation} />
      </ArticleView>
    </>
  );
}
