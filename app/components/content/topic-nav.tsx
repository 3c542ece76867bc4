import { href } from "react-router";

type TopicLink = { slug: string; name: string; count: number };

/** Plain links to the prerendered topic pages: filtering the list needs no script. */
export function TopicNav({ topics, current }: { topics: readonly TopicLink[]; current?: string }) {
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border border-parchment bg-white px-4 text-sm font-medium text-ink hover:border-teal hover:text-teal aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-ivory";
  return (
    <nav aria-label="Topics" className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={href("/publications")} aria-current={current === undefined ? "page" : undefined} className={linkClass}>
            All topics
          </a>
        </li>
        {topics
          .filter((topic) => topic.count > 0)
          .map((topic) => (
            <li key={topic.slug}>
              <a
                href={href("/publications/topics/:topic", { topic: topic.slug })}
                aria-current={topic.slug === current ? "page" : undefined}
                className={linkClass}
              >
                {topic.name}
                <span className="ml-1.5 text-xs opacity-75">
                  <span className="sr-only">(</span>
                  {topic.count}
                  <span className="sr-only"> articles)</span>
                </span>
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
