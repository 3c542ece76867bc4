import type { Config } from "@react-router/dev/config";
import { relative } from "node:path";
import { loadContentTree } from "./app/lib/content/content-tree.server.ts";
import { staleSummaryWarnings } from "./app/lib/content/hindi-summaries.server.ts";
import { pageCountOf, yearCounts } from "./app/lib/content/article-lists.ts";
import { ARTICLES_PER_PAGE } from "./app/lib/content/list-pages.ts";
import { type PageEntries, fillPath, hindiPathOf, notFoundTemplates, sitePages } from "./core/routing/site-pages.ts";
import { buildDir, contentDir } from "./server/build-paths.ts";

/**
 * Server rendering with every page that has no query prerendered (docs/decisions/0011): the
 * server answers those from memory and renders only the calculators' result addresses, with this
 * build's own request handler.
 *
 * CONTENT_DIR builds the site from another content folder and BUILD_DIR writes it elsewhere: the
 * test suite builds a grown copy of content/ that way to prove new entries need no code.
 */
export default {
  appDirectory: "app",
  buildDirectory: buildDir,
  ssr: true,
  prerender() {
    // The content is read and checked as the loaders read it: a bad file stops the build here, named.
    const { team, articles, topics, summaries } = loadContentTree(contentDir);
    // A Hindi summary older than its article's latest update or review is said, not hidden.
    for (const warning of staleSummaryWarnings(summaries, (file) => relative(process.cwd(), file))) console.warn(`warning: ${warning}`);
    // Pages after the first of a list of `total` articles: "2", "3", …
    const laterPages = (total: number) => Array.from({ length: pageCountOf(total, ARTICLES_PER_PAGE) - 1 }, (_, i) => String(i + 2));
    const ofTopic = (slug: string) => articles.filter((article) => article.data.topics.includes(slug)).map((article) => article.data);
    const values: Record<PageEntries, Record<string, string>[]> = {
      members: team.map((member) => ({ id: String(member.data.id) })),
      "member-cards": team.map((member) => ({ file: `${member.data.image}.vcf` })),
      articles: articles.map((article) => ({ id: String(article.data.id) })),
      topics: topics.map((topic) => ({ topic: topic.slug })),
      "list-pages": laterPages(articles.length).map((page) => ({ page })),
      years: yearCounts(articles.map((article) => article.data)).map(({ year }) => ({ year })),
      "topic-list-pages": topics.flatMap((topic) => laterPages(ofTopic(topic.slug).length).map((page) => ({ topic: topic.slug, page }))),
      "topic-years": topics.flatMap((topic) => yearCounts(ofTopic(topic.slug)).map(({ year }) => ({ topic: topic.slug, year }))),
      summaries: summaries.map((summary) => ({ id: String(summary.article) })),
      "summary-list-pages": laterPages(summaries.length).map((page) => ({ page })),
    };
    return [
      ...sitePages.flatMap((page) => {
        const pathsOf = (entries: PageEntries | undefined) =>
          entries ? values[entries].map((params) => fillPath(page.path, params)) : [page.path];
        const paths = pathsOf(page.entries);
        return page.hindi ? [...paths, ...pathsOf(page.hindiEntries ?? page.entries).map(hindiPathOf)] : paths;
      }),
      ...notFoundTemplates.map((template) => template.page),
    ];
  },
} satisfies Config;
