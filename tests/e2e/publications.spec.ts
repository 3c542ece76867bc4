/**
 * Publications (SPEC section 2 "Publications list" and "Publication detail", section 7 on the PDF
 * download): the list and its Recent Posts sidebar, every article page (title, hero, date, table
 * of contents, pager, meta tags, JSON-LD), the PDF download, print styles, external links, unknown
 * ids and legacy aliases, CSP and axe.
 */
import { href } from "react-router";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { calculatorLinks } from "../../app/config/navigation";
import { authorityLabel } from "../../app/lib/content/authorities";
import { pdfDownloadName } from "../../app/lib/download-name";
import {
  type ArticleContent,
  articleModified,
  articles,
  authorities,
  expect,
  expectNoAxeViolations,
  expectNoCspViolations,
  gotoPage,
  navTitle,
  loadPageContent,
  notFoundPage,
  quickLinks,
  site,
  stubExternalSite,
  team,
  test,
  titleOf,
} from "./playwright-utils";
import { formatDate } from "../../core/dates/format-date.ts";

const heroHeading = (page: Page) => page.locator("h1#page-heading");
const heroSubtitle = (page: Page) => page.locator("#page-heading + p");
const articleItems = (page: Page) => page.getByTestId("article-item");
const recentPosts = (page: Page) => page.getByTestId("recent-posts");
/** The article's own body (the MDX prose), not the sidebar. */
const articleBody = (page: Page) => page.locator("article .prose-legal");
const downloadLink = (page: Page) => page.getByRole("link", { name: "Download PDF" });

const publicationsPage = loadPageContent("publications");
const shownDate = formatDate;
const memberOf = (article: ArticleContent) => {
  const member = team.find((m) => m.name === article.author);
  if (!member) throw new Error(`article ${article.id}: author ${article.author} is not a team member`);
  return member;
};
const authorOf = (article: ArticleContent) => memberOf(article).name;
/** Newest first, ties by id: the Recent Posts order. */
const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
const canonicalOf = (id: number) => `${site.url}/publications/${id}`;

/*
 * Ids and counts come from content/: the firm adds and removes articles. The journeys pick their
 * examples by what an article has (updates, a table, external links), never by a fixed id.
 */
