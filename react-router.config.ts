import type { Config } from "@react-router/dev/config";
import { href } from "react-router";
import { loadContentTree } from "./app/lib/content/content-tree.server.ts";
import { NOT_FOUND_PATHS } from "./core/routing/not-found-paths.ts";
import { ARTICLES_PER_PAGE } from "./app/lib/content/list-pages.ts";

/**
 * CONTENT_DIR builds the site from another content folder and BUILD_DIR writes it elsewhere: the
 * test suite builds a grown copy of content/ that way to prove new entries need no code.
 */
const contentDir = process.env.CONTENT_DIR || "content";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  async prerender({ getStaticPaths }) {
    // The content is read and checked as the loaders read it: a bad file stops the build here, named.
    const { team, articles, topics } = loadContentTree(contentDir);
    const listPages = Math.ceil(articles.length / ARTICLES_PER_PAGE);
    return [
      ...getStaticPaths(),
      ...Array.from({ length: Math.max(0, listPages - 1) }, (_, i) => href("/publications/page/:page", { page: String(i + 2) })),
      ...topics.map((topic) => href("/publications/topics/:topic", { topic: topic.slug })),
      ...team.map((member) => href("/team/:id", { id: String(member.data.id) })),
      ...team.map((member) => href("/vcards/:file", { file: `${member.data.image}.vcf` })),
      ...articles.map((article) => href("/publications/:id", { id: String(article.data.id) })),
      ...NOT_FOUND_PATHS,
    ];
  },
} satisfies Config;
