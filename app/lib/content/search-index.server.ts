import MiniSearch from "minisearch";
import { type SearchDocument, searchIndexOptions } from "../publication-search";
import { getArticle, listArticles } from "./articles.server";
import { libraryArticles } from "./hindi-library.server";
import { plainText } from "./text-runs";

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

/**
 * The Hindi library's documents, in the same fields and options as the English index, so the same
 * worker searches them (docs/decisions/0012): the Hindi title and excerpt are what a result shows;
 * the topics in both languages; the English title, tags and excerpt as the English box finds them;
 * and the body is the summary's key points and update sentences, then the English article's text.
 */
async function hindiDocuments(): Promise<SearchDocument[]> {
  return Promise.all(
    libraryArticles().map(async (entry) => {
      const article = (await getArticle(entry.id))!;
      const summary = [...entry.keyPoints, ...entry.updates.map((update) => update.text)].map(plainText).join(" ");
      return {
        id: entry.id,
        title: plainText(entry.title),
        excerpt: plainText(entry.excerpt),
        topics: [...entry.topics.map((t) => t.name), ...article.topics.map((t) => t.name)].join(" "),
        tags: [article.title, ...article.tags, article.excerpt].join(" "),
        body: `${summary} ${textOf(article.html)}`,
        date: article.date,
        authorName: article.authorName,
      };
    }),
  );
}

/** The Hindi library's index (/hi/publications/search-index.json). */
export async function hindiSearchIndex(): Promise<string> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(await hindiDocuments());
  return JSON.stringify(index);
}

/** The Hindi library's texts by id, for the sentence of a body-only match (/hi/publications/search-text.json). */
export async function hindiSearchText(): Promise<string> {
  return JSON.stringify(Object.fromEntries((await hindiDocuments()).map((document) => [document.id, document.body])));
}
