import { href } from "react-router";
import type { ArticleSummary } from "~/lib/content/articles.server";

type Neighbour = Pick<ArticleSummary, "id" | "title"> | null;

export function ArticlePager({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const cell = "flex min-h-11 flex-col rounded-lg border border-parchment bg-white p-4 hover:border-brass";
  return (
    <nav aria-label="More publications" className="mt-14 grid gap-4 sm:grid-cols-2 print:hidden">
      {previous ? (
        <a href={href("/publications/:id", { id: String(previous.id) })} rel="prev" className={cell}>
          <span className="text-sm text-slate">Previous</span>
          <span className="font-medium text-navy">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={href("/publications/:id", { id: String(next.id) })} rel="next" className={`${cell} sm:text-right`}>
          <span className="text-sm text-slate">Next</span>
          <span className="font-medium text-navy">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
