import { href } from "react-router";
import type { ArticleSummary } from "~/lib/content/articles.server";
import { formatDate } from "../../../core/dates/format-date";

type RecentPostsProps = {
  /** Newest first: every publication, or the newest of them when there are many. */
  articles: readonly ArticleSummary[];
  /** How many publications there are in all; beyond the listed ones the sidebar links to the list. */
  total: number;
  currentId?: number;
};

/** The Recent Posts sidebar, hidden on small screens: every title while there are few, then the newest. */
export function RecentPosts({ articles, total, currentId }: RecentPostsProps) {
  return (
    <aside aria-labelledby="recent-posts" className="hidden lg:block print:hidden" data-testid="recent-posts">
      <div className="sticky top-28 rounded-xl border border-parchment bg-white p-5">
        <h2 id="recent-posts" className="text-lg font-semibold text-navy">
          Recent Posts
        </h2>
        <ol className="mt-3 divide-y divide-parchment">
          {articles.map((article) => (
            <li key={article.id} className="py-3">
              <time dateTime={article.date} className="block text-xs text-slate">
                {formatDate(article.date)}
              </time>
              <a
                href={href("/publications/:id", { id: String(article.id) })}
                aria-current={article.id === currentId ? "page" : undefined}
                className="mt-0.5 block text-[0.95rem] leading-snug font-medium text-ink hover:text-teal aria-[current=page]:text-teal"
              >
                {article.title}
              </a>
            </li>
          ))}
        </ol>
        {total > articles.length ? (
          <a href={href("/publications")} className="mt-2 inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
            {`All ${total} publications`}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
