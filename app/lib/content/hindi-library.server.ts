/**
 * The Hindi library: the articles that have a Hindi summary (hindi-summaries.server.ts), in the
 * English list's order, with what the Hindi pages, feeds and search index show of each. An article
 * without a summary is simply not here.
 */
import { href } from "react-router";
import { hindiPathOf } from "../../../core/routing/site-pages.ts";
import { pageCountOf, pageOf } from "./article-lists";
import { type ArticleSummary, listArticles } from "./articles.server";
import { contentTree } from "./content-source.server";
import type { HindiSummary } from "./hindi-summaries.server";
import type { TextRun } from "./text-runs";
import { ARTICLES_PER_PAGE } from "./list-pages";
import { readingMinutes } from "./reading-time";

/** A topic as the Hindi pages name it: its Hindi name, or its English one (marked English) until it has one. */
export type HindiTopic = { slug: string; name: string; en: boolean };

/** An article of the Hindi library: its summary beside the English article's card fields. */
export type LibraryEntry = {
  id: number;
  /** /hi/publications/<id> */
  path: string;
  title: TextRun[];
  excerpt: TextRun[];
  topics: HindiTopic[];
  article: Pick<ArticleSummary, "title" | "date" | "lawAsAt" | "reviewed" | "authorName" | "readingMinutes" | "pdf" | "modified" | "thumbnail">;
  /** Minutes to read the summary. */
  summaryMinutes: number;
};

export type LibraryArticle = LibraryEntry & Pick<HindiSummary, "keyPoints" | "updates" | "written" | "staleness">;

function summaries(): Map<number, HindiSummary> {
  return new Map(contentTree().summaries.map((summary) => [summary.article, summary]));
}

function hindiTopics(slugs: readonly string[]): HindiTopic[] {
  const all = contentTree().topics;
  return slugs.map((slug) => {
    const topic = all.find((t) => t.slug === slug);
    return topic?.nameHi ? { slug, name: topic.nameHi, en: false } : { slug, name: topic?.name ?? slug, en: true };
  });
}

export const hindiArticlePath = (id: number) => hindiPathOf(href("/publications/:id", { id: String(id) }));

function entryOf(article: ArticleSummary, summary: HindiSummary): LibraryArticle {
  return {
    id: article.id,
    path: hindiArticlePath(article.id),
    title: summary.title,
    excerpt: summary.excerpt,
    topics: hindiTopics(article.topics.map((t) => t.slug)),
    article: {
      title: article.title,
      date: article.date,
      lawAsAt: article.lawAsAt,
      reviewed: article.reviewed,
      authorName: article.authorName,
      readingMinutes: article.readingMinutes,
      pdf: article.pdf,
      modified: article.modified,
      thumbnail: article.thumbnail,
    },
    summaryMinutes: readingMinutes(summary.words),
    keyPoints: summary.keyPoints,
    updates: [...summary.updates].sort((a, b) => b.date.localeCompare(a.date)),
    written: summary.written,
    staleness: summary.staleness,
  };
}

/** Every article with a summary, in the English list's order (listArticles). */
export function libraryArticles(): LibraryArticle[] {
  const byArticle = summaries();
  return listArticles().flatMap((article) => {
    const summary = byArticle.get(article.id);
    return summary ? [entryOf(article, summary)] : [];
  });
}

/** The card fields of one page of the Hindi list (1-based); null past the last page. Page 1 exists even when empty. */
export function libraryPage(page: number): LibraryEntry[] | null {
  const all = libraryArticles().map(({ keyPoints: _k, updates: _u, written: _w, staleness: _s, ...card }) => card);
  return page === 1 && all.length === 0 ? [] : pageOf(all, page, ARTICLES_PER_PAGE);
}

export function libraryPageCount(): number {
  return pageCountOf(contentTree().summaries.length, ARTICLES_PER_PAGE);
}

/** One article's Hindi page: its summary and the English article's facts; null when it has no summary. */
export function libraryArticle(id: number): LibraryArticle | null {
  return libraryArticles().find((entry) => entry.id === id) ?? null;
}

/** Whether the article has a Hindi page, for the English page's language switch and hreflang links. */
export function hasHindiSummary(id: number): boolean {
  return contentTree().summaries.some((summary) => summary.article === id);
}
