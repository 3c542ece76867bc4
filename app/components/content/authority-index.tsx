import { href } from "react-router";
import type { IndexEntry } from "~/lib/content/authorities";

/** Where an entry's text is cited: the heading it sits under, or the article's opening before any heading. */
function placeName(heading: string | null): string {
  return heading ?? "Opening paragraphs";
}

function IndexSection({ id, heading, entries }: { id: string; heading: string; entries: readonly IndexEntry[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-navy">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-parchment">
        {entries.map((entry) => (
          <li key={entry.key} id={entry.key} className="scroll-mt-24 py-4" data-testid="authority-entry">
            <h3 className="font-semibold text-ink">{entry.label}</h3>
            {entry.kind === "case" && entry.court ? <p className="text-sm text-slate">{entry.court}</p> : null}
            <ul className="mt-2 space-y-1.5">
              {entry.articles.map((article) => (
                <li key={article.id}>
                  <a href={href("/publications/:id", { id: String(article.id) })} className="font-medium text-navy underline-offset-2 hover:text-teal hover:underline">
                    {article.title}
                  </a>
                  {": "}
                  {article.places.map((place, i) => (
                    <span key={place.anchor}>
                      {i > 0 ? "; " : null}
                      {/* A document load, not a client navigation, so the cited words become :target and are marked. */}
                      <a href={`${href("/publications/:id", { id: String(article.id) })}#${place.anchor}`} className="text-teal underline underline-offset-2 hover:text-navy">
                        {placeName(place.heading)}
                      </a>
                      {place.sections.length > 0 ? ` (${place.sections.join(", ")})` : null}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The index of authorities: Acts, then judgments, each alphabetically, each linked to where the articles discuss it. */
export function AuthorityIndex({ acts, cases }: { acts: readonly IndexEntry[]; cases: readonly IndexEntry[] }) {
  return (
    <div className="space-y-12">
      <nav aria-label="Index of authorities" className="flex flex-wrap gap-x-6 gap-y-2">
        <a href="#acts" className="inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Acts ({acts.length})
        </a>
        <a href="#judgments" className="inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Judgments ({cases.length})
        </a>
      </nav>
      <IndexSection id="acts" heading="Acts" entries={acts} />
      <IndexSection id="judgments" heading="Judgments" entries={cases} />
    </div>
  );
}
