/**
 * The choices the publications' lists make, as pure functions of the articles (no content read
 * here): related articles, pages of a list, and years with their counts. The server's loaders and
 * the prerender list (react-router.config.ts) both use them, so a page is built exactly when a
 * link to it is shown.
 */

/** What the lists need of an article. */
export type Listed = { id: number; date: string; topics: readonly { slug: string }[] };

/** Newest first; on the same date, the lower id first, so the order never depends on file order. */
export const newestFirst = (a: Pick<Listed, "id" | "date">, b: Pick<Listed, "id" | "date">) => b.date.localeCompare(a.date) || a.id - b.id;

/**
 * Up to `count` other articles: those sharing the most topics first (newest first among equals),
 * then the newest of the rest, so that an article on a topic no other article shares still ends
 * with something to read next.
 */
export function chooseRelated<T extends Listed>(article: Pick<Listed, "id" | "topics">, all: readonly T[], count: number): T[] {
  const mine = new Set(article.topics.map((t) => t.slug));
  return all
    .filter((a) => a.id !== article.id)
    .map((a) => ({ a, shared: a.topics.filter((t) => mine.has(t.slug)).length }))
    .sort((x, y) => y.shared - x.shared || newestFirst(x.a, y.a))
    .slice(0, count)
    .map(({ a }) => a);
}

/** How many pages a list of `total` has: at least one, so an empty list still has its page. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** One page (1-based) of a list; null for a page that does not exist. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCountOf(items.length, perPage)) return null;
  return items.slice((page - 1) * perPage, page * perPage);
}

/** A page number as an address writes it: "2" and up (page 1 is the list's own address); NaN otherwise. */
export function parsePageNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  return /^[2-9]$|^[1-9]\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The year an article was published, as its address writes it ("2024"). */
export const yearOf = (article: Pick<Listed, "date">) => article.date.slice(0, 4);

export type YearCount = { year: string; count: number };

/** The years the articles were published in, newest first, each with how many. */
export function yearCounts(articles: readonly Pick<Listed, "date">[]): YearCount[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(yearOf(article), (counts.get(yearOf(article)) ?? 0) + 1);
  return [...counts].map(([year, count]) => ({ year, count })).sort((a, b) => b.year.localeCompare(a.year));
}

/** The articles of one year, in the order given; empty for a year that is not four digits. */
export function articlesOfYear<T extends Pick<Listed, "date">>(articles: readonly T[], year: string): T[] {
  return /^\d{4}$/.test(year) ? articles.filter((a) => yearOf(a) === year) : [];
}
