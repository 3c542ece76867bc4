import { href } from "react-router";
import { jsonInScript } from "~/lib/json-in-script";
import { searchIndexPath, searchTextPath } from "~/lib/publication-search";
import type { SearchTexts } from "./publication-search-element";

const INPUT_ID = "publication-search";
const STATUS_ID = `${INPUT_ID}-status`;
const RESULTS_ID = `${INPUT_ID}-results`;

const englishTexts: SearchTexts = {
  searching: "Searching…",
  failed: "The search could not be loaded. The topics below still list every article.",
  none: "No articles match “{query}”.",
  one: "1 article matches “{query}”{shown}.",
  many: "{count} articles match “{query}”{shown}.",
  shown: ", the first {max} shown",
  foundIn: "Found in the text: ",
};

/** What a search box says and searches: the English list's, unless the Hindi library gives its own. */
export type SearchBox = {
  region: string;
  label: string;
  placeholder: string;
  results: string;
  texts: SearchTexts;
  /** The index, the bodies' texts and an article's address (":id" for its number). */
  indexPath: string;
  textPath: string;
  articlePath: string;
  language: "en" | "hi";
};

const englishBox: SearchBox = {
  region: "Publications",
  label: "Search the publications",
  placeholder: "Title, topic or words in the text",
  results: "Search results",
  texts: englishTexts,
  indexPath: searchIndexPath,
  textPath: searchTextPath,
  articlePath: href("/publications/:id", { id: ":id" }),
  language: "en",
};

/**
 * The search box of the publications list: `<publication-search>` (publication-search-element.ts)
 * runs it, with a worker, and the page sends no framework. It is marked js-only: without script the
 * page hides it and the topic links do the filtering. Results update as one types; the count is
 * announced. The Hindi library's box is the same box over its own index (`box`).
 */
export function PublicationSearch({ box = englishBox }: { box?: SearchBox }) {
  const { texts } = box;
  return (
    <publication-search
      role="search"
      aria-label={box.region}
      className="js-only block print:hidden"
      data-article-path={box.articlePath}
      {...(box.language === "hi"
        ? { "data-index-path": box.indexPath, "data-text-path": box.textPath, "data-language": box.language }
        : {})}
    >
      <label htmlFor={INPUT_ID} className="block font-semibold text-navy">
        {box.label}
      </label>
      <input
        id={INPUT_ID}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={STATUS_ID}
        aria-controls={RESULTS_ID}
        placeholder={box.placeholder}
        className="mt-2 block min-h-12 w-full rounded-md border border-slate/40 bg-white px-4 text-base text-ink placeholder:text-slate focus:border-teal focus:outline-2 focus:outline-teal"
      />
      <p id={STATUS_ID} role="status" className="mt-2 min-h-6 text-sm text-slate" />
      <ul
        id={RESULTS_ID}
        aria-label={box.results}
        hidden
        className="mt-2 divide-y divide-parchment rounded-xl border border-parchment bg-white"
      />
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInScript(texts) }} />
    </publication-search>
  );
}
