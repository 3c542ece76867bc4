import { href } from "react-router";
import type { ArticleSummary } from "~/lib/content/articles.server";
import { languageTag } from "~/lib/i18n/locale";
import { type DateLanguage, formatDateIn } from "../../../core/dates/format-date";

/** A titled list of articles (title, date and author), for member, service and article pages. */
type ArticleLinkListProps = {
  heading: string;
  articles: readonly ArticleSummary[];
  headingId: string;
  /** The list's language when it is not the page's (English articles on a Hindi page). */
  lang?: string;
  /** The page's language for the dates: a Hindi page names the months in Hindi (hi-IN). */
  dateLanguage?: DateLanguage;
};

export function ArticleLinkList({ heading, articles, headingId, lang, dateLanguage = "en" }: ArticleLinkListProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <h2 id={headingId} className="text-xl font-semibold text-navy">
        {heading}
      </h2>
      <ul lang={lang} className="mt-3 divide-y divide-parchment">
        {articles.map((article) => (
          <li key={article.id} className="py-3">
            <a href={href("/publications/:id", { id: String(article.id) })} className="font-medium text-navy underline decoration-brass/60 underline-offset-4 hover:text-teal hover:decoration-teal">
              {article.title}
            </a>
            <p className="mt-0.5 text-sm text-slate">
              <time dateTime={article.date} lang={dateLanguage === "en" ? undefined : languageTag[dateLanguage]}>
                {formatDateIn(article.date, dateLanguage)}
              </time>{" "}
              · {article.authorName}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
