/**
 * Every page of the site, once. The route table (app/routes.ts), the Hindi pairs, the prerender
 * list, the sitemap, the not-found templates, the result addresses and the server's routing are
 * all derived from this list, so adding a page or a practice area is one entry here plus its
 * content; scripts/lib/site-pages.test.ts fails when a derived list disagrees.
 *
 * Pure data (core/ imports nothing but zod and core), so the server, the build and the browser read
 * the same list.
 */

/**
 * The content entries that give the values of a path's parameters, one prerendered page each:
 * "topic-list-pages" are a topic's pages after its first, "years" the years with articles,
 * "topic-years" each topic's years with articles.
 */
export type PageEntries =
  | "members"
  | "member-cards"
  | "articles"
  | "topics"
  | "list-pages"
  | "years"
  | "topic-list-pages"
  | "topic-years"
  /** The articles that have a Hindi summary, and the Hindi library's pages after its first. */
  | "summaries"
  | "summary-list-pages";

export type SitePage = {
  /** The route id; a Hindi route takes "hi-" before it. */
  name: string;
  /** The path as React Router writes it, with a leading slash ("/team/:id"). */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** Also served in Hindi at /hi<path>, from the same module (or `hindiModule`). */
  hindi?: true;
  /**
   * The Hindi page's own module, where the Hindi page is not the English page in Hindi: an article's
   * Hindi page is its summary (docs/decisions/0041).
   */
  hindiModule?: string;
  /** For a Hindi path with parameters: the entries it is prerendered for, when not those of the English path. */
  hindiEntries?: PageEntries;
  /** For a path with parameters: which entries it is prerendered for. */
  entries?: PageEntries;
  /**
   * For a path with parameters: an unknown value gets the page prerendered at the path with
   * "not-found" as every value, with status 404: its section's own not-found page.
   */
  notFound?: true;
  /** A calculator whose address may carry a calculation: the query's fields, in their canonical order. */
  resultQuery?: readonly string[];
  /** A file rather than a page (a feed, an index, a vCard): no sitemap entry. */
  resource?: true;
  /** Its form posts to the page itself when script is off (sign-in), in either language. */
  takesPost?: true;
};

/**
 * The practice areas, in menu order: each has a page at /services/<slug> in both languages, its
 * text in content/services/<slug>.mdx (and hi/), and its label under layout.nav.<key>.
 */
export const practiceAreas = [
  { slug: "litigation", key: "litigation" },
  { slug: "alternate-dispute-resolution", key: "adr" },
  { slug: "civil-criminal-commercial-litigation", key: "civil" },
  { slug: "recovery", key: "recovery" },
  { slug: "labor-industrial-disputes", key: "labour" },
  { slug: "advisory", key: "advisory" },
  { slug: "intellectual-property-rights", key: "ip" },
] as const;

export type PracticeAreaSlug = (typeof practiceAreas)[number]["slug"];

export const sitePages: readonly SitePage[] = [
  { name: "home", path: "/", module: "routes/home.tsx", hindi: true },
  ...practiceAreas.map((area): SitePage => ({
    name: `service-${area.key}`,
    path: `/services/${area.slug}`,
    module: "routes/service.tsx",
    hindi: true,
  })),
  {
    name: "court-fee-calculator",
    path: "/calculator/court-fee-calculator",
    module: "routes/court-fee-calculator.tsx",
    hindi: true,
    resultQuery: ["state", "amount"],
  },
  {
    name: "arbitration-fee-calculator",
    path: "/calculator/arbitration-fee-calculator",
    module: "routes/arbitration-fee-calculator.tsx",
    hindi: true,
    resultQuery: ["amount", "counterClaim", "tribunal"],
  },
  { name: "career", path: "/career", module: "routes/career.tsx", hindi: true },
  { name: "contact", path: "/contact", module: "routes/contact.tsx", hindi: true },
  { name: "login", path: "/login", module: "routes/login.tsx", hindi: true, takesPost: true },
  { name: "team", path: "/team", module: "routes/team.tsx", hindi: true },
  { name: "team-member", path: "/team/:id", module: "routes/team-member.tsx", entries: "members", notFound: true },
  { name: "team-vcard", path: "/vcards/:file", module: "routes/team-vcard.tsx", entries: "member-cards", resource: true },
  // The Hindi library lists the articles that have a Hindi summary, in pages of its own.
  {
    name: "publications",
    path: "/publications",
    module: "routes/publications.tsx",
    hindi: true,
    hindiModule: "routes/hindi-publications.tsx",
  },
  {
    name: "publications-page",
    path: "/publications/page/:page",
    module: "routes/publications.tsx",
    entries: "list-pages",
    notFound: true,
    hindi: true,
    hindiModule: "routes/hindi-publications.tsx",
    hindiEntries: "summary-list-pages",
  },
  {
    name: "publications-year",
    path: "/publications/year/:year",
    module: "routes/publications.tsx",
    entries: "years",
    notFound: true,
  },
  {
    name: "publication-topic",
    path: "/publications/topics/:topic",
    module: "routes/publication-topic.tsx",
    entries: "topics",
    notFound: true,
  },
  {
    name: "publication-topic-page",
    path: "/publications/topics/:topic/page/:page",
    module: "routes/publication-topic.tsx",
    entries: "topic-list-pages",
    notFound: true,
  },
  {
    name: "publication-topic-year",
    path: "/publications/topics/:topic/year/:year",
    module: "routes/publication-topic.tsx",
    entries: "topic-years",
    notFound: true,
  },
  // Each topic's own feeds, beside its page, for a reader who follows one practice area.
  {
    name: "topic-feed-rss",
    path: "/publications/topics/:topic/feed.rss",
    module: "routes/publication-feed.ts",
    entries: "topics",
    resource: true,
  },
  {
    name: "topic-feed-atom",
    path: "/publications/topics/:topic/feed.atom",
    module: "routes/publication-feed.ts",
    entries: "topics",
    resource: true,
  },
  {
    name: "topic-feed-json",
    path: "/publications/topics/:topic/feed.json",
    module: "routes/publication-feed.ts",
    entries: "topics",
    resource: true,
  },
  {
    name: "publication-search-index",
    path: "/publications/search-index.json",
    module: "routes/publication-search-index.ts",
    resource: true,
    hindi: true,
  },
  {
    name: "publication-search-text",
    path: "/publications/search-text.json",
    module: "routes/publication-search-text.ts",
    resource: true,
    hindi: true,
  },
  {
    name: "publication",
    path: "/publications/:id",
    module: "routes/publication.tsx",
    entries: "articles",
    notFound: true,
    hindi: true,
    hindiModule: "routes/publication-summary.tsx",
    hindiEntries: "summaries",
  },
  { name: "publication-authorities", path: "/publications/authorities", module: "routes/publication-authorities.tsx" },
  // The library's feeds; under /hi/ the Hindi summaries' (/hi/feed.rss …).
  { name: "feed-rss", path: "/feed.rss", module: "routes/publication-feed.ts", resource: true, hindi: true },
  { name: "feed-atom", path: "/feed.atom", module: "routes/publication-feed.ts", resource: true, hindi: true },
  { name: "feed-json", path: "/feed.json", module: "routes/publication-feed.ts", resource: true, hindi: true },
  { name: "events", path: "/events", module: "routes/events.tsx", hindi: true },
  { name: "media-reports", path: "/media-reports", module: "routes/media-reports.tsx", hindi: true },
];

