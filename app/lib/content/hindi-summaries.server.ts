/**
 * Reads and checks the Hindi summaries (content/articles/hi/*.yaml) against the articles they
 * summarise: the schema, the texts (hindi-summaries.ts), the glossary's terms and the house's
 * lettered provisions (hindi-checks.ts), that every update of the article up to the day the summary
 * was written has its sentence, and that every judgment a summary names is one the English article
 * marks. The content tree (content-tree.server.ts) calls it once and adds its problems to its own.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { AuthorityMention } from "./authorities.ts";
import { glossaryProblems, provisionProblems } from "./hindi-checks.ts";
import type { TextRun } from "./text-runs.ts";
import {
  type HindiSummaryFields,
  type Staleness,
  hindiSummarySchema,
  isStale,
  readSummaryText,
  stalenessOf,
  summaryTexts,
  updateCoverageProblems,
} from "./hindi-summaries.ts";
import { schemaProblems } from "./problems.ts";
import type { ArticleFields, Glossary } from "./schemas.ts";
import { unmarkedCases } from "./unmarked-cases.ts";

/** The folder beside the articles that holds their summaries. */
export const SUMMARY_FOLDER = join("articles", "hi");

/** A summary as the pages read it: its texts cut into Hindi and English runs. */
export type HindiSummary = {
  file: string;
  article: number;
  written: string;
  title: TextRun[];
  excerpt: TextRun[];
  keyPoints: TextRun[][];
  updates: { date: string; text: TextRun[] }[];
  /** The article's updates and review that came after the summary was written. */
  staleness: Staleness;
  /** The words of the summary, for its reading time. */
  words: number;
};

type SummarisedArticle = { file: string; data: Pick<ArticleFields, "id" | "title" | "excerpt" | "keyPoints" | "updates" | "reviewed">; body: string; authorities: AuthorityMention[] };

/**
 * The words an English run may be: the article's own text (title, excerpt, key points, body and
 * updates), so a summary names a judgment, an Act or a form exactly as the article does.
 */
const squash = (text: string) => text.replace(/[*_\\]/g, "").replace(/\s+/g, " ");

export function readHindiSummaries(
  dir: string,
  articles: readonly SummarisedArticle[],
  glossary: Glossary,
  display: (path: string) => string,
): { summaries: HindiSummary[]; problems: string[] } {
  const folder = join(dir, SUMMARY_FOLDER);
  if (!existsSync(folder)) return { summaries: [], problems: [] };
  const problems: string[] = [];
  const summaries: HindiSummary[] = [];
  const seen = new Map<number, string>();
  for (const name of readdirSync(folder).filter((f) => f.endsWith(".yaml")).sort()) {
    const file = join(folder, name);
    const say = (message: string) => problems.push(`${display(file)}: ${message}`);
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(file, "utf8"));
    } catch (error) {
      say(`not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      continue;
    }
    const { data, problems: shape } = schemaProblems(hindiSummarySchema, raw, display(file));
    problems.push(...shape);
    if (!data) continue;
    const earlier = seen.get(data.article);
    if (earlier) say(`article: ${data.article} already has its summary in ${display(earlier)}; expected one summary per article`);
    seen.set(data.article, file);
    const article = articles.find((a) => a.data.id === data.article);
    if (!article) {
      say(`article: no article has the number ${data.article}; expected the number of an article in content/articles/`);
      continue;
    }
    const entry = checkSummary(data, article, glossary, say);
    if (entry) summaries.push({ ...entry, file });
  }
  return { summaries: summaries.sort((a, b) => a.article - b.article), problems };
}

function checkSummary(data: HindiSummaryFields, article: SummarisedArticle, glossary: Glossary, say: (message: string) => void): Omit<HindiSummary, "file"> | null {
  for (const problem of updateCoverageProblems(data, article.data)) say(problem);
  const fields = summaryTexts(data);
  for (const problem of glossaryProblems(fields, glossary)) say(problem);
  for (const problem of provisionProblems(fields)) say(problem);
  const articleText = squash([article.data.title, article.data.excerpt, ...article.data.keyPoints, article.body, ...article.data.updates.map((u) => u.text)].join(" "));
  const cases = article.authorities.filter((mention) => mention.kind === "case");
  const read = new Map<string, TextRun[]>();
  let words = 0;
  for (const { field, text } of fields) {
    const { runs, english, tree, problems } = readSummaryText(text);
    for (const problem of problems) say(`${field}: ${problem}`);
    // A judgment is named as the article names it and marks it: "X v Y" must be a case the article marks.
    if (tree) for (const problem of unmarkedCases(tree, cases)) say(`${field}: ${problem.replace(/^line \d+: /, "")}`);
    for (const run of english) {
      if (!articleText.includes(squash(run))) say(`${field}: <En>${run}</En> is not in the English article; expected English words as the article writes them (a judgment's name, an Act's title)`);
    }
    read.set(field, runs);
    words += runs.reduce((n, run) => n + run.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length, 0);
  }
  const runsOf = (field: string) => read.get(field) ?? [];
  return {
    article: data.article,
    written: data.written,
    title: runsOf("title"),
    excerpt: runsOf("excerpt"),
    keyPoints: data.keyPoints.map((_, i) => runsOf(`keyPoints[${i}]`)),
    updates: data.updates.map((update, i) => ({ date: update.date, text: runsOf(`updates[${i}].text`) })),
    staleness: stalenessOf(data, article.data),
    words,
  };
}

/**
 * One line per summary that the article has outgrown (an update or a review after the day it was
 * written), naming the article: the build prints them as warnings, and the Hindi page says the same.
 */
export function staleSummaryWarnings(summaries: readonly HindiSummary[], display: (path: string) => string = (p) => p): string[] {
  return summaries.filter((s) => isStale(s.staleness)).map((s) => {
    const parts = [
      ...(s.staleness.updates.length > 0 ? [`the update${s.staleness.updates.length === 1 ? "" : "s"} of ${s.staleness.updates.join(", ")}`] : []),
      ...(s.staleness.reviewed ? [`the review of ${s.staleness.reviewed}`] : []),
    ];
    return `${display(s.file)}: the Hindi summary of article ${s.article}, written ${s.written}, does not cover ${parts.join(" or ")}; add a sentence for each update and set written to the day you read the article again`;
  });
}
