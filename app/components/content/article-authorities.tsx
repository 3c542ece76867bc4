import { href } from "react-router";
import type { CitedAuthority } from "~/lib/content/authorities.server";

const indexPath = href("/publications/authorities");

function AuthorityList({ heading, entries }: { heading: string; entries: readonly CitedAuthority[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold text-ink">{heading}</h3>
      <ul className="mt-2 space-y-1.5">
        {entries.map((entry) => (
          <li key={entry.key}>
            {/* A document load, so the entry becomes :target. */}
            <a href={`${indexPath}#${entry.key}`} className="text-teal underline underline-offset-2 hover:text-navy">
              {entry.label}
            </a>
            {entry.alsoIn.length > 0 ? (
              <span className="text-slate">
                {"; also discussed in "}
                {entry.alsoIn.map((other, i) => (
                  <span key={other.id}>
                    {i > 0 ? ", " : null}
                    <a href={href("/publications/:id", { id: String(other.id) })} className="underline underline-offset-2 hover:text-navy">
                      {other.title}
                    </a>
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "3 Acts and 12 judgments", for the closed list's summary. */
function counted(acts: number, cases: number): string {
  const part = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);
  return [part(acts, "Act", "Acts"), part(cases, "judgment", "judgments")].filter(Boolean).join(" and ");
}

/**
 * The end of an article: the Acts and judgments it cites, each linked to its entry in the index of
 * authorities. An article that ends with its own "References" has just listed them, so the list is
 * folded under its heading there, saying how many it holds, and opens on request.
 */
export function ArticleAuthorities({
  acts,
  cases,
  referencesAbove = false,
}: {
  acts: readonly CitedAuthority[];
  cases: readonly CitedAuthority[];
  referencesAbove?: boolean;
}) {
  if (acts.length + cases.length === 0) return null;
  return (
    <section aria-labelledby="authorities-cited" className="mt-12 max-w-3xl" data-testid="authorities-cited">
      <h2 id="authorities-cited" className="text-xl font-semibold text-navy">
        Authorities cited
      </h2>
      <details open={!referencesAbove} className="group mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium text-teal underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
          {counted(acts.length, cases.length)}, each linked to the index of authorities
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-brass-deep transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </summary>
        <AuthorityList heading="Acts" entries={acts} />
        <AuthorityList heading="Judgments" entries={cases} />
      </details>
      <p className="mt-4 text-sm">
        <a href={indexPath} className="text-teal underline underline-offset-2 hover:text-navy">
          Index of authorities
        </a>
        : every Act and judgment our articles discuss.
      </p>
    </section>
  );
}