/** The not-found page of everything else: /404, and /hi/404 for an address under /hi/. */
export const notFoundModule = "routes/not-found.tsx";

export const HINDI_PREFIX = "/hi";

/** "/contact" to "/hi/contact"; "/" to "/hi". */
export function hindiPathOf(englishPath: string): string {
  return englishPath === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${englishPath}`;
}

/**
 * The English pages that have a Hindi counterpart, whatever the content: pages (not files) whose
 * path has no parameters. A page with parameters has one only for some values (an article, when it
 * has a summary): its route says so itself.
 */
export const pagesWithHindi: readonly string[] = sitePages
  .filter((page) => page.hindi && !page.resource && !page.path.includes(":"))
  .map((page) => page.path);

/**
 * A calculator address that may carry a calculation, in either language: its page's name (which
 * names its island in the server build, app/entry.server.tsx), its language and the fields of its query.
 */
export type ResultPage = { name: string; path: string; locale: "en" | "hi"; query: readonly string[] };

export const resultPages: readonly ResultPage[] = sitePages.flatMap((page) =>
  page.resultQuery
    ? [
        { name: page.name, path: page.path, locale: "en" as const, query: page.resultQuery },
        ...(page.hindi ? [{ name: page.name, path: hindiPathOf(page.path), locale: "hi" as const, query: page.resultQuery }] : []),
      ]
    : [],
);

/** The pages whose form posts to themselves, in either language. */
export const pagesTakingPosts: readonly string[] = sitePages
  .filter((page) => page.takesPost)
  .flatMap((page) => (page.hindi ? [page.path, hindiPathOf(page.path)] : [page.path]));

/** The not-found pages: one per path with a parameter that asks for one, then /hi/404 and /404. */
export type NotFoundTemplate = { pattern: string; page: string };

/** A path with its parameters filled in; a parameter without a value is filled with `fallback`. */
export function fillPath(pattern: string, values: Readonly<Record<string, string>>, fallback?: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = (Object.hasOwn(values, name) ? values[name] : undefined) ?? fallback;
    if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
    return value;
  });
}

export const notFoundTemplates: readonly NotFoundTemplate[] = [
  ...sitePages.filter((page) => page.notFound).map((page) => ({ pattern: page.path, page: fillPath(page.path, {}, "not-found") })),
  { pattern: `${HINDI_PREFIX}/*`, page: `${HINDI_PREFIX}/404` },
  { pattern: "/*", page: "/404" },
];

export const NOT_FOUND_PATHS: ReadonlySet<string> = new Set(notFoundTemplates.map((template) => template.page));

/**
 * Whether a concrete path matches a pattern: ":name" stands for one segment, a final "*" for the
 * rest (at least one segment).
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.at(-1) === "*") return have.length >= want.length && want.slice(0, -1).every((part, i) => part === have[i]);
  return want.length === have.length && want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]));
}

/** The not-found page for an unknown path: its section's page, or the language's /404. */
export function notFoundPageFor(path: string): string {
  return notFoundTemplates.find((template) => matchesPattern(template.pattern, path))?.page ?? "/404";
}

/**
 * A result address's query in canonical form: the calculator's own fields in their order, the
 * first value of each (as the loader reads them). Two addresses with the same canonical query
 * render the same bytes, so its text is the cache key, and its fields are what the page reads. Null when the query asks
 * for nothing.
 */
export function canonicalResultQuery(page: ResultPage, search: URLSearchParams): URLSearchParams | null {
  const canonical = new URLSearchParams();
  for (const field of page.query) {
    const value = search.get(field);
    if (value !== null) canonical.set(field, value);
  }
  return canonical.size === 0 ? null : canonical;
}
