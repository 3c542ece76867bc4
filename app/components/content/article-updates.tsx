import type { RenderedUpdate } from "~/lib/content/articles.server";
import { formatDate } from "../../../core/dates/format-date";

/** Notes of the same date share one dated entry; the entries stay newest first. */
function byDate(updates: readonly RenderedUpdate[]): { date: string; notes: RenderedUpdate[] }[] {
  const groups: { date: string; notes: RenderedUpdate[] }[] = [];
  for (const update of updates) {
    const last = groups.at(-1);
    if (last?.date === update.date) last.notes.push(update);
    else groups.push({ date: update.date, notes: [update] });
  }
  return groups;
}

/**
 * What changed after the article was written, newest first, above the body: the body is left as
 * it was written, and the reader sees the changes before relying on it.
 */
export function ArticleUpdates({ updates, published }: { updates: readonly RenderedUpdate[]; published: string }) {
  if (updates.length === 0) return null;
  return (
    <section
      aria-labelledby="article-updates"
      data-testid="article-updates"
      className="mt-8 max-w-3xl rounded-md border border-teal/40 border-l-4 border-l-teal bg-white px-5 py-4 shadow-sm print:shadow-none"
    >
      <h2 id="article-updates" className="font-serif text-xl font-semibold text-navy">
        Updates
      </h2>
      <p className="mt-1 text-sm text-slate">Notes added since the article was written on {formatDate(published)}, newest first.</p>
      <ol className="mt-4 space-y-4">
        {byDate(updates).map((group) => (
          <li key={group.date} className="border-t border-parchment pt-3 first:border-t-0 first:pt-0">
            <time dateTime={group.date} className="text-sm font-semibold tracking-wide text-teal">
              {formatDate(group.date)}
            </time>
            {group.notes.map((note) => (
              <div key={note.text} data-testid="article-update" className="update-note mt-2 text-[0.98rem] leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: note.html }} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
