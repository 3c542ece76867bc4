import { href } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ArticleSummary } from "~/lib/content/articles.server";
import { formatDate } from "../../../core/dates/format-date";

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const url = href("/publications/:id", { id: String(article.id) });
  return (
    <li className="grid gap-5 rounded-xl border border-parchment bg-white p-4 shadow-sm sm:grid-cols-[16rem_1fr] sm:p-5" data-testid="article-item">
      <Picture kind="articles" name={article.thumbnail} alt="" sizes="(min-width: 640px) 16rem, 92vw" className="aspect-[16/9] h-auto w-full rounded-lg object-cover" />
      <div>
        <h2 className="text-xl leading-snug font-semibold text-navy">
          <a href={url} className="hover:text-teal">
            {article.title}
          </a>
        </h2>
        <p className="mt-1 text-sm text-slate">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.authorName} · {article.readingMinutes} min read
        </p>
        <p className="mt-3 leading-relaxed">{article.excerpt}</p>
        <a href={url} className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-2">
          Read More<span className="sr-only">: {article.title}</span>
        </a>
      </div>
    </li>
  );
}
