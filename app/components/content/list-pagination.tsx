import { href } from "react-router";

/**
 * The list's own URL for page n: /publications for the first, /publications/page/n after; a topic's
 * list (base /publications/topics/<slug>) continues the same way under its own address.
 */
export function listPagePath(page: number, base: string = href("/publications")): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The pager's words ("Previous", "Next", and "Page" said to a screen reader): English unless a page in another language gives its own. */
export type PagerWords = { label: string; previous: string; next: string; page: string };
const englishWords: PagerWords = { label: "Pages of publications", previous: "Previous", next: "Next", page: "Page" };

/** Links to every page of the list at `base`; nothing when there is only one. */
export function ListPagination({ page, pageCount, base, words = englishWords }: { page: number; pageCount: number; base?: string; words?: PagerWords }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const step = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-parchment bg-white px-3 font-medium hover:border-teal hover:text-teal";
  return (
    <nav aria-label={words.label} className="mt-10 print:hidden">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={listPagePath(page - 1, base)} rel="prev" className={step}>
              {words.previous}
              <span className="sr-only"> {words.page.toLowerCase()}</span>
            </a>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <a
              href={listPagePath(n, base)}
              aria-current={n === page ? "page" : undefined}
              className={`${step} aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-ivory`}
            >
              <span className="sr-only">{words.page} </span>
              {n}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={listPagePath(page + 1, base)} rel="next" className={step}>
              {words.next}
              <span className="sr-only"> {words.page.toLowerCase()}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
