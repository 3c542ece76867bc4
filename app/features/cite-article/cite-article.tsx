import { useId } from "react";
import { type CitationInput, articleCitation } from "~/lib/citation";

/**
 * "Cite this article": the citation is in the page (and on paper, and in the PDF) for anyone to
 * select. `<article-citation>` (article-citation-element.ts) adds today's date as the date accessed,
 * which only the reader's browser knows, and makes the button (script only) copy it and say so in a
 * live region.
 */
export function CiteArticle({ citation }: { citation: CitationInput }) {
  const headingId = useId();
  // On paper and in the PDF the citation ends before "accessed …": the day of printing is not the reader's.
  const base = articleCitation(citation);
  return (
    <article-citation className="block">
      <section
        aria-labelledby={headingId}
        className="mt-10 rounded-xl border border-parchment bg-white p-5 print:mt-6 print:p-3"
        data-testid="cite-article"
      >
        <h2 id={headingId} className="text-lg font-semibold text-navy">
          Cite this article
        </h2>
        <p className="mt-2 text-[0.95rem] break-words text-ink" data-testid="citation" data-citation="">
          {base}
          <span className="print:hidden" data-accessed="" />
        </p>
        <div className="js-only mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            data-copied="Citation copied to the clipboard."
            data-failed="The citation could not be copied: select the text above and copy it."
            className="inline-flex min-h-11 items-center rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-ink"
          >
            Copy citation
          </button>
          <p role="status" className="text-sm text-slate" />
        </div>
      </section>
    </article-citation>
  );
}
