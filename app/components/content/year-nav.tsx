import type { YearCount } from "~/lib/content/article-lists";

/**
 * Plain links to the prerendered year pages of a list (`base` is /publications or a topic's page),
 * each with its count: filtering by year needs no script.
 */
export function YearNav({ years, base, current }: { years: readonly YearCount[]; base: string; current?: string }) {
  if (years.length === 0) return null;
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border border-parchment bg-white px-4 text-sm font-medium text-ink hover:border-teal hover:text-teal aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-ivory";
  return (
    <nav aria-label="Years" className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={base} aria-current={current === undefined ? "page" : undefined} className={linkClass}>
            All years
          </a>
        </li>
        {years.map(({ year, count }) => (
          <li key={year}>
            <a href={`${base}/year/${year}`} aria-current={year === current ? "page" : undefined} className={linkClass}>
              {year}
              <span className="ml-1.5 text-xs opacity-75">
                <span className="sr-only">(</span>
                {count}
                <span className="sr-only"> {count === 1 ? "article" : "articles"})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
