import type { ReactNode } from "react";
import type { Article, ArticleSummary } from "~/lib/content/articles.server";
import type { TeamMemberFields } from "~/lib/content/schemas";
import { pdfDownloadName } from "~/lib/download-name";
import { formatDate } from "../../../core/dates/format-date";
import type { CitedAuthority } from "~/lib/content/authorities.server";
import { ArticleAuthorities } from "./article-authorities";
import { ArticleLinkList } from "./article-link-list";
import { ArticlePager } from "./article-pager";
import { ArticleUpdates } from "./article-updates";
import { AuthorCard } from "./author-card";
import { KeyPoints } from "./key-points";
import { Prose } from "./prose";
import { RecentPosts } from "./recent-posts";
import { TableOfContents } from "./table-of-contents";
import { TopicLinks } from "./topic-links";

type ArticleViewProps = {
  article: Article;
  recent: { articles: readonly ArticleSummary[]; total: number };
  author: Pick<TeamMemberFields, "id" | "name" | "designation" | "image"> | null;
  related: readonly ArticleSummary[];
  /** Controls that need script (the citation copier), composed by the route. */
  children?: ReactNode;
  previous: Pick<ArticleSummary, "id" | "title"> | null;
  next: Pick<ArticleSummary, "id" | "title"> | null;
  /** The Acts and judgments the article cites, for its "Authorities cited" list. */
  authorities: { acts: readonly CitedAuthority[]; cases: readonly CitedAuthority[] };
};

export function ArticleView({ article, recent, author, related, children, previous, next, authorities }: ArticleViewProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:py-16">
      <article aria-labelledby="page-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-parchment pb-6 print:pb-2">
          <p className="flex flex-col text-slate sm:flex-row sm:flex-wrap sm:gap-x-1.5" data-testid="article-dates">
            <time dateTime={article.date} className="whitespace-nowrap">
              {formatDate(article.date)}
            </time>
            <span aria-hidden="true" className="hidden sm:inline">
              {" · "}
            </span>
            <span className="whitespace-nowrap">
              Law stated as at <time dateTime={article.lawAsAt}>{formatDate(article.lawAsAt)}</time>
            </span>
            {article.reviewed ? (
              <>
                <span aria-hidden="true" className="hidden sm:inline">
                  {" · "}
                </span>
                <span className="whitespace-nowrap">
                  last reviewed <time dateTime={article.reviewed}>{formatDate(article.reviewed)}</time>
                </span>
              </>
            ) : null}
            <span aria-hidden="true" className="hidden sm:inline">
              {" · "}
            </span>
            <span className="whitespace-nowrap">{article.readingMinutes} min read</span>
          </p>
          <a
            href={`/publications/${article.pdf}`}
            download={pdfDownloadName(article.title)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-navy px-5 font-semibold text-ivory hover:bg-ink print:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </svg>
            Download PDF
          </a>
        </div>
        <TopicLinks topics={article.topics} className="mt-4 print:hidden" />
        <KeyPoints points={article.keyPoints} />
        <ArticleUpdates updates={article.updates} published={article.date} />
        <div className="mt-8 lg:hidden print:hidden">
          <TableOfContents entries={article.toc} headingId="toc-heading-inline" />
        </div>
        <Prose html={article.html} className="mt-8 max-w-3xl" />
        <ArticleAuthorities
          acts={authorities.acts}
          cases={authorities.cases}
          referencesAbove={article.toc.some((entry) => entry.depth === 2 && /^references$/i.test(entry.text.trim()))}
        />
        {author ? <AuthorCard author={author} /> : null}
        {children}
        <div className="mt-12">
          <ArticleLinkList heading="Related articles" headingId="related-articles" articles={related} />
        </div>
        <ArticlePager previous={previous} next={next} />
      </article>
      <div className="hidden space-y-6 lg:block print:hidden">
        <TableOfContents entries={article.toc} headingId="toc-heading" />
        <RecentPosts articles={recent.articles} total={recent.total} currentId={article.id} />
      </div>
    </div>
  );
}
