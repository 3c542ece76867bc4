import { type RenderedMdx, renderMdx } from "./mdx.server";
import { assertUnique, parseFrontmatter } from "./parse";
import { type ArticleFields, articleSchema } from "./schemas";
import { teamMemberName } from "./team.server";

const files = import.meta.glob<string>("/content/articles/*.mdx", { query: "?raw", import: "default", eager: true });

export type ArticleSummary = ArticleFields & { authorName: string };
export type Article = ArticleSummary & RenderedMdx & { readingMinutes: number };

const WORDS_PER_MINUTE = 200;

const entries = Object.entries(files)
  .map(([file, source]) => {
    const { data, body } = parseFrontmatter(articleSchema, source, file);
    const authorName = teamMemberName(data.author);
    if (authorName === undefined) throw new Error(`Invalid content in ${file}: author ${data.author} is not a team member id`);
    return { file, body, summary: { ...data, authorName } satisfies ArticleSummary };
  })
  .sort((a, b) => a.summary.id - b.summary.id);
assertUnique(entries.map((e) => e.summary), (a) => a.id, entries.map((e) => e.file), "article id");

/** Every article's card fields, in id order. */
export function listArticles(): ArticleSummary[] {
  return entries.map((e) => e.summary);
}

/** Newest first, for the Recent Posts sidebar. */
export function recentArticles(): ArticleSummary[] {
  return listArticles().sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

export async function getArticle(id: number): Promise<Article | null> {
  const entry = entries.find((e) => e.summary.id === id);
  if (!entry) return null;
  const rendered = await renderMdx(entry.body, entry.file);
  return { ...entry.summary, ...rendered, readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)) };
}

/** The article's source, for the PDF freshness check. */
export function articleSources(): { id: number; file: string; pdf: string }[] {
  return entries.map((e) => ({ id: e.summary.id, file: e.file, pdf: e.summary.pdf }));
}
