/**
 * The publications as a library: topic pages (with and without script), the search box (typing,
 * keyboard, the announced count, no box without script), the members' article lists and author
 * cards, related articles and the citation copier, and the three feeds with their autodiscovery.
 * Examples are picked from content/ by what they have, never by fixed ids.
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
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/publications/topics/${busiestTopic.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", busiestTopic.description);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "CollectionPage"]));
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });

  test("an article links to its topics, and a service page to its area's articles", async ({ page }) => {
    const article = articles.find((a) => a.topics.length > 1) ?? articles[0]!;
    await gotoPage(page, `/publications/${article.id}`);
    const topicLinks = page.locator("article").getByRole("list", { name: "Topics" }).getByRole("link");
    await expect(topicLinks).toHaveText(article.topics.map((slug) => topics.find((t) => t.slug === slug)!.name));
    const withService = topics.find((t) => (t.services ?? []).length > 0 && articlesOn(t.slug).length > 0)!;
    await gotoPage(page, `/services/${withService.services![0]}`);
    const list = page.getByRole("region", { name: "Articles in this area" });
    await expect(list.getByRole("link", { name: articlesOn(withService.slug)[0]!.title })).toBeVisible();
  });

  test("an unknown topic and a list page past the last are not found", async ({ page }) => {
    for (const path of ["/publications/topics/no-such-topic", "/publications/page/99"]) {
      await gotoPage(page, path, { status: 404 });
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(articleItems(page)).toHaveCount(0);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no search box; the topic links still filter the list", async ({ page }) => {
    const response = await page.goto("/publications");
    expect(response?.status()).toBe(200);
    await expect(searchBox(page)).toBeHidden();
    await topicNav(page)
      .getByRole("link", { name: new RegExp(`^${busiestTopic.name}`) })
      .click();
    await expect(page).toHaveURL(`/publications/topics/${busiestTopic.slug}`);
    await expect(articleItems(page)).toHaveCount(articlesOn(busiestTopic.slug).length);
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

  test("related articles share a topic; the citation is copied and the page says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const article = articles.find((a) => articles.some((b) => b.id !== a.id && b.topics.some((t) => a.topics.includes(t))))!;
    await gotoPage(page, `/publications/${article.id}`);
    const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
    const titles = await related.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);
    for (const title of titles) {
      const other = articles.find((a) => a.title === title)!;
      expect(
        other.topics.some((t) => article.topics.includes(t)),
        `${title} shares a topic`,
      ).toBe(true);
    }
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

test.describe("feeds", () => {
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)[0]!;

  test("every page announces the three feeds", async ({ page }) => {
    for (const path of ["/", "/publications", `/publications/${newest.id}`]) {
      await page.goto(path);
      const hrefs = await page
        .locator('head link[rel="alternate"][type]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute("type")} ${l.getAttribute("href")}`));
      expect(hrefs).toEqual(["application/rss+xml /feed.rss", "application/atom+xml /feed.atom", "application/feed+json /feed.json"]);
    }
  });

  test("RSS 2.0 and Atom parse and carry their required elements", async ({ page, request }) => {
    await page.goto("/publications");
    for (const [path, type] of [
      ["/feed.rss", "application/rss+xml"],
      ["/feed.atom", "application/atom+xml"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
      expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
      const xml = await response.text();
      const found = await page.evaluate(
        ({ xml, path }) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          if (doc.getElementsByTagName("parsererror").length > 0) return { error: doc.getElementsByTagName("parsererror")[0]!.textContent };
          const text = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
          if (path === "/feed.rss") {
            const channel = doc.querySelector("rss[version='2.0'] > channel");
            const items = [...doc.getElementsByTagName("item")];
            return {
              root: channel ? "rss 2.0" : null,
              head: channel ? [text(channel, "title"), text(channel, "link"), text(channel, "description")] : [],
              items: items.map((item) => ({
                title: text(item, "title"),
                link: text(item, "link"),
                date: text(item, "pubDate"),
                guid: text(item, "guid"),
              })),
            };
          }
          const ns = "http://www.w3.org/2005/Atom";
          const feed = doc.documentElement;
          const entries = [...feed.getElementsByTagNameNS(ns, "entry")];
          const atomText = (parent: Element, name: string) => parent.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
          return {
            root: feed.namespaceURI === ns && feed.localName === "feed" ? "atom" : null,
            head: [atomText(feed, "id"), atomText(feed, "title"), atomText(feed, "updated")],
            self: [...feed.children].some((c) => c.localName === "link" && c.getAttribute("rel") === "self"),
            items: entries.map((entry) => ({
              title: atomText(entry, "title"),
              link: entry.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href") ?? null,
              date: atomText(entry, "updated"),
              guid: atomText(entry, "id"),
              author: entry.getElementsByTagNameNS(ns, "author")[0]?.getElementsByTagNameNS(ns, "name")[0]?.textContent ?? null,
            })),
          };
        },
        { xml, path },
      );
      expect(found, path).not.toHaveProperty("error");
      expect(found.root, path).not.toBeNull();
      expect(
        found.head!.every((v) => v !== null && v.length > 0),
        `${path} channel elements`,
      ).toBe(true);
      expect(found.items).toHaveLength(articles.length);
      expect(found.items![0]!.title).toBe(newest.title);
      expect(found.items![0]!.link).toBe(`${site.url}/publications/${newest.id}`);
      for (const item of found.items!) expect(Object.values(item).every((v) => v !== null && v !== "")).toBe(true);
      if (path === "/feed.atom") expect(found.self).toBe(true);
    }
  });

  test("JSON Feed 1 parses and carries its required fields", async ({ request }) => {
    const response = await request.get("/feed.json");
    expect(response.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = (await response.json()) as {
      version: string;
      title: string;
      feed_url: string;
      items: { id: string; url: string; title: string; content_html?: string; date_published: string }[];
    };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed.org\/version\/1(\.1)?$/);
    expect(feed.title.length).toBeGreaterThan(0);
    expect(feed.feed_url).toBe(`${site.url}/feed.json`);
    expect(feed.items).toHaveLength(articles.length);
    for (const item of feed.items) {
      expect(item.id.length).toBeGreaterThan(0);
      expect(item.content_html?.length ?? 0).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
    expect(feed.items[0]!.title).toBe(newest.title);
  });
});
