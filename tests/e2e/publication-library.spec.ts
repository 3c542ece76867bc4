/**
 * The publications as a library: topic pages (with and without script), the search box (typing,
 * keyboard, the announced count, no box without script), the members' article lists and author
 * cards, related articles and the citation copier, and the three feeds as served (their contents
 * and every page's autodiscovery links are checked in the build); the list's and a topic's year
 * filters, and a topic's own feeds. Examples are picked from content/ by what they have, never by
 * fixed ids.
 */
import type { Page } from "@playwright/test";
import {
  articles,
  expect,
  expectNoAxeViolations,
  expectNoCspViolations,
  gotoPage,
  site,
  team,
  test,
  titleOf,
  topics,
} from "./playwright-utils";

const articleItems = (page: Page) => page.getByTestId("article-item");
const topicNav = (page: Page) => page.getByRole("navigation", { name: "Topics" });
const articlesOn = (slug: string) => articles.filter((a) => a.topics.includes(slug));
/** The topic with the most articles, so filtering visibly narrows the list. */
const busiestTopic = [...topics].sort((a, b) => articlesOn(b.slug).length - articlesOn(a.slug).length)[0]!;
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the publications" });

test.describe("topics", () => {
  test("the list links to each topic's page, which lists that topic's articles", async ({ page }) => {
    await gotoPage(page, "/publications");
    await topicNav(page)
      .getByRole("link", { name: new RegExp(`^${busiestTopic.name}`) })
      .click();
    await expect(page).toHaveURL(`/publications/topics/${busiestTopic.slug}`);
    await expect(page.locator("h1#page-heading")).toHaveText(busiestTopic.name);
    await expect(page).toHaveTitle(titleOf(`${busiestTopic.name}: Publications`));
    await expect(articleItems(page)).toHaveCount(articlesOn(busiestTopic.slug).length);
    await expect(topicNav(page).getByRole("link", { name: new RegExp(`^${busiestTopic.name}`) })).toHaveAttribute("aria-current", "page");
  });

  // Each topic page's articles, canonical link, description and structured data, each article's
  // topic links and each practice page's articles are checked in the build
  // (scripts/lib/built-pages.build.test.ts); axe and CSP on a topic page in site-shell.spec.ts;
  // unknown topics and list pages in its not-found journeys.
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no search box; the topic and year links still filter the list", async ({ page }) => {
    const response = await page.goto("/publications");
    expect(response?.status()).toBe(200);
    await expect(searchBox(page)).toBeHidden();
    await topicNav(page)
      .getByRole("link", { name: new RegExp(`^${busiestTopic.name}`) })
      .click();
    await expect(page).toHaveURL(`/publications/topics/${busiestTopic.slug}`);
    await expect(articleItems(page)).toHaveCount(articlesOn(busiestTopic.slug).length);
    const year = articlesOn(busiestTopic.slug)[0]!.date.slice(0, 4);
    await page
      .getByRole("navigation", { name: "Years" })
      .getByRole("link", { name: new RegExp(`^${year}`) })
      .click();
    await expect(page).toHaveURL(`/publications/topics/${busiestTopic.slug}/year/${year}`);
    await expect(articleItems(page)).toHaveCount(articlesOn(busiestTopic.slug).filter((a) => a.date.startsWith(year)).length);
  });
});

