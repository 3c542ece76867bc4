import { href } from "react-router";
import { jsonInScript } from "~/lib/json-in-script";
import type { SearchTexts } from "./publication-search-element";

const INPUT_ID = "publication-search";
const STATUS_ID = `${INPUT_ID}-status`;
const RESULTS_ID = `${INPUT_ID}-results`;

const texts: SearchTexts = {
  searching: "Searching…",
  failed: "The search could not be loaded. The topics below still list every article.",
  none: "No articles match “{query}”.",
  one: "1 article matches “{query}”{shown}.",
  many: "{count} articles match “{query}”{shown}.",
  shown: ", the first {max} shown",
  foundIn: "Found in the text: ",
};

/**
 * The search box of the publications list: `<publication-search>` (publication-search-element.ts)
 * runs it, with a worker, and the page sends no framework. It is marked js-only: without script the
 * page hides it and the topic links do the filtering. Results update as one types; the count is
 * announced.
 */
export function PublicationSearch() {
  return (
    <publication-search
      role="search"
      aria-label="Publications"
      className="js-only block print:hidden"
      data-article-path={href("/publications/:id", { id: ":id" })}
    >
      <label htmlFor={INPUT_ID} className="block font-semibold text-navy">
        Search the publications
      </label>
      <input
        id={INPUT_ID}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={STATUS_ID}
        aria-controls={RESULTS_ID}
        placeholder="Title, topic or words in the text"
        className="mt-2 block min-h-12 w-full rounded-md border border-slate/40 bg-white px-4 text-base text-ink placeholder:text-slate focus:border-teal focus:outline-2 focus:outline-teal"
      />
      <p id={STATUS_ID} role="status" className="mt-2 min-h-6 text-sm text-slate" />
      <ul
        id={RESULTS_ID}
        aria-label="Search results"
        hidden
        className="mt-2 divide-y divide-parchment rounded-xl border border-parchment bg-white"
      />
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInScript(texts) }} />
    </publication-search>
  );
}
