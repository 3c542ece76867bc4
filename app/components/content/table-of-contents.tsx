import type { TocEntry } from "~/lib/content/mdx.server";

/** `headingId` differs per copy: the article shows the contents above the text on phones and beside it on large screens. */
export function TableOfContents({ entries, headingId }: { entries: readonly TocEntry[]; headingId: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border border-parchment bg-white p-5 print:hidden" data-testid="toc">
      <h2 id={headingId} className="text-lg font-semibold text-navy">
        Contents
      </h2>
      <ol className="mt-3 space-y-1.5 text-[0.95rem]">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? "pl-4" : ""}>
            <a href={`#${entry.id}`} className="text-ink hover:text-teal hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