test.describe("years and a topic's feeds", () => {
  const yearOf = (a: { date: string }) => a.date.slice(0, 4);
  const years = [...new Set(articles.map(yearOf))].sort().reverse();

  test("the list links to each year with its count; a year's page lists that year's articles; a year without any is not found", async ({
    page,
  }) => {
    await gotoPage(page, "/publications");
    const yearNav = page.getByRole("navigation", { name: "Years" });
    await expect(yearNav.getByRole("link")).toHaveText([
      "All years",
      ...years.map((y) => new RegExp(`^${y}\\s*\\(?${articles.filter((a) => yearOf(a) === y).length}`)),
    ]);
    const year = [...years].sort(
      (a, b) => articles.filter((x) => yearOf(x) === b).length - articles.filter((x) => yearOf(x) === a).length,
    )[0]!;
    await yearNav.getByRole("link", { name: new RegExp(`^${year}`) }).click();
    await expect(page).toHaveURL(`/publications/year/${year}`);
    const theirs = articles.filter((a) => yearOf(a) === year);
    await expect(articleItems(page)).toHaveCount(theirs.length);
    await expect(page.getByRole("heading", { name: `Articles of ${year}` })).toBeVisible();
    await expect(yearNav.getByRole("link", { name: new RegExp(`^${year}`) })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/publications/year/${year}`);
    await expectNoAxeViolations(page);
    await yearNav.getByRole("link", { name: "All years" }).click();
    await expect(page).toHaveURL("/publications");
    await gotoPage(page, "/publications/year/1900", { status: 404 });
    await expect(articleItems(page)).toHaveCount(0);
  });

  test("a topic's page filters by year, and names and announces its own feeds, which carry its articles with their key points", async ({
    page,
    request,
  }) => {
    await gotoPage(page, `/publications/topics/${busiestTopic.slug}`);
    const theirs = articlesOn(busiestTopic.slug);
    const topicYears = [...new Set(theirs.map(yearOf))].sort().reverse();
    const yearNav = page.getByRole("navigation", { name: "Years" });
    await expect(yearNav.getByRole("link")).toHaveCount(topicYears.length + 1);
    await yearNav.getByRole("link", { name: new RegExp(`^${topicYears[0]}`) }).click();
    await expect(page).toHaveURL(`/publications/topics/${busiestTopic.slug}/year/${topicYears[0]}`);
    await expect(articleItems(page)).toHaveCount(theirs.filter((a) => yearOf(a) === topicYears[0]).length);
    await expectNoAxeViolations(page);

    const base = `/publications/topics/${busiestTopic.slug}`;
    const follow = page.getByRole("region", { name: "Follow this topic" });
    await expect(follow.getByRole("link")).toHaveText(["RSS", "Atom", "JSON Feed"]);
    const announced = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute("type")} ${l.getAttribute("href")}`));
    expect(announced).toEqual(
      expect.arrayContaining([
        `application/rss+xml ${base}/feed.rss`,
        `application/atom+xml ${base}/feed.atom`,
        `application/feed+json ${base}/feed.json`,
      ]),
    );

    for (const [path, type] of [
      [`${base}/feed.rss`, "application/rss+xml"],
      [`${base}/feed.atom`, "application/atom+xml"],
      [`${base}/feed.json`, "application/feed+json"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
    }
    const feed = (await (await request.get(`${base}/feed.json`)).json()) as { feed_url: string; items: { url: string; summary: string }[] };
    expect(feed.feed_url).toBe(`${site.url}${base}/feed.json`);
    expect(feed.items.map((item) => item.url).sort()).toEqual(theirs.map((a) => `${site.url}/publications/${a.id}`).sort());
    const first = theirs.find((a) => feed.items[0]!.url.endsWith(`/publications/${a.id}`))!;
    expect(feed.items[0]!.summary).toContain(first.keyPoints[0]!);
    const rss = await (await request.get(`${base}/feed.rss`)).text();
    expect(rss.match(/<item>/g)).toHaveLength(theirs.length);
    await expect(page.getByRole("link", { name: "RSS" })).toHaveAttribute("href", `${base}/feed.rss`);
  });
});

test.describe("search", () => {
  test("loads its index on first use, updates as one types, marks the words and announces the count", async ({ page }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("search-index.json")) indexRequests.push(request.url());
    });
    await gotoPage(page, "/publications");
    expect(indexRequests, "the index is not loaded before the box is used").toEqual([]);
    const target = articles.at(-1)!;
    const word = target.title.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w))!;
    await searchBox(page).click();
    await searchBox(page).pressSequentially(word.toLowerCase(), { delay: 30 });
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: new RegExp(target.title.slice(0, 20)) })).toBeVisible();
    await expect(results.locator("mark").first()).toHaveText(new RegExp(word, "i"));
    const count = await results.getByRole("listitem").count();
    await expect(page.getByRole("status").filter({ hasText: /match/ })).toHaveText(new RegExp(`^${count} articles? match`));
    expect(indexRequests).toHaveLength(1);
    await expectNoAxeViolations(page);
    // The search ran in its module worker and fetched its index under the page's policy (worker-src, connect-src).
    await expectNoCspViolations(page);

    // Keyboard: down into the results, up back to the box, Enter opens a result.
    await searchBox(page).press("ArrowDown");
    await expect(results.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).press("ArrowDown");
    const firstTitle = await results.getByRole("link").first().locator("span").first().textContent();
    await page.keyboard.press("Enter");
    await expect(page.locator("h1#page-heading")).toHaveText(firstTitle!);
  });

  test("a match found only in an article's body shows the sentence it was found in, the word marked", async ({ page }) => {
    // A long word of some body that no title, excerpt, topic or tag shares even its first six letters with.
    const elsewhere = articles
      .map((a) => [a.title, a.excerpt, ...a.tags, ...a.topics, ...topics.map((t) => t.name)].join(" ").toLowerCase())
      .join(" ");
    const bodyWords = (body: string) => body.replace(/<[^>]*>|\]\([^)]*\)/g, " ").match(/\b[a-z]{10,}\b/g) ?? [];
    const found = articles
      .flatMap((a) => bodyWords(a.body).map((word) => ({ article: a, word })))
      .find(({ word }) => !elsewhere.includes(word.slice(0, 6)));
    test.skip(found === undefined, "every long body word also appears in a title, excerpt, topic or tag");
    const { article, word } = found!;
    await gotoPage(page, "/publications");
    await searchBox(page).fill(word);
    const result = page
      .getByRole("list", { name: "Search results" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/publications/${article.id}"]`) });
    const sentence = result.getByTestId("matched-sentence");
    await expect(sentence).toContainText(word);
    await expect(sentence.locator("mark").first()).toHaveText(new RegExp(`^${word}$`, "i"));
    await expectNoAxeViolations(page);
  });

  test("says so when nothing matches", async ({ page }) => {
    await gotoPage(page, "/publications");
    await searchBox(page).fill("zzqxj");
    await expect(page.getByRole("status").filter({ hasText: "No articles match" })).toHaveText("No articles match “zzqxj”.");
    await expect(page.getByRole("list", { name: "Search results" })).toBeHidden();
  });
});

