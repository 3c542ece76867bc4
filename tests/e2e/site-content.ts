/**
 * The content and the route table as the site reads them, with no Playwright in it, so that the
 * journeys (through playwright-utils.ts) and the checks of the built pages
 * (scripts/lib/built-pages.build.test.ts) expect the same titles, headings and addresses. Nothing
 * here counts entries: every list comes from content/ and grows with it.
 */
import { href } from "react-router";
import { join } from "node:path";
import { site } from "../../app/config/site.ts";
import { articleModified } from "../../app/lib/content/article-dates.ts";
import { authorityIndex } from "../../app/lib/content/authorities.ts";
import { loadContentTree } from "../../app/lib/content/content-tree.server.ts";
import type {
  ArticleFields,
  EventsContent,
  MediaReportsContent,
  PageName,
  ServiceFields,
  HindiPageName,
  TeamMemberFields,
  Topic,
  TranslationKind,
} from "../../app/lib/content/schemas.ts";
import { ARTICLES_PER_PAGE } from "../../app/lib/content/list-pages.ts";
import { hindiPathOf, pagesWithHindi } from "../../app/lib/i18n/locale.ts";

export { site };

/* ------------------------------------------------------------------------------------------------
 * Content, read at test time
 * ---------------------------------------------------------------------------------------------- */

/** The content as the site reads it: the same parser and schemas, so the tests expect what the pages show. */
const tree = loadContentTree(join(process.cwd(), "content"));

export type PageYaml = {
  title: string;
  description: string;
  hero: { heading: string; subtitle?: string; image: string };
  [key: string]: unknown;
};

/** A page's validated content, typed by the spec as the fields it reads. */
export function loadPageContent<T extends PageYaml = PageYaml>(name: PageName): T {
  return tree.pages[name] as unknown as T;
}

/** A Hindi page's copy, content/pages/hi/<name>.yaml, as the site reads it. */
export function loadHindiPageContent<T extends PageYaml = PageYaml>(name: HindiPageName): T {
  return tree.hindi.pages[name] as unknown as T;
}

/** The interface texts of one kind, content/translations/<locale>/<kind>.yaml, flattened ("nav.home"). */
export function textsOf(locale: "en" | "hi", kind: TranslationKind): Record<string, string> {
  return tree.translations[locale][kind];
}

/** A text by key that must exist. */
export function text(locale: "en" | "hi", kind: TranslationKind, key: string): string {
  const value = textsOf(locale, kind)[key];
  if (value === undefined) throw new Error(`No ${locale} text ${kind}.${key}`);
  return value;
}

/** A menu entry's label in a language (its key in layout.yaml's nav group). */
export const navTitle = (link: { key: string }, locale: "en" | "hi" = "en") => text(locale, "layout", `nav.${link.key}`);

export const disclaimerText = { en: textsOf("en", "disclaimer"), hi: textsOf("hi", "disclaimer") };

export type TeamMemberContent = TeamMemberFields & {
  /** The body's paragraphs. */
  overview: string[];
};

export const team: TeamMemberContent[] = tree.team.map(({ data, body }) => ({
  ...data,
  overview: body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean),
}));

export type ArticleContent = ArticleFields & {
  /** The MDX body. */
  body: string;
};

/** Each article with its dated notes newest first, as the page shows them. */
export const articles: ArticleContent[] = tree.articles.map(({ data, body }) => ({
  ...data,
  updates: data.updates
    .map((u, i) => ({ u, i }))
    .sort((a, b) => b.u.date.localeCompare(a.u.date) || a.i - b.i)
    .map(({ u }) => u),
  body,
}));

export { articleModified };

/** The index of authorities the content's <Authority> marks make (app/lib/content/authorities.ts). */
export const authorities = authorityIndex(tree.articles.map((a) => ({ id: a.data.id, title: a.data.title, authorities: a.authorities })));

export type ServiceContent = ServiceFields;
export const services: ServiceContent[] = tree.services.map((entry) => entry.data);
/** The Hindi text of each practice page, by slug. */
export const hindiServices: ServiceContent[] = tree.hindi.services.map((entry) => entry.data);

export type { EventsContent, MediaReportsContent };
export const events: EventsContent = tree.events;
export const mediaReports: MediaReportsContent = tree.mediaReports;

