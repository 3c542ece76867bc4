import type { RenderedUpdate } from "~/lib/content/articles.server";
import { formatDate } from "~/lib/format-date";

/**
 * What changed in the law after the article was written, newest first, above the body: the body is
 * left as it was written, and the reader sees the changes before relying on it.
 */
export function ArticleUpdates({ updates, published }: { updates: readonly RenderedUpdate[]; published: string }) {
  if (updates.length === 0) return null;
  return (
    <section aria-labelledby="article-updates" data-testid="article-updates" className="mt-8 max-w-3xl rounded-md border border-teal/40 border-l-4 border-l-teal bg-white px-5 py-4 shadow-sm print:shadow-none">
      <h2 id="article-updates" className="font-serif text-xl font-semibold text-navy">
        Updates
      </h2>
      <p className="mt-1 text-sm text-slate">Changes in the law since the article was written on {formatDate(published)}, newest first.</p>
      <ol className="mt-4 space-y-4">
        {updates.map((update) => (
          <li key={`${update.date}-${update.text.slice(0, 40)}`} className="border-t border-parchment pt-3 first:border-t-0 first:pt-0">
            <time dateTime={update.date} className="text-sm font-semibold tracking-wide text-teal">
              {formatDate(update.date)}
            </time>
            <div className="update-note mt-1 text-[0.98rem] leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: update.html }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
