import MiniSearch from "minisearch";
import { type SearchDocument, searchIndexOptions } from "~/lib/publication-search";
import type { DateLanguage } from "../../../core/dates/format-date";
import { MAX_RESULTS, type SearchAnswer, type ToSearchWorker, foundArticles, searchIndex } from "./search-answer";

/**
 * The publications' search, off the page's main thread: MiniSearch reads the index and searches
 * here, so the page carries neither and a slow phone stays responsive while the index is read. The
 * page fetches the two files and hands their text over: a worker's script has the strict CSP of
 * every file that is not a page (server/security-headers.ts), which lets it fetch nothing.
 * Each question is answered with its `seq`; the page shows only the latest answer.
 */

// The worker's own scope: the project compiles with the DOM's types, which describe a window.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null;
  postMessage: (answer: SearchAnswer) => void;
};

let index: MiniSearch<SearchDocument> | null = null;
let bodies: Record<string, string> | null = null;
let language: DateLanguage = "en";
/** The latest question asked before the index arrived, answered once it does. */
let waiting: { seq: number; query: string } | null = null;

function answer(seq: number, query: string): SearchAnswer {
  if (!index) return { seq, status: "failed" };
  const matches = searchIndex(index, query);
  // The sentence of a body-only match needs the bodies' file, fetched the first time one is shown.
  const needsBodies = bodies === null && matches.slice(0, MAX_RESULTS).some((match) => match.bodyOnly);
  return { seq, status: "ready", total: matches.length, articles: foundArticles(matches, bodies, language), needsBodies };
}

scope.onmessage = ({ data }) => {
  try {
    if ("index" in data) {
      index = MiniSearch.loadJSON<SearchDocument>(data.index, searchIndexOptions);
      language = data.language ?? "en";
      if (waiting) scope.postMessage(answer(waiting.seq, waiting.query));
      waiting = null;
    } else if ("bodies" in data) {
      bodies = JSON.parse(data.bodies) as Record<string, string>;
    } else if (index) {
      scope.postMessage(answer(data.seq, data.query));
    } else {
      waiting = data;
    }
  } catch {
    scope.postMessage({ seq: "seq" in data ? data.seq : (waiting?.seq ?? 0), status: "failed" });
  }
};
