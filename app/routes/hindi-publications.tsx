import { href } from "react-router";
import { ListPagination, listPagePath } from "~/components/content/list-pagination";
import { NotFoundView } from "~/components/content/not-found-view";
import { SummaryCard } from "~/components/content/summary-card";
import { Hero } from "~/components/layout/hero";
import { pageTitle } from "~/config/site";
import { PublicationSearch } from "~/features/publication-search/publication-search";
import { parsePageNumber } from "~/lib/content/article-lists";
import { type LibraryEntry, libraryPage, libraryPageCount } from "~/lib/content/hindi-library.server";
import { loadPage } from "~/lib/content/pages.server";
import { loadPageTexts, loadTranslations } from "~/lib/content/translations.server";
import { hindiPathOf } from "~/lib/i18n/locale";
import { TranslationsProvider, useT } from "~/lib/i18n/translations";
import { hindiFeedLinks } from "~/lib/feeds";
import { searchIndexPath, searchTextPath } from "~/lib/publication-search";
import { seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/hindi-publications";

/**
 * /hi/publications and /hi/publications/page/N: the articles that have a Hindi summary, in the
 * English list's order, twelve to a page, each linking to its summary (docs/decisions/0041). The
 * first page exists even before any summary does, and says so; a page past the last is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  const pageNumber = parsePageNumber(params.page);
  const entries = libraryPage(pageNumber);
  const notFound = loadPage("not-found", "hi");
  if (!entries) return { entries: null, notFound } as const;
  const words = loadTranslations("hi", "library", "layout");
  const say = (key: string) => words[key] ?? key;
  return {
    page: loadPage("publications", "hi"),
    entries,
    pageNumber,
    pageCount: libraryPageCount(),
    texts: loadPageTexts("hi", "library"),
    home: say("layout.nav.home"),
    // The search box's words, as its element reads them (publication-search-element.ts).
    search: {
      region: say("library.search.region"),
      label: say("library.search.label"),
      placeholder: say("library.search.placeholder"),
      results: say("library.search.results"),
      texts: {
        searching: say("library.search.searching"),
        failed: say("library.search.failed"),
        none: say("library.search.none"),
        one: say("library.search.one"),
        many: say("library.search.many"),
        shown: say("library.search.shown"),
        foundIn: say("library.search.foundIn"),
      },
      indexPath: hindiPathOf(searchIndexPath),
      textPath: hindiPathOf(searchTextPath),
      articlePath: hindiPathOf(href("/publications/:id", { id: ":id" })),
      language: "hi",
    },
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData.entries) return [{ title: pageTitle(loaderData.notFound.title) }, { name: "robots", content: "noindex" }];
  const { page, pageNumber, pageCount, home } = loaderData;
  const englishPath = listPagePath(pageNumber);
  const path = hindiPathOf(englishPath);
  const heading = pageNumber > 1 ? `${page.title}, पृष्ठ ${pageNumber}/${pageCount}` : page.title;
  const crumbs = [
    { name: page.title, path: hindiPathOf(href("/publications")) },
    ...(pageNumber > 1 ? [{ name: `पृष्ठ ${pageNumber}`, path }] : []),
  ];
  return [
    ...seoMeta({
      title: pageTitle(heading),
      description: page.description,
      path: englishPath,
      locale: "hi",
      counterparts: { en: englishPath, hi: path },
    }),
    // The Hindi library's own feeds, before the site's (which the root announces on every page).
    ...hindiFeedLinks.map((feed) => ({
      tagName: "link",
      rel: "alternate",
      type: feed.type,
      href: feed.path,
      title: `${page.title} (${feed.format})`,
    })),
    { "script:ld+json": breadcrumbJsonLd(crumbs, { name: home, path: "/hi" }) },
  ];
};

export default function HindiPublications({ loaderData }: Route.ComponentProps) {
  if (!loaderData.entries) return <NotFoundView page={loaderData.notFound} />;
  const { page, entries, pageNumber, pageCount, texts, search } = loaderData;
  return (
    <TranslationsProvider texts={texts}>
      <Hero {...page.hero} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-14 sm:px-6 lg:py-20">
        <HindiLibraryIntro />
        {entries.length > 0 ? <PublicationSearch box={search} /> : null}
        <HindiList entries={entries} pageNumber={pageNumber} pageCount={pageCount} />
      </div>
    </TranslationsProvider>
  );
}

function HindiLibraryIntro() {
  const t = useT();
  return (
    <div className="space-y-3 leading-relaxed">
      <p>{t("library.list.intro")}</p>
      <p className="print:hidden">
        <a href={href("/publications")} hrefLang="en-IN" className="font-semibold text-teal underline underline-offset-2 hover:text-navy">
          {t("library.list.allEnglish")}
        </a>
      </p>
    </div>
  );
}

function HindiList({ entries, pageNumber, pageCount }: { entries: readonly LibraryEntry[]; pageNumber: number; pageCount: number }) {
  const t = useT();
  if (entries.length === 0) return <p>{t("library.list.none")}</p>;
  const label = pageCount > 1 ? t("library.list.labelPage", { page: pageNumber, count: pageCount }) : t("library.list.label");
  return (
    <>
      <ul className="space-y-6" aria-label={label}>
        {entries.map((entry) => (
          <SummaryCard key={entry.id} entry={entry} />
        ))}
      </ul>
      <ListPagination
        page={pageNumber}
        pageCount={pageCount}
        base={hindiPathOf(href("/publications"))}
        words={{
          label: t("library.pager.label"),
          previous: t("library.pager.previous"),
          next: t("library.pager.next"),
          page: t("library.pager.page"),
        }}
      />
    </>
  );
}