const first = articles[0]!;
const lastArticle = articles.at(-1)!;
const second = articles[1] ?? first;
const hasTable = (a: ArticleContent) => /^\|.*\|\s*$/m.test(a.body);
const withUpdates = articles.filter((a) => a.updates.length > 0);
const withoutUpdates = articles.filter((a) => a.updates.length === 0);
/** An article with updates and a table where there is one: the busiest page. */
const richest = withUpdates.find(hasTable) ?? withUpdates[0] ?? articles.find(hasTable) ?? first;
const externalLinks = (a: ArticleContent) => [...a.body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
const withExternalLinks = articles.filter((a) => externalLinks(a).length > 0);
/** A few articles that between them show every feature the page has. */
const sampleArticles = [
  ...new Map(
    [first, richest, withoutUpdates[0], lastArticle].filter((a): a is ArticleContent => a !== undefined).map((a) => [a.id, a]),
  ).values(),
];

test("the content has articles with unique ids, and dates render in the Indian style", () => {
  expect(articles.length).toBeGreaterThan(0);
  expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  expect(shownDate("2021-11-18")).toBe("18 November 2021");
});

/* ------------------------------------------------------------------------------------------------
 * The list
 * ---------------------------------------------------------------------------------------------- */

test.describe("publications list", () => {
  test("hero, title and one item per article with thumbnail, title, date, author, excerpt and Read More", async ({ page }) => {
    await gotoPage(page, href("/publications"));
    await expect(page).toHaveTitle(titleOf("Publications"));
    await expect(heroHeading(page)).toHaveText("Publications");
    await expect(heroSubtitle(page)).toHaveText("See supported Articles by our members");
    expect(publicationsPage.hero.subtitle).toBe("See supported Articles by our members");

    const items = articleItems(page);
    await expect(items).toHaveCount(articles.length);
    for (const [i, article] of articles.entries()) {
      const item = items.nth(i);
      const thumbnail = item.locator("picture img");
      await expect(thumbnail).toHaveAttribute("src", /\/img\/articles\/.+\.webp$/);
      await expect(thumbnail).toHaveAttribute("width", /^\d+$/);
      await expect(item.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(item.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        href("/publications/:id", { id: String(article.id) }),
      );
      const date = item.locator("time");
      await expect(date).toHaveText(shownDate(article.date));
      await expect(date).toHaveAttribute("datetime", article.date);
      await expect(item).toContainText(authorOf(article));
      await expect(item).toContainText(article.excerpt);
      const readMore = item.getByRole("link", { name: /^Read More/ });
      await expect(readMore).toHaveAttribute("href", href("/publications/:id", { id: String(article.id) }));
      await expect(readMore).toContainText("Read More");
    }
  });

  test("the thumbnails load", async ({ page }) => {
    await gotoPage(page, href("/publications"));
    const images = articleItems(page).locator("picture img");
    await expect(images).toHaveCount(articles.length);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test("Read More opens the article", async ({ page }) => {
    await gotoPage(page, href("/publications"));
    const index = Math.min(2, articles.length - 1);
    const article = articles[index]!;
    await articleItems(page)
      .nth(index)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/publications/${article.id}$`));
    await expect(heroHeading(page)).toHaveText(article.title);
    await expect(page).toHaveTitle(article.title);
  });

  test("Recent Posts lists every article, newest first, with date and a link, visible at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(page, href("/publications"));
    const sidebar = recentPosts(page);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Recent Posts" })).toBeVisible();
    const entries = sidebar.getByRole("listitem");
    await expect(entries).toHaveCount(articles.length);
    for (const [i, article] of newestFirst.entries()) {
      const entry = entries.nth(i);
      await expect(entry.locator("time")).toHaveText(shownDate(article.date));
      const link = entry.getByRole("link");
      await expect(link).toHaveText(article.title);
      await expect(link).toHaveAttribute("href", href("/publications/:id", { id: String(article.id) }));
    }
  });

  test("a Recent Posts link opens its article", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(page, href("/publications"));
    const newest = newestFirst[0]!;
    await recentPosts(page).getByRole("link", { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/publications/${newest.id}$`));
    await expect(heroHeading(page)).toHaveText(newest.title);
  });

  test("Recent Posts is hidden at 390 px, the list is not @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, href("/publications"));
    await expect(recentPosts(page)).toBeHidden();
    await expect(articleItems(page)).toHaveCount(articles.length);
    await expect(articleItems(page).first()).toBeVisible();
    const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Article pages
 * ---------------------------------------------------------------------------------------------- */

test.describe("every article page", () => {
  for (const article of articles) {
    test(`/publications/${article.id}: status 200, browser title and hero are the article's title`, async ({ page }) => {
      await gotoPage(page, href("/publications/:id", { id: String(article.id) }));
      await expect(page).toHaveTitle(article.title);
      await expect(heroHeading(page)).toHaveText(article.title);
      await expect(heroSubtitle(page)).toHaveText(authorOf(article));
    });
  }
});

test.describe("article page", () => {
  for (const article of sampleArticles) {
    const id = article.id;

    test(`${id}: author, date, reading time, table of contents and pager`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoPage(page, href("/publications/:id", { id: String(id) }));
      await expect(heroSubtitle(page)).toHaveText(authorOf(article));

      const byline = page.locator("article time").first();
      await expect(byline).toHaveText(shownDate(article.date));
      await expect(byline).toHaveAttribute("datetime", article.date);

      // Reading time: "N min read", N about the body's words at 200 a minute.
      const meta = page.locator("article p", { has: page.locator("time") }).first();
      const minutes = Number(/· (\d+) min read$/.exec((await meta.textContent()) ?? "")?.[1]);
      expect(minutes, `reading time in "${await meta.textContent()}"`).toBeGreaterThanOrEqual(1);
      const words = await articleBody(page).evaluate(
        (el) => (el as HTMLElement).innerText.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
      );
      expect(Math.abs(minutes - words / 200), `${minutes} min for ${words} words`).toBeLessThanOrEqual(1.5);

      // Table of contents: every link points at a heading of the body with the same text.
      const toc = page.locator('[data-testid="toc"]:visible');
      await expect(toc).toHaveCount(1);
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThan(1);
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        const target = articleBody(page).locator(`[id="${href.slice(1)}"]`);
        await expect(target, `target of ${href}`).toHaveCount(1);
        expect(await target.evaluate((el) => el.tagName)).toMatch(/^H[23]$/);
        await expect(target).toHaveText((await link.textContent()) ?? "");
      }
      // Following the last entry brings its heading into view.
      const last = links.last();
      const lastHref = (await last.getAttribute("href")) ?? "";
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
      await expect(articleBody(page).locator(`[id="${lastHref.slice(1)}"]`)).toBeInViewport();

      // Previous / Next.
      const pager = page.getByRole("navigation", { name: "More publications" });
      // Neighbours in id order: ids may have gaps where an article was removed.
      const index = articles.indexOf(article);
      const previous = articles[index - 1];
      const next = articles[index + 1];
      const previousLink = pager.getByRole("link", { name: /^Previous/ });
      const nextLink = pager.getByRole("link", { name: /^Next/ });
      if (previous) {
        await expect(previousLink).toHaveAttribute("href", href("/publications/:id", { id: String(previous.id) }));
        await expect(previousLink).toContainText(previous.title);
      } else {
        await expect(previousLink).toHaveCount(0);
      }
      if (next) {
        await expect(nextLink).toHaveAttribute("href", href("/publications/:id", { id: String(next.id) }));
        await expect(nextLink).toContainText(next.title);
      } else {
        await expect(nextLink).toHaveCount(0);
      }
    });

    test(`${id}: meta description, canonical, Open Graph and Article JSON-LD`, async ({ page }) => {
      await gotoPage(page, href("/publications/:id", { id: String(id) }));
      const canonical = canonicalOf(id);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", article.excerpt);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      const og = (property: string) => page.locator(`meta[property="${property}"]`);
      await expect(og("og:title")).toHaveAttribute("content", article.title);
      await expect(og("og:description")).toHaveAttribute("content", article.excerpt);
      await expect(og("og:type")).toHaveAttribute("content", "article");
      await expect(og("og:url")).toHaveAttribute("content", canonical);
      await expect(og("og:site_name")).toHaveAttribute("content", site.name);
      await expect(og("og:image")).toHaveAttribute("content", new RegExp(`^${site.url}/img/articles/.+`));
      await expect(og("article:published_time")).toHaveAttribute("content", article.date);
      await expect(og("article:modified_time")).toHaveAttribute("content", articleModified(article));
      await expect(og("article:author")).toHaveAttribute("content", authorOf(article));
      for (const tag of ["og:title", "og:description", "og:type", "og:url", "og:image"]) await expect(og(tag)).toHaveCount(1);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
      const articlesLd = data.filter((d) => d["@type"] === "Article");
      expect(articlesLd).toHaveLength(1);
      expect(articlesLd[0]).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        dateModified: articleModified(article),
        author: { "@type": "Person", name: authorOf(article), url: `${site.url}/team/${memberOf(article).id}` },
        mainEntityOfPage: canonical,
      });
    });
  }

  test("at 390 px the contents sit above the body, without the sidebar, and nothing overflows @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const article = richest;
    await gotoPage(page, href("/publications/:id", { id: String(article.id) }));
    await expect(heroHeading(page)).toHaveText(article.title);
    const toc = page.locator('[data-testid="toc"]:visible');
    await expect(toc).toHaveCount(1);
    await expect(recentPosts(page)).toBeHidden();
    const [tocBox, bodyBox] = await Promise.all([toc.boundingBox(), articleBody(page).boundingBox()]);
    expect(tocBox!.y + tocBox!.height).toBeLessThanOrEqual(bodyBox!.y);
    await expect(downloadLink(page)).toBeVisible();
    const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(size.scrollWidth, "the comparison tables scroll inside their own box").toBeLessThanOrEqual(size.innerWidth);
  });

  test("the first article has no Previous and the last no Next", async ({ page }) => {
    test.skip(articles.length < 2, "needs two articles");
    await gotoPage(page, href("/publications/:id", { id: String(first.id) }));
    const pager = page.getByRole("navigation", { name: "More publications" });
    await expect(pager.getByRole("link", { name: /^Previous/ })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: /^Next/ })).toHaveAttribute("href", href("/publications/:id", { id: String(second.id) }));
    await gotoPage(page, href("/publications/:id", { id: String(lastArticle.id) }));
    await expect(pager.getByRole("link", { name: /^Next/ })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: /^Previous/ })).toHaveAttribute(
      "href",
      href("/publications/:id", { id: String(articles.at(-2)!.id) }),
    );
  });

  test("Next navigates to the following article", async ({ page }) => {
    test.skip(articles.length < 2, "needs two articles");
    await gotoPage(page, href("/publications/:id", { id: String(first.id) }));
    await page.getByRole("navigation", { name: "More publications" }).getByRole("link", { name: /^Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/publications/${second.id}$`));
    await expect(heroHeading(page)).toHaveText(second.title);
    await expect(page).toHaveTitle(second.title);
  });

  test("the current article is marked in Recent Posts", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const article = articles[Math.floor(articles.length / 2)]!;
    await gotoPage(page, href("/publications/:id", { id: String(article.id) }));
    const current = recentPosts(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(article.title);
    await expect(recentPosts(page).getByRole("listitem")).toHaveCount(articles.length);
  });
});

/* ------------------------------------------------------------------------------------------------
 * The date the law is stated as at, and the updates
 * ---------------------------------------------------------------------------------------------- */

test.describe("law stated as at and updates", () => {
  for (const article of articles) {
    test(`${article.id}: "Law stated as at" beside the date${article.updates.length ? `, and ${article.updates.length} update(s) newest first at the top` : ", and no Updates box"}`, async ({
      page,
    }) => {
      await gotoPage(page, href("/publications/:id", { id: String(article.id) }));
      const dateLine = page.getByTestId("article-dates");
      await expect(dateLine).toContainText(`Law stated as at ${shownDate(article.lawAsAt)}`);
      await expect(dateLine.locator("time").nth(1)).toHaveAttribute("datetime", article.lawAsAt);

      const box = page.getByTestId("article-updates");
      if (article.updates.length === 0) {
        await expect(box).toHaveCount(0);
        return;
      }
      await expect(box.getByRole("heading", { name: "Updates", level: 2 })).toBeVisible();
      // One dated entry per date, newest first; every note sits under its date, in order.
      const dates = [...new Set(article.updates.map((u) => u.date))];
      const entries = box.getByRole("listitem");
      await expect(entries.locator("time")).toHaveText(dates.map(shownDate));
      for (const [i, date] of dates.entries()) {
        await expect(entries.nth(i).locator("time")).toHaveAttribute("datetime", date);
        const notes = article.updates.filter((u) => u.date === date);
        const shown = entries.nth(i).getByTestId("article-update");
        await expect(shown).toHaveCount(notes.length);
        // Each note's first words, as written (markdown emphasis aside).
        for (const [j, note] of notes.entries()) await expect(shown.nth(j)).toContainText(note.text.replace(/[*_]/g, "").slice(0, 60));
      }
      // At the top of the article: after the date line, before the body.
      const [boxBox, bodyBox, datesBox] = await Promise.all([box.boundingBox(), articleBody(page).boundingBox(), dateLine.boundingBox()]);
      expect(datesBox!.y).toBeLessThan(boxBox!.y);
      expect(boxBox!.y + boxBox!.height).toBeLessThanOrEqual(bodyBox!.y);
    });
  }

  test("the sitemap's lastmod of each article is its latest update", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const article of articles) {
      expect(sitemap, `lastmod of article ${article.id}`).toContain(
        `<loc>${canonicalOf(article.id)}</loc><lastmod>${articleModified(article)}</lastmod>`,
      );
    }
  });

  test("the Updates box fits a 390 px screen and passes axe @phone", async ({ page }) => {
    const article = withUpdates[0];
    test.skip(article === undefined, "no article has updates");
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, href("/publications/:id", { id: String(article!.id) }));
    await expect(page.getByTestId("article-updates")).toBeVisible();
    const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
    await expectNoAxeViolations(page, { include: '[data-testid="article-updates"]' });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Download PDF
 * ---------------------------------------------------------------------------------------------- */

test.describe("Download PDF", () => {
  for (const article of [
    ...new Map(
      [first, second, withUpdates[0], lastArticle].filter((a): a is ArticleContent => a !== undefined).map((a) => [a.id, a]),
    ).values(),
  ]) {
    const id = article.id;
    const expectedName = pdfDownloadName(article.title);

    test(`${id}: downloads "${expectedName}", a real PDF`, async ({ page }) => {
      await gotoPage(page, href("/publications/:id", { id: String(id) }));
      const link = downloadLink(page);
      await expect(link).toHaveAttribute("href", href("/publications/:id", { id: String(article.pdf) }));
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(expectedName);
      expect(new URL(download.url()).pathname).toBe(href("/publications/:id", { id: String(article.pdf) }));
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBeGreaterThan(20 * 1024);
      // The page stays where it was.
      await expect(page).toHaveURL(new RegExp(`/publications/${id}$`));
    });
  }

  test("file names follow download-name.ts: colons become dashes, forbidden characters go", () => {
    expect(pdfDownloadName("Liberty, Law, Right and Equality: The Constitutional Discourse")).toBe(
      "Liberty, Law, Right and Equality - The Constitutional Discourse.pdf",
    );
    expect(pdfDownloadName("Receivables Sold: Are They Debt under the IBC?")).toBe("Receivables Sold - Are They Debt under the IBC.pdf");
    for (const article of articles) expect(pdfDownloadName(article.title)).not.toMatch(/[:|\\/*?"<>]/);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Print
 * ---------------------------------------------------------------------------------------------- */

test.describe("print styles", () => {
  test("printing hides the header, footer, sidebar, contents, download and copy buttons, keeps title, date, body and citation, and prints external links' addresses", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const article = richest;
    await gotoPage(page, href("/publications/:id", { id: String(article.id) }));

    const hidden = {
      header: page.getByRole("banner"),
      footer: page.getByRole("contentinfo"),
      "Recent Posts": recentPosts(page),
      "table of contents": page.locator('[data-testid="toc"]:visible'),
      "Download PDF": downloadLink(page),
    };
    const kept = {
      title: heroHeading(page),
      date: page.locator("article time").first(),
      body: articleBody(page).locator("p").first(),
      "law stated as at": page.getByTestId("article-dates"),
      ...(article.updates.length > 0 ? { updates: page.getByTestId("article-updates") } : {}),
      citation: page.getByTestId("citation"),
    };
    // On screen, all of them show.
    for (const [name, locator] of Object.entries({ ...hidden, ...kept })) await expect(locator, `${name} on screen`).toBeVisible();

    await page.emulateMedia({ media: "print" });
    for (const [name, locator] of Object.entries(hidden)) await expect(locator.first(), `${name} in print`).toBeHidden();
    await expect(page.getByTestId("toc")).toHaveCount(2);
    for (const toc of await page.getByTestId("toc").all()) await expect(toc).toBeHidden();
    for (const [name, locator] of Object.entries(kept)) await expect(locator, `${name} in print`).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy citation" }), "the copy button in print").toBeHidden();
    // An external link prints where it leads.
    const external = articleBody(page).locator('a[href^="http"]').first();
    if ((await external.count()) > 0) {
      const after = await external.evaluate((a) => getComputedStyle(a, "::after").content);
      expect(after).toContain(await external.getAttribute("href"));
    }
    await expect(kept.title).toHaveText(article.title);
    await expect(kept.date).toHaveText(shownDate(article.date));

    await page.emulateMedia({ media: "screen" });
    await expect(hidden.header).toBeVisible();
  });
});

/* ------------------------------------------------------------------------------------------------
 * External links inside articles
 * ---------------------------------------------------------------------------------------------- */

test.describe("external links in articles", () => {
  const cases = withExternalLinks.map((a) => ({ id: a.id, hrefs: [...new Set(externalLinks(a))] }));
  for (const c of cases) {
    test(`article ${c.id}: its ${c.hrefs.length} external link target(s) open in a new tab with rel="noopener noreferrer"`, async ({
      page,
    }) => {
      await gotoPage(page, href("/publications/:id", { id: String(c.id) }));
      for (const href of c.hrefs) {
        const links = articleBody(page).locator(`a[href="${href}"]`);
        expect(await links.count(), `links to ${href}`).toBeGreaterThan(0);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute("target", "_blank");
          const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
          expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
        }
      }
      // Every absolute link in the body leaves the same way.
      for (const link of await articleBody(page).locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b.*\bnoreferrer\b|\bnoreferrer\b.*\bnoopener\b/);
      }
    });
  }

  test("following one opens a new tab and leaves the article open", async ({ page, context }) => {
    const article = withExternalLinks[0];
    test.skip(article === undefined, "no article links out");
    const external = externalLinks(article!)[0]!;
    const origin = new URL(external).origin;
    await stubExternalSite(context, origin, "External site (stub)");
    await gotoPage(page, href("/publications/:id", { id: String(article!.id) }));
    const link = articleBody(page).locator(`a[href="${external}"]`).first();
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(popup).toHaveURL(external);
    // noopener: the new tab has no handle on the article.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(new RegExp(`/publications/${article!.id}$`));
  });
});

/* ------------------------------------------------------------------------------------------------
 * Unknown ids and legacy aliases
 * ---------------------------------------------------------------------------------------------- */

test.describe("unknown ids and aliases", () => {
  const unusedId = Math.max(...articles.map((a) => a.id)) + 1;
  for (const path of [href("/publications/:id", { id: String(unusedId) }), "/publications/0", "/publications/abc"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      await gotoPage(page, path, { status: 404 });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heroHeading(page)).toHaveText(notFoundPage.hero.heading);
      await expect(page).toHaveTitle(titleOf(notFoundPage.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link")).toHaveText([
        ...quickLinks.map((l) => l.title),
        ...calculatorLinks.map((l) => navTitle(l)),
      ]);
      await expect(downloadLink(page)).toHaveCount(0);
    });
  }

  const aliases: [string, string, string][] = [
    [`/Publications/id=${second.id}`, href("/publications/:id", { id: String(second.id) }), second.title],
    ["/Publications", "/publications", publicationsPage.hero.heading],
  ];
  for (const [from, to, heading] of aliases) {
    test(`${from} redirects (301) to ${to} and renders it`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);

      await gotoPage(page, from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(heroHeading(page)).toHaveText(heading);
    });
  }
});

/* ------------------------------------------------------------------------------------------------
 * The index of authorities
 * ---------------------------------------------------------------------------------------------- */

test.describe("index of authorities", () => {
  test("the list links to it; it lists the Acts and judgments in order, links each to where it is discussed, and each article links back", async ({
    page,
  }) => {
    await gotoPage(page, "/publications");
    await page.getByRole("link", { name: "Index of authorities", exact: true }).click();
    await expect(page).toHaveURL(href("/publications/authorities"));
    await expect(heroHeading(page)).toHaveText("Index of authorities");

    // Two sections, each entry in the index's alphabetical order, one per Act or judgment the articles mark.
    for (const [id, entries] of [
      ["acts", authorities.acts],
      ["judgments", authorities.cases],
    ] as const) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      await expect(section.getByTestId("authority-entry").locator("h3")).toHaveText(entries.map(authorityLabel));
    }
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);

    // An authority two articles cite links both; a place link opens the article at the cited words.
    const shared = [...authorities.acts, ...authorities.cases].find((e) => e.articles.length > 1);
    test.skip(shared === undefined, "no authority is cited by two articles");
    const entry = page.locator(`li[id="${shared!.key}"]`);
    for (const article of shared!.articles) await expect(entry.getByRole("link", { name: article.title, exact: true })).toBeVisible();
    const [, second] = shared!.articles;
    const place = second!.places[0]!;
    await entry.locator(`a[href="/publications/${second!.id}#${place.anchor}"]`).click();
    await expect(page).toHaveURL(`/publications/${second!.id}#${place.anchor}`);
    await expect(page.locator(":target")).toHaveAttribute("id", place.anchor);
    await expect(page.locator(":target")).toBeInViewport();

    // The article ends with its authorities, each linked to its index entry; the other article is named there.
    const cited = page.getByTestId("authorities-cited");
    await expect(cited.getByRole("heading", { name: "Authorities cited" })).toBeVisible();
    const backLink = `a[href="/publications/authorities#${shared!.key}"]`;
    const back = cited.locator(backLink);
    await expect(back).toHaveText(authorityLabel(shared!));
    await expect(
      cited
        .getByRole("listitem")
        .filter({ has: page.locator(backLink) })
        .getByRole("link", { name: shared!.articles[0]!.title, exact: true }),
    ).toBeVisible();
    await back.click();
    await expect(page.locator(":target")).toHaveAttribute("id", shared!.key);
  });
});

/* ------------------------------------------------------------------------------------------------
 * CSP and axe
 * ---------------------------------------------------------------------------------------------- */

test.describe("CSP and axe", () => {
  for (const path of [
    ...new Set([
      "/publications",
      href("/publications/:id", { id: String(richest.id) }),
      href("/publications/:id", { id: String(first.id) }),
    ]),
  ]) {
    test(`${path} has no CSP or axe violations`, async ({ page }) => {
      await gotoPage(page, path);
      await expectNoCspViolations(page);
      await expectNoAxeViolations(page);
    });
  }
});
