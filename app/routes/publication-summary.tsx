import { href } from "react-router";
import { NotFoundView } from "~/components/content/not-found-view";
import { SummaryText } from "~/components/content/summary-text";
import { TopicNames } from "~/components/content/topic-names";
import { Hero } from "~/components/layout/hero";
import { pageTitle, site } from "~/config/site";
import { type LibraryArticle, libraryArticle } from "~/lib/content/hindi-library.server";
import { plainText } from "~/lib/content/text-runs";
import { loadPage } from "~/lib/content/pages.server";
import { loadPageTexts, loadTranslations } from "~/lib/content/translations.server";
import { pdfDownloadName } from "~/lib/download-name";
import { hindiPathOf } from "~/lib/i18n/locale";
import { TranslationsProvider, useT } from "~/lib/i18n/translations";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { formatDateIn } from "../../core/dates/format-date";
import type { Route } from "./+types/publication-summary";

/**
 * /hi/publications/:id: an article's Hindi summary, then, said plainly, that the full article is in
 * English, with links to it and to its PDF (docs/decisions/0041). An article without a summary has
 * no Hindi page: the address is not found, and the English page shows no language switch.
 */
export function loader({ params }: Route.LoaderArgs) {
  const entry = /^\d+$/.test(params.id) ? libraryArticle(Number(params.id)) : null;
  if (!entry) return { entry: null, notFound: loadPage("not-found", "hi") } as const;
  const english = href("/publications/:id", { id: String(entry.id) });
  return {
    entry,
    hero: loadPage("publications", "hi").hero,
    library: loadPage("publications", "hi").title,
    home: loadTranslations("hi", "layout")["layout.nav.home"] ?? "",
    texts: loadPageTexts("hi", "library"),
    counterparts: { en: english, hi: hindiPathOf(english) },
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.entry) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { entry, counterparts, library, home } = loaderData;
  const title = plainText(entry.title);
  return [
    ...seoMeta({
      title,
      description: plainText(entry.excerpt),
      path: counterparts.en,
      locale: "hi",
      type: "article",
      image: `/img/articles/${entry.article.thumbnail}-1200.webp`,
      counterparts,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title,
        description: plainText(entry.excerpt),
        abstract: entry.keyPoints.map(plainText).join(" "),
        inLanguage: "hi-IN",
        // A summary of the English article, not a translation of it.
        isBasedOn: absoluteUrl(counterparts.en),
        datePublished: entry.written,
        dateModified: entry.written,
        author: { "@type": "Organization", name: site.name, url: absoluteUrl("/hi") },
        publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl("/img/brand/logo.svg") } },
        image: absoluteUrl(`/img/articles/${entry.article.thumbnail}-1200.webp`),
        mainEntityOfPage: absoluteUrl(counterparts.hi),
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd(
        [
          { name: library, path: hindiPathOf(href("/publications")) },
          { name: title, path: counterparts.hi },
        ],
        { name: home, path: "/hi" },
      ),
    },
  ];
};

export default function PublicationSummary({ loaderData }: Route.ComponentProps) {
  if (!loaderData.entry) return <NotFoundView page={loaderData.notFound} />;
  const { entry, hero, texts, counterparts } = loaderData;
  return (
    <TranslationsProvider texts={texts}>
      <Hero heading={plainText(entry.title)} image={hero.image} />
      <article aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <SummaryDates entry={entry} />
        <TopicNames topics={entry.topics} className="mt-4" />
        <p className="mt-6 text-lg leading-relaxed" data-testid="summary-excerpt">
          <SummaryText runs={entry.excerpt} />
        </p>
        <Staleness entry={entry} />
        <SummaryKeyPoints points={entry.keyPoints} />
        <SummaryUpdates entry={entry} />
        <FullArticle entry={entry} english={counterparts.en} />
      </article>
    </TranslationsProvider>
  );
}

