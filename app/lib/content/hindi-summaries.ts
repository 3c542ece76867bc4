/**
 * An article's Hindi summary (content/articles/hi/NN-slug.yaml): its title, excerpt, key points and
 * one sentence per dated update, in Hindi, for a reader who cannot read the English article. A
 * summary is optional: an article without one is simply absent from the Hindi library.
 *
 * Pure and browser-safe: the build (hindi-summaries.server.ts) and the browser editor's save check
 * (app/admin/entry-rules.ts) use the same schema and the same check of each text.
 *
 * A text is plain Hindi; English in it (a judgment's name as the court reported it, an Act's English
 * title in brackets, a form's number) is marked <En>…</En>, so the page gives it lang="en".
 */
import type { Root } from "mdast";
import type { MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { z } from "zod";
import { formatProblem, parseContentMdx } from "./mdx-check.ts";
import type { TextRun } from "./text-runs.ts";

const isoDate = z.iso.date("expected a date written YYYY-MM-DD, such as 2026-11-29");
const text = z.string().trim().min(1);

/** One sentence saying, in Hindi, what a dated update of the article changed. */
export const summaryUpdateSchema = z.strictObject({
  /** The date of the article's update this sentence speaks for. */
  date: isoDate,
  text,
});

export const hindiSummarySchema = z.strictObject({
  /** The English article's id: the summary's page is /hi/publications/<id>. */
  article: z.int("expected the article's number, a whole number").positive("expected the article's number, above 0"),
  /** The date the summary was written: an update or review of the article after it is not yet covered. */
  written: isoDate,
  title: text,
  excerpt: text.min(60).max(400),
  keyPoints: z.array(text.min(30).max(400), "expected a list of the article's key points in Hindi").min(3).max(5),
  /** One sentence for each update of the article dated on or before `written`, of each date in the article's order. */
  updates: z.array(summaryUpdateSchema).default([]),
});

export type HindiSummaryFields = z.output<typeof hindiSummarySchema>;

/**
 * A summary's text cut into its Hindi and English runs, and what is wrong with it: anything but text
 * and <En>, or a Latin letter outside <En>. `english` lists the English runs, for the check against
 * the article.
 */
export function readSummaryText(source: string): { runs: TextRun[]; english: string[]; tree: Root | null; problems: string[] } {
  const { tree, problems: mdx } = parseContentMdx(source);
  const problems = mdx.map(formatProblem);
  const runs: TextRun[] = [];
  if (tree === null) return { runs, english: [], tree, problems };
  const paragraphs = tree.children;
  if (paragraphs.length !== 1 || paragraphs[0]?.type !== "paragraph") {
    problems.push("expected one paragraph of plain text, with English marked <En>…</En>");
    return { runs, english: [], tree, problems };
  }
  for (const node of paragraphs[0].children) {
    if (node.type === "text") runs.push({ text: node.value, en: false });
    else if (node.type === "mdxJsxTextElement" && (node as MdxJsxTextElement).name === "En") {
      const inner = (node as MdxJsxTextElement).children;
      if (inner.every((child) => child.type === "text")) runs.push({ text: inner.map((child) => child.value).join(""), en: true });
      else problems.push("<En>…</En> holds plain text only");
    } else problems.push(`expected plain text with English marked <En>…</En>; found ${node.type === "mdxJsxTextElement" ? `<${(node as MdxJsxTextElement).name}>` : "markdown"}`);
  }
  for (const run of runs) {
    const latin = run.en ? null : /[A-Za-z][A-Za-z.'’&-]*/.exec(run.text);
    if (latin) problems.push(`"${latin[0]}" is English outside <En>…</En>; expected the Hindi, or the English marked <En>…</En>`);
  }
  return { runs, english: runs.filter((run) => run.en).map((run) => run.text.trim()), tree, problems };
}


/** The fields of a summary that hold text, named as a problem names them ("keyPoints[2]", "updates[0].text"). */
export function summaryTexts(summary: Pick<HindiSummaryFields, "title" | "excerpt" | "keyPoints" | "updates">): { field: string; text: string }[] {
  return [
    { field: "title", text: summary.title },
    { field: "excerpt", text: summary.excerpt },
    ...summary.keyPoints.map((point, i) => ({ field: `keyPoints[${i}]`, text: point })),
    ...summary.updates.map((update, i) => ({ field: `updates[${i}].text`, text: update.text })),
  ];
}

/** The problems of every text of a summary, each naming its field: what the editor's save and the build both refuse. */
export function summaryTextProblems(summary: Pick<HindiSummaryFields, "title" | "excerpt" | "keyPoints" | "updates">): string[] {
  return summaryTexts(summary).flatMap(({ field, text }) => readSummaryText(text).problems.map((problem) => `${field}: ${problem}`));
}

type DatedArticle = { reviewed?: string | undefined; updates: readonly { date: string }[] };

/**
 * Whether the summary speaks for the article's updates: for every date up to the day it was written,
 * as many sentences as the article has updates of that date; none for a date the article lacks or
 * after the day it was written.
 */
export function updateCoverageProblems(summary: Pick<HindiSummaryFields, "written" | "updates">, article: DatedArticle): string[] {
  const count = (dates: readonly string[]) => dates.reduce((m, d) => m.set(d, (m.get(d) ?? 0) + 1), new Map<string, number>());
  const wanted = count(article.updates.map((u) => u.date).filter((date) => date <= summary.written));
  const given = count(summary.updates.map((u) => u.date));
  const problems: string[] = [];
  for (const [date, n] of wanted) {
    const have = given.get(date) ?? 0;
    if (have !== n) problems.push(`updates: the article has ${n} update${n === 1 ? "" : "s"} dated ${date} and the summary ${have} sentence${have === 1 ? "" : "s"} for that date; expected one sentence for each, in the article's order`);
  }
  for (const [date] of given) {
    if (date > summary.written) problems.push(`updates: a sentence for ${date}, after the summary was written (${summary.written}); expected the date written to be on or after the update it covers`);
    else if (!wanted.has(date)) problems.push(`updates: a sentence for ${date}, but the article has no update of that date`);
  }
  return problems;
}

/** What the summary does not yet cover: the article's updates, and a review, dated after it was written. */
export type Staleness = { updates: string[]; reviewed: string | null };

export function stalenessOf(summary: Pick<HindiSummaryFields, "written">, article: DatedArticle): Staleness {
  return {
    updates: [...new Set(article.updates.map((u) => u.date).filter((date) => date > summary.written))].sort().reverse(),
    reviewed: article.reviewed !== undefined && article.reviewed > summary.written ? article.reviewed : null,
  };
}

export const isStale = (staleness: Staleness) => staleness.updates.length > 0 || staleness.reviewed !== null;
