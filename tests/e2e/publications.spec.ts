/**
 * Publications (SPEC section 2 "Publications list" and "Publication detail", section 7 on the PDF
 * download), one page of each kind in the browser: the list and its Recent Posts sidebar, the
 * busiest article (table of contents, pager, the Updates box in place, the PDF download, print
 * styles, a link out) at desktop and phone width. Every article's own title, dates, updates,
 * contents, pager, meta tags, JSON-LD, PDF and external links, and every list entry, are checked
 * on every built page in scripts/lib/built-pages.build.test.ts; CSP and axe on the list and the
 * busiest article in site-shell.spec.ts; unknown ids and legacy aliases there too.
 */
import { href } from "react-router";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { authorityLabel } from "../../app/lib/content/authorities";
import { pdfDownloadName } from "../../app/lib/download-name";
import {
  type ArticleContent,
  articles,
  authorities,
  expect,
  expectNoAxeViolations,
  gotoPage,
  richestArticle,
  stubExternalSite,
  test,
} from "./playwright-utils";
import { formatDate } from "../../core/dates/format-date.ts";

const heroHeading = (page: Page) => page.locator("h1#page-heading");
const articleItems = (page: Page) => page.getByTestId("article-item");
const recentPosts = (page: Page) => page.getByTestId("recent-posts");
/** The article's own body (the MDX prose), not the sidebar. */
const articleBody = (page: Page) => page.locator("article .prose-legal");
const downloadLink = (page: Page) => page.getByRole("link", { name: "Download PDF" });

const shownDate = formatDate;
/** Newest first, ties by id: the Recent Posts order. */
const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);

/*
 * Ids and counts come from content/: the firm adds and removes articles. The journeys pick their
 * examples by what an article has (updates, a table, external links), never by a fixed id.
 */
const first = articles[0]!;
const second = articles[1] ?? first;
const richest = richestArticle;
const withUpdates = articles.filter((a) => a.updates.length > 0);
const externalLinks = (a: ArticleContent) => [...a.body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
const withExternalLinks = articles.filter((a) => externalLinks(a).length > 0);

/* ------------------------------------------------------------------------------------------------
 * The list
 * ---------------------------------------------------------------------------------------------- */

test.describe("publications list", () => {
  test("the first thumbnail loads", async ({ page }) => {
    // Every thumbnail's file, size and format is in the build-output check; here, that one decodes.
    await gotoPage(page, href("/publications"));
    const image = articleItems(page).first().locator("picture img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("Read More opens the article", async ({ page }) => {
    await gotoPage(page, href("/publications"));
    const index = Math.min(2, articles.length - 1);
    // The list is newest first.
    const article = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)[index]!;
    await articleItems(page)
      .nth(index)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/publications/${article.id}$`));
    await expect(heroHeading(page)).toHaveText(article.title);
    await expect(page).toHaveTitle(article.title);
  });

  test("Recent Posts shows at 1440 px, and a link in it opens its article", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(page, href("/publications"));
    const sidebar = recentPosts(page);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Recent Posts" })).toBeVisible();
    const newest = newestFirst[0]!;
    await sidebar.getByRole("link", { name: newest.title }).click();
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
 * The busiest article
 * ---------------------------------------------------------------------------------------------- */

test.describe("article page", () => {
  const article = richest;
  const id = article.id;
  const expectedName = pdfDownloadName(article.title);

  // The byline, reading time, the contents' targets, the pager and the key points of every article
  // are read from the build (scripts/lib/built-pages.build.test.ts); here, what needs layout.
  test(`${id}: the Updates box sits between the date line and the body, and the contents scroll to their heading`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(page, href("/publications/:id", { id: String(id) }));
    const dateLine = page.getByTestId("article-dates");
    await expect(dateLine).toContainText(`Law stated as at ${shownDate(article.lawAsAt)}`);
    if (article.reviewed) await expect(dateLine).toContainText(`last reviewed ${shownDate(article.reviewed)}`);
    if (article.updates.length > 0) {
      const box = page.getByTestId("article-updates");
      await expect(box.getByRole("heading", { name: "Updates", level: 2 })).toBeVisible();
      const [boxBox, bodyBox, datesBox] = await Promise.all([box.boundingBox(), articleBody(page).boundingBox(), dateLine.boundingBox()]);
      expect(datesBox!.y).toBeLessThan(boxBox!.y);
      expect(boxBox!.y + boxBox!.height).toBeLessThanOrEqual(bodyBox!.y);
    }
    const keyPoints = page.getByRole("region", { name: "Key points" });
    if (article.keyPoints.length > 0) {
      const [keyBox, bodyBox] = await Promise.all([keyPoints.boundingBox(), articleBody(page).boundingBox()]);
      expect(keyBox!.y + keyBox!.height).toBeLessThanOrEqual(bodyBox!.y);
    }
    // Following the last entry of the contents brings its heading into view.
    const links = page.locator('[data-testid="toc"]:visible').getByRole("link");
    const last = links.last();
    const lastHref = (await last.getAttribute("href")) ?? "";
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
    await expect(articleBody(page).locator(`[id="${lastHref.slice(1)}"]`)).toBeInViewport();
  });

  test(`${id}: Download PDF downloads "${expectedName}", a real PDF`, async ({ page }) => {
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

  test("Next navigates to the following article", async ({ page }) => {
    test.skip(articles.length < 2, "needs two articles");
    await gotoPage(page, href("/publications/:id", { id: String(first.id) }));
    await page.getByRole("navigation", { name: "More publications" }).getByRole("link", { name: /^Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/publications/${second.id}$`));
    await expect(heroHeading(page)).toHaveText(second.title);
    await expect(page).toHaveTitle(second.title);
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
 * A link out of an article
 * ---------------------------------------------------------------------------------------------- */

test.describe("external links in articles", () => {
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
    // Its axe and CSP scans are those of one page of each kind (site-shell.spec.ts).

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
    // After the article's own References the list is folded: its summary opens it.
    const folded = cited.locator("details:not([open]) > summary");
    if ((await folded.count()) > 0) await folded.click();
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
