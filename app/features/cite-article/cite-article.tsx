import { useId, useState } from "react";
import { type CitationInput, articleCitation } from "~/lib/citation";
import { useHydrated } from "~/lib/use-hydrated";

/** Today's calendar date where the reader is, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/**
 * "Cite this article": the citation is in the page (and on paper, and in the PDF) for anyone to select; the button (script only)
 * copies it with today's date as the date accessed, and says in a live region that it did.
 */
export function CiteArticle({ citation }: { citation: CitationInput }) {
  const [message, setMessage] = useState("");
  const headingId = useId();
  // The accessed date is the reader's today, known only in the browser, not in the prerendered page.
  const text = articleCitation(citation, useHydrated() ? today() : undefined);
  // On paper and in the PDF the citation ends before "accessed …": the day of printing is not the reader's.
  const base = articleCitation(citation);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage("Citation copied to the clipboard.");
    } catch {
      setMessage("The citation could not be copied: select the text above and copy it.");
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-xl border border-parchment bg-white p-5 print:mt-6 print:p-3"
      data-testid="cite-article"
    >
      <h2 id={headingId} className="text-lg font-semibold text-navy">
        Cite this article
      </h2>
      <p className="mt-2 text-[0.95rem] break-words text-ink" data-testid="citation">
        {base}
        <span className="print:hidden">{text.slice(base.length)}</span>
      </p>
      <div className="js-only mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={copy}
          className="inline-flex min-h-11 items-center rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-slate"
        >
          Copy citation
        </button>
        <p role="status" className="text-sm text-slate">
          {message}
        </p>
      </div>
    </section>
  );
}