export type TopicContent = Topic;
export const topics: TopicContent[] = tree.topics;

/** The articles' Hindi summaries as the Hindi pages show them: each text's runs joined, the English runs listed. */
export type SummaryContent = {
  article: number;
  written: string;
  path: string;
  title: string;
  excerpt: string;
  keyPoints: string[];
  updates: { date: string; text: string }[];
  english: string[];
};
const joined = (runs: readonly { text: string }[]) => runs.map((run) => run.text).join("");
export const summaries: SummaryContent[] = tree.summaries.map((summary) => ({
  article: summary.article,
  written: summary.written,
  path: `/hi/publications/${summary.article}`,
  title: joined(summary.title),
  excerpt: joined(summary.excerpt),
  keyPoints: summary.keyPoints.map(joined),
  updates: summary.updates.map((update) => ({ date: update.date, text: joined(update.text) })),
  english: [summary.title, summary.excerpt, ...summary.keyPoints, ...summary.updates.map((u) => u.text)].flatMap((runs) =>
    runs.filter((run) => run.en).map((run) => run.text),
  ),
}));

/* ------------------------------------------------------------------------------------------------
 * The route table
 * ---------------------------------------------------------------------------------------------- */

/** The spec's fixed home title and the title form of every other page. */
export const HOME_TITLE = "Law firm - Delhi, India";
export const titleOf = (page: string) => `${page} | ${site.name} | Law Firm - Delhi, India`;

export type RouteExpectation = {
  path: string;
  title: string;
  heading: string;
  /** The hero's subtitle, when the content fixes it. */
  subtitle?: string;
  /**
   * What kind of page it is: pages of one kind share their route module and layout, so the
   * browser checks one of each kind and the build-output check every one.
   */
  kind: string;
};

function pageRoute(path: string, name: PageName): RouteExpectation {
  const page = loadPageContent(name);
  return { path, title: titleOf(page.title), heading: page.hero.heading, subtitle: page.hero.subtitle, kind: name };
}

const servicesPage = loadPageContent("services");
const publicationsPage = loadPageContent("publications");
const listPages = Math.ceil(articles.length / ARTICLES_PER_PAGE);

/** Every canonical route of the route table, in menu order. */
export const routes: RouteExpectation[] = [
  {
    path: href("/"),
    title: HOME_TITLE,
    heading: loadPageContent("home").hero.heading,
    subtitle: loadPageContent("home").hero.subtitle,
    kind: "home",
  },
  pageRoute(href("/team"), "team"),
  ...team.map((m) => ({
    path: href("/team/:id", { id: String(m.id) }),
    title: titleOf(m.name),
    heading: m.name,
    subtitle: m.designation,
    kind: "member",
  })),
  pageRoute(href("/publications"), "publications"),
  ...Array.from({ length: listPages - 1 }, (_, i) => {
    const n = i + 2;
    return {
      path: href("/publications/page/:page", { page: String(n) }),
      title: titleOf(`${publicationsPage.title}, page ${n} of ${listPages}`),
      heading: publicationsPage.hero.heading,
      kind: "publications-page",
    };
  }),
  ...topics.map((t) => ({
    path: href("/publications/topics/:topic", { topic: t.slug }),
    title: titleOf(`${t.name}: ${publicationsPage.title}`),
    heading: t.name,
    subtitle: t.description,
    kind: "topic",
  })),
  ...articles.map((a) => ({ path: href("/publications/:id", { id: String(a.id) }), title: a.title, heading: a.title, kind: "article" })),
  { path: href("/publications/authorities"), title: titleOf("Index of authorities"), heading: "Index of authorities", kind: "authorities" },
  ...services.map((s) => ({
    path: href(`/services/${s.slug}`),
    title: titleOf(s.title),
    heading: servicesPage.hero.heading,
    subtitle: s.summary,
    kind: "service",
  })),
  pageRoute(href("/calculator/court-fee-calculator"), "court-fee-calculator"),
  pageRoute(href("/calculator/arbitration-fee-calculator"), "arbitration-fee-calculator"),
  pageRoute(href("/events"), "events"),
  pageRoute(href("/contact"), "contact"),
  pageRoute(href("/media-reports"), "media-reports"),
  pageRoute(href("/career"), "career"),
  pageRoute(href("/login"), "login"),
];

