import type { HindiTopic } from "~/lib/content/hindi-library.server";
import { useT } from "~/lib/i18n/translations";

/**
 * An article's topics on the Hindi pages, by their Hindi names. Plain labels, not links: the topic
 * pages are in English only (docs/decisions/0041).
 */
export function TopicNames({ topics, className }: { topics: readonly HindiTopic[]; className?: string }) {
  const t = useT();
  return (
    <ul className={`flex flex-wrap gap-2 ${className ?? ""}`} aria-label={t("library.list.topics")}>
      {topics.map((topic) => (
        <li key={topic.slug} lang={topic.en ? "en" : undefined} className="inline-flex min-h-8 items-center rounded-full bg-parchment/60 px-3 text-sm font-medium text-navy">
          {topic.name}
        </li>
      ))}
    </ul>
  );
}
