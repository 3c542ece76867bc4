import { href } from "react-router";
import { ArticleCard } from "~/components/content/article-card";
import { RecentPosts } from "~/components/content/recent-posts";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { listArticles, recentArticles } from "~/lib/content/articles.server";
import { loadPage } from "~/lib/content/pages.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/publications";

export function loader() {
  return { page: loadPage("publications"), articles: listArticles(), recent: recentArticles() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({ title: pageTitle(loaderData.page.title), description: loaderData.page.description, path: href("/publications") });

export default function Publications({ loaderData: { page, articles, recent } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-20">
        <ul className="space-y-6" aria-label="Articles">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
        <RecentPosts articles={recent} />
      </div>
    </>
  );
}
