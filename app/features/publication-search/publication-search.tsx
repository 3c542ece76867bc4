import { href } from "react-router";
import { behaviour, pageScript } from "~/lib/page-script";
import { searchIndexPath, searchTextPath } from "~/lib/publication-search";
import { MAX_RESULTS } from "./search-answer";
import { type SearchBehaviourOptions, searchBehaviour } from "./search-behaviour";
import searchWorkerUrl from "./search.worker.ts?worker&url";

const INPUT_ID = "publication-search";

const options: SearchBehaviourOptions = {
  workerUrl: searchWorkerUrl,
  indexPath: searchIndexPath,
  bodiesPath: searchTextPath,
  inputId: INPUT_ID,
  statusId: `${INPUT_ID}-status`,
  resultsId: `${INPUT_ID}-results`,
  articlePath: href("/publications/:id", { id: ":id" }),
  maxResults: MAX_RESULTS,
  texts: {
    searching: "Searching…",
    failed: "The search could not be loaded. The topics below still list every article.",
    none: "No articles match “{query}”.",
    one: "1 article matches “{query}”{shown}.",
    many: "{count} articles match “{query}”{shown}.",
    shown: ", the first {max} shown",
    foundIn: "Found in the text: ",
  },
};

/** The box's behaviour: the page sends no framework (search-behaviour.ts). */
const script = pageScript([behaviour(searchBehaviour, options)]);

/**
 * The search box of the publications list. It is marked js-only: without script the page hides it
 * and the topic links do the filtering. Results update as one types; the count is announced.
 */
export function PublicationSearch() {
  return (
    <div role="search" aria-label="Publications" className="js-only print:hidden">
      <label htmlFor={options.inputId} className="block font-semibold text-navy">
        Search the publications
      </label>
      <input
        id={options.inputId}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={options.statusId}
        aria-controls={options.resultsId}
        placeholder="Title, topic or words in the text"
        className="mt-2 block min-h-12 w-full rounded-md border border-slate/40 bg-white px-4 text-base text-ink placeholder:text-slate focus:border-teal focus:outline-2 focus:outline-teal"
      />
      <p id={options.statusId} role="status" className="mt-2 min-h-6 text-sm text-slate" />
      <ul
        id={options.resultsId}
        aria-label="Search results"
        hidden
        className="mt-2 divide-y divide-parchment rounded-xl border border-parchment bg-white"
      />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
