/**
 * Shared fixtures and helpers for the end-to-end suite (epic-stack style).
 *
 * - `test` is @playwright/test's `test`, extended so that every page:
 *     * has the disclaimer cookie (unless a spec says `test.use({ disclaimerAccepted: false })`),
 *     * records Content-Security-Policy violations (events and console messages),
 *     * never reaches the internet for the OpenStreetMap embed.
 * - `routes` is the table of canonical routes with their expected <title> and hero heading, read
 *   from content/ and app/config/site.ts at test time, so no copy is duplicated here.
 */
import { href } from "react-router";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, type ConsoleMessage, type Page, test as base, expect } from "@playwright/test";
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

export { expect };
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

export type { EventsContent, MediaReportsContent };
export const events: EventsContent = tree.events;
export const mediaReports: MediaReportsContent = tree.mediaReports;

export type TopicContent = Topic;
export const topics: TopicContent[] = tree.topics;

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
};

function pageRoute(path: string, name: PageName): RouteExpectation {
  const page = loadPageContent(name);
  return { path, title: titleOf(page.title), heading: page.hero.heading, subtitle: page.hero.subtitle };
}

const servicesPage = loadPageContent("services");

/** Every canonical route of the route table, in menu order. */
export const routes: RouteExpectation[] = [
  { path: href("/"), title: HOME_TITLE, heading: loadPageContent("home").hero.heading, subtitle: loadPageContent("home").hero.subtitle },
  pageRoute(href("/team"), "team"),
  ...team.map((m) => ({ path: href("/team/:id", { id: String(m.id) }), title: titleOf(m.name), heading: m.name, subtitle: m.designation })),
  pageRoute(href("/publications"), "publications"),
  ...Array.from({ length: Math.ceil(articles.length / ARTICLES_PER_PAGE) - 1 }, (_, i) => {
    const page = loadPageContent("publications");
    const n = i + 2;
    return {
      path: href("/publications/page/:page", { page: String(n) }),
      title: titleOf(`${page.title}, page ${n} of ${Math.ceil(articles.length / ARTICLES_PER_PAGE)}`),
      heading: page.hero.heading,
    };
  }),
  ...topics.map((t) => ({
    path: href("/publications/topics/:topic", { topic: t.slug }),
    title: titleOf(`${t.name}: ${loadPageContent("publications").title}`),
    heading: t.name,
    subtitle: t.description,
  })),
  ...articles.map((a) => ({ path: href("/publications/:id", { id: String(a.id) }), title: a.title, heading: a.title })),
  { path: href("/publications/authorities"), title: titleOf("Index of authorities"), heading: "Index of authorities" },
  ...services.map((s) => ({
    path: href(`/services/${s.slug}`),
    title: titleOf(s.title),
    heading: servicesPage.hero.heading,
    subtitle: s.title,
  })),
  pageRoute(href("/calculator/court-fee-calculator"), "court-fee-calculator"),
  pageRoute(href("/calculator/arbitration-fee-calculator"), "arbitration-fee-calculator"),
  pageRoute(href("/events"), "events"),
  pageRoute(href("/contact"), "contact"),
  pageRoute(href("/media-reports"), "media-reports"),
  pageRoute(href("/career"), "career"),
  pageRoute(href("/login"), "login"),
];

/** The routes search engines should know: everything but the sign-in screen. */
/** Every route is meant to be found by search engines, the sign-in screen included (SEO bar 100). */
export const indexableRoutes = routes;

/** The Hindi pages, at the English page's path under /hi/ (app/lib/i18n/locale.ts). */
export const hindiPaths = pagesWithHindi.map((path) => hindiPathOf(path));

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
 * Disclaimer, navigation and hydration
 * ---------------------------------------------------------------------------------------------- */

export const DISCLAIMER_COOKIE = { name: "disclaimer", value: "agreed" } as const;

/** Adds the disclaimer=agreed cookie for the base URL, as a visitor who already agreed has it. */
export async function acceptDisclaimer(context: BrowserContext, baseURL = defaultBaseURL()): Promise<void> {
  await context.addCookies([{ ...DISCLAIMER_COOKIE, url: baseURL, sameSite: "Lax" }]);
}

