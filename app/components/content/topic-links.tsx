import { href } from "react-router";
import type { TopicRef } from "~/lib/content/articles.server";

/** An article's topics, each a link to its topic page. */
export function TopicLinks({ topics, className }: { topics: readonly TopicRef[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className ?? ""}`} aria-label="Topics">
      {topics.map((topic) => (
        <li key={topic.slug}>
          <a
            href={href("/publications/topics/:topic", { topic: topic.slug })}
            className="inline-flex min-h-8 items-center rounded-full bg-parchment/60 px-3 text-sm font-medium text-navy hover:text-teal"
          >
            {topic.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
