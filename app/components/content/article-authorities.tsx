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

/** The end of an article: the Acts and judgments it cites, each linked to its entry in the index of authorities. */
export function ArticleAuthorities({ acts, cases }: { acts: readonly CitedAuthority[]; cases: readonly CitedAuthority[] }) {
  if (acts.length + cases.length === 0) return null;
  return (
    <section aria-labelledby="authorities-cited" className="mt-12 max-w-3xl" data-testid="authorities-cited">
      <h2 id="authorities-cited" className="text-xl font-semibold text-navy">
        Authorities cited
      </h2>
      <AuthorityList heading="Acts" entries={acts} />
      <AuthorityList heading="Judgments" entries={cases} />
      <p className="mt-4 text-sm">
        <a href={indexPath} className="text-teal underline underline-offset-2 hover:text-navy">
          Index of authorities
        </a>
        : every Act and judgment our articles discuss.
      </p>
    </section>
  );
}
