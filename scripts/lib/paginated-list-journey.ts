/**
 * A reader's way through the publications at fifty articles, in Chromium against a built site
 * served by the production server: the list's pages by their links (with and without script), the
 * Recent Posts cap and its link, a topic's pages by theirs, and a page past the last. Run by scripts/check-grown-content.ts
 * on the fifty-article fixture, which the main e2e suite (built from content/) cannot reach.
 */
import { chromium } from "playwright-core";
import { buildApp } from "../../server/app.ts";
import { loadStaticSite } from "../../server/static-site.ts";

export type ListJourneyExpectation = {
  articles: number;
  perPage: number;
  recentLimit: number;
  /** The title each page of the list begins with, page 1 first, in the list's order (newest first). */
  firstTitles: readonly string[];
  /** A topic with more than a page of articles, walked the same way from its own page. */
  topic: { slug: string; articles: number };
};

/** Returns the failures, each a sentence; an empty list when the journey went as expected. */
export async function paginatedListJourney(clientDir: string, expected: ListJourneyExpectation): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  const pageCount = Math.ceil(expected.articles / expected.perPage);
  const app = await buildApp({ site: loadStaticSite(clientDir), rateLimitPerMinute: null });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    // The journeys' browser (playwright.config.ts).
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    for (const javaScriptEnabled of [true, false]) {
      const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: "disclaimer", value: "agreed", url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/publications`);
      const items = page.getByTestId("article-item");
      check(
        (await items.count()) === expected.perPage,
        `${how}: /publications shows ${await items.count()} articles; expected ${expected.perPage}`,
      );
      const recent = page.getByTestId("recent-posts").getByRole("listitem");
      check(
        (await recent.count()) === expected.recentLimit,
        `${how}: Recent Posts lists ${await recent.count()}; expected ${expected.recentLimit}`,
      );

      for (let n = 2; n <= pageCount; n++) {
        await page.getByRole("navigation", { name: "Pages of publications" }).getByRole("link", { name: "Next page" }).click();
        await page.waitForURL(`${origin}/publications/page/${n}`);
        // With script the page changes after the address does: wait for this page's own link to be current.
        const own = page.getByRole("navigation", { name: "Pages of publications" }).getByRole("link", { name: `Page ${n}`, exact: true });
        const current = await own
          .and(page.locator('[aria-current="page"]'))
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        check(current, `${how}: page ${n}'s own link is not marked current`);
        const firstTitle = ((await items.first().getByRole("heading").textContent()) ?? "").trim();
        const expectedTitle = expected.firstTitles[n - 1];
        check(firstTitle === expectedTitle, `${how}: page ${n} begins with "${firstTitle}"; expected "${expectedTitle}"`);
        const shown = await items.count();
        const expectedShown = Math.min(expected.perPage, expected.articles - (n - 1) * expected.perPage);
        check(shown === expectedShown, `${how}: page ${n} shows ${shown} articles; expected ${expectedShown}`);
      }
      const next = await page.getByRole("link", { name: "Next page" }).count();
      check(next === 0, `${how}: the last page still offers a Next link`);

      await page
        .getByTestId("recent-posts")
        .getByRole("link", { name: `All ${expected.articles} publications` })
        .click();
      await page.waitForURL(`${origin}/publications`);

      // A topic's list continues the same way, from its own address.
      const topicBase = `/publications/topics/${expected.topic.slug}`;
      const topicPages = Math.ceil(expected.topic.articles / expected.perPage);
      await page.goto(`${origin}${topicBase}`);
      check(
        (await items.count()) === expected.perPage,
        `${how}: ${topicBase} shows ${await items.count()} articles; expected ${expected.perPage}`,
      );
      for (let n = 2; n <= topicPages; n++) {
        await page.getByRole("navigation", { name: "Pages of publications" }).getByRole("link", { name: "Next page" }).click();
        await page.waitForURL(`${origin}${topicBase}/page/${n}`);
        const own = page.getByRole("navigation", { name: "Pages of publications" }).getByRole("link", { name: `Page ${n}`, exact: true });
        const current = await own
          .and(page.locator('[aria-current="page"]'))
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        check(current, `${how}: ${topicBase} page ${n}'s own link is not marked current`);
        const expectedShown = Math.min(expected.perPage, expected.topic.articles - (n - 1) * expected.perPage);
        check(
          (await items.count()) === expectedShown,
          `${how}: ${topicBase} page ${n} shows ${await items.count()} articles; expected ${expectedShown}`,
        );
      }
      await context.close();
    }
    const past = await fetch(`${origin}/publications/page/${pageCount + 1}`);
    check(past.status === 404, `/publications/page/${pageCount + 1} answers ${past.status}; expected 404`);
    const topicPast = `/publications/topics/${expected.topic.slug}/page/${Math.ceil(expected.topic.articles / expected.perPage) + 1}`;
    const pastTopic = await fetch(`${origin}${topicPast}`);
    check(pastTopic.status === 404, `${topicPast} answers ${pastTopic.status}; expected 404`);
  } finally {
    await browser.close();
    await app.close();
  }
  return failures;
}
