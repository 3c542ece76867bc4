import type MiniSearch from "minisearch";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { formatDate } from "../../../core/dates/format-date";
import {
  type SearchDocument,
  type StoredResult,
  searchIndexOptions,
  searchIndexPath,
  searchQueryOptions,
  searchTextPath,
} from "~/lib/publication-search";
import { matchedSentence } from "~/lib/search-sentence";
import { highlight } from "./highlight";

/** A result, and whether every word matched only in the body (then the box shows the sentence). */
type Result = StoredResult & { id: number; terms: Set<string>; bodyOnly: boolean };
type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; index: MiniSearch<SearchDocument> };
/** The articles' body texts, fetched the first time a body-only match is shown. */
type TextState = { status: "idle" | "loading" | "failed" } | { status: "ready"; texts: Record<string, string> };

const MAX_RESULTS = 10;

/** MiniSearch and the index arrive together, on first use: the page itself carries neither. */
async function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  const [{ default: MiniSearchClass }, response] = await Promise.all([import("minisearch"), fetch(searchIndexPath)]);
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
  return MiniSearchClass.loadJSON<SearchDocument>(await response.text(), searchIndexOptions);
}

/** The sentence of the body a body-only match was found in, the matched words marked. */
function MatchedSentence({ sentence, terms }: { sentence: string | null; terms: ReadonlySet<string> }) {
  if (!sentence) return null;
  return (
    <span className="mt-1 block border-l-2 border-brass pl-3 text-sm text-slate" data-testid="matched-sentence">
      <span className="sr-only">Found in the text: </span>
      {highlight(sentence, terms)}
    </span>
  );
}

function statusText(state: IndexState, query: string, results: readonly Result[]): string {
  if (query.trim() === "") return "";
  if (state.status === "loading" || state.status === "idle") return "Searching…";
  if (state.status === "failed") return "The search could not be loaded. The topics below still list every article.";
  if (results.length === 0) return `No articles match “${query.trim()}”.`;
  const shown = results.length > MAX_RESULTS ? `, the first ${MAX_RESULTS} shown` : "";
  return `${results.length} ${results.length === 1 ? "article matches" : "articles match"} “${query.trim()}”${shown}.`;
}

/**
 * The search box of the publications list. It is marked js-only: without script the page hides it
 * and the topic links do the filtering. Results update as one types; the count is announced.
 */
export function PublicationSearch() {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<IndexState>({ status: "idle" });
  const [texts, setTexts] = useState<TextState>({ status: "idle" });
  const resultsRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const resultsId = useId();

  const ensureIndex = () => {
    if (state.status !== "idle") return;
    setState({ status: "loading" });
    loadIndex().then(
      (index) => setState({ status: "ready", index }),
      () => setState({ status: "failed" }),
    );
  };

  const results: Result[] =
    state.status === "ready" && query.trim() !== ""
      ? state.index.search(query, searchQueryOptions).map((r) => ({
          ...(r as unknown as StoredResult),
          id: Number(r.id),
          terms: new Set(r.terms),
          bodyOnly: Object.values(r.match).every((fields) => fields.every((field) => field === "body")),
        }))
      : [];
  const shown = results.slice(0, MAX_RESULTS);

  const needsText = shown.some((r) => r.bodyOnly);
  useEffect(() => {
    if (texts.status !== "idle" || !needsText) return;
    setTexts({ status: "loading" });
    fetch(searchTextPath)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the search text answered ${response.status}`))))
      .then(
        (loaded: Record<string, string>) => setTexts({ status: "ready", texts: loaded }),
        () => setTexts({ status: "failed" }),
      );
  }, [needsText, texts.status]);
  const sentenceOf = (result: Result) =>
    result.bodyOnly && texts.status === "ready" ? matchedSentence(texts.texts[result.id] ?? "", result.terms) : null;

  const focusResult = (offset: number) => {
    const links = [...(resultsRef.current?.querySelectorAll("a") ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = current + offset;
    if (next < 0) document.getElementById(inputId)?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") focusResult(1);
    else if (event.key === "ArrowUp") focusResult(-1);
    else if (event.key === "Escape" && query !== "") setQuery("");
    else return;
    event.preventDefault();
  };

  return (
    <div role="search" aria-label="Publications" className="js-only print:hidden" onKeyDown={onKeyDown}>
      <label htmlFor={inputId} className="block font-semibold text-navy">
        Search the publications
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${resultsId}-status`}
        aria-controls={resultsId}
        onFocus={ensureIndex}
        onChange={(event) => {
          ensureIndex();
          setQuery(event.target.value);
        }}
        placeholder="Title, topic or words in the text"
        className="mt-2 block min-h-12 w-full rounded-md border border-slate/40 bg-white px-4 text-base text-ink placeholder:text-slate focus:border-teal focus:outline-2 focus:outline-teal"
      />
      <p id={`${resultsId}-status`} role="status" className="mt-2 min-h-6 text-sm text-slate">
        {statusText(state, query, results)}
      </p>
      <ul
        id={resultsId}
        ref={resultsRef}
        aria-label="Search results"
        className={results.length > 0 ? "mt-2 divide-y divide-parchment rounded-xl border border-parchment bg-white" : "hidden"}
      >
        {shown.map((result) => (
          <li key={result.id}>
            <a
              href={href("/publications/:id", { id: String(result.id) })}
              className="block px-4 py-3 hover:bg-ivory focus:bg-ivory focus:outline-2 focus:outline-teal [&_mark]:rounded-sm [&_mark]:bg-brass-pale [&_mark]:text-inherit"
            >
              <span className="block font-semibold text-navy">{highlight(result.title, result.terms)}</span>
              <span className="mt-0.5 block text-xs tracking-wide text-slate uppercase">
                {formatDate(result.date)} · {result.authorName}
              </span>
              <span className="mt-1 block text-sm text-ink">{highlight(result.excerpt, result.terms)}</span>
              <MatchedSentence sentence={sentenceOf(result)} terms={result.terms} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
