import { Link, href } from "react-router";
import type { ArticleSummary } from "~/lib/content/articles.server";
import { formatDate } from "../../../core/dates/format-date";

/** The Recent Posts sidebar: every publication, newest first; hidden on small screens. */
export function RecentPosts({ articles, currentId }: { articles: readonly ArticleSummary[]; currentId?: number }) {
  return (
    <aside aria-labelledby="recent-posts" className="hidden lg:block print:hidden" data-testid="recent-posts">
      <div className="sticky top-28 rounded-xl border border-parchment bg-white p-5">
        <h2 id="recent-posts" className="text-lg font-semibold text-navy">
          Recent Posts
        </h2>
        <ol className="mt-3 divide-y divide-parchment">
          {articles.map((article) => (
            <li key={article.id} className="py-3">
              <time dateTime={article.date} className="block text-xs tracking-wide text-slate uppercase">
                {formatDate(article.date)}
              </time>
              <Link
                to={href("/publications/:id", { id: String(article.id) })}
                aria-current={article.id === currentId ? "page" : undefined}
                className="mt-0.5 block text-[0.95rem] leading-snug font-medium text-ink hover:text-teal aria-[current=page]:text-teal"
              >
                {article.title}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}
