import { relative } from "node:path";
import { articleModified, contentTree } from "./content-tree.server";
import { type RenderedMdx, renderMdx } from "./mdx.server";
import type { ArticleFields, ArticleUpdate } from "./schemas";
import { teamMemberName } from "./team.server";

export type ArticleSummary = Omit<ArticleFields, "updates"> & {
  authorId: number;
  authorName: string;
  /** The latest of the publication date and the updates' dates. */
  modified: string;
};
export type RenderedUpdate = ArticleUpdate & { html: string };
export type Article = ArticleSummary & RenderedMdx & { readingMinutes: number; updates: RenderedUpdate[] };

const WORDS_PER_MINUTE = 200;

function entries() {
  return contentTree().articles;
}

function summaryOf({ updates, ...data }: ArticleFields & { authorId: number }): ArticleSummary {
  return { ...data, authorName: teamMemberName(data.authorId) ?? data.author, modified: articleModified({ date: data.date, updates }) };
}

/** Every article's card fields, in id order. */
export function listArticles(): ArticleSummary[] {
  return entries().map((e) => summaryOf(e.data));
}

/** Newest first, for the Recent Posts sidebar. */
export function recentArticles(): ArticleSummary[] {
  return listArticles().sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** Newest first, each note rendered from markdown (italics for case names, links). */
async function renderUpdates(updates: readonly ArticleUpdate[], file: string): Promise<RenderedUpdate[]> {
  const sorted = [...updates].map((u, i) => ({ u, i })).sort((a, b) => b.u.date.localeCompare(a.u.date) || a.i - b.i);
  return Promise.all(sorted.map(async ({ u }) => ({ ...u, html: (await renderMdx(u.text, `${file} (updates)`)).html })));
}

export async function getArticle(id: number): Promise<Article | null> {
  const entry = entries().find((e) => e.data.id === id);
  if (!entry) return null;
  const [rendered, updates] = await Promise.all([renderMdx(entry.body, entry.file), renderUpdates(entry.data.updates, entry.file)]);
  return { ...summaryOf(entry.data), ...rendered, updates, readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)) };
}

/** Each article's source file (relative to the project when inside it), for the PDF freshness check. */
export function articleSources(): { id: number; file: string; pdf: string; modified: string }[] {
  return entries().map((e) => ({ id: e.data.id, file: relative(process.cwd(), e.file), pdf: e.data.pdf, modified: summaryOf(e.data).modified }));
}
