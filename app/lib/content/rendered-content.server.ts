import type { ArticleEntry, ContentTree, Entry } from "./content-tree.server.ts";
import { type RenderedMdx, renderMdx } from "./mdx.server.ts";
import type { ArticleUpdate } from "./schemas.ts";

/** An MDX file with its body rendered to HTML. */
export type RenderedEntry<E extends Entry<unknown>> = E & { html: string };
/** An article with its body rendered (HTML, table of contents, words) and each update's text, in the file's order. */
export type RenderedArticle = ArticleEntry & RenderedMdx & { updates: (ArticleUpdate & { html: string })[] };

export type RenderedContentTree = Omit<ContentTree, "articles" | "team" | "services" | "hindi"> & {
  articles: RenderedArticle[];
  team: RenderedEntry<ContentTree["team"][number]>[];
  services: RenderedEntry<ContentTree["services"][number]>[];
  hindi: Omit<ContentTree["hindi"], "services"> & { services: RenderedEntry<ContentTree["services"][number]>[] };
};

/**
 * The checked content with every MDX text rendered (mdx.server.ts): article bodies and updates,
 * team overviews and the practice pages in both languages. The build renders it once, as it
 * compiles the content into the app (scripts/lib/compile-content.ts), so the server build carries
 * HTML and imports none of the MDX toolchain; tests and scripts render it on first read
 * (content-source.server.ts).
 */
export function renderContent(tree: ContentTree): RenderedContentTree {
  const withHtml = <E extends Entry<unknown>>(entry: E): RenderedEntry<E> => ({ ...entry, html: renderMdx(entry.body, entry.file).html });
  return {
    ...tree,
    articles: tree.articles.map((article) => ({
      ...article,
      ...renderMdx(article.body, article.file),
      updates: article.data.updates.map((update) => ({ ...update, html: renderMdx(update.text, `${article.file} (updates)`).html })),
    })),
    team: tree.team.map(withHtml),
    services: tree.services.map(withHtml),
    hindi: { ...tree.hindi, services: tree.hindi.services.map(withHtml) },
  };
}
