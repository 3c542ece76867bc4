import type { Config } from "@react-router/dev/config";
import { loadContentTree } from "./app/lib/content/content-tree.server.ts";
import { ARTICLES_PER_PAGE } from "./app/lib/content/list-pages.ts";
import { type PageEntries, hindiPathOf, notFoundTemplates, sitePages } from "./core/routing/site-pages.ts";
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
  // Every route is in the manifest the page loads: navigations never ask the server for routes.
  routeDiscovery: { mode: "initial" },
  prerender() {
    // The content is read and checked as the loaders read it: a bad file stops the build here, named.
    const { team, articles, topics } = loadContentTree(contentDir);
    const values: Record<PageEntries, string[]> = {
      members: team.map((member) => String(member.data.id)),
      "member-cards": team.map((member) => `${member.data.image}.vcf`),
      articles: articles.map((article) => String(article.data.id)),
      topics: topics.map((topic) => topic.slug),
      "list-pages": Array.from({ length: Math.max(0, Math.ceil(articles.length / ARTICLES_PER_PAGE) - 1) }, (_, i) => String(i + 2)),
    };
    return [
      ...sitePages.flatMap((page) => {
        const paths = page.entries ? values[page.entries].map((value) => page.path.replace(/:[^/]+$/, value)) : [page.path];
        return page.hindi ? [...paths, ...paths.map(hindiPathOf)] : paths;
      }),
      ...notFoundTemplates.map((template) => template.page),
    ];
  },
} satisfies Config;