/** The article's dates as the English page gives them, and the English title and author, marked English. */
function SummaryDates({ entry }: { entry: LibraryArticle }) {
  const t = useT();
  const { article } = entry;
  const date = (iso: string) => <time dateTime={iso}>{formatDateIn(iso, "hi")}</time>;
  const [lawBefore, lawAfter] = t("library.article.lawStatedAsAt").split("{date}");
  const [reviewBefore, reviewAfter] = t("library.article.lastReviewed").split("{date}");
  return (
    <div className="space-y-1 border-b border-parchment pb-6 text-slate">
      <p data-testid="article-dates">
        {t("library.article.published")} {date(article.date)} · {lawBefore}
        {date(article.lawAsAt)}
        {lawAfter}
        {article.reviewed ? (
          <>
            {" · "}
            {reviewBefore}
            {date(article.reviewed)}
            {reviewAfter}
          </>
        ) : null}
      </p>
      <p>
        {t("library.article.englishTitle")}: <cite lang="en">{article.title}</cite> · <span lang="en">{article.authorName}</span>
      </p>
    </div>
  );
}

/** What the summary does not cover yet: the article's updates, and a review, after the summary was written. */
function Staleness({ entry }: { entry: LibraryArticle }) {
  const t = useT();
  const { updates, reviewed } = entry.staleness;
  if (updates.length === 0 && reviewed === null) return null;
  return (
    <div
      role="note"
      data-testid="summary-stale"
      className="mt-6 rounded-md border border-l-4 border-brass/50 border-l-brass bg-brass-pale/40 px-5 py-4"
    >
      {updates.map((date) => (
        <p key={date}>{t("library.article.staleUpdate", { date: formatDateIn(date, "hi") })}</p>
      ))}
      {reviewed ? <p>{t("library.article.staleReview", { date: formatDateIn(reviewed, "hi") })}</p> : null}
    </div>
  );
}

function SummaryKeyPoints({ points }: { points: LibraryArticle["keyPoints"] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="key-points"
      className="mt-8 rounded-xl border border-l-4 border-parchment border-l-teal bg-white p-5"
      data-testid="key-points"
    >
      <h2 id="key-points" className="text-lg font-semibold text-navy">
        {t("library.article.keyPoints")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
        {points.map((point, i) => (
          <li key={i}>
            <SummaryText runs={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One sentence for each update the summary covers, under its date, newest first, as the English page orders them. */
function SummaryUpdates({ entry }: { entry: LibraryArticle }) {
  const t = useT();
  if (entry.updates.length === 0) return null;
  const dates = [...new Set(entry.updates.map((update) => update.date))];
  return (
    <section
      aria-labelledby="article-updates"
      data-testid="article-updates"
      className="mt-8 rounded-md border border-l-4 border-teal/40 border-l-teal bg-white px-5 py-4 shadow-sm"
    >
      <h2 id="article-updates" className="text-xl font-semibold text-navy">
        {t("library.article.updates")}
      </h2>
      <p className="mt-1 text-sm text-slate">{t("library.article.updatesIntro", { date: formatDateIn(entry.article.date, "hi") })}</p>
      <ol className="mt-4 space-y-4">
        {dates.map((date) => (
          <li key={date} className="border-t border-parchment pt-3 first:border-t-0 first:pt-0">
            <time dateTime={date} className="text-sm font-semibold tracking-wide text-teal">
              {formatDateIn(date, "hi")}
            </time>
            {entry.updates
              .filter((update) => update.date === date)
              .map((update, i) => (
                <p key={i} data-testid="article-update" className="mt-2 leading-relaxed">
                  <SummaryText runs={update.text} />
                </p>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The full article is in English: said plainly, with the way to it and to its PDF. */
function FullArticle({ entry, english }: { entry: LibraryArticle; english: string }) {
  const t = useT();
  const link = "inline-flex min-h-11 items-center rounded-md px-5 font-semibold";
  return (
    <section className="mt-10 space-y-4 border-t border-parchment pt-6" data-testid="full-article">
      <p className="text-sm text-slate">{t("library.article.written", { date: formatDateIn(entry.written, "hi") })}</p>
      <p className="leading-relaxed font-semibold text-navy">{t("library.article.englishOnly")}</p>
      <div className="flex flex-wrap gap-3">
        <a href={english} hrefLang="en-IN" className={`${link} bg-navy text-ivory hover:bg-slate`}>
          {t("library.article.readEnglish")}
        </a>
        <a
          href={`/publications/${entry.article.pdf}`}
          hrefLang="en-IN"
          type="application/pdf"
          download={pdfDownloadName(entry.article.title)}
          className={`${link} border border-navy/20 bg-white text-navy hover:bg-parchment`}
        >
          {t("library.article.downloadPdf")}
        </a>
      </div>
    </section>
  );
}
