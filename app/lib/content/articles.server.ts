import { relative } from "node:path";
import { articleModified } from "./article-dates";
import { articlesOfYear, chooseRelated, newestFirst, pageCountOf, pageOf, yearCounts } from "./article-lists";
import { contentTree } from "./content-source.server";
import { ARTICLES_PER_PAGE, RECENT_POSTS_LIMIT } from "./list-pages";
import type { RenderedMdx } from "./mdx.server";
import type { ArticleFields, ArticleUpdate, ServiceFields, Topic } from "./schemas";
import { teamMemberName } from "./team.server";

export type TopicRef = Pick<Topic, "slug" | "name">;
export type ArticleSummary = Omit<ArticleFields, "updates" | "topics" | "keyPoints"> & {
  topics: TopicRef[];
  authorId: number;
  authorName: string;
  /** The latest of the publication date and the updates' dates. */
  modified: string;
  /** Minutes, from the body's words at build time (reading-time.ts). */
  readingMinutes: number;
};
export type RenderedUpdate = ArticleUpdate & { html: string };
export type Article = ArticleSummary & RenderedMdx & { updates: RenderedUpdate[]; keyPoints: string[] };

/** How many related articles an article ends with. */
const RELATED_COUNT = 3;

function entries() {
  return contentTree().articles;
}

function topicRef(slug: string): TopicRef {
  const topic = contentTree().topics.find((t) => t.slug === slug);
  return { slug, name: topic?.name ?? slug };
}

// The key points travel with the article alone, not with every card of every list.
function summaryOf({
  updates,
  topics,
  keyPoints: _keyPoints,
  ...data
}: ArticleFields & { authorId: number; readingMinutes: number }): ArticleSummary {
  return {
    ...data,
    topics: topics.map(topicRef),
    authorName: teamMemberName(data.authorId) ?? data.author,
    modified: articleModified({ date: data.date, updates }),
  };
}

/** Every article's card fields, in id order. */
export function listArticles(): ArticleSummary[] {
  return entries().map((e) => summaryOf(e.data));
}

/** Newest first, for the Recent Posts sidebar. */
export function recentArticles(): ArticleSummary[] {
  return listArticles().sort(newestFirst);
}

/** The sidebar's share of recentArticles(): all of them up to the limit, else the newest and how many there are. */
export function recentPosts(): { articles: ArticleSummary[]; total: number } {
  const all = recentArticles();
  return { articles: all.slice(0, RECENT_POSTS_LIMIT), total: all.length };
}

/** How many pages the list has (at least one, so an empty list still has its page). */
export function articlePageCount(): number {
  return pageCountOf(entries().length, ARTICLES_PER_PAGE);
}

/** One page of the list (1-based), newest first as Recent Posts is; null for a page past the last. */
export function articlePage(page: number): ArticleSummary[] | null {
  return pageOf(recentArticles(), page, ARTICLES_PER_PAGE);
}

/** The years of the whole list, newest first, with their counts (the list's year links). */
export function articleYears() {
  return yearCounts(listArticles());
}

/** One year's articles, newest first; empty for a year without any. */
export function articlesPublishedIn(year: string): ArticleSummary[] {
  return articlesOfYear(recentArticles(), year);
}

/** The practice areas, in the order of topics.yaml, each with how many articles carry it. */
export function listTopics(): (Topic & { count: number })[] {
  const all = listArticles();
  return contentTree().topics.map((topic) => ({ ...topic, count: all.filter((a) => a.topics.some((t) => t.slug === topic.slug)).length }));
}

export function getTopic(slug: string): Topic | null {
  return contentTree().topics.find((t) => t.slug === slug) ?? null;
}

/** A topic's articles, newest first. */
export function articlesOfTopic(slug: string): ArticleSummary[] {
  return recentArticles().filter((a) => a.topics.some((t) => t.slug === slug));
}

/** The articles on the topics a service page names, newest first. */
export function articlesForService(serviceSlug: ServiceFields["slug"]): ArticleSummary[] {
  const slugs = new Set(contentTree().topics.filter((t) => t.services.includes(serviceSlug)).map((t) => t.slug));
  return recentArticles().filter((a) => a.topics.some((t) => slugs.has(t.slug)));
}

/** A member's articles, newest first. */
export function articlesByAuthor(authorId: number): ArticleSummary[] {
  return recentArticles().filter((a) => a.authorId === authorId);
}

/** Up to three other articles: most topics in common first, then the newest (article-lists.ts). */
export function relatedArticles(article: Pick<ArticleSummary, "id" | "topics">): ArticleSummary[] {
  return chooseRelated(article, recentArticles(), RELATED_COUNT);
}

/** Newest first (notes of one date in the file's order), each rendered from markdown (italics for case names, links). */
function updatesNewestFirst(updates: readonly RenderedUpdate[]): RenderedUpdate[] {
  return [...updates].sort((a, b) => b.date.localeCompare(a.date));
}

export async function getArticle(id: number): Promise<Article | null> {
  const entry = entries().find((e) => e.data.id === id);
  if (!entry) return null;
  const { html, toc, words, updates } = entry;
  return { ...summaryOf(entry.data), html, toc, words, updates: updatesNewestFirst(updates), keyPoints: entry.data.keyPoints };
}

/** Each article's source file (relative to the project when inside it), for the PDF freshness check. */
export function articleSources(): { id: number; file: string; pdf: string; modified: string }[] {
  return entries().map((e) => ({ id: e.data.id, file: relative(process.cwd(), e.file), pdf: e.data.pdf, modified: summaryOf(e.data).modified }));
}