function defaultBaseURL(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 4173}`;
}

/**
 * Resolves once React has hydrated the page: React attaches its fiber to every DOM node it claims,
 * so the footer (rendered last in the shell) carrying one means the tree is hydrated; two frames
 * later the commit's effects (scroll listener, inert shell, focus) have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
    const footer = document.querySelector("footer");
    return Boolean(router?.state.initialized && footer && Object.keys(footer).some((k) => k.startsWith("__reactFiber")));
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Stops a page's clock, installed with `page.clock.install()` before the page loaded, so that its
 * timers fire only as the test moves it with `page.clock.runFor()`: a test of a 3 s wait takes no
 * 3 s and cannot race a busy machine. The clock is stopped a moment ahead of the page's time (it
 * cannot go back), with nothing due in between.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/** Navigates to `path`, checks the server answered, and waits until the page is interactive. */
export async function gotoPage(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
  return response;
}

/** Navigates on the client, as a <Link> would, through React Router's data router. */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    return router.navigate(target);
  }, to);
}

/* ------------------------------------------------------------------------------------------------
 * Accessibility
 * ---------------------------------------------------------------------------------------------- */

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeOptions = {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** Limit the scan to this selector. */
  include?: string;
  disableRules?: string[];
};

/** Runs axe with the WCAG 2.2 AA tag set and fails with one line per violation and its targets. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // An endless animation (the calculators' drifting panel) restyles the page every frame, and each
  // of axe's style reads then waits for it: a scan took three times as long. Held still for the
  // scan, the page shows axe the frame it would have read anyway; it moves on afterwards.
  await page.evaluate(() => {
    const held = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
    for (const animation of held) animation.pause();
    (window as unknown as { __heldForAxe?: Animation[] }).__heldForAxe = held;
  });
  const { violations } = await builder.analyze().finally(() =>
    page.evaluate(() => {
      const w = window as unknown as { __heldForAxe?: Animation[] };
      for (const animation of w.__heldForAxe ?? []) animation.play();
      delete w.__heldForAxe;
    }),
  );
  const report = violations.map((v) => {
    const targets = v.nodes.map(
      (n) => `      - ${n.target.join(" ")}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, "\n        ")}` : ""}`,
    );
    return `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? "" : "s"})\n${targets.join("\n")}`;
  });
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report.join("\n")}`).toBe(0);
}

/* ------------------------------------------------------------------------------------------------
 * Content-Security-Policy violations
 * ---------------------------------------------------------------------------------------------- */

type CspRecord = { directive: string; blockedURI: string; sourceFile: string; sample: string };

/** Runs in every document before its own scripts and records each securitypolicyviolation event. */
function recordCspViolations() {
  const w = window as unknown as { __cspViolations?: CspRecord[] };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    w.__cspViolations?.push({
      directive: event.violatedDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      sample: event.sample,
    });
  });
}

const consoleCspMessages = new WeakMap<Page, string[]>();

function isCspMessage(message: ConsoleMessage): boolean {
  const text = message.text();
  return text.includes("Content Security Policy") || text.startsWith("Refused to");
}

/** Starts recording CSP violations for every page of the context (events and console messages). */
export async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordCspViolations);
  context.on("console", (message) => {
    if (!isCspMessage(message)) return;
    const page = message.page();
    if (!page) return;
    const list = consoleCspMessages.get(page) ?? [];
    list.push(message.text());
    consoleCspMessages.set(page, list);
  });
}

/** Fails with the recorded violations of the current document and the page's console. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations?: CspRecord[] }).__cspViolations ?? null);
  expect(events, "the CSP recorder did not run in this document").not.toBeNull();
  const messages = consoleCspMessages.get(page) ?? [];
  const lines = [
    ...(events ?? []).map((v) => `  event: ${v.directive} blocked ${v.blockedURI || "(inline)"} ${v.sourceFile} ${v.sample}`.trimEnd()),
    ...messages.map((m) => `  console: ${m}`),
  ];
  expect(lines, `CSP violations on ${page.url()}:\n${lines.join("\n")}`).toEqual([]);
}

/* ------------------------------------------------------------------------------------------------
 * Network isolation
 * ---------------------------------------------------------------------------------------------- */

export const OSM_HOST = "https://www.openstreetmap.org";

/** A tiny, accessible stand-in for the map embed, so no test reaches the internet. */
export async function stubMapEmbed(context: BrowserContext): Promise<void> {
  await context.route(`${OSM_HOST}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="en"><head><title>Map (stub)</title></head><body><main><p>Map stub</p></main></body></html>',
    }),
  );
}

/** Fulfils any request to an origin with a small page, for links that leave the site. */
export async function stubExternalSite(context: BrowserContext, origin: string, title = "External site (stub)"): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
    }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * The extended test
 * ---------------------------------------------------------------------------------------------- */

type Options = {
  /** Whether the visitor has already agreed to the disclaimer (the cookie is set before navigation). */
  disclaimerAccepted: boolean;
};

export const test = base.extend<Options>({
  disclaimerAccepted: [true, { option: true }],
  context: async ({ context, disclaimerAccepted, baseURL }, use) => {
    await collectCspViolations(context);
    await stubMapEmbed(context);
    if (disclaimerAccepted) await acceptDisclaimer(context, baseURL ?? defaultBaseURL());
    await use(context);
  },
});

/* ------------------------------------------------------------------------------------------------
 * Small DOM helpers
 * ---------------------------------------------------------------------------------------------- */

/** Whether the focused element is inside the element matched by `selector` (or is it). */
export async function focusIsWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const container = document.querySelector(sel);
    const active = document.activeElement;
    return Boolean(container && active && container.contains(active));
  }, selector);
}

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return "(nothing)";
    const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> ${label}`;
  });
}

/** Presses Tab until the focused element matches `selector`, up to `max` times; returns whether it did. */
export async function tabUntil(page: Page, selector: string, max = 40): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return true;
  }
  return false;
}