test.describe("authors, related articles and citations", () => {
  test("each member page lists that member's articles; each article ends with its author's card", async ({ page }) => {
    const author = team.find((m) => articles.some((a) => a.author === m.name))!;
    const theirs = articles.filter((a) => a.author === author.name);
    await gotoPage(page, `/team/${author.id}`);
    const list = page.getByRole("region", { name: `Articles by ${author.name}` });
    await expect(list.getByRole("listitem")).toHaveCount(theirs.length);
    await list.getByRole("link", { name: theirs[0]!.title }).click();
    await expect(page).toHaveURL(`/publications/${theirs[0]!.id}`);
    const card = page.getByTestId("author-card");
    await expect(card).toContainText(author.name);
    await card.getByRole("link", { name: /Profile and articles/ }).click();
    await expect(page).toHaveURL(`/team/${author.id}`);
  });

  test("related articles: three, those sharing most topics first; the citation is copied and the page says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // An article with a topic no other article shares, when there is one: it still ends with three.
    const loner = articles.find((a) => !articles.some((b) => b.id !== a.id && b.topics.some((t) => a.topics.includes(t))));
    const article = loner ?? articles[0]!;
    await gotoPage(page, `/publications/${article.id}`);
    const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
    const titles = await related.allTextContents();
    expect(titles).toHaveLength(Math.min(3, articles.length - 1));
    const shared = titles.map((title) => articles.find((a) => a.title === title)!.topics.filter((t) => article.topics.includes(t)).length);
    expect(shared, "most topics in common first").toEqual([...shared].sort((a, b) => b - a));
    expect(titles).not.toContain(article.title);
    const cite = page.getByTestId("cite-article");
    await cite.getByRole("button", { name: "Copy citation" }).click();
    await expect(cite.getByRole("status")).toHaveText("Citation copied to the clipboard.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(article.title);
    expect(copied).toContain(article.author);
    expect(copied).toContain(site.name);
    expect(copied).toContain(`${site.url}/publications/${article.id}`);
    expect(copied).toMatch(/accessed \d{1,2} \w+ \d{4}$/);
  });
});

// The feeds' contents (RSS 2.0, Atom, JSON Feed) and every page's autodiscovery links are read from
// the build (scripts/lib/built-pages.build.test.ts); their types and CSP as the server sends them,
// through inject (scripts/lib/built-site-http.build.test.ts).
