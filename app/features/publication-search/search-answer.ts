import type MiniSearch from "minisearch";
import { type DateLanguage, formatDateIn } from "../../../core/dates/format-date";
import { type SearchDocument, type StoredResult, searchQueryOptions } from "~/lib/publication-search";
import { matchedSentence } from "~/lib/search-sentence";

/**
 * What the search worker and `<publication-search>` (publication-search-element.ts) say to each other
 * (docs/decisions/0012-publications-search-index-loaded-on-use.md). The worker does everything but
 * the DOM: it searches, picks the sentence of a body-only match and cuts each text into runs, marked
 * or not; the page only writes them out.
 */
export type ToSearchWorker =
  | { seq: number; query: string }
  /** The index's JSON, as fetched, and the language its results' dates are written in. */
  | { index: string; language?: DateLanguage }
  /** Each article's body text by id, as fetched. */
  | { bodies: string };

/** A run of text, and whether the search matched it (it is shown in <mark>). */
export type Run = readonly [text: string, marked: boolean];

export type FoundArticle = {
  id: number;
  title: Run[];
  /** "14 June 2023 · Author Name"; in Hindi the date alone, "14 जून 2023" (the name is in English letters). */
  byline: string;
  excerpt: Run[];
  /** For a match found only in the body: the sentence it was found in. */
  sentence: Run[] | null;
};

export type SearchAnswer =
  /** `needsBodies`: a body-only match is shown and the bodies' file has not been handed over yet. */
  { seq: number; status: "ready"; total: number; articles: FoundArticle[]; needsBodies: boolean } | { seq: number; status: "failed" };

/** At most this many results are shown; the status says how many matched in all. */
export const MAX_RESULTS = 10;

/**
 * Cuts `text` into runs, marking each word that the search matched (its index terms, in lower case).
 * A word keeps its combining marks (Devanagari's vowel signs), as MiniSearch's own words do.
 */
export function markedRuns(text: string, terms: ReadonlySet<string>): Run[] {
  return text
    .split(/([\p{L}\p{M}\p{N}]+)/u)
    .map((part, i): Run => [part, i % 2 === 1 && terms.has(part.toLowerCase())])
    .filter(([part]) => part !== "");
}

/** A search's matches, best first, and whether each matched only in the body. */
export type Match = StoredResult & { id: number; terms: Set<string>; bodyOnly: boolean };

export function searchIndex(index: MiniSearch<SearchDocument>, query: string): Match[] {
  if (query.trim() === "") return [];
  return index.search(query, searchQueryOptions).map((result) => ({
    ...(result as unknown as StoredResult),
    id: Number(result.id),
    terms: new Set(result.terms),
    bodyOnly: Object.values(result.match).every((fields) => fields.every((field) => field === "body")),
  }));
}

/** The shown matches as the page writes them; `bodies` (each article's text by id) gives the sentence of a body-only match. */
export function foundArticles(
  matches: readonly Match[],
  bodies: Readonly<Record<string, string>> | null,
  language: DateLanguage = "en",
): FoundArticle[] {
  return matches.slice(0, MAX_RESULTS).map((match) => {
    const sentence = match.bodyOnly && bodies ? matchedSentence(bodies[match.id] ?? "", match.terms) : null;
    return {
      id: match.id,
      title: markedRuns(match.title, match.terms),
      byline: language === "hi" ? formatDateIn(match.date, "hi") : `${formatDateIn(match.date, "en")} · ${match.authorName}`,
      excerpt: markedRuns(match.excerpt, match.terms),
      sentence: sentence === null ? null : markedRuns(sentence, match.terms),
    };
  });
}
