import { href } from "react-router";
import { ArrowUpIcon } from "~/components/layout/icons";
import type { IndexEntry } from "~/lib/content/authorities";
import { firstByInitial, initialOf, placeHeading } from "~/lib/content/authority-names";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

/** Where an entry's text is cited: the heading it sits under, without the article's numbering, or the article's opening before any heading. */
function placeName(heading: string | null): string {
  return heading === null ? "Opening paragraphs" : placeHeading(heading);
}

/**
 * A section's A to Z: each letter with entries jumps to the first of them; a letter without any is
 * shown faded and is not a link, so the row keeps its shape and says what is not there.
 */
function LetterNav({ label, entries }: { label: string; entries: readonly IndexEntry[] }) {
  const first = firstByInitial(entries);
  const letters = LETTERS.filter((letter) => letter !== "#" || first.has("#"));
  return (
    <nav aria-label={label} className="mt-3">
      <ul className="flex flex-wrap gap-1" data-testid="authority-letters">
        {letters.map((letter) => {
          const key = first.get(letter);
          return (
            <li key={letter}>
              {key ? (
                <a
                  href={`#${key}`}
                  className="inline-flex size-11 items-center justify-center rounded-md border border-parchment bg-white font-serif font-semibold text-navy hover:border-brass hover:text-teal"
                >
                  {letter}
                </a>
              ) : (
                <span aria-hidden="true" className="inline-flex size-11 items-center justify-center font-serif text-slate/45">
                  {letter}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function IndexSection({ id, heading, entries }: { id: string; heading: string; entries: readonly IndexEntry[] }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="scroll-mt-24 text-2xl font-semibold text-navy">
        {heading}
      </h2>
      <LetterNav label={`${heading}, A to Z`} entries={entries} />
      <ul className="mt-4 divide-y divide-parchment">
        {entries.map((entry) => (
          <li key={entry.key} id={entry.key} className="scroll-mt-24 py-3" data-testid="authority-entry" data-initial={initialOf(entry)}>
            <h3 className="font-semibold text-ink">{entry.label}</h3>
            {entry.kind === "case" && entry.court ? <p className="text-sm text-slate">{entry.court}</p> : null}
            <ul className="mt-1.5 space-y-1.5 text-[0.95rem]">
              {entry.articles.map((article) => (
                <li key={article.id}>
                  <a href={href("/publications/:id", { id: String(article.id) })} className="font-medium text-navy underline-offset-2 hover:text-teal hover:underline">
                    {article.title}
                  </a>
                  {/* A dash, not a colon: a title may end in "?". */}
                  <span className="text-slate"> — </span>
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

/**
 * The index of authorities: Acts, then judgments, each alphabetically with its A to Z, each entry
 * linked to where the articles discuss it. A round link back to the top rides in the bottom corner
 * while the index is read (sticky, so it needs no script and leaves with the index), once the
 * reader has scrolled (app.css).
 */
export function AuthorityIndex({ acts, cases }: { acts: readonly IndexEntry[]; cases: readonly IndexEntry[] }) {
  return (
    <div id="index-top" className="scroll-mt-24">
      <nav aria-label="Index of authorities" className="flex flex-wrap gap-x-6 gap-y-2">
        <a href="#acts" className="inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Acts ({acts.length})
        </a>
        <a href="#judgments" className="inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Judgments ({cases.length})
        </a>
      </nav>
      <div className="mt-10 space-y-12">
        <IndexSection id="acts" heading="Acts" entries={acts} />
        <IndexSection id="judgments" heading="Judgments" entries={cases} />
      </div>
      <div className="pointer-events-none sticky bottom-4 mt-8 flex justify-end print:hidden">
        <a
          href="#index-top"
          aria-label="Top of the index"
          title="Top of the index"
          className="shown-once-scrolled pointer-events-auto inline-flex size-12 items-center justify-center rounded-full bg-navy text-ivory shadow-lg ring-2 ring-brass/70 hover:bg-ink"
          data-testid="authority-top"
        >
          <ArrowUpIcon className="size-5 text-brass-pale" />
        </a>
      </div>
    </div>
  );
}
