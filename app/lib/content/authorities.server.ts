import { type IndexEntry, type LabelledAuthority, authorityIndex, compareAuthorities } from "./authorities";
import { contentTree } from "./content-source.server";

/** What an article's "Authorities cited" list shows of one entry: the entry and the other articles citing it. */
export type CitedAuthority = LabelledAuthority & { alsoIn: { id: number; title: string }[] };

/** Every Act and judgment the articles cite, alphabetically, each with where it is cited. */
export function siteAuthorityIndex(): { acts: IndexEntry[]; cases: IndexEntry[] } {
  return authorityIndex(contentTree().articles.map((a) => ({ id: a.data.id, title: a.data.title, authorities: a.authorities })));
}

/** The authorities one article cites (Acts, then judgments, each alphabetically), with the other articles that cite them. */
export function authoritiesCitedIn(articleId: number): { acts: CitedAuthority[]; cases: CitedAuthority[] } {
  const { acts, cases } = siteAuthorityIndex();
  const mine = (entries: IndexEntry[]) =>
    entries
      .filter((entry) => entry.articles.some((a) => a.id === articleId))
      .sort(compareAuthorities)
      .map(({ articles, ...entry }) => ({ ...entry, alsoIn: articles.filter((a) => a.id !== articleId).map(({ id, title }) => ({ id, title })) }));
  return { acts: mine(acts), cases: mine(cases) };
}
