import MiniSearch from "minisearch";
import { type SearchDocument, searchIndexOptions } from "../publication-search";
import { getArticle, listArticles } from "./articles.server";

/** The article's words without the markup; entities that matter for matching are decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** The serialised MiniSearch index of every article: title, excerpt, topics, tags and body text. */
export async function publicationSearchIndex(): Promise<string> {
  const documents: SearchDocument[] = await Promise.all(
    listArticles().map(async (summary) => {
      const article = (await getArticle(summary.id))!;
      return {
        id: article.id,
        title: article.title,
        excerpt: article.excerpt,
        topics: article.topics.map((t) => t.name).join(" "),
        tags: article.tags.join(" "),
        body: textOf(article.html),
        date: article.date,
        authorName: article.authorName,
      };
    }),
  );
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}

/**
 * Each article's body text by id, for the sentence a body-only match is shown in. A file of its own,
 * fetched only when such a match is shown, so the index the box loads first stays as small as it was.
 */
export async function publicationSearchText(): Promise<string> {
  const entries = await Promise.all(listArticles().map(async ({ id }) => [id, textOf((await getArticle(id))!.html.replace(/<span class="sr-only">[^<]*<\/span>/g, ""))] as const));
  return JSON.stringify(Object.fromEntries(entries));
}