/**
 * The publications' year pages and a topic's later pages and year pages: in the sitemap like every
 * page, but each kind is walked by one journey (publication-library.spec.ts), not one test a page.
 */
const yearsOf = (list: readonly { date: string }[]) => [...new Set(list.map((a) => a.date.slice(0, 4)))];
export const libraryFilterPaths: string[] = [
  ...yearsOf(articles).map((year) => href("/publications/year/:year", { year })),
  ...topics.flatMap((t) => {
    const theirs = articles.filter((a) => a.topics.includes(t.slug));
    return [
      ...Array.from({ length: Math.max(0, Math.ceil(theirs.length / ARTICLES_PER_PAGE) - 1) }, (_, i) =>
        href("/publications/topics/:topic/page/:page", { topic: t.slug, page: String(i + 2) }),
      ),
      ...yearsOf(theirs).map((year) => href("/publications/topics/:topic/year/:year", { topic: t.slug, year })),
    ];
  }),
];

/** Every route is meant to be found by search engines, the sign-in screen included (SEO bar 100). */
export const indexableRoutes = routes;

/** The Hindi pages, at the English page's path under /hi/ (app/lib/i18n/locale.ts). */
export const hindiPaths = pagesWithHindi.map((path) => hindiPathOf(path));

export type HindiRouteExpectation = {
  path: string;
  /** The English counterpart, which the language switch and the hreflang links name. */
  english: string;
  title: string;
  heading: string;
  kind: string;
};

const hindiPageNames: Record<string, HindiPageName> = {
  "/": "home",
  "/team": "team",
  "/events": "events",
  "/media-reports": "media-reports",
  "/contact": "contact",
  "/career": "career",
  "/login": "login",
  "/calculator/court-fee-calculator": "court-fee-calculator",
  "/calculator/arbitration-fee-calculator": "arbitration-fee-calculator",
  "/publications": "publications",
};

/** Every Hindi page with the title and hero heading it must show. */
export const hindiRoutes: HindiRouteExpectation[] = pagesWithHindi.map((english) => {
  const path = hindiPathOf(english);
  const name = hindiPageNames[english];
  if (name) {
    const content = loadHindiPageContent(name);
    return { path, english, title: titleOf(content.title), heading: content.hero.heading, kind: name };
  }
  const slug = english.replace(/^\/services\//, "");
  const service = hindiServices.find((s) => s.slug === slug);
  if (!service) throw new Error(`no Hindi text for ${english}`);
  return { path, english, title: titleOf(service.title), heading: loadHindiPageContent("services").hero.heading, kind: "service" };
});

/** The first page of each kind: what the browser checks for layout, axe and CSP. */
export function onePerKind<T extends { kind: string }>(list: readonly T[], prefer: (entry: T) => boolean = () => false): T[] {
  const chosen = new Map<string, T>();
  for (const entry of list) if (prefer(entry) && !chosen.has(entry.kind)) chosen.set(entry.kind, entry);
  for (const entry of list) if (!chosen.has(entry.kind)) chosen.set(entry.kind, entry);
  return [...chosen.values()];
}

export const notFoundPage = loadPageContent("not-found");

/** The links of the footer's Quick Links and of the not-found page, in order. */
export const quickLinks = [
  { title: "Home", url: "/" },
  { title: "Team", url: "/team" },
  { title: "Events", url: "/events" },
  { title: "Career", url: "/career" },
  { title: "Publications", url: "/publications" },
  { title: "Media Reports", url: "/media-reports" },
  { title: "Contact", url: "/contact" },
];

export const calculatorPaths = ["/calculator/court-fee-calculator", "/calculator/arbitration-fee-calculator"];

/* ------------------------------------------------------------------------------------------------
 * Articles picked by what they show
 * ---------------------------------------------------------------------------------------------- */

const hasTable = (a: ArticleContent) => /^\|.*\|\s*$/m.test(a.body);
const withUpdates = articles.filter((a) => a.updates.length > 0);

/**
 * An article with updates and a table where there is one: the busiest page, so the one article
 * the browser checks shows every part an article page can have.
 */
export const richestArticle: ArticleContent = withUpdates.find(hasTable) ?? withUpdates[0] ?? articles.find(hasTable) ?? articles[0]!;
